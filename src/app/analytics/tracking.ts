// Issue 29: when analytics events happen (SPEC §4): one page_view per navigation, the first load included
// (domain/analytics/pageViews.ts decides what a navigation is), and an action_click on the shop's calls to action
// (elements marked data-cta="<what>"). This part is in every page's bundle and stays tiny: the events are built by the
// analytics chunk (state/analyticsEvents.ts), loaded only when the visitor has allowed analytics. Before a choice the current
// page's view waits; "Accept toate" (or analytics ticked in "Setări") then sends it, after Consent Mode's update,
// which the consent runtime pushed first. After "Refuz" nothing is sent and the chunk is never loaded.
import { mayTrack } from "../../browser/analytics/dataLayer";
import { CONSENT_EVENT } from "../../browser/consent/consentState";
import { isNewPageView } from "../../domain/analytics/pageViews";

interface Where {
  pathname: string;
  search: string;
}

const chunk = () => import(/* webpackChunkName: "analytics" */ "../../state/analyticsEvents");

let previous: Where | null = null;
/** The page view not sent yet for want of consent (the current page's). */
let waiting: Where | null = null;

/** The page's title changes just after the route does (Gatsby's Head); the event waits for it, as gatsby-plugin-google-tagmanager does. */
const TITLE_SETTLE_MS = 50;

function send(where: Where): void {
  setTimeout(() => void chunk().then((m) => m.pushPageView(where)), TITLE_SETTLE_MS);
}

/** gatsby-browser onRouteUpdate, on every route update (the first render included). */
export function trackNavigation(location: Where): void {
  const where = { pathname: location.pathname, search: location.search };
  if (!isNewPageView(previous, where)) return;
  previous = where;
  if (mayTrack()) {
    waiting = null;
    send(where);
  } else waiting = where;
}

function onConsent(): void {
  if (!mayTrack() || !waiting) return;
  const where = waiting;
  waiting = null;
  send(where);
}

function onClick(e: MouseEvent): void {
  const target = e.target instanceof Element ? e.target.closest<HTMLElement>("[data-cta]") : null;
  if (!target || !mayTrack()) return;
  const where = { pathname: window.location.pathname, search: window.location.search };
  const label = target.dataset.cta ?? "";
  const to = target.getAttribute("href") ?? "";
  void chunk().then((m) => m.pushActionClick(where, { label, target: to }));
}

/** gatsby-browser onClientEntry. */
export function armAnalytics(): void {
  window.addEventListener(CONSENT_EVENT, onConsent);
  document.addEventListener("click", onClick, true);
}
