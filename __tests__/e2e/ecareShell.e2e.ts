// Issue 25: self-care paints before its JavaScript. Each self-care address's HTML carries the frame, the menu's place
// and the page's heading (src/ecare/shell/), never anything personal; the guards still decide once sign-in is known;
// moving between self-care pages keeps one mounted app (the shared match path /ecare/*).
import type { Browser } from "playwright-core";
import { holdScripts, launch, newContext, settlesOn, siteUrl, watchErrors } from "./support/browser";
import { signedIn } from "./support/signIn";
import { PATHS } from "../../src/domain/guards/paths";
import { pageHeading } from "../../src/ecare/shell/pageHeading";
import { PERSONAS } from "../../sandbox/src/seed/personas";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const ECARE_PAGES = (Object.keys(PATHS) as (keyof typeof PATHS)[]).filter((page) => PATHS[page].startsWith("/ecare/"));

test("every self-care address's HTML has the frame, the menu's place and its own heading, and nothing personal", async () => {
  const names = PERSONAS.flatMap((p) => [p.firstName, p.lastName]).filter((n) => n.length > 2);
  for (const page of ECARE_PAGES) {
    const res = await fetch(siteUrl(PATHS[page]));
    expect({ page, status: res.status }).toEqual({ page, status: 200 });
    const html = await res.text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect({ page, h1: /<h1[^>]*>([^<]*)<\/h1>/.exec(main)?.[1] }).toEqual({ page, h1: pageHeading(page) });
    expect(main).toContain('class="ecare-menu"');
    expect(main).toContain('class="ecare-bar"');
    for (const name of names) expect({ page, name, found: main.includes(name) }).toEqual({ page, name, found: false });
  }
});

test("(holds scripts) a signed-in person sees the page's heading and its placeholders before any script runs", async () => {
  const { context, page } = await signedIn(browser, "prepaid.owner");
  const scripts = await holdScripts(context);
  await page.goto(siteUrl(PATHS.costControl), { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1, name: pageHeading("costControl") }).isVisible()).resolves.toBe(true);
  expect(await page.locator("main [data-shell] .dashboard-card").count()).toBeGreaterThan(0);
  scripts.release();
  // Then the page itself replaces the placeholders, under the same heading.
  await page.locator("[data-shell]").first().waitFor({ state: "detached", timeout: 20000 });
  await page.getByText("Credit disponibil").waitFor();
  await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(pageHeading("costControl"));
  await context.close();
});

test("a guest on a self-care address sees the shell, then the sign-in page that returns there", async () => {
  const context = await newContext(browser, 412, 823);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(siteUrl(PATHS.bills));
  await settlesOn(page, "/login");
  expect(new URL(page.url()).searchParams.toString()).toContain(encodeURIComponent(PATHS.bills));
  expect(errors).toEqual([]);
  await context.close();
});

test("moving between self-care pages keeps the app mounted (no shell again), and an unknown address gets the catch-all", async () => {
  const { context, page, errors } = await signedIn(browser, "postpaid.owner");
  await page.goto(siteUrl(PATHS.dashboard));
  await page.locator("[data-shell]").first().waitFor({ state: "detached", timeout: 20000 });
  const bar = await page.locator(".ecare-bar-name").elementHandle();
  await page.getByRole("navigation", { name: "Meniul Contul meu" }).getByRole("link", { name: "Facturi și plăți" }).click();
  await settlesOn(page, PATHS.bills);
  await page.getByRole("heading", { level: 1, name: pageHeading("bills") }).waitFor();
  // The same account bar element: React kept the frame, it did not mount a new page.
  expect(await bar!.evaluate((el) => el.isConnected)).toBe(true);
  await page.goto(siteUrl("/ecare/nu-exista"));
  await page.getByRole("heading", { level: 1, name: "Pagina nu a fost găsită" }).waitFor({ timeout: 20000 });
  expect(errors).toEqual([]);
  await context.close();
});
