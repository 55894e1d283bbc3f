// Self-care on a phone (issue 25): how soon a signed-in person sees the page's own heading and its main figure, and
// how much the page moves while it loads. Two pages: postpaid.owner's /ecare/dashboard (the current bill, "Total de
// plată") and prepaid.owner's /ecare/serviciile-tale/cost-control (the credit, "Credit disponibil").
// Each run is a fresh context (cold HTTP cache), signed in through the stored session (bench/lib/signIn.mjs), phone-sized
// (412 × 823), CPU 4× slower (DevTools Emulation.setCPUThrottlingRate), loopback network, no request interception.
// Marks are taken in the page by an init script, in ms since the navigation started (performance.now()):
// - heading: the first animation frame in which `main h1` has a box (the frame is painted right after its callbacks);
// - figure: the first frame in which the page's figure label is in `main`;
// - layoutShift: the sum of layout-shift entries without recent input, from the start until 1 s after the figure.
/* global window, document, requestAnimationFrame -- the init script runs in the page */
import { RUNS, summary } from "./cartAdd.mjs";
import { launchBrowser } from "./firstLoad.mjs";
import { sessionStorageState, signInPersona } from "./signIn.mjs";

export const CPU_SLOWDOWN = 4;
export const PAINT_CASES = [
  { path: "/ecare/dashboard", persona: "postpaid.owner", figure: "Total de plată", figureName: "the current bill" },
  { path: "/ecare/serviciile-tale/cost-control", persona: "prepaid.owner", figure: "Credit disponibil", figureName: "the credit" },
];
const TIMEOUT_MS = 30000;
const SETTLE_MS = 1000;

function markScript({ figure }) {
  const marks = { layoutShift: 0 };
  window.__paintMarks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) marks.layoutShift += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  const frame = (time) => {
    const main = document.querySelector("main");
    const h1 = main?.querySelector("h1");
    if (marks.heading === undefined && h1 && h1.getBoundingClientRect().height > 0) marks.heading = time;
    if (marks.figure === undefined && main?.textContent?.includes(figure)) marks.figure = time;
    if (marks.figure === undefined || time - marks.figure < 1000) requestAnimationFrame(frame);
    else marks.settled = true;
  };
  requestAnimationFrame(frame);
}

async function oneRun(browser, siteUrl, storageState, pageCase, run) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "ro-RO", storageState });
  try {
    await context.addInitScript(markScript, { figure: pageCase.figure });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(new URL(pageCase.path, siteUrl).href, { waitUntil: "commit" });
    await page
      .waitForFunction(() => window.__paintMarks?.settled === true, null, { timeout: TIMEOUT_MS + SETTLE_MS })
      .catch(() => {
        throw new Error(`run ${run}: "${pageCase.figure}" not shown on ${pageCase.path} within ${TIMEOUT_MS} ms (at ${page.url()})`);
      });
    if (new URL(page.url()).pathname !== pageCase.path) throw new Error(`run ${run}: the page moved to ${page.url()}`);
    return await page.evaluate(() => ({ ...window.__paintMarks }));
  } finally {
    await context.close();
  }
}

/** `runs` cold loads of each page as its persona; `sandboxUrl` is the gateway the site calls. */
export async function measureEcarePaint(siteUrl, { sandboxUrl, runs = RUNS, cases = PAINT_CASES } = {}) {
  if (!sandboxUrl) throw new Error("measureEcarePaint: sandboxUrl is required");
  const browser = await launchBrowser();
  try {
    const out = [];
    for (const pageCase of cases) {
      const storageState = sessionStorageState(siteUrl, await signInPersona(sandboxUrl, pageCase.persona));
      const heading = [];
      const figure = [];
      const shift = [];
      for (let i = 1; i <= runs; i++) {
        const marks = await oneRun(browser, siteUrl, storageState, pageCase, i);
        heading.push(marks.heading);
        figure.push(marks.figure);
        shift.push(Math.round(marks.layoutShift * 10000) / 10000);
      }
      const sorted = [...shift].sort((a, b) => a - b);
      out.push({
        path: pageCase.path,
        persona: pageCase.persona,
        figure: pageCase.figure,
        figureName: pageCase.figureName,
        headingMs: summary(heading),
        figureMs: summary(figure),
        layoutShift: { p50: sorted[Math.floor((sorted.length - 1) / 2)], max: sorted[sorted.length - 1] },
      });
    }
    return { cpuSlowdown: CPU_SLOWDOWN, viewport: "412 × 823", runs, pages: out };
  } finally {
    await browser.close();
  }
}
