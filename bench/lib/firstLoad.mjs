// First-load JavaScript of a page: every script the page loads until the network is idle,
// compressed with brotli (quality 11, as a CDN would serve it). Measured in a real browser, so
// Gatsby's runtime-loaded page chunks count too. `measurePage` also loads a page signed in (a stored
// session given as Playwright storage state, see bench/lib/signIn.mjs) and says when the load did not
// measure the page asked for (an error status, a redirect, no heading, a session the site dropped).
import crypto from "node:crypto";
import { chromium } from "playwright-core";
import { brotliSize } from "./staticJs.mjs";
import chromiumConfig from "../../scripts/lib/chromium.json" with { type: "json" };

// The same script is met on many pages: compress each distinct body once (brotli 11 is slow).
const compressed = new Map();
function brotliOf(body) {
  const id = crypto.createHash("sha1").update(body).digest("hex");
  if (!compressed.has(id)) compressed.set(id, brotliSize(body));
  return compressed.get(id);
}

export const launchBrowser = () =>
  chromium.launch({ executablePath: chromiumConfig.executablePath, args: chromiumConfig.args, headless: true });

/**
 * Loads `pathname` in a fresh browser context (empty cache) and collects its scripts. Options: `storageState`
 * (Playwright's: the stored session of a signed-in visitor), `signedIn` (then the stored session must still hold a
 * token after the load), `verify` (default true: the document answered < 400, the page stayed at `pathname` and
 * rendered an h1; otherwise `error` says what happened). Nothing is intercepted; Chromium's switches keep traffic on 127.0.0.1, as in the e2e tests.
 */
export async function measurePage(browser, baseUrl, pathname, { storageState, signedIn = false, verify = true, timeoutMs = 30000 } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "ro-RO", storageState });
  const page = await context.newPage();
  const site = new URL(baseUrl).origin;
  const bodies = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (d) => {
    inFlight += d;
    lastChange = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  const pageErrors = [];
  page.on("pageerror", (err) => pageErrors.push(err.message));
  page.on("response", (res) => {
    if (res.request().resourceType() !== "script") return;
    bodies.push(
      res.body().then(
        (body) => ({ url: res.url(), body }),
        () => null, // redirected or aborted
      ),
    );
  });
  const out = { path: pathname };
  try {
    const res = await page.goto(`${baseUrl}${pathname}`, { waitUntil: "networkidle", timeout: timeoutMs });
    out.status = res?.status() ?? null;
    if (verify) {
      if (!res || res.status() >= 400) throw new Error(`the page answered ${res ? res.status() : "nothing"}`);
      await page
        .locator("h1")
        .first()
        .waitFor({ timeout: 15000 })
        .catch(() => {
          throw new Error(`no h1 rendered (at ${new URL(page.url()).pathname})`);
        });
    }
    // Quiet for 500 ms (also after the data calls a signed-in page makes and the chunks they may pull in).
    const end = Date.now() + timeoutMs;
    while (inFlight > 0 || Date.now() - lastChange < 500) {
      if (Date.now() > end) throw new Error(`requests still in flight after ${timeoutMs} ms`);
      await page.waitForTimeout(50);
    }
    const url = new URL(page.url());
    out.finalPath = `${url.pathname}${url.search}`;
    if (verify && url.pathname.replace(/(.)\/$/, "$1") !== pathname) throw new Error(`the page went on to ${out.finalPath}`);
    if (signedIn) {
      const stored = await page.evaluate(() => globalThis.localStorage.getItem("aria-state") ?? "");
      if (!/"accessToken":"[^"]+"/.test(stored)) {
        throw new Error("the site dropped the stored session (aria-state holds no token: stored-state version or format changed?)");
      }
    }
  } catch (err) {
    out.error = err.message.split("\n")[0];
  }
  const files = (await Promise.all(bodies)).filter(Boolean).map(({ url, body }) => {
    const u = new URL(url);
    return {
      file: u.origin === site ? u.pathname : `${u.origin}${u.pathname}`,
      bytes: body.length,
      brotliBytes: brotliOf(body),
    };
  });
  // One entry per file (a script fetched twice is downloaded once from the cache on a real visit).
  const unique = [...new Map(files.map((f) => [f.file, f])).values()].sort((a, b) => b.brotliBytes - a.brotliBytes);
  await context.close();
  return {
    ...out,
    brotliBytes: unique.reduce((n, f) => n + f.brotliBytes, 0),
    rawBytes: unique.reduce((n, f) => n + f.bytes, 0),
    files: unique,
    ...(pageErrors.length ? { pageErrors } : {}),
  };
}

export async function firstLoadJs(baseUrl, pages) {
  const browser = await launchBrowser();
  const out = {};
  try {
    for (const p of pages) {
      const { brotliBytes, rawBytes, files } = await measurePage(browser, baseUrl, p, { verify: false });
      out[p] = { brotliBytes, rawBytes, files };
    }
  } finally {
    await browser.close();
  }
  return out;
}
