// Issue 14 "Checkout and card payment with 3-D Secure", tried as a customer would: from the cart through the contract,
// shipping, documents and payment steps to the review, the card typed into the provider's form (an iframe of the
// sandbox), the bank's 3-D Secure page approved, refused or left with the back button, the thank-you page and what it
// does to the cart; cash on delivery; the business checkout of a one-time-code customer with its two documents; card
// data that never reaches the site's requests, storage or console; typed values kept across a reload, a failed submit
// and typing before the page is interactive. UI contract: docs/checkout-contract.md, ../shared/DESIGN.md, the step
// names and texts of src/i18n/ro/checkout.ts.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { holdScripts, launch, newContext, settlesOn, siteUrl, waitForApp, watchErrors } from "./support/browser";
import { gatewayUrl, sandboxUrl } from "./support/cms";
import { clearFaults, injectFault } from "./support/faults";
import { gatewayAuth, latestCode } from "./support/identity";
import { cnpControlDigit, isCui } from "../../src/domain/checkout/identifiers";
import { roCartPage } from "../../src/i18n/ro/cart";
import { checkoutErrorText, roCheckout } from "../../src/i18n/ro/checkout";
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

const SITE_ORIGIN = new URL(siteUrl("/")).origin;
const GATEWAY_ORIGIN = new URL(gatewayUrl("/")).origin;
const DEVICE_PAGE = "/telefoane/dev-nordia-x5-albastru";
const CONSUMER_CHECKOUT = "/checkout";
const BUSINESS_CHECKOUT = "/business/eshop/checkout";
/** business.power (DESIGN.md personas, sandbox/README.md): signs in to the business shop by one-time code. */
const BUSINESS_OTC_MSISDN = "0728000505";

/** Test cards (docs/checkout-contract.md "Test cards"). */
const CARDS = {
  approved: "4111 1111 1111 1111",
  challenge: "4000 0000 0000 3220",
  declined: "4000 0000 0000 0002",
} as const;
const EXPIRY = "12/30";
const CVV = "123";

const { steps, labels, payment: payTexts, outcome } = roCheckout;
const ORDER_NUMBER = /CMD-\d{4}-\d{6}/;

// --- values a customer types -----------------------------------------------------------------------------------------

/** A CNP with the right control digit (src/domain/checkout/identifiers.ts): born 1996-01-01, county 40, serial 001. */
const CNP = `196010140001${cnpControlDigit("196010140001")}`;

/** A CUI with its control digit (the sandbox's Acme is RO18547290; computed so the test does not trust a literal). */
function cuiFrom(body: string): string {
  for (let d = 0; d <= 9; d++) if (isCui(`${body}${d}`)) return `${body}${d}`;
  throw new Error(`no control digit makes ${body}? a CUI`);
}
const CUI = `RO${cuiFrom("1854729")}`;

interface Contract {
  firstName: string;
  lastName: string;
  cnp: string;
  phone: string;
  email: string;
  county: string;
  city: string;
  address: string;
}

const ANA: Contract = {
  firstName: "Ana",
  lastName: "Pop",
  cnp: CNP,
  phone: "0722000111",
  email: "ana.pop@exemplu.ro",
  county: "Cluj",
  city: "Cluj-Napoca",
  address: "Str. Memorandumului 1",
};

/** A minimal whole PNG (1×1: signature, IHDR … IEND) and a minimal PDF ending in %%EOF (sandbox orders/documents.ts). */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/MediaBox[0 0 3 3]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

// --- the page, by role and accessible name ---------------------------------------------------------------------------

const addButton = (page: Page) => page.getByRole("button", { name: "Adaugă în coș", exact: true });
const badge = (page: Page) => page.getByRole("link", { name: /^Coș, / });
const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const select = (page: Page, name: string) => page.getByRole("combobox", { name, exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });
const alertWith = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

