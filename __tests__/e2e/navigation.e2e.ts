// The shell's behaviour in a real browser: progress bar on navigation, scroll restored on back,
// area switch, page settings (dark mode, theme) and the shared pieces' geometry.
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Browser, Page } from "playwright-core";
import { FullScreenLoader, LOADER_SIZES } from "../../src/components/FullScreenLoader";
import { launch, newContext, siteUrl, waitForApp, watchErrors } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, width = 1280): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await newContext(browser, width, 800);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(siteUrl(path));
  await waitForApp(page);
  return { page, errors, close: () => context.close() };
}

test("SPEC §2: the progress bar shows on a route change", async () => {
  const { page, errors, close } = await open("/");
  await page.evaluate(() => {
    const w = window as unknown as { __progressSeen: string[] };
    w.__progressSeen = [];
    new MutationObserver(() => {
      const bar = document.getElementById("route-progress");
      if (bar) w.__progressSeen.push(bar.dataset.state ?? "");
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-state"] });
  });
  await page.getByRole("navigation", { name: "Alege zona" }).getByRole("link", { name: "Business" }).click();
  await page.waitForURL(siteUrl("/business"));
  await page.waitForFunction(() => document.getElementById("route-progress")?.dataset.state === "idle");
  const seen = await page.evaluate(() => (window as unknown as { __progressSeen: string[] }).__progressSeen);
  expect(seen).toContain("loading");
  expect(seen).toContain("done");
  expect(errors).toEqual([]);
  await close();
});

// The developer pages (/dev/ui) are not built for production (issue 12), so these checks use shop pages: /asistenta
// is long enough to scroll, /fixe has dark mode in its CMS settings, and the self-care shell's server HTML is the
// full-screen loader.
const LONG_PAGE = "/asistenta";

/** Scrolls `path` down to the footer's Roaming link, follows it, waits for Roaming to render, goes back. */
async function leaveFromBottomAndReturn(page: Page, path: string): Promise<number> {
  const link = page.locator('footer a[href="/roaming"]');
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  await link.click();
  await page.waitForURL(siteUrl("/roaming"));
  // Leave only once the Roaming page has rendered (the URL changes first).
  await page.getByRole("heading", { level: 1, name: /^Roaming/ }).waitFor();
  await page.waitForFunction(() => window.scrollY === 0);
  await page.goBack();
  await page.waitForURL(siteUrl(path));
  await page.locator('footer a[href="/roaming"]').waitFor();
  return before;
}

test("SPEC §2: back navigation restores the scroll position", async () => {
  const { page, errors, close } = await open(LONG_PAGE);
  const before = await leaveFromBottomAndReturn(page, LONG_PAGE);
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, before, { timeout: 5000 });
  expect(errors).toEqual([]);
  await close();
});

test("(rewrites the page data) SPEC §2: a page whose settings say scroll 'top' is not restored on back navigation", async () => {
  const context = await newContext(browser, 1280, 800);
  // The page's CMS settings as the browser reads them (its page data), with scroll behaviour "top".
  await context.route(`**/page-data${LONG_PAGE}/page-data.json`, async (route) => {
    const response = await route.fetch();
    const data = (await response.json()) as { result: { pageContext: { pageSettings: Record<string, unknown> } } };
    data.result.pageContext.pageSettings = { ...data.result.pageContext.pageSettings, scrollBehaviour: "top" };
    await route.fulfill({ response, json: data });
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(siteUrl(LONG_PAGE));
  await waitForApp(page);
  await leaveFromBottomAndReturn(page, LONG_PAGE);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test("SPEC §2: the personal/business switch changes area, navigation and theme", async () => {
  const { page, close } = await open("/");
  const frame = page.locator("[data-area]");
  expect(await frame.getAttribute("data-area")).toBe("personal");
  await page.getByRole("navigation", { name: "Alege zona" }).getByRole("link", { name: "Business" }).click();
  await page.waitForURL(siteUrl("/business"));
  // The URL changes before the new page renders: wait for the frame to re-render.
  await page.locator('[data-area="business"]').waitFor({ timeout: 10000 });
  expect(await frame.getAttribute("data-theme")).toBe("business");
  await expect(
    page.getByRole("navigation", { name: "Navigare principală" }).getByRole("link", { name: "Oferte business" }).count(),
  ).resolves.toBe(1);
  await close();
});

test("SPEC §2: a page's settings switch it to the dark colour set", async () => {
  // /fixe: dark mode set on the page in the CMS (sandbox seed).
  const { page, close } = await open("/fixe");
  const frame = page.locator("[data-area]");
  expect(await frame.getAttribute("class")).toContain("dark");
  const bg = await frame.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(bg).toBe("rgb(20, 20, 20)");
  const light = await open("/");
  expect(await light.page.locator("[data-area]").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
  await light.close();
  await close();
});

test("SPEC §2: the full-screen loader is centred at each of its sizes (its markup in a built page, the site's stylesheet)", async () => {
  // Self-care pages now paint their shell instead (issue 25); the loader stays for a guard's redirect, which is too
  // quick to measure. Its look is class rules only, so its markup is measured inside a real page.
  const context = await newContext(browser, 1280, 800);
  const page = await context.newPage();
  await page.goto(siteUrl("/"));
  for (const size of [1, 2, 3] as const) {
    const markup = renderToStaticMarkup(React.createElement(FullScreenLoader, { size }));
    await page.evaluate((html) => {
      document.getElementById("loader-under-test")?.remove();
      const host = document.createElement("div");
      host.id = "loader-under-test";
      host.innerHTML = html;
      document.body.append(host);
    }, markup);
    const logo = page.locator("#loader-under-test [data-loader-size]");
    // Layout size, not the bounding box: the pulse animation scales the box while it runs.
    const box = await logo.evaluate((el) => {
      const e = el as HTMLElement;
      const r = e.getBoundingClientRect();
      return { width: e.offsetWidth, height: e.offsetHeight, cx: Math.round(r.x + r.width / 2), cy: Math.round(r.y + r.height / 2) };
    });
    expect(box).toEqual({ width: LOADER_SIZES[size], height: LOADER_SIZES[size], cx: 640, cy: 400 });
    await expect(page.locator("#loader-under-test").getByRole("status").textContent()).resolves.toContain("Se încarcă");
  }
  await context.close();
});

test("keyboard: the skip link is the first stop and moves focus to the main content", async () => {
  const { page, close } = await open("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Sari la conținut" });
  await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => location.hash === "#continut");
  await close();
});
