// Issue 26 "Creează cont" in Chromium against the sandbox, as a visitor does it: from /login to the registration, the
// number typed as soon as the page is there (no wait for hydration), the SMS code from the sandbox outbox, the details
// and the terms, then signed in on self-care with their name in the header; the step survives a reload; the sandbox
// agrees. A number that already has an account is refused with a clear message. A 500 on each registration call
// family (start, code, account) shows the catalogued ribbon while what was typed stays. axe (WCAG 2 A/AA and 2.2 AA)
// finds nothing on any step.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { launch, newContext, settlesOn, siteUrl, watchErrors } from "./support/browser";
import { sandboxUrl } from "./support/cms";
import { clearFaults, injectFault } from "./support/faults";
import { gatewayUserInfo, latestCode, PASSWORD, storedAccessTokens, storedState } from "./support/identity";
import { REGISTRATION_PATH } from "../../src/domain/registration/path";
import { roErrors } from "../../src/i18n/ro/errors";
import { roRegistration as t } from "../../src/i18n/ro/registration";
import { REGISTRATION_STORAGE_KEY } from "../../src/state/registrationProgress";

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

/** Operator customers the sandbox seeds without a web account (sandbox/src/seed/registrableCustomers.ts). */
const CUSTOMER = "0722000111";
const CUSTOMER_FOR_FAULTS = "0722000112";
/** postpaid.owner's number: it has an account. */
const TAKEN = "0722000101";

