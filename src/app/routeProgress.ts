// The progress bar of SPEC §2 "A progress bar shows on route changes". Plain DOM, no React: it
// lives outside the page tree so it never re-renders pages and costs a few hundred bytes.
// Gatsby calls start() from onPreRouteUpdate and done() from onRouteUpdate (gatsby-browser.tsx).

const ID = "route-progress";
/** The bar stays visible at least this long, so fast navigations still show feedback. */
const MIN_VISIBLE_MS = 250;

let shownAt = 0;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function bar(doc: Document): HTMLElement {
  let el = doc.getElementById(ID);
  if (!el) {
    el = doc.createElement("div");
    el.id = ID;
    el.setAttribute("role", "progressbar");
    el.setAttribute("aria-hidden", "true");
    el.dataset.state = "idle";
    doc.body.appendChild(el);
  }
  return el;
}

export function startRouteProgress(doc: Document = document, now: number = Date.now()): void {
  if (hideTimer) clearTimeout(hideTimer);
  const el = bar(doc);
  shownAt = now;
  el.dataset.state = "loading";
}

export function finishRouteProgress(doc: Document = document, now: number = Date.now()): void {
  const el = doc.getElementById(ID);
  if (!el || el.dataset.state !== "loading") return;
  const wait = Math.max(0, MIN_VISIBLE_MS - (now - shownAt));
  hideTimer = setTimeout(() => {
    el.dataset.state = "done";
    hideTimer = setTimeout(() => {
      el.dataset.state = "idle";
    }, 300);
  }, wait);
}
