// The one place that names every base URL (the site's own and each back end's). Values are set at build time from the
// environment (GATSBY_* variables are inlined by Gatsby); the defaults point at the local sandbox.
// Pointing the site at the operator's real systems is configuration only: set these variables.

const env = {
  gateway: process.env.GATSBY_GATEWAY_URL,
  content: process.env.GATSBY_CONTENT_URL,
  site: process.env.GATSBY_SITE_URL,
  recaptchaScript: process.env.GATSBY_RECAPTCHA_SCRIPT_URL,
  recaptchaSiteKey: process.env.GATSBY_RECAPTCHA_SITE_KEY,
  legacyCostControl: process.env.GATSBY_LEGACY_COST_CONTROL_URL,
  afterLogoutHosts: process.env.GATSBY_AFTER_LOGOUT_HOSTS,
};

const SANDBOX = "http://127.0.0.1:8787";

const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** The site's public address, for canonical links (the local `npm start` address by default). */
export const SITE_URL = trimSlash(env.site || "http://127.0.0.1:9000");

/** The operator's API gateway (identity, ebill, cart, usage, products, payments, one-time codes). */
export const GATEWAY_URL = trimSlash(env.gateway || SANDBOX);
/** The content system (dotCMS-compatible): GraphQL at `${CONTENT_URL}/api/v1/graphql`. */
export const CONTENT_URL = trimSlash(env.content || `${SANDBOX}/cms`);

/** The bot-check (reCAPTCHA v3) script and site key; the defaults are the sandbox's stand-in, which ignores the key. */
export const BOTCHECK = {
  scriptUrl: env.recaptchaScript || `${GATEWAY_URL}/sandbox/recaptcha/api.js`,
  siteKey: env.recaptchaSiteKey || "sandbox-site-key",
} as const;

/**
 * SPEC §2 "an external legacy cost-control page opens in a new tab" (abonament guard). The sandbox serves a stand-in
 * page; the operator's real page is set by GATSBY_LEGACY_COST_CONTROL_URL.
 */
export const LEGACY_COST_CONTROL_URL = env.legacyCostControl || `${GATEWAY_URL}/legacy/cost-control`;

/**
 * SPEC §4 after-logout address: the hosts (comma-separated, `host` or `host:port`) the browser may be sent to after
 * logout, https only (src/domain/session/afterLogout.ts). None by default: only the site's own pages.
 */
export const AFTER_LOGOUT_HOSTS: readonly string[] = (env.afterLogoutHosts ?? "")
  .split(",")
  .map((host) => host.trim())
  .filter((host) => host !== "");

/**
 * Per-backend path prefixes on the gateway. The sandbox mounts each backend module under the same
 * prefix (sandbox/src/modules/*), so a real gateway with other prefixes is a change here only.
 */