const pathOf = (page: Page) => new URL(page.url()).pathname;
/** The persisted session holds a base SSO pair (a sign-in's), not only an anonymous shop session. */
const holdsSsoTokens = (state: unknown): boolean => /"baseSSO":\{"accessToken":"sbx_at_/.test(JSON.stringify(state ?? {}));

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const option = (page: Page, label: string) => page.getByRole("radio", { name: new RegExp(label) });
const phoneField = (page: Page) => page.getByRole("textbox", { name: t.number.phone, exact: true });
const codeField = (page: Page) => page.getByRole("textbox", { name: t.code.code, exact: true });
const firstName = (page: Page) => page.getByRole("textbox", { name: t.details.firstName, exact: true });
const lastName = (page: Page) => page.getByRole("textbox", { name: t.details.lastName, exact: true });
const email = (page: Page) => page.getByRole("textbox", { name: t.details.email, exact: true });
const password = (page: Page) => page.getByLabel(t.details.password, { exact: true });
const terms = (page: Page) => page.getByRole("checkbox", { name: t.details.terms });
const alertWith = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

async function outboxCount(to: string): Promise<number> {
  const res = await fetch(sandboxUrl(`/sandbox/outbox?to=${encodeURIComponent(to)}`));
  return ((await res.json()) as { messages: unknown[] }).messages.length;
}

/** The registration this tab keeps, as the sandbox has it. */
async function sandboxRegistration(page: Page): Promise<Record<string, any>> {
  const id = await page.evaluate(
    (key) => JSON.parse(window.sessionStorage.getItem(key) ?? "null")?.registrationId ?? null,
    REGISTRATION_STORAGE_KEY,
  );
  if (typeof id !== "string") throw new Error("no registration kept in the tab");
  const res = await fetch(sandboxUrl(`/identity/registration/${encodeURIComponent(id)}`));
  return (await res.json()) as Record<string, any>;
}

async function fillDetails(page: Page, who: { first: string; last: string; email: string }): Promise<void> {
  await firstName(page).fill(who.first);
  await lastName(page).fill(who.last);
  await email(page).fill(who.email);
  await password(page).fill(PASSWORD);
  await terms(page).check();
}

async function createAndConfirm(page: Page): Promise<void> {
  await page.getByRole("button", { name: t.details.submit }).click();
  const dialog = page.getByRole("alertdialog", { name: t.details.confirmTitle });
  await dialog.getByRole("button", { name: t.details.confirm }).click();
}

test("a visitor follows 'Creează cont' from /login, proves the number by SMS, gives the details and lands signed in with their name", async () => {
  const context = await newContext(browser, 1280, 900);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const who = { first: "Ana", last: "Stoica", email: `ana.stoica.${Date.now()}@example.ro` };
  try {
    await page.goto(siteUrl("/login"), { waitUntil: "load" });
    await page.getByRole("link", { name: "Creează cont" }).click();
    await page.waitForURL((url) => url.pathname === REGISTRATION_PATH);
    // Typed as soon as the form is there: no wait for hydration.
    await option(page, t.number.options.EXISTING_NUMBER.label).check();
    await phoneField(page).fill("0722 000 111");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: t.number.submit }).click();

    await codeField(page).waitFor({ timeout: 20000 });
    await page.getByText(t.code.sent(CUSTOMER)).waitFor();
    await page.getByText(/Poți cere un cod nou în \d+ (de )?secunde/).waitFor();
    const started = await sandboxRegistration(page);
    expect(started.vetting).toMatchObject({ msisdn: CUSTOMER, option: "EXISTING_NUMBER", currentStep: "CODE_SENT", operator: "VDF" });
    expect(await axeViolations(page)).toEqual([]);

    // A reload shows the same step (kept in the tab, confirmed by the gateway).
    await page.reload({ waitUntil: "load" });
    await codeField(page).waitFor({ timeout: 20000 });
    await page.getByText(t.code.sent(CUSTOMER)).waitFor();
    const kept = await page.evaluate((key) => window.sessionStorage.getItem(key) ?? "", REGISTRATION_STORAGE_KEY);
    expect(kept).toContain("CODE_SENT");

    await codeField(page).fill(await latestCode(CUSTOMER));
    await page.getByRole("button", { name: t.code.confirm }).click();
    await firstName(page).waitFor({ timeout: 20000 });
    expect((await sandboxRegistration(page)).vetting.currentStep).toBe("CODE_VALIDATED");
    expect(await axeViolations(page)).toEqual([]);

    await fillDetails(page, who);
    await page.getByRole("button", { name: t.details.submit }).click();
    const dialog = page.getByRole("alertdialog", { name: t.details.confirmTitle });
    await dialog.getByText(t.details.confirmText(CUSTOMER, who.email)).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: t.details.confirm }).click();

    // Signed in on self-care: the header shows their name; the tokens are stored as a sign-in stores them.
    await settlesOn(page, "/ecare/dashboard");
    await page.getByText(`${who.first} ${who.last}`, { exact: true }).first().waitFor({ timeout: 20000 });
    await page.getByRole("button", { name: "Ieși din cont" }).waitFor();
    expect(storedAccessTokens(await storedState(page)).length).toBeGreaterThan(0);
    expect(holdsSsoTokens(await storedState(page))).toBe(true);
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), REGISTRATION_STORAGE_KEY)).toBeNull();

    // The sandbox agrees: the account signs in with its e-mail and password and is the customer's.
    const me = await gatewayUserInfo(who.email);
    expect(me).toMatchObject({
      firstName: who.first,
      lastName: who.last,
      email: who.email,
      phoneNumber: CUSTOMER,
      ssoRoles: ["ContractOwner"],
      selectedBan: "100000111",
    });

    // And a reload stays signed in.
    await page.reload({ waitUntil: "load" });
    await page.getByText(`${who.first} ${who.last}`, { exact: true }).first().waitFor({ timeout: 20000 });
    expect(pathOf(page)).toBe("/ecare/dashboard");
    expect(errors.filter((e) => e.startsWith("pageerror"))).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a number that already has an account is refused with a clear message, before any SMS; the number stays", async () => {
  const context = await newContext(browser, 412, 823);
  const page = await context.newPage();
  try {
    const before = await outboxCount(TAKEN);
    await page.goto(siteUrl(REGISTRATION_PATH), { waitUntil: "load" });
    await option(page, t.number.options.EXISTING_NUMBER.label).check();
    await phoneField(page).fill(TAKEN);
    await page.getByRole("button", { name: t.number.submit }).click();
    const alert = alertWith(page, t.refusals.accountExists);
    await alert.waitFor({ timeout: 20000 });
    await alert.getByRole("link", { name: t.signInLink }).waitFor();
    expect(await phoneField(page).inputValue()).toBe(TAKEN);
    expect(await option(page, t.number.options.EXISTING_NUMBER.label).isChecked()).toBe(true);
    expect(pathOf(page)).toBe(REGISTRATION_PATH);
    expect(await outboxCount(TAKEN)).toBe(before);
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a 500 on each registration call shows the catalogued ribbon and keeps what was typed; the next try goes through", async () => {
  const context = await newContext(browser, 1280, 900);
  const page = await context.newPage();
  const who = { first: "Irina", last: "Pavel", email: `irina.pavel.${Date.now()}@example.ro` };
  const unavailable = roErrors.general.unavailable;
  try {
    await page.goto(siteUrl(REGISTRATION_PATH), { waitUntil: "load" });
    await option(page, t.number.options.EXISTING_NUMBER.label).check();
    await phoneField(page).fill(CUSTOMER_FOR_FAULTS);

    // Start: the code could not be sent.
    await injectFault({ pathPattern: "/identity/registration", method: "POST", status: 500 });
    await page.getByRole("button", { name: t.number.submit }).click();
    await alertWith(page, t.failed.start).filter({ hasText: unavailable }).waitFor({ timeout: 20000 });
    expect(await phoneField(page).inputValue()).toBe(CUSTOMER_FOR_FAULTS);
    expect(await option(page, t.number.options.EXISTING_NUMBER.label).isChecked()).toBe(true);
    expect(await outboxCount(CUSTOMER_FOR_FAULTS)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await clearFaults();
    await page.getByRole("button", { name: t.number.submit }).click();
    await codeField(page).waitFor({ timeout: 20000 });

    // Code: it could not be checked; the code typed stays.
    const code = await latestCode(CUSTOMER_FOR_FAULTS);
    await codeField(page).fill(code);
    await injectFault({ pathPattern: "/identity/registration/*/code", method: "POST", status: 500 });
    await page.getByRole("button", { name: t.code.confirm }).click();
    await alertWith(page, t.failed.code).filter({ hasText: unavailable }).waitFor({ timeout: 20000 });
    expect(await codeField(page).inputValue()).toBe(code);
    expect((await sandboxRegistration(page)).vetting.currentStep).toBe("CODE_SENT");
    await clearFaults();
    await page.getByRole("button", { name: t.code.confirm }).click();
    await firstName(page).waitFor({ timeout: 20000 });

    // Account: it could not be made; every field stays as typed, nobody is signed in.
    await fillDetails(page, who);
    await injectFault({ pathPattern: "/identity/registration/*/account", method: "POST", status: 500 });
    await createAndConfirm(page);
    await alertWith(page, t.failed.account).filter({ hasText: unavailable }).waitFor({ timeout: 20000 });
    expect(await firstName(page).inputValue()).toBe(who.first);
    expect(await lastName(page).inputValue()).toBe(who.last);
    expect(await email(page).inputValue()).toBe(who.email);
    expect(await password(page).inputValue()).toBe(PASSWORD);
    expect(await terms(page).isChecked()).toBe(true);
    // No sign-in happened (an anonymous shop session, if any, may stay).
    expect(holdsSsoTokens(await storedState(page))).toBe(false);
    expect((await sandboxRegistration(page)).vetting.currentStep).toBe("CODE_VALIDATED");
    expect(await axeViolations(page)).toEqual([]);

    await clearFaults();
    await createAndConfirm(page);
    await settlesOn(page, "/ecare/dashboard");
    await page.getByText(`${who.first} ${who.last}`, { exact: true }).first().waitFor({ timeout: 20000 });
  } finally {
    await context.close();
  }
});
