// Issue 29, SPEC §4 analytics with consent, in a plain browser: the consent banner's choices, Consent Mode's order in
// the data layer, exactly one page_view per navigation with the right page type on 12 routes (static and client-only),
// and nothing pushed before a choice or after "Refuz". Read from window.dataLayer, as a tag manager would.
import type { Browser, Page } from "playwright-core";
import { launch, newContext, siteUrl, waitForApp } from "./support/browser";
import { gatewayUserInfo } from "./support/identity";
import { signedIn } from "./support/signIn";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Entry = { kind: "consent"; command: string; params: Record<string, string> } | ({ kind: "event" } & Record<string, unknown>);

/** The data layer as plain data: gtag's Arguments objects become consent commands. */
async function dataLayer(page: Page): Promise<Entry[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) => {
      if (e && typeof e === "object" && "event" in e) return { kind: "event", ...(e as Record<string, unknown>) };
      const args = Array.from(e as ArrayLike<unknown>);
      return { kind: "consent", command: String(args[1]), params: args[2] as Record<string, string> };
    }),
  ) as Promise<Entry[]>;
}
const events = async (page: Page) => (await dataLayer(page)).filter((e) => e.kind === "event") as Record<string, unknown>[];
const pageViews = async (page: Page) => (await events(page)).filter((e) => e.event === "page_view");

