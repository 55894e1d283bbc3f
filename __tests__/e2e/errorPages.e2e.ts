// Issue 29: "page not found" for static and client-only addresses, the general error page (/eroare) and the
// accessibility statement (/accesibilitate): each in Romanian, titled, with a heading and a way back that works by
// keyboard alone; axe with the WCAG 2.2 A/AA tags (support/axe.ts). No request is routed or intercepted: the release
// server answers as it would in production.
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "./support/axe";
import { launch, newContext, settlesOn, siteUrl, waitForApp, watchErrors } from "./support/browser";
import { signedIn } from "./support/signIn";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Focuses the page's link (no pointer), presses Enter and waits to arrive at `pathname` with a heading. */
async function followByKeyboard(page: Page, name: string, pathname: string): Promise<void> {
  const link = page.locator("main").getByRole("link", { name, exact: true });
  await link.focus();
  expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press("Enter");
  await settlesOn(page, pathname);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
}

/** Page errors only: a 404 document (and its page data) are logged by the browser as failed loads, on purpose. */
const pageErrors = (errors: string[]) => errors.filter((e) => e.startsWith("pageerror:"));

// Addresses no page answers: the release server sends the 404 page with status 404 (scripts/lib/staticServer.mjs),
// including under the checkout's and sign-in's pages, which are not client-only routes (only /ecare/* is).
describe.each(["/nu-exista", "/business/nu-exista", "/checkout/nu-exista", "/business/eshop/checkout/nu-exista", "/login/nu-exista"])(
  "unknown address %s",
  (pathname) => {
    test("status 404, the Romanian 404 page titled and not indexed, passes axe, and its way home works by keyboard", async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const errors = watchErrors(page);
      const response = await page.goto(siteUrl(pathname));
      expect(response?.status()).toBe(404);
      await waitForApp(page);
      expect(await page.getAttribute("html", "lang")).toBe("ro");
      await page.getByRole("heading", { level: 1, name: "Pagina nu a fost găsită" }).waitFor();
      expect(await page.title()).toContain("Pagina nu a fost găsită");
      expect(await page.getAttribute('meta[name="robots"]', "content")).toContain("noindex");
      // The way on: the shop's search, beside the way home.
      expect(await page.locator("main").getByRole("link", { name: "Caută în magazin" }).getAttribute("href")).toBe("/rezultate");
      expect(await axeViolations(page)).toEqual([]);
      await followByKeyboard(page, "Mergi la pagina principală", "/");
      expect(pageErrors(errors)).toEqual([]);
      await context.close();
    });
  },
);

test("an unknown self-care address, signed in: self-care's 404 in the frame, titled, and the way back to the dashboard by keyboard", async () => {
  const { context, page, errors } = await signedIn(browser, "postpaid.owner");
  await page.goto(siteUrl("/ecare/nu-exista"));
  await page.getByRole("heading", { level: 1, name: "Pagina nu a fost găsită" }).waitFor({ timeout: 20000 });
  // The client-only page's title follows the address once the app runs (the served HTML is self-care's catch-all).
  await page.waitForFunction(() => document.title.startsWith("Pagina nu a fost găsită"), undefined, { timeout: 10000 });
  expect(await page.getAttribute('meta[name="robots"]', "content")).toContain("noindex");
  expect(await page.getByText("Pagina din Contul meu pe care ai cerut-o nu există.").count()).toBe(1);
  expect(await page.locator("main").getByRole("link", { name: "Caută în magazin" }).getAttribute("href")).toBe("/rezultate");
  expect(await axeViolations(page)).toEqual([]);
  await followByKeyboard(page, "Mergi la Contul meu", "/ecare/dashboard");
  await page.waitForFunction(() => !document.title.startsWith("Pagina nu a fost găsită"), undefined, { timeout: 10000 });
  expect(errors).toEqual([]);
  await context.close();
});

test("/eroare: the general error page, not indexed, with a retry and the way home by keyboard", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const response = await page.goto(siteUrl("/eroare"));
  expect(response?.status()).toBe(200);
  await waitForApp(page);
  await page.getByRole("heading", { level: 1, name: "A apărut o eroare" }).waitFor();
  expect(await page.title()).toContain("A apărut o eroare");
  expect(await page.getAttribute('meta[name="robots"]', "content")).toContain("noindex");
  await page.getByText("Pagina nu a putut fi afișată", { exact: false }).waitFor();
  // "Încearcă din nou" loads the address again (a CDN shows this page in place of the one that failed).
  const retry = page.getByRole("link", { name: "Încearcă din nou" });
  expect(await retry.getAttribute("href")).toBe("");
  expect(await axeViolations(page)).toEqual([]);
  await followByKeyboard(page, "Mergi la pagina principală", "/");
  expect(errors).toEqual([]);
  await context.close();
});

test("/accesibilitate: the statement, indexable, passes axe with the WCAG 2.2 tags, and the footer leads to it by keyboard", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  expect((await page.goto(siteUrl("/accesibilitate")))?.status()).toBe(200);
  await waitForApp(page);
  await page.getByRole("heading", { level: 1, name: "Declarație de accesibilitate" }).waitFor();
  expect(await page.title()).toContain("Declarație de accesibilitate");
  expect(await page.locator('meta[name="robots"]').count()).toBe(0);
  expect(await page.getByRole("link", { name: "accesibilitate@aria.ro" }).getAttribute("href")).toBe("mailto:accesibilitate@aria.ro");
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(siteUrl("/"));
  await waitForApp(page);
  const footer = page.getByRole("navigation", { name: "Navigare subsol" });
  const link = footer.getByRole("link", { name: "Accesibilitate", exact: true });
  await link.focus();
  await page.keyboard.press("Enter");
  await settlesOn(page, "/accesibilitate");
  await page.getByRole("heading", { level: 1, name: "Declarație de accesibilitate" }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
