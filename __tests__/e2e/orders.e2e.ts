// Issue 26 "My account: … my orders", tried as a customer would in a plain Chromium against the sandbox: postpaid.owner,
// signed in, buys a phone in the shop and pays by card (4111 1111 1111 1111 in the provider's form), then finds that
// order — its number from the thank-you page — on /ecare/setari-cont/comenzi with its state (the sandbox agrees), opens
// its detail with the status timeline, and a reload keeps the filter and the open order from the address; a 500 on the
// order list is SPEC §8's generic ribbon while the chosen filters stay; a 404000 on an order shows the server's words
// (SPEC §8 ORDER HISTORY); axe finds nothing on the page. UI contract: src/i18n/ro/orders.ts, ../shared/DESIGN.md.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { launch, settlesOn, siteUrl } from "./support/browser";
import { addFromProductPage } from "./support/cartAdd";
import { sandboxUrl } from "./support/cms";
import { clearFaults, injectFault } from "./support/faults";
import { gatewayGet, PASSWORD } from "./support/identity";
import { signedIn } from "./support/signIn";
import { cnpControlDigit } from "../../src/domain/checkout/identifiers";
import { roCartPage } from "../../src/i18n/ro/cart";
import { roCheckout } from "../../src/i18n/ro/checkout";
import { roEcare } from "../../src/i18n/ro/ecare";
import { roOrders } from "../../src/i18n/ro/orders";
import { roShopErrors } from "../../src/i18n/ro/shopErrors";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await clearFaults();
});

const ORDERS = "/ecare/setari-cont/comenzi";
const DEVICE_PAGE = "/telefoane/dev-nordia-x5-albastru";
const ORDER_NUMBER = /CMD-\d{4}-\d{6}/;
/** Retries with back-off come first for a 5xx (SPEC §9): the ribbon shows after them. */
const RIBBON_TIMEOUT = 30000;
const { steps, labels, payment: payTexts } = roCheckout;
/** A paid shop order is acknowledged, then in progress, then completed as the sandbox's clock runs (orders/progress.ts). */
const PAID_STATES = ["acknowledged", "inProgress", "completed"] as const;
const PAID_LABELS = PAID_STATES.map((s) => roOrders.states[s]);

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const ordersList = (page: Page) => page.getByRole("region", { name: roOrders.list.heading, exact: true });
const orderLink = (page: Page, number: string) => page.getByRole("link", { name: `${roOrders.list.openPrefix}${number}`, exact: true });
const detailOf = (page: Page, number: string) => page.getByRole("region", { name: roOrders.detail.heading(number), exact: true });