/** Waits for a role="alert" element containing `text`; on a timeout, says which alerts the page did show. */
async function expectAlert(page: Page, text: string | string[], timeout = 15000): Promise<void> {
  const texts = Array.isArray(text) ? text : [text];
  const any = texts.slice(1).reduce((l, t) => l.or(alertWith(page, t)), alertWith(page, texts[0]!));
  try {
    await any.first().waitFor({ timeout });
  } catch {
    const shown = await page.getByRole("alert").allTextContents();
    throw new Error(`no alert with ${JSON.stringify(texts)} at ${page.url()}; alerts shown: ${JSON.stringify(shown)}`);
  }
}

/** A refused payment: the declined notice (src/i18n/ro/checkout.ts) and/or the catalogued PAYMENT ribbon (4005, 4007). */
const DECLINED = [roCheckout.outcome.paymentDeclined, roShopErrors.texts.paymentNotRegistered.title];
const thankYouHeading = (page: Page) => page.getByRole("heading", { level: 1, name: /Mulțumim/ });
const cardFrame = (page: Page) => page.getByTitle("Datele cardului", { exact: true });

async function expectBadge(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected) => [...document.querySelectorAll("header a")].some((a) => a.getAttribute("aria-label") === expected),
    text,
    { timeout: 15000 },
  );
  expect(await badge(page).getAttribute("aria-label")).toBe(text);
}

/** Console errors other than failed loads (a refused upload or payment is a 4xx the browser logs). */
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes("Failed to load resource"));

/** The add's status line says it is done. */
const added = (page: Page) =>
  page
    .getByRole("status")
    .filter({ hasText: /^Am adăugat .+ în coș\.$/ })
    .first()
    .waitFor();

async function addFrom(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl(path), { waitUntil: "load" });
  await addButton(page).first().click();
  await added(page);
  await expectBadge(page, "Coș, 1 produs");
}

/** From the cart page, "Continuă comanda" to the checkout's contract step. */
async function checkoutFromCart(page: Page, cartPath: string, checkoutPath: string): Promise<void> {
  await page.goto(siteUrl(cartPath), { waitUntil: "load" });
  await page.getByText(roCartPage.loading).waitFor({ state: "detached", timeout: 15000 });
  await page.getByRole("link", { name: roCartPage.continue, exact: true }).click();
  await settlesOn(page, checkoutPath);
  await page.getByRole("heading", { level: 1, name: roCheckout.title, exact: true }).waitFor({ timeout: 15000 });
  await stepHeading(page, steps.contract).waitFor({ timeout: 15000 });
  // The contract form shows while the cart loads; the address names the step once it has (the steps depend on it).
  await page.waitForURL((url) => url.searchParams.has("pas"), { timeout: 15000 });
}

async function fillContract(page: Page, c: Contract): Promise<void> {
  await textbox(page, labels.firstName).fill(c.firstName);
  await textbox(page, labels.lastName).fill(c.lastName);
  await textbox(page, labels.cnp).fill(c.cnp);
  await textbox(page, labels.phone).fill(c.phone);
  await textbox(page, labels.email).fill(c.email);
  await select(page, labels.county).selectOption({ label: c.county });
  await textbox(page, labels.city).fill(c.city);
  await textbox(page, labels.address).fill(c.address);
}

/** What the contract step's fields hold now. */
async function contractValues(page: Page): Promise<Contract> {
  return {
    firstName: await textbox(page, labels.firstName).inputValue(),
    lastName: await textbox(page, labels.lastName).inputValue(),
    cnp: await textbox(page, labels.cnp).inputValue(),
    phone: await textbox(page, labels.phone).inputValue(),
    email: await textbox(page, labels.email).inputValue(),
    county: await select(page, labels.county).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent?.trim() ?? ""),
    city: await textbox(page, labels.city).inputValue(),
    address: await textbox(page, labels.address).inputValue(),
  };
}

/** "Continuă" on the current step; waits for the next step's heading. */
async function next(page: Page, nextStep: string): Promise<void> {
  await button(page, roCheckout.next).click();
  try {
    await stepHeading(page, nextStep).waitFor({ timeout: 15000 });
  } catch {
    throw new Error(`"${nextStep}" never showed after "${roCheckout.next}"; ${await whereAmI(page)}`);
  }
}

