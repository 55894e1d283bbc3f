// First-load JavaScript of a page: every script the page loads until the network is idle,
// compressed with brotli (quality 11, as a CDN would serve it). Measured in a real browser, so
// Gatsby's runtime-loaded page chunks count too.
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import chromiumConfig from "../../scripts/lib/chromium.json" with { type: "json" };

export async function firstLoadJs(baseUrl, pages) {
  const browser = await chromium.launch({ executablePath: chromiumConfig.executablePath, args: chromiumConfig.args, headless: true });
  const out = {};
  try {
    for (const p of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const scripts = new Map();
      page.on("response", async (res) => {
        if (res.request().resourceType() !== "script") return;
        try {
          scripts.set(res.url(), await res.body());
        } catch {
          /* redirected or aborted */
        }
      });
      await page.goto(`${baseUrl}${p}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(300);
      const files = [...scripts].map(([url, body]) => ({
        file: new URL(url).pathname,
        bytes: body.length,
        brotliBytes: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      }));
      out[p] = {
        brotliBytes: files.reduce((n, f) => n + f.brotliBytes, 0),
        rawBytes: files.reduce((n, f) => n + f.bytes, 0),
        files: files.sort((a, b) => b.brotliBytes - a.brotliBytes),
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
