// axe-core with the WCAG 2.2 A/AA tags of issue 29 (../shared/reference/porting-address-consent-a11y.md (e)): `wcag22aa`
// switches on `target-size` (2.5.8), which is off by default. A failure reads "rule: target, target" per violated rule,
// so a red test names what to fix.
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import type { trackRequests } from "./browser";
import { normalisePath } from "../../../src/domain/guards/paths";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The page's axe violations as "id: target, target" lines (empty when none). */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

// The same engine @axe-core/playwright injects, loaded once per document and run in it: moving inside the app (the
// self-care sweep) keeps the document, so each page after the first costs only the analysis; and unlike AxeBuilder it
// opens no extra page to merge frames' results (about a second a check on this machine). Evaluated through the
// DevTools protocol like AxeBuilder's, so the pages' CSP is not involved. Top document only: a page with a frame that
// must be checked too (the checkout's card form) uses axeViolations.
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** The chrome every page shares (skip link, consent banner, header, footer): a sweep checks it on its first page. */
export const SHARED_CHROME = [".aria-skip", "#aria-consent", "header.aria-header", "footer.aria-footer"];

/**
 * axeViolations for a page whose document stays (in-app navigation): axe injected once, violations only; `exclude`
 * leaves out parts already checked (CSS selectors).
 */
export async function axeViolationsInDocument(
  page: Page,
  tags: readonly string[] = WCAG_TAGS,
  exclude: readonly string[] = [],
): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === "function");
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, exclude }) => {
      type Result = { violations: { id: string; nodes: { target: string[] }[] }[] };
      const axe = (window as unknown as { axe: { run: (ctx: unknown, o: unknown) => Promise<Result> } }).axe;
      const context = exclude.length ? { include: [["body"]], exclude: exclude.map((s) => [s]) } : document;
      const result = await axe.run(context, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    },
    { tags: [...tags], exclude: [...exclude] },
  );
}

/** axe's violations with where they were found, so `toEqual` prints the place with the rules. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  expect({ where, violations: await axeViolationsInDocument(page) }).toEqual({ where, violations: [] });
}

/**
 * Waits until the page has stopped moving: the address unchanged for 150 ms (guards redirect after sign-in is known),
 * the app's own screen (no self-care shell placeholder left) with its heading in <main>, then no request in flight for
 * 200 ms. Returns the pathname it settled on.
 */
export async function settle(page: Page, requests: ReturnType<typeof trackRequests>, timeoutMs = 30000): Promise<string> {
  const end = Date.now() + timeoutMs;
  let last = page.url();
  let since = Date.now();
  for (;;) {
    if (Date.now() > end) throw new Error(`the page never settled; at ${page.url()}`);
    await page.waitForTimeout(40);
    const now = page.url();
    if (now !== last) {
      last = now;
      since = Date.now();
      continue;
    }
    if (Date.now() - since < 150) continue;
    const ready = await page
      .evaluate(() => !document.querySelector("[data-shell]") && Boolean(document.querySelector("main#continut h1")))
      .catch(() => false);
    if (ready) break;
  }
  // A page that polls (an order in progress) may never be quiet for long: axe then looks at what is there.
  await requests.quiet(200, 1000).catch(() => undefined);
  await page.locator("main#continut h1").first().waitFor({ timeout: 10000 });
  return normalisePath(new URL(page.url()).pathname);
}

/** A client-side navigation inside the site (Gatsby's navigate): the app stays mounted, as it does for a person. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), path);
}
