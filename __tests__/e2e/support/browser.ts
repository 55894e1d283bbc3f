// Debian's Chromium driven by playwright-core. No browser download. A context sees what a person's browser sees: it
// routes and intercepts nothing (with interception on, Playwright would answer CORS preflights itself and hide a
// gateway that refuses them). Traffic is kept on the machine by Chromium's own switches (scripts/lib/chromium.json):
// every host name but localhost resolves to nothing and every address but loopback goes to a dead proxy. Every
// context is watched for Content-Security-Policy violations (support/csp.ts) and for gateway calls outside the CORS
// list (support/gatewayRequests.ts): make pages with newContext(), never browser.newPage().
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import chromiumConfig from "../../../scripts/lib/chromium.json";
import { gatewayUrl, sandboxUrl } from "./cms";
import { watchCsp } from "./csp";
import { watchGatewayRequests } from "./gatewayRequests";

export function siteUrl(path = "/"): string {
  const base = process.env.E2E_SITE_URL;
  if (!base) throw new Error("E2E_SITE_URL is not set: run the e2e tests with `npm run test:e2e`");
  return `${base}${path}`;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumConfig.executablePath, args: workerArgs(chromiumConfig.args), headless: true });
}

/**
 * This worker's Chromium sends the pages' gateway calls (the address baked into the build) to the worker's own
 * sandbox: Chromium's host rules map host and port (the Host header stays the gateway's). The first matching MAP
 * wins and an EXCLUDE would win over every MAP, so loopback is kept by mapping it to itself.
 */
export function workerArgs(args: readonly string[]): string[] {
  const gateway = new URL(gatewayUrl()).host;
  const own = new URL(sandboxUrl()).host;
  if (gateway === own) return [...args];
  return args.map((arg) => {
    if (!arg.startsWith("--host-resolver-rules=")) return arg;
    const rules = arg
      .slice("--host-resolver-rules=".length)
      .split(",")
      .map((r) => r.trim())
      .map((r) => (r.startsWith("EXCLUDE ") ? `MAP ${r.slice(8)} ${r.slice(8)}` : r));
    const excluded = rules.filter((r) => r.startsWith("MAP ") && !r.startsWith("MAP * "));
    const rest = rules.filter((r) => !excluded.includes(r));
    return `--host-resolver-rules=${[`MAP ${gateway} ${own}`, ...excluded, ...rest].join(", ")}`;
  });
}

export async function newContext(browser: Browser, width = 1280, height = 800): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height }, locale: "ro-RO", timezoneId: "Europe/Bucharest" });
  await watchCsp(context);
  watchGatewayRequests(context);
  return context;
}

/**
 * Holds every script of the site back until `release()`: the page is its server HTML, not yet hydrated. It routes
 * the context's requests, so a test that uses it says so in its name ("holds scripts") and only types into a form
 * whose write journey a plain-context test also runs.
 */
export async function holdScripts(context: BrowserContext): Promise<{ release: () => void }> {
  const site = new URL(siteUrl("/")).origin;
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await context.route(
    (url) => url.origin === site && url.pathname.endsWith(".js"),
    async (route) => {
      await gate;
      await route.fallback();
    },
  );
  return { release };
}

/** Collects console errors and uncaught page errors, so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    // A failed load's message does not name the resource; its location does.
    if (msg.type() === "error")
      errors.push(`console: ${msg.text()}${msg.text().startsWith("Failed to load resource") ? ` (${msg.location().url})` : ""}`);
  });
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/** Waits until the page is at `pathname`, through redirects that abort navigations (waitForURL gives up on those). */
export async function settlesOn(page: Page, pathname: string, timeoutMs = 20000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (new URL(page.url()).pathname !== pathname) {
    if (Date.now() > end) throw new Error(`never reached ${pathname}; at ${page.url()}`);
    await page.waitForTimeout(100);
  }
}

/** Waits until Gatsby has hydrated the page (its router is mounted and idle). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as { ___navigate?: unknown }).___navigate), undefined, { timeout: 20000 });
  await page.waitForLoadState("networkidle");
}

/**
 * Counts the page's requests from now on; `quiet()` resolves once none has been in flight for `ms`. Unlike
 * waitForLoadState("networkidle"), it also covers calls made after a client-side navigation.
 */
export function trackRequests(page: Page): { quiet: (ms?: number, timeoutMs?: number) => Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  return {
    async quiet(ms = 500, timeoutMs = 20000) {
      const end = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - lastChange < ms) {
        if (Date.now() > end) throw new Error(`requests still in flight: ${inFlight}`);
        await page.waitForTimeout(50);
      }
    },
  };
}