/** The page's address, step headings, alerts and invalid fields: what a failed wait reports. */
async function whereAmI(page: Page): Promise<string> {
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
  const alerts = await page.getByRole("alert").allTextContents();
  const invalid = await page.locator('[aria-invalid="true"]').evaluateAll((els) => els.map((e) => e.getAttribute("name") ?? e.id));
  return `at ${page.url()}; h2: ${JSON.stringify(headings)}; alerts: ${JSON.stringify(alerts)}; invalid: ${JSON.stringify(invalid)}`;
}

/** Contract (consumer) → shipping at the contract's address → payment. */
async function contractAndShipping(page: Page): Promise<void> {
  await fillContract(page, ANA);
  await next(page, steps.shipping);
  await page.getByRole("checkbox", { name: roCheckout.useContractAddress, exact: true }).setChecked(true);
  await next(page, steps.payment);
}

/** Payment step: "Card online" → the review with the provider's card form. */
async function chooseCard(page: Page): Promise<void> {
  await page.getByRole("radio", { name: payTexts.card, exact: true }).check();
  await select(page, payTexts.installments).waitFor();
  await next(page, steps.review);
  await cardFrame(page).waitFor({ timeout: 15000 });
}

/** Types the card into the provider's iframe and presses the site's own "Plătește" below it. */
async function payByCard(page: Page, number: string, cvv = CVV): Promise<void> {
  const frame = cardFrame(page).contentFrame();
  await frame.getByLabel("Număr card", { exact: true }).fill(number);
  await frame.getByLabel("Data expirării", { exact: true }).fill(EXPIRY);
  await frame.getByLabel("CVV", { exact: true }).fill(cvv);
  // Not pierced into the iframe: this is the site's button, not the form's own.
  await button(page, payTexts.pay).click();
}

/** The bank's 3-D Secure page of the sandbox (a whole-page navigation). */
async function onChallenge(page: Page): Promise<string> {
  await page.waitForURL((url) => url.origin === GATEWAY_ORIGIN && url.pathname.startsWith("/payments/3ds/"), { timeout: 20000 });
  await button(page, "Aprobă").waitFor();
  await button(page, "Respinge").waitFor();
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** The thank-you page: its heading and the order number it shows. */
async function thankYou(page: Page): Promise<string> {
  try {
    await thankYouHeading(page).waitFor({ timeout: 20000 });
  } catch (e) {
    const alerts = await page.getByRole("alert").allTextContents();
    const status = await page.getByRole("status").allTextContents();
    const stored = await page.evaluate(() => window.sessionStorage.getItem("aria-checkout"));
    throw new Error(
      `no thank-you page at ${page.url()}; alerts ${JSON.stringify(alerts)}; status ${JSON.stringify(status)}; stored ${stored}: ${String(e)}`,
    );
  }
  expect(new URL(page.url()).searchParams.get("pas")).toBe("confirmare");
  const line = page.getByText(/Numărul comenzii: CMD-/);
  await line.waitFor();
  const number = (await line.textContent())!.match(ORDER_NUMBER)?.[0];
  expect(number).toMatch(ORDER_NUMBER);
  return number!;
}

async function expectEmptyCart(page: Page, cartPath = "/cart"): Promise<void> {
  await page.goto(siteUrl(cartPath), { waitUntil: "load" });
  await page.getByRole("heading", { level: 1, name: roCartPage.empty }).waitFor({ timeout: 15000 });
}

/** The text of the elements an input's aria-describedby names. */
const describedBy = (input: Locator) =>
  input.evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );

/** Polls `check` until it holds (for values a page fills in after it loads). */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Whether "Încărcat" shows near a file input: in its closest surrounding element that holds no other file input. */
const saysUploaded = (input: Locator) =>
  input.evaluate((el) => {
    let box: HTMLElement | null = el.parentElement;
    while (box?.parentElement && box.parentElement.querySelectorAll('input[type="file"]').length === 1) box = box.parentElement;
    return Boolean(box?.textContent?.includes("Încărcat"));
  });

// --- the gateway, as the page's own session --------------------------------------------------------------------------