export const BACKEND_PREFIX = {
  identity: "/identity",
  otc: "/dxl-otc/otc",
  /** SPEC §7 "POST /dxl-sso-webuser/webuser-name". */
  webuser: "/dxl-sso-webuser",
  ebill: "/ebill",
  /** docs/billing-contract.md (SPEC §7): POST /dxl-ebill/api/paymentLinkClientCode and /recharge/voucher. */
  dxlEbill: "/dxl-ebill/api",
  /** docs/billing-contract.md (SPEC §7): GET /dxl-mva-payment/api/v1/convert-eur-ron/{amount}. */
  exchangeRate: "/dxl-mva-payment/api/v1",
  /** docs/billing-contract.md: the top-up history, GET /prepay-balance/topupBalance (path not shown in SPEC). */
  topUp: "/prepay-balance",
  /** docs/billing-contract.md (SPEC §7 "{subscribe}"): document-format/ebill and ebill-subscription/ebill. */
  ebillSettings: "/dxl-subscribe",
  /** SPEC §7 "GET /dxl-nb-usage-consumption/queryUsageConsumption and /summary variant". */
  usageConsumption: "/dxl-nb-usage-consumption",
  cart: "/cart",
  /** docs/services-contract.md (SPEC §7 "Usage and products"): GET /dxl-nb-usage-management/usage. */
  usage: "/dxl-nb-usage-management",
  products: "/products",
  /** docs/services-contract.md (SPEC §7 "GET product-inventory /product"): the lines' products. */
  productInventory: "/product-inventory",
  /** docs/services-contract.md (SPEC §7 "GET postpaid product offering … and /productOffering/ebill"): self-care offers. */
  productOffering: "/product-offering",
  /** docs/services-contract.md (SPEC §7 "GET /dxl-nb-recommendation-grp/queryProductRecommendation"). */
  recommendation: "/dxl-nb-recommendation-grp",
  /** docs/services-contract.md "Cost control": a prepaid line's limits (path not shown in SPEC). */
  costControl: "/dxl-cost-control",
  /** SPEC §7 "GET (with ?skipCache) and POST GDPR settings": consents per purpose, gdprBasic / gdprAdvanced (path not shown). */
  gdprSettings: "/dxl-gdpr",
  /** SPEC §7 "GET and POST party-management and privacy": TMF644 PartyPrivacyProfile (the CRM's view; the site reads dxl-gdpr). */
  partyPrivacy: "/party-management",
  /** SPEC §7 "Bar/unbar": a SIM's block state, GET /{resource}?targetSystem and POST /{action}?targetSystem (empty body). */
  barUnbar: "/bar-unbar",
  /** docs/checkout-contract.md: POST/GET payment, card info (SPEC §8 PAYMENT matches "/payment"). */
  payments: "/payments",
  /** docs/checkout-contract.md: the caller's product orders (SPEC §8 ORDER HISTORY matches "/productOrder"). */
  productOrdering: "/product-ordering",
  /** docs/checkout-contract.md: checkout documents (SPEC §8 DOCUMENT UPLOAD matches "/document"). */
  documentUpload: "/document-upload",
  /** Issue 26 (SPEC §7 "POST loyalty tier", path not shown): POST /dxl-loyalty/tier. */
  loyalty: "/dxl-loyalty",
  /** Issue 26 (SPEC §7 "GET HBO-max banner", path not shown): GET /dxl-hbo-max/banner. */
  hboMax: "/dxl-hbo-max",
  /** SPEC §7 trouble tickets (paths not shown): TMF621 POST/GET /troubleTicket, GET /troubleTicket/{id}. */
  troubleTicket: "/trouble-ticket",
  /** Issue 27 (SPEC §7 "impacted service", paths not shown): GET /impactedService, GET /impactedService/{id}. */
  impactedService: "/impacted-service",
  /** Issue 27 (SPEC §7 "GET fleet reports check-multiple-bans; POST fleet reports"): GET /check-multiple-bans, POST /, GET /{id}, GET /{id}/download. */
  fleetReports: "/dxl-fleet-reports",
  /** Issue 27 (SPEC §7 "GET account specialist /{customerId}"): the customer's related parties (SPEC §3 specialists). */
  accountSpecialist: "/dxl-account-specialist",
  /** Issue 27 (SPEC §6 permisiuni; TMF672 Permission): GET/POST /permission, PATCH/DELETE /permission/{id}, GET /users. */
  permissions: "/user-permissions",
  /** Issue 28 (SPEC §7 "geographic address"; docs/portin-address-contract.md): TMF673 area → street → streetSegment. Public. */
  geographicAddress: "/geographic-address",
  /** Issue 28 (SPEC §7 "service qualification"): TMF645 POST /queryServiceQualification. Public. */
  serviceQualification: "/service-qualification",
  /** Issue 28 (SPEC §7 send-SMS; docs/portin-address-contract.md): operators, portability, SMS code, TMF622 port-in order. */
  portIn: "/dxl-port-in",
} as const;

export type Backend = keyof typeof BACKEND_PREFIX;

export function backendUrl(backend: Backend): string {
  return `${GATEWAY_URL}${BACKEND_PREFIX[backend]}`;
}
