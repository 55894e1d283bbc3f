// Lighthouse (mobile, its default simulated throttling) against Debian's Chromium.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import chromiumConfig from "../../scripts/lib/chromium.json" with { type: "json" };

export async function lighthouseScores(baseUrl, pages) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || chromiumConfig.executablePath,
    chromeFlags: chromiumConfig.args,
  });
  const out = {};
  try {
    for (const p of pages) {
      const result = await lighthouse(`${baseUrl}${p}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const lhr = result.lhr;
      const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id);
      out[p] = {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
        tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
        cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
        fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
        failingAudits: failing,
      };
    }
  } finally {
    await chrome.kill();
  }
  return out;
}