/** Remembers the auth headers of the page's calls to the gateway (the first one that carried them for each path). */
async function gatewayGet<T = Record<string, any>>(headers: Record<string, string>, path: string): Promise<T> {
  const res = await fetch(sandboxUrl(path), { headers });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The payment and its product order, read with the headers the page paid with. */
async function paymentAndOrder(
  headers: Record<string, string>,
  paymentId: string,
): Promise<{ payment: Record<string, any>; order: Record<string, any> }> {
  const payment = await gatewayGet(headers, `/payments/payment/${paymentId}`);
  const orderId = payment.paymentItem?.[0]?.item?.id as string;
  expect(orderId).toBeTruthy();
  const order = await gatewayGet(headers, `/product-ordering/productOrder/${orderId}`);
  return { payment, order };
}

async function consumerWithDevice(width = 1280, height = 800): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, width, height);
  const page = await context.newPage();
  await addFrom(page, DEVICE_PAGE);
  return { context, page };
}

// --- the tests -------------------------------------------------------------------------------------------------------

test("anonymous consumer: device → cart → contract, shipping, card with 3-D Secure approved → thank-you; the cart is empty and the order exists", async () => {
  const { context, page } = await consumerWithDevice();
  const errors = watchErrors(page);
  const auth = gatewayAuth(page);

  await checkoutFromCart(page, "/cart", CONSUMER_CHECKOUT);
  expect(new URL(page.url()).searchParams.get("pas")).toBe("date-contract");
  await contractAndShipping(page);
  expect(new URL(page.url()).searchParams.get("pas")).toBe("plata");
  await chooseCard(page);
  expect(new URL(page.url()).searchParams.get("pas")).toBe("sumar");

  await payByCard(page, CARDS.challenge);
  const paymentId = await onChallenge(page);
  await button(page, "Aprobă").click();
  const orderNumber = await thankYou(page);
  await expectBadge(page, "Coș, 0 produse");

  // The gateway has the order, paid, under the number the page shows.
  const headers = auth.of("/payments/payment");
  expect(headers).not.toBeNull();
  const { payment, order } = await paymentAndOrder(headers!, paymentId);
  expect(payment.status).toBe("captured");
  expect(order.orderNumber).toBe(orderNumber);
  expect(order.state).toBe("acknowledged");

  await expectEmptyCart(page);
  await expectBadge(page, "Coș, 0 produse");
  expect(unexpected(errors)).toEqual([]);
  await context.close();
});

test("a person's browser, nothing intercepted: a device and a plan, a quantity changed, one removed, paid with 4000 0000 0000 3220 through Aprobă; the thank-you page shows the order number", async () => {
  const context = await newContext(browser, 412, 823);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await addFrom(page, DEVICE_PAGE);
  await page.goto(siteUrl("/abonamente/plan-cbu-smart-15"), { waitUntil: "load" });
  await addButton(page).first().click();
  await added(page);
  await expectBadge(page, "Coș, 2 produse");

  // The cart page: the plan's quantity to 2 (PATCH), then the plan removed after its confirmation (PATCH).
  await page.goto(siteUrl("/cart"), { waitUntil: "load" });
  await page.getByText(roCartPage.loading).waitFor({ state: "detached", timeout: 15000 });
  const plan = page
    .getByRole("list", { name: roCartPage.itemsLabel })
    .locator(":scope > li")
    .filter({ has: page.getByText(roCartPage.kind.MobileService, { exact: true }) });
  await plan.getByRole("spinbutton", { name: roCartPage.quantity }).fill("2");
  await plan.getByRole("button", { name: /^Actualizează cantitatea/ }).click();
  await page.getByText(roCartPage.summary(3)).waitFor({ timeout: 15000 });
  await expectBadge(page, "Coș, 3 produse");
  await plan.getByRole("button", { name: /^Elimină / }).click();
  const confirm = page
    .getByRole("dialog", { name: roCartPage.removeTitle })
    .or(page.getByRole("alertdialog", { name: roCartPage.removeTitle }));
  await confirm.getByRole("button", { name: roCartPage.confirm }).click();
  await page.getByText(roCartPage.summary(1)).waitFor({ timeout: 15000 });
  await expectBadge(page, "Coș, 1 produs");

  await page.getByRole("link", { name: roCartPage.continue, exact: true }).click();
  await settlesOn(page, CONSUMER_CHECKOUT);
  await stepHeading(page, steps.contract).waitFor({ timeout: 15000 });
  await page.waitForURL((url) => url.searchParams.has("pas"), { timeout: 15000 });
  await contractAndShipping(page);
  await chooseCard(page);
  await payByCard(page, CARDS.challenge);
  await onChallenge(page);
  await button(page, "Aprobă").click();
  expect(await thankYou(page)).toMatch(ORDER_NUMBER);
  await expectBadge(page, "Coș, 0 produse");
  expect(unexpected(errors)).toEqual([]);
  await context.close();
});

