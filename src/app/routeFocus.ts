// Issue 29 (WCAG 2.4.3, 4.1.3): after a client-side navigation, focus moves to the new page's heading and a polite
// region announces the page in Romanian. Gatsby's own announcer ("Navigated to …", English, assertive) is hidden by
// CSS (theme/layoutCss.ts) and reach-router's focus on its wrappers is overridden: a screen-reader user lands on the
// page's name, and the next Tab goes into the page, not back to the top.
// Client-only pages (self-care, checkout) paint a placeholder heading, then their screen's: the heading is followed
// (observer, bounded) until the page settles. Focus is taken only while it is "free": on the body, on a focusable
// wrapper around the heading (Gatsby's, a nested router's, <main>), or still on the link that started the navigation
// (a menu that stays on screen) — never from a field, button or error summary the visitor is on in the new page.
// Only a new path is a new page: a query change (filters, the checkout's steps) keeps the focus where it is.
import { roA11y } from "../i18n/ro/common";

/** The polite region (static HTML before Gatsby's root, gatsby-ssr.tsx). */
export const ROUTE_ANNOUNCER_ID = "aria-route-announcer";
/** How long a client-only page may take to show its heading. */
const WAIT_MS = 10000;
/** After landing, how long a late re-render (placeholder → screen, a router's own focus) is still followed. */
const SETTLE_MS = 1500;

let stop: (() => void) | null = null;

/** Called after every client-side navigation (gatsby-browser onRouteUpdate). */
export function focusNewPage(doc: Document = document): void {
  stop?.();
  const trigger = doc.activeElement;
  let landedAt = 0;
  let announced = "";
  const free = (): boolean => {
    const a = doc.activeElement;
    if (!a || a === doc.body) return true;
    if (!landedAt && a === trigger) return true;
    // A wrapper around the page (Gatsby's, a nested router's, <main>): it holds the heading.
    const h1 = doc.querySelector("main h1");
    return a.getAttribute("tabindex") === "-1" && a !== h1 && !!h1 && a.contains(h1);
  };
  const apply = (): void => {
    const h1 = doc.querySelector<HTMLElement>("main h1");
    if (!h1) return;
    if (doc.activeElement !== h1 && free()) {
      if (!h1.hasAttribute("tabindex")) h1.setAttribute("tabindex", "-1");
      h1.focus({ preventScroll: true });
    }
    landedAt ||= Date.now();
    const text = h1.textContent?.trim() || doc.title;
    const region = doc.getElementById(ROUTE_ANNOUNCER_ID);
    if (region && text !== announced) {
      announced = text;
      region.textContent = roA11y.pageAnnouncement(text);
    }
  };
  const check = (): void => {
    if (landedAt && Date.now() - landedAt > SETTLE_MS) return stop?.();
    apply();
  };
  const observer = new MutationObserver(check);
  observer.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener("focusin", check);
  // After reach-router's own focus handling, which runs in the same commit.
  const first = setTimeout(check, 0);
  const giveUp = setTimeout(() => stop?.(), WAIT_MS);
  stop = () => {
    observer.disconnect();
    doc.removeEventListener("focusin", check);
    clearTimeout(first);
    clearTimeout(giveUp);
    stop = null;
  };
}