/** A client-side navigation, as a link in the page does, then the new page's heading. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => (window as unknown as { ___navigate: (p: string) => void }).___navigate(to), path);
  await page.waitForURL((u) => u.pathname === path.split("?")[0], { timeout: 20000 });
  await page.locator("main h1").first().waitFor({ timeout: 20000 });
  await page.waitForTimeout(400);
}

test("before any choice the banner shows and nothing but Consent Mode's denied defaults is in the data layer", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(siteUrl("/"));
  await waitForApp(page);
  const banner = page.getByRole("region", { name: "Cookie-uri" });
  await banner.waitFor();
  for (const name of ["Accept toate", "Refuz", "Setări"])
    await expect(banner.getByRole("button", { name, exact: true }).isVisible()).resolves.toBe(true);
  await go(page, "/telefoane");
  const layer = await dataLayer(page);
  expect(layer).toEqual([
    {
      kind: "consent",
      command: "default",
      params: expect.objectContaining({
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "denied",
      }),
    },
  ]);
  await context.close();
});

test('"Accept toate": the consent update precedes the first page_view, and the choice holds on the next visit', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(siteUrl("/telefoane"));
  await waitForApp(page);
  await page.getByRole("button", { name: "Accept toate", exact: true }).click();
  await expect(page.getByRole("region", { name: "Cookie-uri" }).isVisible()).resolves.toBe(false);
  await page.waitForFunction(() =>
    ((window as unknown as { dataLayer: { event?: string }[] }).dataLayer ?? []).some((e) => e.event === "page_view"),
  );
  const layer = await dataLayer(page);
  expect(layer.map((e) => (e.kind === "consent" ? e.command : e.event))).toEqual(["default", "update", "page_view"]);
  expect(layer[1]).toMatchObject({ params: { analytics_storage: "granted", ad_storage: "granted" } });
  expect(layer[2]).toMatchObject({
    page_type: "listing_page",
    page_path: "/telefoane",
    country: "RO",
    locale: "RO-ro",
    section: "eshop",
    platform: "website",
    login_status: "anonymous",
    master_tab: "personal",
  });
  // A new page load: the stored choice's update right after the defaults, before this page's view; no banner.
  await page.goto(siteUrl("/business"));
  await waitForApp(page);
  await page.waitForFunction(() =>
    ((window as unknown as { dataLayer: { event?: string }[] }).dataLayer ?? []).some((e) => e.event === "page_view"),
  );
  expect((await dataLayer(page)).map((e) => (e.kind === "consent" ? e.command : e.event))).toEqual(["default", "update", "page_view"]);
  await expect(page.getByRole("region", { name: "Cookie-uri" }).isVisible()).resolves.toBe(false);
  await context.close();
});

test('"Refuz": nothing is pushed, on this page, on the next ones or for a call to action, and no analytics cookie', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(siteUrl("/"));
  await waitForApp(page);
  await page.getByRole("button", { name: "Refuz", exact: true }).click();
  await go(page, "/telefoane");
  await page
    .getByRole("link", { name: /^Vezi detalii/ })
    .first()
    .click();
  await page.locator("main h1").first().waitFor();
  await page.waitForTimeout(800);
  expect(await events(page)).toEqual([]);
  expect((await dataLayer(page)).map((e) => (e.kind === "consent" ? `${e.command}:${e.params.analytics_storage}` : "event"))).toEqual([
    "default:denied",
    "update:denied",
  ]);
  expect((await context.cookies()).map((c) => c.name).filter((n) => n.startsWith("_ga"))).toEqual([]);
  await context.close();
});

// 12 routes: static pages and client-only ones (cart, business cart, sign-in, self-care's 404 is another test), each
// reached by a client-side navigation after accepting on the first.
const ROUTES: [string, string][] = [
  ["/", "landing_page"],
  ["/telefoane", "listing_page"],
  ["/abonamente", "listing_page"],
  ["/fixe", "servicii_fixe"],
  ["/rezultate", "search_page"],
  ["/asistenta", "landing_page"],
  ["/roaming", "landing_page"],
  ["/cart", "cart"],
  ["/business", "landing_page"],
  ["/business/eshop/oferte-business", "listing_page"],
  ["/business/eshop/checkout/cart", "cartVBU"],
  ["/login", "otp"],
];

test("exactly one page_view per navigation with the right page type on 12 routes; a filter in the address is no navigation", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(siteUrl(ROUTES[0]![0]));
  await waitForApp(page);
  await page.getByRole("button", { name: "Accept toate", exact: true }).click();
  await page.waitForFunction(() =>
    ((window as unknown as { dataLayer: { event?: string }[] }).dataLayer ?? []).some((e) => e.event === "page_view"),
  );
  for (const [path] of ROUTES.slice(1)) await go(page, path);
  // The same listing with a query: not a new page view.
  await page.evaluate(() => (window as unknown as { ___navigate: (p: string) => void }).___navigate("/login?sursa=test"));
  await page.waitForTimeout(600);
  const views = await pageViews(page);
  expect(views.map((v) => [v.page_path, v.page_type])).toEqual(ROUTES);
  await context.close();
});

test("a product page and the real 404 carry their page types on a first load", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(siteUrl("/"));
  await waitForApp(page);
  await page.getByRole("button", { name: "Accept toate", exact: true }).click();
  for (const [path, type] of [
    ["/telefoane/dev-helix-h12-negru", "product_page"],
    ["/nu-exista-pagina", "error"],
  ] as const) {
    await page.goto(siteUrl(path));
    await page.waitForFunction(() =>
      ((window as unknown as { dataLayer: { event?: string }[] }).dataLayer ?? []).some((e) => e.event === "page_view"),
    );
    expect((await pageViews(page)).map((v) => [v.page_path, v.page_type])).toEqual([[path, type]]);
  }
  await context.close();
});

test("a signed-in customer's page_view carries the hashed ids and GDPR permissions, never the CNP, number or e-mail", async () => {
  const { context, page } = await signedIn(browser, "postpaid.owner");
  await page.getByRole("button", { name: "Accept toate", exact: true }).click();
  await page.waitForFunction(() =>
    ((window as unknown as { dataLayer: { event?: string }[] }).dataLayer ?? []).some((e) => e.event === "page_view"),
  );
  await go(page, "/telefoane");
  const views = await pageViews(page);
  const last = views.at(-1)!;
  const info = await gatewayUserInfo("postpaid.owner");
  expect(last).toMatchObject({
    login_status: "logged_in",
    visitor_id_user: info.attributes.user_id,
    visitor_id_msisdn_hash: info.attributes.msisdnHash,
  });
  expect(typeof last.gdpr_basic).toBe("boolean");
  const text = JSON.stringify(await dataLayer(page));
  for (const secret of [info.cnp, info.phoneNumber, info.email, info.attributes.msisdn, info.attributes.email].filter(Boolean)) {
    expect(text).not.toContain(String(secret));
  }
  await context.close();
});