test("3-D Secure refused (Respinge) and abandoned (back button): the checkout says so and the cart keeps its item; a new card then pays once", async () => {
  const { context, page } = await consumerWithDevice();
  const auth = gatewayAuth(page);
  await checkoutFromCart(page, "/cart", CONSUMER_CHECKOUT);
  await contractAndShipping(page);
  await chooseCard(page);

  // Respinge → back on the payment step with the declined notice; nothing lost.
  await payByCard(page, CARDS.challenge);
  await onChallenge(page);
  await button(page, "Respinge").click();
  await page.waitForURL((url) => url.origin === SITE_ORIGIN && url.pathname === CONSUMER_CHECKOUT, { timeout: 20000 });
  await stepHeading(page, steps.payment).waitFor({ timeout: 20000 });
  await expectAlert(page, DECLINED, 20000);
  expect(new URL(page.url()).searchParams.get("pas")).toBe("plata");
  await expectBadge(page, "Coș, 1 produs");

  // Pay again, then leave the bank's page with the back button: the notice of an unfinished payment, the cart intact.
  await page.getByRole("radio", { name: payTexts.card, exact: true }).check();
  await next(page, steps.review);
  await cardFrame(page).waitFor({ timeout: 15000 });
  await payByCard(page, CARDS.challenge);
  await onChallenge(page);
  await page.goBack({ waitUntil: "load" });
  await page.waitForURL((url) => url.origin === SITE_ORIGIN && url.pathname === CONSUMER_CHECKOUT, { timeout: 20000 });
  await page.getByText(outcome.paymentAbandoned).waitFor({ timeout: 20000 });
  await expectBadge(page, "Coș, 1 produs");

  // Another card from there: paid without a challenge; the order holds one captured payment, nothing left open.
  await cardFrame(page).waitFor({ timeout: 15000 });
  await payByCard(page, CARDS.approved);
  const orderNumber = await thankYou(page);
  const orders = await gatewayGet<Record<string, any>[]>(auth.of("/payments/payment")!, "/product-ordering/productOrder");
  const order = orders.find((o) => o.orderNumber === orderNumber);
  expect(order?.state).toBe("acknowledged");
  const statuses = (order!.payment as { status: string }[]).map((p) => p.status);
  expect(statuses.filter((st) => st === "captured")).toHaveLength(1);
  expect(statuses).not.toContain("pendingAuthorization");

  await context.close();
});

test("a declined card (4000 0000 0000 0002) is refused on the payment step with a message; the cart is kept", async () => {
  const { context, page } = await consumerWithDevice();
  await checkoutFromCart(page, "/cart", CONSUMER_CHECKOUT);
  await contractAndShipping(page);
  await chooseCard(page);
  await payByCard(page, CARDS.declined);
  // The declined notice or the catalogued PAYMENT ribbon (4005: paymentNotRegistered).
  await expectAlert(page, DECLINED, 20000);
  expect(new URL(page.url()).pathname).toBe(CONSUMER_CHECKOUT);
  await expectBadge(page, "Coș, 1 produs");
  await context.close();
});

