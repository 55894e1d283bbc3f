// What the site's browser code sends to the gateway and reads back from it, beside the endpoints (endpoints.ts): the
// gateway (or the CDN in front of it) must answer CORS preflights from the site's origins with exactly these, or a
// browser refuses the call before it leaves (docs/gateway-cors.md). The sandbox registers its CORS from this list
// (sandbox/src/server.ts); __tests__/config/gatewayCors.test.ts holds every header the clients name to it, and the e2e
// harness fails a test whose page sends a method or header that is not here (__tests__/e2e/support/gatewayRequests.ts).

/** Every HTTP method a client sends (GET/HEAD/POST need no preflight, but a gateway lists them all the same). */
export const GATEWAY_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * Every request header a client sets. Content-Type is listed because JSON bodies (application/json) are not a
 * "simple" content type; Accept and the browser's own headers need no listing.
 */
export const GATEWAY_REQUEST_HEADERS = [
  "Authorization",
  "Content-Type",
  // SPEC §7 common gateway headers (src/clients/gateway/gatewayHeaders.ts)
  "X-Correlation-Id",
  "X-Transaction-Id",
  "X-Customer-Segment",
  "X-Project",
  "X-Source",
  "X-Customer-Type",
  "trace-transaction-id",
  "client-id",
  "AuthProvider",
  "X-Auth-Provider",
  // billing (src/clients/gateway/billing/routes.ts: bill e-mail, closed accounts, payment agreement), cart carry (cart.ts), self-care orders (ordersClient.ts)
  "X-Security-Token",
  "X-Closed-Account-Ban",
  "agreementDate",
  "X-Anonymous-Cart-Token",
  "Idempotency-Key",
] as const;

/** Response headers the site reads (totals, pages, a document's file name); others stay hidden from scripts. */
export const GATEWAY_EXPOSED_HEADERS = [
  "x-total-count",
  "x-result-count",
  "x-total-amount",
  "x-total-tax-excluded-amount",
  "x-total-duration",
  "x-total-volume",
  "x-total-currency",
  "content-disposition",
] as const;

/**
 * Seconds a browser may reuse a preflight answer (Access-Control-Max-Age). Chromium honours at most 7200; a later
 * release that adds a header is not hurt by a cached answer, since a browser preflights again for what it lacks.
 */
export const GATEWAY_PREFLIGHT_MAX_AGE_S = 7200;
