// "Adaugă în coș" → badge (issue 13): in a fresh Chromium context per run (cold caches, a new anonymous visitor), the
// device page is loaded and left to become interactive; then a real pointer click on the button, timed in the page
// from the click event to the header link's accessible name naming one more product (the optimistic badge), and on
// to the status line saying the gateway added it (anonymous sign-in + PATCH against the sandbox). p50/p95 in ms.
/* global window, document, MutationObserver -- the functions passed to page.evaluate run in the page */
import { launchBrowser } from "./firstLoad.mjs";

/** Runs per figure, and the device page the shop benches buy (bench/lib/cardPay.mjs uses both too). */
export const RUNS = 20;
export const DEVICE_PAGE = "/telefoane/dev-nordia-x5-albastru";

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** p50, p95 and max of a list of milliseconds, rounded to 0.1 ms. */
export function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (v) => Math.round(v * 10) / 10;
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted[sorted.length - 1]) };
}

/** A new visitor: a fresh context (cold caches, no storage), phone-sized, intercepting nothing (Chromium's own switches in scripts/lib/chromium.json keep traffic on the machine). */
export function newVisitorContext(browser) {
  return browser.newContext({ viewport: { width: 412, height: 823 }, locale: "ro-RO" });
}

async function oneRun(browser, siteUrl, pathname) {
  const context = await newVisitorContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${siteUrl}${pathname}`, { waitUntil: "load" });
    await page.waitForFunction(() => Boolean(window.___navigate), undefined, { timeout: 20000 });
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      const marks = (window.__cartBench = { click: 0, badge: 0, added: 0 });
      document.addEventListener("click", () => (marks.click ||= performance.now()), true);
      const link = [...document.querySelectorAll("header a")].find((a) => (a.getAttribute("aria-label") ?? "").startsWith("Coș"));
      const before = link?.getAttribute("aria-label");
      new MutationObserver(() => {
        const now = [...document.querySelectorAll("header a")].find((a) => (a.getAttribute("aria-label") ?? "").startsWith("Coș"));
        if (!marks.badge && now && now.getAttribute("aria-label") !== before) marks.badge = performance.now();
        const status = document.querySelector(".add-to-cart [role=status]");
        if (!marks.added && status && status.textContent.startsWith("Am adăugat")) marks.added = performance.now();
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await page.getByRole("button", { name: "Adaugă în coș", exact: true }).click();
    await page.waitForFunction(() => window.__cartBench.badge > 0 && window.__cartBench.added > 0, undefined, { timeout: 20000 });
    const m = await page.evaluate(() => window.__cartBench);
    return { badgeMs: m.badge - m.click, addedMs: m.added - m.click };
  } finally {
    await context.close();
  }
}

/** `runs` adds on `pathname`; each in its own context, so every run starts as a new visitor with an empty cart. */
export async function measureCartAdd(siteUrl, { pathname = DEVICE_PAGE, runs = RUNS } = {}) {
  const browser = await launchBrowser();
  try {
    const badge = [];
    const added = [];
    for (let i = 0; i < runs; i++) {
      const r = await oneRun(browser, siteUrl, pathname);
      badge.push(r.badgeMs);
      added.push(r.addedMs);
    }
    return { page: pathname, runs, badgeMs: summary(badge), addedMs: summary(added), targetBadgeP95Ms: 200 };
  } finally {
    await browser.close();
  }
}
