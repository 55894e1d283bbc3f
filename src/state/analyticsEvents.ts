// The analytics chunk (loaded only once the visitor has allowed analytics: app/analytics/tracking.ts, and the cart's
// error report for FRAUD_AND_PREVENTEL): builds the SPEC §4 events from the address, the loaded page and the stored
// session, and hands them to the one client (browser/analytics/dataLayer.ts).
import { pushEvent } from "../browser/analytics/dataLayer";
import { loadedPageContext, loadedPagePath } from "../browser/gatsbyLoader";
import { actionClickEvent, fraudErrorPageEvent, pageViewEvent, type AnalyticsPage } from "../domain/analytics/events";
import { journeyFor } from "../domain/analytics/journey";
import { pageTypeFor, type ShopTemplate } from "../domain/analytics/pageType";
import { areaFromPath } from "../domain/area";
import { currentVisitor } from "./analyticsVisitor";

export interface Where {
  pathname: string;
  search: string;
}

/** The page at an address: the static pages' template comes with their page context (build/shopPages.ts). */
function pageAt({ pathname, search }: Where): AnalyticsPage {
  // Gatsby resolves an unknown address to its 404 page: that is an error page whatever the address says.
  const resolved = loadedPagePath(pathname);
  const path = resolved?.startsWith("/404") ? "/404" : pathname;
  const template = loadedPageContext(pathname)?.template as ShopTemplate | undefined;
  return {
    pathname,
    title: document.title,
    area: areaFromPath(pathname),
    pageType: pageTypeFor({ pathname: path, template, search }),
    journey: journeyFor(pathname),
  };
}

export function pushPageView(where: Where): void {
  pushEvent(pageViewEvent(currentVisitor(), pageAt(where)));
}

export function pushActionClick(where: Where, action: { label: string; target: string }): void {
  pushEvent(actionClickEvent(currentVisitor(), pageAt(where), action));
}

/** SPEC §8: FRAUD_AND_PREVENTEL's error-page event, on the page where the payment was refused. */
export function pushFraudErrorPage(errorCode: string): void {
  const { pathname, search } = window.location;
  pushEvent(fraudErrorPageEvent(currentVisitor(), pageAt({ pathname, search }), errorCode));
}
