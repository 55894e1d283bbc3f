// Time to the usage heading (issue 16 "Bench: time to the usage heading for prepaid.owner (cold, CPU 4× slower)"):
// prepaid.owner, signed in (the stored session of signIn.mjs, as the JS budgets measure signed-in pages), opens
// /ecare/serviciile-tale/cost-control in a fresh context each run (cold HTTP cache, no service worker), phone-sized,
// with the CPU slowed 4× through the DevTools protocol (Emulation.setCPUThrottlingRate). Two marks, both taken in the
// page (a MutationObserver from an init script, performance.now() = ms since the navigation started) and read back:
// - heading: the usage section's heading "Consumul tău" is in the page;
// - credit: the credit ("Credit disponibil") is shown, i.e. the usage-consumption answer has been drawn.
// p50/p95/max in ms. The network is loopback (no network throttling): what is measured is the page's own work.
/* global window, document, MutationObserver -- the init script runs in the page */
import { RUNS, summary } from "./cartAdd.mjs";
import { launchBrowser } from "./firstLoad.mjs";
import { sessionStorageState, signInPersona } from "./signIn.mjs";

export const USAGE_PAGE = "/ecare/serviciile-tale/cost-control";
export const USAGE_PERSONA = "prepaid.owner";
export const CPU_SLOWDOWN = 4;
/** src/i18n/ro/services.ts overview.heading and overview.credit. */
const HEADING = "Consumul tău";
const CREDIT = "Credit disponibil";
const TIMEOUT_MS = 30000;

function markScript({ heading, credit }) {
  const marks = {};
  window.__usageMarks = marks;
  const check = () => {
    if (marks.heading === undefined && [...document.querySelectorAll("h2")].some((h) => h.textContent?.trim() === heading))
      marks.heading = performance.now();
    if (marks.credit === undefined && document.body?.textContent?.includes(credit)) marks.credit = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}

async function oneRun(browser, siteUrl, storageState, run) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "ro-RO", storageState });
  try {
    await context.addInitScript(markScript, { heading: HEADING, credit: CREDIT });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(new URL(USAGE_PAGE, siteUrl).href, { waitUntil: "commit" });
    await page
      .waitForFunction(() => window.__usageMarks?.credit !== undefined && window.__usageMarks?.heading !== undefined, null, {
        timeout: TIMEOUT_MS,
      })
      .catch(async () => {
        throw new Error(`run ${run}: "${HEADING}" with the credit not shown within ${TIMEOUT_MS} ms at ${page.url()}`);
      });
    if (new URL(page.url()).pathname !== USAGE_PAGE) throw new Error(`run ${run}: the page moved to ${page.url()}`);
    return await page.evaluate(() => ({ ...window.__usageMarks }));
  } finally {
    await context.close();
  }
}

/** `runs` cold loads of the usage page as prepaid.owner, CPU 4× slower; `sandboxUrl` is the gateway the site calls. */
export async function measureUsageHeading(siteUrl, { sandboxUrl, runs = RUNS } = {}) {
  if (!sandboxUrl) throw new Error("measureUsageHeading: sandboxUrl is required");
  const storageState = sessionStorageState(siteUrl, await signInPersona(sandboxUrl, USAGE_PERSONA));
  const browser = await launchBrowser();
  try {
    const heading = [];
    const credit = [];
    for (let i = 1; i <= runs; i++) {
      const marks = await oneRun(browser, siteUrl, storageState, i);
      heading.push(marks.heading);
      credit.push(marks.credit);
    }
    return {
      page: USAGE_PAGE,
      persona: USAGE_PERSONA,
      cpuSlowdown: CPU_SLOWDOWN,
      runs,
      headingMs: summary(heading),
      creditMs: summary(credit),
    };
  } finally {
    await browser.close();
  }
}
