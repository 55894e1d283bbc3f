// Every call a page makes to the gateway (the sandbox) must use a method and headers on the CORS list the gateway is
// asked to allow (src/config/gatewayCors.ts). A real browser would already refuse an unlisted one at the preflight;
// this names the culprit instead of leaving a journey to time out. newContext() (browser.ts) watches each context; the
// e2e setup file (setup.ts) fails the test during which an offending call was made.
import type { BrowserContext, Request } from "playwright-core";
import { GATEWAY_METHODS, GATEWAY_REQUEST_HEADERS } from "../../../src/config/gatewayCors";

/** Headers the browser sets itself, or CORS-safelisted ones: they need no listing. */
const BROWSER_OWN = new Set([
  "accept",
  "accept-language",
  "accept-encoding",
  "content-language",
  "user-agent",
  "referer",
  "origin",
  "cookie",
  "host",
  "connection",
  "content-length",
  "range",
]);

let offending: string[] = [];

/**
 * Is this request header on the list? (Header names are case-insensitive.) The checks that hold the list complete use
 * it: this harness and __tests__/config/gatewayCors.test.ts.
 */
export function isListedRequestHeader(name: string): boolean {
  const n = name.toLowerCase();
  return GATEWAY_REQUEST_HEADERS.some((h) => h.toLowerCase() === n);
}

function gatewayOrigin(): string | null {
  const url = process.env.E2E_GATEWAY_URL ?? process.env.E2E_SANDBOX_URL;
  return url ? new URL(url).origin : null;
}

/** What is wrong with this script call to the gateway, or null when it is on the list. */
export function unlistedPart(method: string, headerNames: readonly string[]): string | null {
  if (!(GATEWAY_METHODS as readonly string[]).includes(method.toUpperCase())) return `method ${method}`;
  const odd = headerNames.filter(
    (h) => !BROWSER_OWN.has(h.toLowerCase()) && !h.toLowerCase().startsWith("sec-") && !isListedRequestHeader(h),
  );
  return odd.length > 0 ? `header(s) ${odd.join(", ")}` : null;
}

function check(request: Request): void {
  const origin = gatewayOrigin();
  if (!origin || !["fetch", "xhr"].includes(request.resourceType())) return;
  if (new URL(request.url()).origin !== origin) return;
  const wrong = unlistedPart(request.method(), Object.keys(request.headers()));
  if (wrong) offending.push(`${request.method()} ${request.url()}: ${wrong} not in src/config/gatewayCors.ts`);
}

export function watchGatewayRequests(context: BrowserContext): void {
  context.on("request", check);
}

/** For the setup file, after each test: the offending calls since the last test. */
export function takeUnlistedGatewayRequests(): string[] {
  const taken = offending;
  offending = [];
  return taken;
}
