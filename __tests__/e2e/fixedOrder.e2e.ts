// Issue 28 "home internet and TV by address", as a visitor does it in Chromium against the sandbox (plain contexts, no
// request routing): on /fixe the address check finds București › Sector 3 › Bulevardul Unirii › 10 (fibre + TV,
// docs/portin-address-contract.md "Known addresses"); "Adaugă în coș: Internet 500 + TV Standard" adds the bundle with
// its installation address; /cart shows the address; the checkout has no shipping step (nothing is posted) nor payment step (nothing due now) and ends on
// the confirmation with the order summary and the address; the sandbox's cart and order hold flow FIX and the address
// key. An address without coverage offers no "Adaugă în coș" and says nothing is orderable; the sandbox refuses a
// direct add there (SPEC §8 400300); a 500 on the address read shows the ribbon beside the button and the answer stays;
// axe finds nothing on the cart with the fixed item nor on the confirmation.
//
// The bundle costs nothing upfront (monthly only, installation free): the checkout has no payment step and the review
// sends the order with "Trimite comanda" (domain/checkout/steps.ts methodToSend).
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { launch, newContext, settlesOn, siteUrl, watchErrors } from "./support/browser";
import { sandboxUrl } from "./support/cms";
import { clearFaults, injectFault } from "./support/faults";
import { gatewayAuth } from "./support/identity";
import type { CascadeLevel } from "../../src/domain/address/cascade";
import { cnpControlDigit } from "../../src/domain/checkout/identifiers";
import { roAddressCheck } from "../../src/i18n/ro/addressCheck";
import { roCartPage } from "../../src/i18n/ro/cart";
import { roCheckout } from "../../src/i18n/ro/checkout";
import { roFixedOrder } from "../../src/i18n/ro/fixedOrder";

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

const t = roAddressCheck;
const LISTING = "/fixe";
/** An address: its TMF673 id, its label, and what is typed and chosen at each level of the cascade. */
interface Address {
  id: string;
  label: string;
  parts: [string, string][];
}
const UNIRII: Address = {
  id: "B.sector-3.bulevardul-unirii.10",
  label: "Bulevardul Unirii nr. 10, Sector 3, București",
  parts: [
    ["bucuresti", "București"],
    ["sector 3", "Sector 3"],
    ["unirii", "Bulevardul Unirii"],
    ["10", "10"],
  ],
};
const NO_COVERAGE: Address = {
  id: "TM.timisoara.aleea-viilor.2",
  label: "Aleea Viilor nr. 2, Timișoara, județul Timiș",
  parts: [
    ["tim", "Timiș"],
    ["timisoara", "Timișoara"],
    ["viilor", "Aleea Viilor"],
    ["2", "2"],
  ],
};
const BUNDLE = { id: "FIX-BUNDLE-500-TV", title: "Internet 500 + TV Standard" };
const RIBBON_TIMEOUT = 30000;
const CNP = `196010140001${cnpControlDigit("196010140001")}`;

