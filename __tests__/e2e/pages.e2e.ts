// Every static page: renders, no console errors, Romanian, titled, accessible (axe with the WCAG 2.2 A/AA tags and
// best practices, the consent banner showing: each page is a first visit), no horizontal overflow at phone, tablet and
// desktop widths, and (E2E_SCREENSHOTS=1) screenshots at those widths into e2e-artifacts/ (git-ignored).
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launch, newContext, siteUrl, waitForApp, watchErrors } from "./support/browser";
import { slug, staticPages } from "./support/pages";
import { WCAG_TAGS, axeViolationsInDocument } from "./support/axe";

const SHOTS = path.resolve(__dirname, "..", "..", "e2e-artifacts", "screenshots");
const WIDTHS = [375, 768, 1280] as const;
// Full-page captures are for people looking at layouts (E2E_SCREENSHOTS=1); they assert nothing and cost about a
// minute of the CI's e2e run, so they are off by default.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const pages = staticPages();

test("the build produced the shell's pages, and not the developer pages (only under gatsby develop)", () => {
  expect(pages).toEqual(expect.arrayContaining(["/", "/business", "/login", "/ecare", "/ecare/dashboard"]));
  expect(pages.filter((p) => p.startsWith("/dev"))).toEqual([]);
});

describe.each(pages)("page %s", (pathname) => {
  // One load per page for both tests: the layout is CSS (media queries), so resizing lays a width out as it would have
  // loaded.
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let status: number | undefined;
  beforeAll(async () => {
    context = await newContext(browser);
    page = await context.newPage();
    errors = watchErrors(page);
    status = (await page.goto(siteUrl(pathname)))?.status();
    await waitForApp(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  test("renders in Romanian without console errors and passes axe", async () => {
    expect(status).toBe(200);
    expect(await page.getAttribute("html", "lang")).toBe("ro");
    expect((await page.title()).length).toBeGreaterThan(3);
    // Client-only pages (self-care) show their shell first, then their screen or, for a guest, the sign-in page.
    await page.locator("h1").first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.locator("main#continut").count()).toBe(1);
    // The global stylesheet exists once (Head exports carry no styles of their own).
    const bigStyles = await page.evaluate(
      () => [...document.querySelectorAll("style")].filter((s) => (s.textContent ?? "").length > 10000).length,
    );
    expect(bigStyles).toBe(1);
    const violations = await axeViolationsInDocument(page, [...WCAG_TAGS, "best-practice"]);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("has no horizontal overflow at 375, 768 and 1280 px (captured with E2E_SCREENSHOTS=1)", async () => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(
        () => new Promise<number>((r) => requestAnimationFrame(() => r(document.documentElement.scrollWidth - window.innerWidth))),
      );
      expect({ width, overflow }).toEqual({ width, overflow: 0 });
      if (SCREENSHOTS) await page.screenshot({ path: path.join(SHOTS, `${slug(pathname)}-${width}.png`), fullPage: true });
    }
  });
});

test("an unknown address gets the real 404 page with status 404", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const response = await page.goto(siteUrl("/nu-exista-pagina"));
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1").textContent()).resolves.toContain("Pagina nu a fost găsită");
  expect(await page.getAttribute('meta[name="robots"]', "content")).toContain("noindex");
  expect(await axeViolationsInDocument(page)).toEqual([]);
  await context.close();
});