test("a catalogued PAYMENT error (4002, by fault injection) is a ribbon on the checkout; the cart keeps its item", async () => {
  const { context, page } = await consumerWithDevice();
  await checkoutFromCart(page, "/cart", CONSUMER_CHECKOUT);
  await contractAndShipping(page);
  await chooseCard(page);
  await injectFault({ pathPattern: "/payments/payment", method: "POST", status: 400, code: "4002", count: 1 });
  await payByCard(page, CARDS.approved);
  await expectAlert(page, roShopErrors.texts.orderServiceError.title, 20000);
  expect(new URL(page.url()).pathname).toBe(CONSUMER_CHECKOUT);
  expect(await thankYouHeading(page).count()).toBe(0);
  await expectBadge(page, "Coș, 1 produs");
  await context.close();
});

test("reloading the return page after an approval shows the same order again and pays nothing twice", async () => {
  const { context, page } = await consumerWithDevice();
  const auth = gatewayAuth(page);
  const payments: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().startsWith(gatewayUrl("/payments/payment"))) payments.push(r.url());
  });
  let returnUrl: string | null = null;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && frame.url().includes("retur3ds=1")) returnUrl ??= frame.url();
  });

  await checkoutFromCart(page, "/cart", CONSUMER_CHECKOUT);
  await contractAndShipping(page);
  await chooseCard(page);
  await payByCard(page, CARDS.challenge);
  const paymentId = await onChallenge(page);
  await button(page, "Aprobă").click();
  const orderNumber = await thankYou(page);

  // The address the bank sent the browser back to: the payment step with the return marker and the payment id.
  expect(returnUrl).not.toBeNull();
  const back = new URL(returnUrl!);
  expect(back.pathname).toBe(CONSUMER_CHECKOUT);
  expect(back.searchParams.get("pas")).toBe("plata");
  expect(back.searchParams.get("paymentId")).toBe(paymentId);

  // Reload the thank-you page, then open the return address again (as a reload of it would).
  await page.reload({ waitUntil: "load" });
  expect(await thankYou(page)).toBe(orderNumber);
  await page.goto(returnUrl!, { waitUntil: "load" });
  expect(await thankYou(page)).toBe(orderNumber);
  await expectBadge(page, "Coș, 0 produse");

  expect(payments).toHaveLength(1);
  const { order } = await paymentAndOrder(auth.of("/payments/payment")!, paymentId);
  expect(order.orderNumber).toBe(orderNumber);
  expect(order.payment).toHaveLength(1);
  expect(order.payment[0]).toMatchObject({ id: paymentId, status: "captured" });
  await context.close();
});

test("cash on delivery: Ramburs la curier → Trimite comanda → thank-you, and the card form is never loaded", async () => {
  const { context, page } = await consumerWithDevice();
  const errors = watchErrors(page);
  const hostedForm: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/payments/hosted-form") || r.url().includes("/payments/card-token")) hostedForm.push(r.url());
  });
  await checkoutFromCart(page, "/cart", CONSUMER_CHECKOUT);
  await contractAndShipping(page);
  await page.getByRole("radio", { name: payTexts.cod, exact: true }).check();
  await next(page, steps.review);
  await button(page, payTexts.submit).waitFor();
  expect(await cardFrame(page).count()).toBe(0);
  expect(await page.locator("iframe").count()).toBe(0);
  await button(page, payTexts.submit).click();
  await thankYou(page);
  await expectBadge(page, "Coș, 0 produse");
  expect(hostedForm).toEqual([]);
  await expectEmptyCart(page);
  expect(unexpected(errors)).toEqual([]);
  await context.close();
});