const field = (page: Page, level: CascadeLevel) => page.getByRole("combobox", { name: t.fields[level], exact: true });
const answer = (page: Page, address: string) => page.getByRole("region", { name: t.result.heading(address) });
const addButton = (page: Page, title: string) => page.getByRole("button", { name: roFixedOrder.add(title), exact: true });
const anyAddButton = (page: Page) => page.getByRole("button", { name: /^Adaugă în coș/ });
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Types into a level (mouse click into the field first) and clicks the option, like the address check's "typed at once". */
async function choose(page: Page, level: CascadeLevel, typed: string, option: string): Promise<void> {
  await field(page, level).click();
  await page.keyboard.type(typed);
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function checkAddress(page: Page, { parts, label: address }: Address): Promise<void> {
  const levels: CascadeLevel[] = ["county", "locality", "street", "number"];
  // The first one as soon as the field shows (no wait for hydration or the check's code).
  const [first] = parts;
  if (!first) throw new Error("no county");
  await field(page, "county").fill(first[0]);
  await page.getByRole("option", { name: first[1], exact: true }).click();
  for (let i = 1; i < levels.length; i++) await choose(page, levels[i]!, parts[i]![0], parts[i]![1]);
  await button(page, t.check).click();
  await answer(page, address).waitFor({ timeout: 20000 });
}

async function sandboxGet(headers: Record<string, string>, path: string): Promise<any> {
  const res = await fetch(sandboxUrl(path), { headers });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

const charOf = (item: any, name: string): string | undefined => item.product.productCharacteristic.find((c: any) => c.name === name)?.value;

test("a visitor checks a fibre + TV address, adds Internet 500 + TV Standard, sees the address in the cart and on the confirmation; the sandbox holds flow FIX and the address key; axe 0", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const auth = gatewayAuth(page);
  try {
    await page.goto(siteUrl(LISTING));
    await checkAddress(page, UNIRII);
    const result = answer(page, UNIRII.label);
    await result.getByText(roFixedOrder.orderable).waitFor();
    await addButton(page, BUNDLE.title).click();

    // The cart, with the installation address on the item.
    await settlesOn(page, "/cart", 20000);
    await page.getByRole("heading", { level: 1, name: roCartPage.title }).waitFor({ timeout: 15000 });
    await page.getByText(roFixedOrder.installationAddress(UNIRII.label)).waitFor({ timeout: 15000 });
    // The visitor's own session, as the page's cart calls carried it.
    const headers = auth.of("/cart/")!;
    expect(headers).toBeTruthy();
    const held = await sandboxGet(headers, "/cart/shoppingCart");
    const item = held.cartItem.find((i: any) => i.productOffering.id === BUNDLE.id);
    expect(charOf(item, "flow")).toBe("FIX");
    expect(charOf(item, "addressKey")).toBe(UNIRII.id);
    expect(charOf(item, "category")).toBe("FixedService");
    expect(item.bundleSubProducts.map((p: any) => p.name)).toEqual(["Internet 500", "TV Standard"]);
    expect(await axeViolations(page)).toEqual([]);
    // A reload shows the same.
    await page.reload();
    await page.getByText(roFixedOrder.installationAddress(UNIRII.label)).waitFor({ timeout: 15000 });

    // Checkout: contract data, then straight to the payment (nothing is posted: no shipping step).
    await page.getByRole("link", { name: roCartPage.continue, exact: true }).click();
    await settlesOn(page, "/checkout");
    await stepHeading(page, roCheckout.steps.contract).waitFor({ timeout: 15000 });
    const l = roCheckout.labels;
    await page.getByRole("textbox", { name: l.firstName, exact: true }).fill("Ana");
    await page.getByRole("textbox", { name: l.lastName, exact: true }).fill("Pop");
    await page.getByRole("textbox", { name: l.cnp, exact: true }).fill(CNP);
    await page.getByRole("textbox", { name: l.phone, exact: true }).fill("0722000111");
    await page.getByRole("textbox", { name: l.email, exact: true }).fill("ana.pop@exemplu.ro");
    await page.getByRole("combobox", { name: l.county, exact: true }).selectOption({ label: "București" });
    await page.getByRole("textbox", { name: l.city, exact: true }).fill("București");
    await page.getByRole("textbox", { name: l.address, exact: true }).fill("Bulevardul Unirii 10");
    await button(page, roCheckout.next).click();
    // Nothing is posted (no shipping step) and nothing is due now (no payment step): the summary says so.
    await stepHeading(page, roCheckout.steps.review).waitFor({ timeout: 15000 });
    expect(await stepHeading(page, roCheckout.steps.shipping).count()).toBe(0);
    expect(await page.getByRole("radio", { name: roCheckout.payment.card }).count()).toBe(0);
    await page.getByText(roCheckout.payment.nothingDue).waitFor();
    await button(page, roCheckout.payment.submit).click();

    // The confirmation: the order summary with the installation address.
    await page.getByRole("heading", { level: 1, name: /Mulțumim/ }).waitFor({ timeout: 20000 });
    const numberLine = page.getByText(/Numărul comenzii: CMD-/);
    await numberLine.waitFor();
    const orderNumber = (await numberLine.textContent())!.match(/CMD-\d{4}-\d{6}/)![0];
    await page.getByText(BUNDLE.title).first().waitFor({ timeout: 15000 });
    await page.getByText(roFixedOrder.installationAddress(UNIRII.label)).waitFor();
    await page.getByRole("definition").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const orders: any[] = await sandboxGet(headers, "/product-ordering/productOrder");
    const order = orders.find((o) => o.orderNumber === orderNumber);
    expect(order).toBeTruthy();
    const ordered = order.productOrderItem.find((i: any) => i.productOffering.id === BUNDLE.id);
    expect(charOf(ordered, "flow")).toBe("FIX");
    expect(charOf(ordered, "addressKey")).toBe(UNIRII.id);
    expect(errors.filter((e) => !e.includes("Failed to load resource"))).toEqual([]);
  } finally {
    await context.close();
  }
});

test("an address without coverage offers no 'Adaugă în coș' and says nothing is orderable", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  try {
    await page.goto(siteUrl(LISTING));
    await checkAddress(page, NO_COVERAGE);
    const result = answer(page, NO_COVERAGE.label);
    await result.getByText(roFixedOrder.nothingOrderable).waitFor();
    expect(await anyAddButton(page).count()).toBe(0);
  } finally {
    await context.close();
  }
});

