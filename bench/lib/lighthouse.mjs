// Lighthouse (mobile, its default simulated throttling) against Debian's Chromium.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import chromiumConfig from "../../scripts/lib/chromium.json" with { type: "json" };

/** The selector of the element Lighthouse took as the largest contentful paint, to explain LCP. */
function lcpElement(lhr) {
  const items = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = items.flatMap((i) => i.items ?? [i]).find((i) => i.node)?.node;
  return node ? `${node.selector} "${(node.nodeLabel ?? "").slice(0, 40)}"` : "";
}

const RUNS = Number(process.env.LH_RUNS || 5);

/** Runs Lighthouse RUNS times per page and keeps the median run by performance score, as
 * Lighthouse's own docs advise for variable machines; the spread is reported next to it. */
export async function lighthouseScores(baseUrl, pages) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || chromiumConfig.executablePath,
    chromeFlags: chromiumConfig.args,
  });
  const out = {};
  try {
    for (const p of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await once(chrome.port, `${baseUrl}${p}`));
      runs.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
      out[p] = {
        ...runs[Math.floor(runs.length / 2)],
        runs: runs.length,
        performanceRange: [runs[0].performance, runs[runs.length - 1].performance],
      };
    }
  } finally {
    await chrome.kill();
  }
  return out;
}

async function once(port, url) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  const lhr = result.lhr;
  const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
    lcpElement: lcpElement(lhr),
    failingAudits: failing,
  };
}