test("business customer signed in by one-time code: company data, both documents (a .txt refused with its ribbon), nothing due now → Trimite comanda → thank-you", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);

  await page.goto(siteUrl(`/business/login?returnTo=${encodeURIComponent("/business/abonamente")}`), { waitUntil: "load" });
  await page.getByLabel("Număr de telefon", { exact: true }).fill(BUSINESS_OTC_MSISDN);
  await button(page, "Trimite codul").click();
  await page.getByLabel("Codul din SMS", { exact: true }).waitFor();
  await page.getByLabel("Codul din SMS", { exact: true }).fill(await latestCode(BUSINESS_OTC_MSISDN));
  await button(page, "Confirmă codul").click();
  await settlesOn(page, "/business/abonamente");

  await addFrom(page, "/business/abonamente");
  await checkoutFromCart(page, "/business/eshop/checkout/cart", BUSINESS_CHECKOUT);

  await fillContract(page, ANA);
  await textbox(page, labels.companyName).fill("Firma Test SRL");
  await textbox(page, labels.cui).fill(CUI);
  const roles = await select(page, labels.role).locator("option").allTextContents();
  expect(roles).toEqual(expect.arrayContaining(["Administrator", "Împuternicit", "Angajat"]));
  await select(page, labels.role).selectOption({ label: "Administrator" });
  await next(page, steps.shipping);
  await page.getByRole("checkbox", { name: roCheckout.useContractAddress, exact: true }).setChecked(true);
  await next(page, steps.documents);
  expect(new URL(page.url()).searchParams.get("pas")).toBe("documente");

  const ci = page.getByLabel(roCheckout.documents.CI, { exact: true });
  const certificate = page.getByLabel(roCheckout.documents.RegistrationCertificate, { exact: true });

  // A text file is not a document: the gateway answers 400108, the page shows its DOCUMENT UPLOAD ribbon
  // (wrongDocumentFormat).
  const refused = page.waitForResponse((r) => r.url().includes("/document-upload/document") && r.request().method() === "POST");
  await ci.setInputFiles({ name: "ci.txt", mimeType: "text/plain", buffer: Buffer.from("nu este un act de identitate\n") });
  const answer = await refused;
  expect({ status: answer.status(), code: ((await answer.json()) as { code?: string }).code }).toEqual({ status: 400, code: "400108" });
  await expectAlert(page, roShopErrors.texts.wrongDocumentFormat.title);

  await ci.setInputFiles({ name: "ci.png", mimeType: "image/png", buffer: PNG });
  await until(() => saysUploaded(ci), "the CI to be uploaded");
  await certificate.setInputFiles({ name: "certificat.pdf", mimeType: "application/pdf", buffer: PDF });
  await until(() => saysUploaded(certificate), "the registration certificate to be uploaded");
  expect(await saysUploaded(ci)).toBe(true);

  // A plan alone asks nothing upfront: no payment step, the summary says so and sends the order (steps.ts methodToSend).
  await next(page, steps.review);
  await page.getByText(payTexts.nothingDue).waitFor();
  await button(page, payTexts.submit).click();
  await thankYou(page);
  expect(new URL(page.url()).pathname).toBe(BUSINESS_CHECKOUT);
  await expectBadge(page, "Coș, 0 produse");
  expect(unexpected(errors)).toEqual([]);
  await context.close();
});

