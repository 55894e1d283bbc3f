// The analytics vocabulary of SPEC §1 ("Analytics fixed values: country RO, locale RO-ro, section eshop, platform
// website") and §4 ("Page types: landing_page, …"): every data-layer event (events.ts) carries the fixed values, and
// pageType.ts maps each route to one of the page types.

/** §1 "Analytics fixed values: country RO, locale RO-ro, section eshop, platform website." */
export const ANALYTICS_FIXED = { country: "RO", locale: "RO-ro", section: "eshop", platform: "website" } as const;

/** §4 analytics page types. */
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
export type AnalyticsPageType = (typeof ANALYTICS_PAGE_TYPES)[number];
