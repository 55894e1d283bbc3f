// SPEC §4 "Events page_view and action_click are pushed to a data layer (visitor ids, master tab personal/business,
// login status, journey, gdpr permissions)", with SPEC §1's fixed values, and SPEC §8 "Payment error
// FRAUD_AND_PREVENTEL triggers an error-page tracking event". The payloads only: the client decides when (consent,
// one page_view per navigation: pageViews.ts) and pushes them.
//
// Shape (flat, snake_case, every key always present; docs/decisions.md "Analytics payload shape"):
//   event             "page_view" | "action_click"
//   page_type         SPEC §4 page type (pageType.ts); "error" on the fraud error page event
//   page_path         the path without query or hash, no trailing slash (a query may carry search words or a return
//                     address: not sent)
//   page_title        the page's title
//   country, locale, section, platform   SPEC §1: "RO", "RO-ro", "eshop", "website"
//   master_tab        "personal" | "business" (SPEC §2 area)
//   login_status      "logged_in" | "anonymous"
//   journey           journey.ts
//   visitor_type      visitorType.ts
//   visitor_id_user, visitor_id_msisdn_hash, visitor_id_email_hash   the profile's user_id, msisdnHash, emailHash;
//                     "" for an anonymous visitor
//   gdpr_basic, gdpr_advanced   the signed-in customer's GDPR settings (SPEC §3 gdprAttributes); false otherwise
//   action_label, action_target   action_click only: the call to action's text and where it leads
//   error_code        the fraud error page event only
// Nothing else of the profile is read: no CNP, phone number, e-mail, MSISDN, name or address reaches the data layer.
import type { Area } from "../area";
import type { UserInfo } from "../session/userInfo";
import type { Journey } from "./journey";
import { pagePath } from "./route";
import { ANALYTICS_FIXED, type AnalyticsPageType } from "./vocabulary";
import { visitorType } from "./visitorType";

/** What the data layer may know of the visitor. */
export interface AnalyticsVisitor {
  type: string;
  loggedIn: boolean;
  userId: string;
  msisdnHash: string;
  emailHash: string;
  gdprBasic: boolean;
  gdprAdvanced: boolean;
}

/** The page an event is about. */
export interface AnalyticsPage {
  pathname: string;
  title: string;
  area: Area;
  pageType: AnalyticsPageType;
  journey: Journey;
}

// A type, not an interface: it is then a plain record (the client's push takes Record<string, unknown>).
export type PageViewEvent = {
  event: "page_view";
  page_type: AnalyticsPageType;
  page_path: string;
  page_title: string;
  country: typeof ANALYTICS_FIXED.country;
  locale: typeof ANALYTICS_FIXED.locale;
  section: typeof ANALYTICS_FIXED.section;
  platform: typeof ANALYTICS_FIXED.platform;
  master_tab: Area;
  login_status: "logged_in" | "anonymous";
  journey: Journey;
  visitor_type: string;
  visitor_id_user: string;
  visitor_id_msisdn_hash: string;
  visitor_id_email_hash: string;
  gdpr_basic: boolean;
  gdpr_advanced: boolean;
};

export type ActionClickEvent = Omit<PageViewEvent, "event"> & { event: "action_click"; action_label: string; action_target: string };

export type ErrorPageEvent = PageViewEvent & { page_type: "error"; error_code: string };

/** The payment error code whose page the operator tracks (SPEC §8; errors/shopCatalogue.ts track "error_page"). */
const FRAUD_ERROR_CODE = "FRAUD_AND_PREVENTEL";

/**
 * The visitor as the data layer sees it. The profile counts only when `loggedIn` (a stale profile of a signed-out
 * visitor gives empty ids); of it only the hashed ids, the customer type and the GDPR settings are read.
 */
export function analyticsVisitor(profile: UserInfo | null, flows: readonly string[], loggedIn: boolean): AnalyticsVisitor {
  const known = loggedIn ? profile : null;
  const ids = known?.attributes;
  const gdpr = known?.gdprAttributes;
  return {
    type: visitorType({
      loggedIn,
      customerType: known?.vfCustomerType ?? known?.customerInfo?.customerType ?? null,
      eligibleFlows: flows,
    }),
    loggedIn,
    userId: ids?.user_id ?? "",
    msisdnHash: ids?.msisdnHash ?? "",
    emailHash: ids?.emailHash ?? "",
    gdprBasic: gdpr?.gdprBasic === true,
    gdprAdvanced: gdpr?.gdprAdvanced === true,
  };
}

export function pageViewEvent(visitor: AnalyticsVisitor, page: AnalyticsPage): PageViewEvent {
  return {
    event: "page_view",
    page_type: page.pageType,
    page_path: pagePath(page.pathname),
    page_title: page.title,
    ...ANALYTICS_FIXED,
    master_tab: page.area,
    login_status: visitor.loggedIn ? "logged_in" : "anonymous",
    journey: page.journey,
    visitor_type: visitor.type,
    visitor_id_user: visitor.userId,
    visitor_id_msisdn_hash: visitor.msisdnHash,
    visitor_id_email_hash: visitor.emailHash,
    gdpr_basic: visitor.gdprBasic,
    gdpr_advanced: visitor.gdprAdvanced,
  };
}

export function actionClickEvent(
  visitor: AnalyticsVisitor,
  page: AnalyticsPage,
  action: { label: string; target: string },
): ActionClickEvent {
  return { ...pageViewEvent(visitor, page), event: "action_click", action_label: action.label, action_target: action.target };
}

/** SPEC §8: the page_view of the error page a FRAUD_AND_PREVENTEL payment answer leads to, carrying the code. */
export function fraudErrorPageEvent(visitor: AnalyticsVisitor, page: AnalyticsPage, errorCode: string = FRAUD_ERROR_CODE): ErrorPageEvent {
  return { ...pageViewEvent(visitor, { ...page, pageType: "error" }), page_type: "error", error_code: errorCode };
}