/** A shop session of the persona (extended token, as the site holds it after sign-in): empties their cart first. */
async function emptyCartOf(username: string): Promise<void> {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(sandboxUrl(path), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { token } = await post<{ token: string }>("/sandbox/recaptcha/token", { action: "login" });
  const login = await post<{ accessToken: string }>("/identity/applicationLogin/shopcbuweb", {
    username,
    password: PASSWORD,
    "g-recaptcha-response": token,
    "g-recaptcha-action": "login",
  });
  const converted = await fetch(sandboxUrl("/identity/convert-token?client=shopcbuweb"), {
    headers: { authorization: `Bearer ${login.accessToken}` },
  });
  if (!converted.ok) throw new Error(`convert-token: ${converted.status}`);
  const { accessToken } = (await converted.json()) as { accessToken: string };
  const gone = await fetch(sandboxUrl("/cart/shoppingCart"), { method: "DELETE", headers: { authorization: `Bearer ${accessToken}` } });
  if (!gone.ok && gone.status !== 404) throw new Error(`DELETE cart: ${gone.status} ${await gone.text()}`);
}

async function next(page: Page, nextStep: string): Promise<void> {
  await button(page, roCheckout.next).click();
  await page.getByRole("heading", { level: 2, name: nextStep, exact: true }).waitFor({ timeout: 15000 });
}

/** Cart → contract → shipping at the contract's address → card → the provider's form with 4111… → thank-you. */
async function buyByCard(page: Page): Promise<string> {
  await addFromProductPage(page, DEVICE_PAGE);

  await page.goto(siteUrl("/cart"), { waitUntil: "load" });
  await page.getByText(roCartPage.loading).waitFor({ state: "detached", timeout: 15000 });
  await page.getByRole("link", { name: roCartPage.continue, exact: true }).click();
  await settlesOn(page, "/checkout");
  await page.getByRole("heading", { level: 2, name: steps.contract, exact: true }).waitFor({ timeout: 15000 });
  await page.waitForURL((url) => url.searchParams.has("pas"), { timeout: 15000 });

  await textbox(page, labels.firstName).fill("Ana");
  await textbox(page, labels.lastName).fill("Pop");
  await textbox(page, labels.cnp).fill(`296010140001${cnpControlDigit("296010140001")}`);
  await textbox(page, labels.phone).fill("0722000101");
  await textbox(page, labels.email).fill("ana.pop@exemplu.ro");
  await page.getByRole("combobox", { name: labels.county, exact: true }).selectOption({ label: "Cluj" });
  await textbox(page, labels.city).fill("Cluj-Napoca");
  await textbox(page, labels.address).fill("Str. Memorandumului 1");
  await next(page, steps.shipping);
  await page.getByRole("checkbox", { name: roCheckout.useContractAddress, exact: true }).setChecked(true);
  await next(page, steps.payment);
  await page.getByRole("radio", { name: payTexts.card, exact: true }).check();
  await next(page, steps.review);

  const frame = page.getByTitle("Datele cardului", { exact: true });
  await frame.waitFor({ timeout: 15000 });
  const card = frame.contentFrame();
  await card.getByLabel("Număr card", { exact: true }).fill("4111 1111 1111 1111");
  await card.getByLabel("Data expirării", { exact: true }).fill("12/30");
  await card.getByLabel("CVV", { exact: true }).fill("123");
  await button(page, payTexts.pay).click();

  await page.getByRole("heading", { level: 1, name: /Mulțumim/ }).waitFor({ timeout: 30000 });
  const line = page.getByText(/Numărul comenzii: CMD-/);
  await line.waitFor();
  const number = (await line.textContent())?.match(ORDER_NUMBER)?.[0];
  expect(number).toMatch(ORDER_NUMBER);
  return number as string;
}

/** The order as the sandbox has it, read as the persona (self-care token, both channels). */
async function sandboxOrder(number: string): Promise<Record<string, any>> {
  const orders = await gatewayGet<Record<string, any>[]>(
    "postpaid.owner",
    "/product-ordering/productOrder?channel.id=Online,eCare&limit=100",
  );
  const order = orders.find((o) => o.orderNumber === number);
  expect(order).toBeDefined();
  return order as Record<string, any>;
}

test("postpaid.owner pays a phone by card and finds the order on the orders page with its state and timeline; the address keeps filter and detail", async () => {
  await emptyCartOf("postpaid.owner");
  const { page, context } = await signedIn(browser, "postpaid.owner");
  try {
    const number = await buyByCard(page);

    // The orders page: choose the shop's orders as soon as the filter shows (the page is client-only).
    await page.goto(siteUrl(ORDERS));
    await page.getByRole("heading", { level: 1, name: roEcare.nav.pages.orders }).waitFor({ timeout: 20000 });
    const channel = page.getByRole("combobox", { name: roOrders.filters.channel.legend });
    await channel.selectOption("shop");
    await button(page, roOrders.filters.submit).click();
    await page.waitForURL((url) => url.pathname === ORDERS && url.searchParams.get("canal") === "magazin", { timeout: 15000 });

    const link = orderLink(page, number);
    await link.waitFor({ timeout: 20000 });
    const row = ordersList(page).getByRole("row").filter({ has: link });
    const shown = (await row.getByRole("cell").nth(2).textContent())?.trim() ?? "";
    // The sandbox's state now (it may have moved on while the page loaded, never back).
    const order = await sandboxOrder(number);
    expect(PAID_STATES).toContain(order.state);
    expect(PAID_LABELS.slice(0, PAID_STATES.indexOf(order.state) + 1)).toContain(shown);
    expect(await row.getByRole("cell").nth(1).textContent()).toBe(roOrders.channels.shop);

    // Its detail, with the timeline: placed (awaiting the card), then paid.
    await link.click();
    await page.waitForURL((url) => url.searchParams.get("comanda") === order.id && url.searchParams.get("canal") === "magazin");
    const detail = detailOf(page, number);
    await detail.waitFor({ timeout: 20000 });
    const timeline = detail.getByRole("list", { name: roOrders.detail.timeline });
    const steps = (await timeline.getByRole("listitem").allTextContents()).map((s) => s.trim());
    expect(steps[0]).toContain(roOrders.states.pending);
    expect(steps[1]).toContain(roOrders.states.acknowledged);
    expect(await timeline.locator('li[aria-current="step"]').count()).toBe(1);
    await detail.getByText("Nordia X5", { exact: false }).first().waitFor();

    // A reload shows the same: the filter and the open order come from the address.
    await page.reload();
    await detailOf(page, number).waitFor({ timeout: 20000 });
    await orderLink(page, number).waitFor({ timeout: 20000 });
    expect(await page.getByRole("combobox", { name: roOrders.filters.channel.legend }).inputValue()).toBe("shop");

    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  } finally {
    await context.close();
  }
});

test("SPEC §8 ORDER HISTORY: a 500 on the order list is the generic ribbon and the chosen filters stay; a 404000 on an order shows the server's words", async () => {
  const { page, context } = await signedIn(browser, "postpaid.owner");
  try {
    await page.goto(siteUrl(ORDERS));
    const status = page.getByRole("combobox", { name: roOrders.filters.status.legend });
    await status.waitFor({ timeout: 20000 });
    await injectFault({ pathPattern: "/product-ordering/productOrder", method: "GET", status: 500 });
    // Chosen as soon as it shows, then sent: the list's call fails.
    await status.selectOption("completed");
    await page.getByRole("combobox", { name: roOrders.filters.channel.legend }).selectOption("selfcare");
    await button(page, roOrders.filters.submit).click();
    await page.waitForURL((url) => url.searchParams.get("stare") === "finalizate", { timeout: 15000 });
    const ribbon = ordersList(page).getByRole("alert").filter({ hasText: roShopErrors.texts.generic.title });
    await ribbon.waitFor({ timeout: RIBBON_TIMEOUT });
    expect(await status.inputValue()).toBe("completed");
    expect(await page.getByRole("combobox", { name: roOrders.filters.channel.legend }).inputValue()).toBe("selfcare");
    await clearFaults();

    // An order that is not theirs (or not at all): the sandbox's 404000 and its words in the ribbon.
    await page.goto(siteUrl(`${ORDERS}?comanda=po-nu-exista`));
    const detail = page.getByRole("region", { name: roOrders.detail.title, exact: true });
    const notFound = detail.getByRole("alert").filter({ hasText: roShopErrors.texts.orderNotFound.title });
    await notFound.waitFor({ timeout: 20000 });
    await notFound.getByText(roShopErrors.serverText("Comanda po-nu-exista nu a fost găsită.")).waitFor();
    // The list beside it still works.
    await ordersList(page).getByRole("table").or(ordersList(page).getByText(roOrders.list.empty)).first().waitFor({ timeout: 20000 });

    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  } finally {
    await context.close();
  }
});
