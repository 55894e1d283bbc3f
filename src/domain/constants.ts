// Business constants and limits of SPEC §9 (and the few of §2/§5 that are numbers), one place.
// Each constant names the spec line it comes from.

/** §9 "Breakpoints: sm 576, md 768, lg 992, xl 1200, xxl 1400 px." */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
/** §9 "Spacing scale 4, 8, 12, 16, 24, 32, 52 px." */
export const SPACING_SCALE = [4, 8, 12, 16, 24, 32, 52] as const;
/** §9 "Box radius 6px." */
export const BOX_RADIUS_PX = 6;
/** §9 "Container max width 1180px." */
export const CONTAINER_MAX_WIDTH_PX = 1180;
/** §9 "Images webp quality 75." */
export const IMAGE_WEBP_QUALITY = 75;

/** §9 "Usage page size 10." (also §7 usage: limit 10) */
export const USAGE_PAGE_SIZE = 10;
/** §9 "Prepaid credit fresh for 5 minutes." */
export const PREPAID_CREDIT_STALE_MS = 5 * 60 * 1000;
/** §9 "Eligibility checks fresh for 5 seconds." */
export const ELIGIBILITY_STALE_MS = 5 * 1000;
/** §9 / §5 "Recharge rate lookup amount 3 to 100" (inclusive). */
export const RECHARGE_RATE_LOOKUP_MIN = 3;
export const RECHARGE_RATE_LOOKUP_MAX = 100;

/** §9 "Default max cart quantity 1." */
export const DEFAULT_MAX_CART_QUANTITY = 1;
/** §9 "Postcode 'NA'." */
export const DEFAULT_POSTCODE = "NA";
/** §1 / §9 "Country RO." */
export const COUNTRY = "RO";
/** §9 "Default flow NO_MSISDN_ACQ." */
export const DEFAULT_FLOW = "NO_MSISDN_ACQ";
/** §9 "Eligible-flows query string always dmp=true." */
export const ELIGIBLE_FLOWS_QUERY = "dmp=true";

/** §9 "Stored state version 2.4.2; persist timeout 5 seconds." */
export const STORED_STATE_VERSION = "2.4.2";
export const PERSIST_TIMEOUT_MS = 5000;

/** §9 "Bot-check retried up to 5 times, 1000 ms delay, not retried if the captcha script is missing." */
export const BOT_CHECK_RETRY = { attempts: 5, delayMs: 1000 } as const;
/** §9 "Captcha script retry 2." (§7 "The captcha script is loaded with 2 retries.") */
export const CAPTCHA_SCRIPT_RETRIES = 2;

/** §9 "Data-fetch defaults: no refetch on window focus, stale time 300000 ms; 3 retries,
 * exponential delay capped at 30 s, cache lifetime 5 minutes." */
export const DATA_FETCH_DEFAULTS = {
  refetchOnWindowFocus: false,
  staleTimeMs: 300_000,
  retries: 3,
  retryDelayCapMs: 30_000,
  cacheLifetimeMs: 5 * 60 * 1000,
} as const;

/** §9 "GraphQL batch: 10 per batch, 50 ms." */
export const GRAPHQL_BATCH_MAX = 10;
export const GRAPHQL_BATCH_INTERVAL_MS = 50;
/** §9 "Token lifetime default 10 days." (content api-token expirationDays) */
export const CONTENT_TOKEN_EXPIRATION_DAYS = 10;
/** §9 "Search 20 per page when paginating else 40." */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_UNPAGINATED_SIZE = 40;
/** §9 "Nav depth default 2." */
export const NAV_DEFAULT_DEPTH = 2;
/** §7 content search "defaults language 1" (also the page call's language when none is asked for). */
export const CONTENT_DEFAULT_LANGUAGE_ID = 1;
/** §9 "Plan card limit 1; benefits limit 500." */
export const PLAN_CARD_LIMIT = 1;
export const BENEFITS_LIMIT = 500;

/** §9 "Constants: Bonus, Roaming, NEXT_BEST_ACTION, International." */
export const OFFER_AREAS = ["Bonus", "Roaming", "NEXT_BEST_ACTION", "International"] as const;
export type OfferArea = (typeof OFFER_AREAS)[number];

/**
 * §9 "Special product: list of ten product ids (values not shown)." Our choice, shared with the
 * sandbox's seed (sandbox/src/seed/personas.ts): docs/decisions.md "Special product ids".
 */
export const SPECIAL_PRODUCT_IDS = Array.from({ length: 10 }, (_, i) => `PRP-SPC-${String(i + 1).padStart(3, "0")}`);

/** §9 "Bill disabled codes: 8, 9, 10, 98." */
export const BILL_DISABLED_CODES = [8, 9, 10, 98] as const;

/** §7 "Benefits: ServiceCardBenefit by broadleafId list, limit 500, depth 3, offset 0." (Depth is REST's `/depth/`
 * segment; the site asks over GraphQL, where the selection set says how deep related content goes.) */
export const BENEFITS_OFFSET = 0;
