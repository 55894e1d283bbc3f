// The analytics vocabulary of SPEC §1 ("Analytics fixed values: country RO, locale RO-ro, section eshop, platform
// website") and §4 ("Page types: landing_page, …"). Nothing sends analytics yet: the data layer, with consent, is the
// coming issue "Analytics with consent, accessibility", which builds its page_view and action_click events from these.

/** §1 "Analytics fixed values: country RO, locale RO-ro, section eshop, platform website." */
// Used by the coming issue "Analytics with consent, accessibility" (the fixed values of every data-layer event).
export const ANALYTICS_FIXED = { country: "RO", locale: "RO-ro", section: "eshop", platform: "website" } as const;

/** §4 analytics page types. */
// Used by the coming issue "Analytics with consent, accessibility" (the data layer's page types).
export const ANALYTICS_PAGE_TYPES = [
  "landing_page",
  "product_page",
  "listing_page",
  "cart",
  "checkout_page",
  "otp",
  "thank-you",
  "error",
  "configurator",
  "reddays",
  "servicii_fixe",
  "search_page",
  "cartVBU",
  "contractVBU",
  "VBU_thankyou_page",
] as const;
// Used by the coming issue "Analytics with consent, accessibility" (the data layer's page types).
export type AnalyticsPageType = (typeof ANALYTICS_PAGE_TYPES)[number];