test("card data never leaks: not in the site's requests, storage or console during a card payment", async () => {
  const number = CARDS.approved;
  const digits = number.replace(/\s/g, "");
  const cvv = "987";
  const { context, page } = await consumerWithDevice(1280, 720);

  const seen: string[] = [];
  const toProvider: string[] = [];
  page.on("request", (r) => {
    // The provider's form posts the card to its own origin (allowed); everything else the page sends is checked.
    let fromCardForm = false;
    try {
      fromCardForm = r.frame() !== page.mainFrame() && r.url().startsWith(GATEWAY_ORIGIN);
    } catch {
      fromCardForm = false;
    }
    const line = `request ${r.method()} ${r.url()} ${r.postData() ?? ""}`;
    if (r.url().startsWith(SITE_ORIGIN) || !fromCardForm) seen.push(line);
    else toProvider.push(line);
  });
  page.on("console", (m) => seen.push(`console ${m.type()} ${m.text()}`));

  await checkoutFromCart(page, "/cart", CONSUMER_CHECKOUT);
  await contractAndShipping(page);
  await chooseCard(page);
  await payByCard(page, number, cvv);
  await thankYou(page);

  const storage = await page.evaluate(() => {
    const dump = (s: Storage) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`);
    return [...dump(window.localStorage), ...dump(window.sessionStorage), `cookie=${document.cookie}`];
  });
  seen.push(...storage.map((s) => `storage ${s}`));
  seen.push(...(await context.cookies()).map((c) => `cookie ${c.name}=${c.value}`));

  const cardIn = (s: string) => s.includes(number) || s.replace(/[\s-]/g, "").includes(digits);
  const cvvIn = (s: string) => new RegExp(`(^|[^0-9A-Za-z_])${cvv}([^0-9A-Za-z_]|$)`).test(s);
  // The check sees what it looks for: the provider's own form did send both to its origin (card-token).
  expect(toProvider.some((s) => s.includes("/payments/card-token") && cardIn(s) && cvvIn(s))).toBe(true);
  expect(seen.some((s) => s.startsWith("request POST") && s.includes("/payments/payment"))).toBe(true);
  expect(seen.some((s) => s.startsWith(`request GET ${SITE_ORIGIN}`))).toBe(true);
  expect(seen.filter((s) => cardIn(s) || cvvIn(s))).toEqual([]);
  await context.close();
});

test("contract step: typed values survive a reload (the CNP, memory-only, does not) and a failed submit", async () => {
  const { context, page } = await consumerWithDevice();
  await checkoutFromCart(page, "/cart", CONSUMER_CHECKOUT);

  // "Județ" offers the 42 counties (Bucharest included) besides its placeholder.
  const counties = await select(page, labels.county).locator("option").allTextContents();
  expect(counties.filter((c) => c !== roCheckout.countyPlaceholder)).toHaveLength(42);
  expect(counties).toEqual(expect.arrayContaining(["Cluj", "București"]));

  // A bad e-mail: the message under the field, the step stays, every typed value is still there.
  const bad = { ...ANA, email: "ana.pop@" };
  await fillContract(page, bad);
  await button(page, roCheckout.next).click();
  const email = textbox(page, labels.email);
  await page.locator('[aria-invalid="true"]').first().waitFor({ timeout: 15000 });
  expect(await email.getAttribute("aria-invalid")).toBe("true");
  expect(await page.locator('[aria-invalid="true"]').count()).toBe(1);
  expect(await describedBy(email)).toContain(checkoutErrorText("email", "emailInvalid"));
  await stepHeading(page, steps.contract).waitFor();
  expect(new URL(page.url()).searchParams.get("pas")).toBe("date-contract");
  expect(await contractValues(page)).toEqual(bad);

  // Fixed, then reloaded before going on: everything kept but the CNP.
  await email.fill(ANA.email);
  await page.waitForTimeout(300);
  await page.reload({ waitUntil: "load" });
  await stepHeading(page, steps.contract).waitFor({ timeout: 15000 });
  await until(async () => (await textbox(page, labels.firstName).inputValue()) !== "", "the contract values to come back");
  expect(await contractValues(page)).toEqual({ ...ANA, cnp: "" });

  // With the CNP typed again the step goes on.
  await textbox(page, labels.cnp).fill(ANA.cnp);
  await next(page, steps.shipping);
  await context.close();
});

test("(holds scripts) contract typed before the page is interactive: the values are used once it is", async () => {
  const { context, page } = await consumerWithDevice();
  const scripts = await holdScripts(context);
  await page.goto(siteUrl(CONSUMER_CHECKOUT), { waitUntil: "domcontentloaded" });
  // The build's HTML, no script run yet: the contract form must be there to type into.
  await textbox(page, labels.firstName).waitFor({ timeout: 10000 });
  // Each accessible name once on the page, as a person (or a test) asking for "Telefon" expects.
  for (const name of [labels.phone, labels.county, labels.city, labels.address]) expect(await page.getByLabel(name).count()).toBe(1);
  await fillContract(page, ANA);
  expect(await page.evaluate(() => Boolean((window as unknown as { ___navigate?: unknown }).___navigate))).toBe(false);
  scripts.release();
  await waitForApp(page);
  await stepHeading(page, steps.contract).waitFor({ timeout: 15000 });
  expect(await contractValues(page)).toEqual(ANA);
  await button(page, roCheckout.next).click();
  await stepHeading(page, steps.shipping).waitFor({ timeout: 15000 });
  expect(new URL(page.url()).searchParams.get("pas")).toBe("livrare");

  // What was typed is what the checkout kept.
  await button(page, roCheckout.back).click();
  await stepHeading(page, steps.contract).waitFor({ timeout: 15000 });
  expect(await contractValues(page)).toEqual(ANA);
  await context.close();
});
