// The shell's behaviour in a real browser: progress bar on navigation, scroll restored on back,
// area switch, page settings (dark mode, theme) and the shared pieces' geometry.
import type { Browser, Page } from "playwright-core";
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

/** Scrolls `path` down to its bottom link, follows it home, waits for home to render, goes back. */
async function leaveFromBottomAndReturn(page: Page, path: string): Promise<number> {
  const link = page.locator("#demo-bottom-link");
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  await link.click();
  await page.waitForURL(siteUrl("/"));
  // Leave only once the home page has rendered (the URL changes first).
  await page.getByRole("heading", { name: "Rămâi conectat cu Aria" }).waitFor();
  await page.waitForFunction(() => window.scrollY === 0);
  await page.goBack();
  await page.waitForURL(siteUrl(path));
  await page.locator("#demo-bottom-link").waitFor();
  return before;
}

test("SPEC §2: back navigation restores the scroll position", async () => {
  const { page, errors, close } = await open("/dev/ui");
  const before = await leaveFromBottomAndReturn(page, "/dev/ui");
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, before, { timeout: 5000 });
  expect(errors).toEqual([]);
  await close();
});

test("SPEC §2: a page whose settings say scroll 'top' is not restored on back navigation", async () => {
  const { page, errors, close } = await open("/dev/ui-top");
  await leaveFromBottomAndReturn(page, "/dev/ui-top");
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(errors).toEqual([]);
  await close();
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
  const { page, close } = await open("/dev/ui-dark");
  const frame = page.locator("[data-area]");
  expect(await frame.getAttribute("class")).toContain("dark");
  const bg = await frame.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(bg).toBe("rgb(20, 20, 20)");
  const light = await open("/dev/ui");
  expect(await light.page.locator("[data-area]").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
  await light.close();
  await close();
});

test("SPEC §2: the full-screen loader is centred at its size on the surface colour", async () => {
  const { page, close } = await open("/dev/ui", 1280);
  await page.getByRole("button", { name: /Mărimea 2/ }).click();
  const logo = page.locator("[data-loader-size]");
  // Layout size, not the bounding box: the pulse animation scales the box while it runs.
  const size = await logo.evaluate((el) => ({ width: (el as HTMLElement).offsetWidth, height: (el as HTMLElement).offsetHeight }));
  expect(size).toEqual({ width: 148, height: 148 });
  const box = await logo.boundingBox();
  expect(Math.round(box!.x + box!.width / 2)).toBe(640);
  expect(Math.round(box!.y + box!.height / 2)).toBe(400);
  await expect(page.getByRole("status").textContent()).resolves.toContain("Se încarcă");
  await page.getByTestId("full-screen-loader").waitFor({ state: "detached", timeout: 5000 });
  await close();
});

test("SPEC §2: a fixed notice spans the width on phones and sits in its corner from md up", async () => {
  for (const [width, expectWidth] of [
    [375, 375 - 32],
    [1280, 400],
  ] as const) {
    const { page, close } = await open("/dev/ui", width);
    await page.locator('[data-notice-position="bottom-right"]').click();
    const notice = page.locator('[data-testid="page-notice"][data-position="bottom-right"]');
    const box = (await notice.boundingBox())!;
    expect(Math.round(box.width)).toBe(expectWidth);
    expect(Math.round(box.x + box.width)).toBe(width - 16);
    await notice.getByRole("button", { name: "Închide" }).press("Enter");
    await notice.waitFor({ state: "detached" });
    await close();
  }
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