test("the sandbox refuses a direct cart add at an address without coverage (SPEC §8 400300), with the reason", async () => {
  const bot = await fetch(sandboxUrl("/sandbox/recaptcha/token"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ action: "anonymousLogin" }),
  }).then((r) => r.json());
  const login = await fetch(sandboxUrl("/identity/applicationLogin/shopcbuweb"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ "g-recaptcha-response": bot.token, "g-recaptcha-action": "anonymousLogin" }),
  }).then((r) => r.json());
  const address = await fetch(sandboxUrl(`/geographic-address/geographicAddress/${NO_COVERAGE.id}`)).then((r) => r.json());
  const chars: Record<string, string> = {
    offerType: "FixedServices",
    offerSubtype: "CONVERGENT",
    serviceType: "BUNDLE",
    externalId: BUNDLE.id,
    flow: "FIX",
    addressKey: address.id,
    city: address.city,
    stateOrProvince: address.stateOrProvince,
    street1: address.fixedServicesAddress.street.label,
    streetNumber: address.streetNr,
    country: "RO",
    formattedAddress: address.formattedAddress,
  };
  const res = await fetch(sandboxUrl("/cart/shoppingCart"), {
    method: "PATCH",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${login.accessToken}`,
      "x-auth-provider": login.payload?.provider ?? "anonymous",
    },
    body: JSON.stringify([
      {
        op: "add",
        path: "/cartItem/-",
        value: {
          productOffering: { id: BUNDLE.id },
          quantity: "1",
          product: { productCharacteristic: Object.entries(chars).map(([name, value]) => ({ name, value })) },
        },
      },
    ]),
  });
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body.code).toBe("400300");
  expect(body.message).toContain("Adresa nu este în aria de acoperire a rețelei fixe.");
});

test("a 500 on reading the address shows the ribbon beside the button; the answer stays and a retry adds", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  try {
    await page.goto(siteUrl(LISTING));
    await checkAddress(page, UNIRII);
    await injectFault({ pathPattern: `/geographic-address/geographicAddress/${UNIRII.id}`, method: "GET", status: 500 });
    await addButton(page, BUNDLE.title).click();
    const ribbon = page.getByRole("alert").filter({ hasText: roFixedOrder.addressError });
    await ribbon.waitFor({ timeout: RIBBON_TIMEOUT });
    // Nothing lost: the answer and the chosen address are still there.
    await answer(page, UNIRII.label).waitFor();
    expect(await field(page, "number").inputValue()).toBe("10");
    await clearFaults();
    await ribbon.getByRole("button").click();
    await settlesOn(page, "/cart", 20000);
    await page.getByText(roFixedOrder.installationAddress(UNIRII.label)).waitFor({ timeout: 15000 });
  } finally {
    await context.close();
  }
});
