// Issue 28 "Verifică adresa" on the home-services listing (/fixe) in Chromium against the sandbox, as a visitor does
// it: the keyboard alone through Județ → Localitate → Stradă → Număr (APG combobox: type, Down, Enter, Tab) to a
// fibre address of the contract (docs/portin-address-contract.md "Known addresses"), whose speeds are the sandbox's
// TMF645 answer and survive a reload; an address without coverage says so and offers nothing; a 500 on each call
// family (the address search, the qualification) shows the catalogued ribbon while what was chosen stays; axe finds
// nothing with a listbox open nor with an answer shown. Plain contexts: no request is routed or intercepted.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { launch, newContext, siteUrl, watchErrors } from "./support/browser";
import { gatewayUrl } from "./support/cms";
import { clearFaults, injectFault } from "./support/faults";
import { roAddressCheck } from "../../src/i18n/ro/addressCheck";
import { roErrors } from "../../src/i18n/ro/errors";
import { roFixedOrder } from "../../src/i18n/ro/fixedOrder";
import type { CascadeLevel } from "../../src/domain/address/cascade";

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
/** Retries with back-off come first for a 5xx (SPEC §9): the ribbon shows after them. */
const RIBBON_TIMEOUT = 30000;

const field = (page: Page, level: CascadeLevel) => page.getByRole("combobox", { name: t.fields[level], exact: true });
const checkButton = (page: Page) => page.getByRole("button", { name: t.check, exact: true });
const answer = (page: Page, address: string) => page.getByRole("region", { name: t.result.heading(address) });
const ribbon = (page: Page, what: string) => page.getByRole("alert").filter({ hasText: what });

async function open(): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(siteUrl(LISTING));
  return { page, errors, close: () => context.close() };
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The id of the focused element. */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

/** Tab from the top of the page until the county field has the focus (keyboard only). */
async function tabToCounty(page: Page): Promise<void> {
  const id = (await field(page, "county").getAttribute("id")) ?? "";
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press("Tab");
    if ((await focusedId(page)) !== id) continue;
    // The focus reached the page's own field, which fetches the check's code; keys go on in the check's field.
    await page.waitForFunction((fid) => document.getElementById(fid)?.getAttribute("aria-describedby")?.includes("-status") === true, id, {
      timeout: 20000,
    });
    return;
  }
  throw new Error("the county field was never reached with Tab");
}

/**
 * In the focused combobox: types `typed`, waits for the listbox to offer `option`, moves the highlight with Down
 * until aria-activedescendant is that option, takes it with Enter. Focus stays in the field throughout.
 */
async function chooseWithKeys(page: Page, level: CascadeLevel, typed: string, option: string): Promise<void> {
  const input = field(page, level);
  expect(await focusedId(page)).toBe(await input.getAttribute("id"));
  await page.keyboard.type(typed, { delay: 30 });
  const list = page.getByRole("listbox", { name: t.fields[level], exact: true });
  await list.getByRole("option", { name: option, exact: true }).waitFor({ timeout: 20000 });
  // The search has settled: the count is announced only while no search is under way.
  const inputId = (await input.getAttribute("id")) ?? "";
  await page
    .locator(`[id="${inputId}-status"]`)
    .filter({ hasText: /rezultat/ })
    .waitFor({ timeout: 20000 });
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("ArrowDown");
    // The highlighted option's text, read in one step (a later answer may replace the list between two reads).
    const active = await input.evaluate((el) => {
      const id = el.getAttribute("aria-activedescendant");
      return id ? (document.getElementById(id)?.textContent ?? null) : null;
    });
    if (active === option) break;
  }
  await page.keyboard.press("Enter");
  expect(await input.inputValue()).toBe(option);
  expect(await input.getAttribute("aria-expanded")).toBe("false");
  expect(await focusedId(page)).toBe(await input.getAttribute("id"));
}

/** What the sandbox answers for an address (the public TMF645 query, as the page asks it). */
async function sandboxQualification(addressId: string): Promise<any> {
  const res = await fetch(gatewayUrl("/service-qualification/queryServiceQualification"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      instantSyncQualification: true,
      searchCriteria: { service: { place: [{ id: addressId, role: "installationAddress", "@referredType": "GeographicAddress" }] } },
    }),
  });
  expect(res.status).toBe(200);
  return res.json();
}

test("keyboard alone: Județ → Localitate → Stradă → Număr to a fibre address in Brașov; the sandbox's speeds; a reload shows the same", async () => {
  const { page, close, errors } = await open();
  try {
    await tabToCounty(page);
    await chooseWithKeys(page, "county", "brasov", "Brașov");
    // Each field opens once the one before is chosen.
    expect(await field(page, "street").isDisabled()).toBe(true);
    await page.keyboard.press("Tab");
    await chooseWithKeys(page, "locality", "brasov", "Brașov");
    await page.keyboard.press("Tab");
    await chooseWithKeys(page, "street", "republicii", "Strada Republicii");
    await page.keyboard.press("Tab");
    await chooseWithKeys(page, "number", "10", "10");
    // A house: no flat to choose; Tab reaches the button, Enter presses it.
    expect(await page.getByRole("combobox", { name: t.fields.flat }).count()).toBe(0);
    await page.keyboard.press("Tab");
    expect(await focusedId(page)).toBe("");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t.check);
    await page.keyboard.press("Enter");

    const address = "Strada Republicii nr. 10, Brașov, județul Brașov";
    const result = answer(page, address);
    await result.waitFor({ timeout: 20000 });
    await result.getByText(t.result.qualified).waitFor();
    const sandbox = await sandboxQualification("BV.brasov.strada-republicii.10");
    const internet = sandbox.serviceQualificationItem.find((i: any) => i.id === "internet");
    const speeds: number[] = internet.service.serviceCharacteristic.find((c: any) => c.name === "downloadSpeedMbps").value;
    expect(speeds).toEqual([300, 500, 1000]);
    await result.getByText(`fibră optică, ${t.result.speeds(speeds)}`, { exact: false }).waitFor();
    // The page's fibre offers are marked available, each with its "Adaugă în coș" (fixedOrder.e2e.ts orders one).
    const offers = result.getByRole("list", { name: t.result.offers });
    await offers.getByRole("listitem").filter({ hasText: "Internet Fibră 1 Gbps" }).getByText(t.result.offerAvailable).waitFor();
    await result.getByText(roFixedOrder.orderable).waitFor();

    await page.reload();
    await answer(page, address).getByText(t.result.qualified).waitFor({ timeout: 20000 });
    expect(await field(page, "county").inputValue()).toBe("Brașov");
    expect(await field(page, "number").inputValue()).toBe("10");
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

test("typed at once: an address in Timișoara without coverage says so, with the reason and the phone path, and offers nothing", async () => {
  const { page, close } = await open();
  try {
    // Typed as soon as the field shows (no wait for hydration or for the check's code).
    await field(page, "county").fill("tim");
    await page.getByRole("option", { name: "Timiș", exact: true }).click();
    await field(page, "locality").click();
    await page.keyboard.type("timisoara");
    await page.getByRole("option", { name: "Timișoara", exact: true }).click();
    await field(page, "street").click();
    await page.keyboard.type("viilor");
    await page.getByRole("option", { name: "Aleea Viilor", exact: true }).click();
    await field(page, "number").click();
    await page.keyboard.type("2");
    await page.getByRole("option", { name: "2", exact: true }).click();
    await checkButton(page).click();

    const result = answer(page, "Aleea Viilor nr. 2, Timișoara, județul Timiș");
    await result.getByText(t.result.none).waitFor({ timeout: 20000 });
    await result.getByText("Adresa nu este în aria de acoperire a rețelei fixe.", { exact: false }).first().waitFor();
    await result.getByText(t.result.phone).waitFor();
    const marks = result.getByRole("list", { name: t.result.offers }).getByRole("listitem");
    const n = await marks.count();
    expect(n).toBeGreaterThan(0);
    expect(await marks.filter({ hasText: t.result.offerUnavailable }).count()).toBe(n);
    await result.getByText(roFixedOrder.nothingOrderable).waitFor();
    const sandbox = await sandboxQualification("TM.timisoara.aleea-viilor.2");
    expect(sandbox.qualificationResult).toBe("unqualified");
  } finally {
    await close();
  }
});

test("a 500 on the qualification shows the catalogued ribbon and keeps the address; once it answers, the check works", async () => {
  const { page, close } = await open();
  try {
    await injectFault({ pathPattern: "/service-qualification/**", method: "POST", status: 500 });
    await field(page, "county").fill("cluj");
    await page.getByRole("option", { name: "Cluj", exact: true }).click();
    await field(page, "locality").click();
    await page.keyboard.type("cluj");
    await page.getByRole("option", { name: "Cluj-Napoca", exact: true }).click();
    await field(page, "street").click();
    await page.keyboard.type("dorobantilor");
    await page.getByRole("option", { name: "Calea Dorobanților", exact: true }).click();
    await field(page, "number").click();
    await page.keyboard.type("5");
    await page.getByRole("option", { name: "5", exact: true }).click();
    // A block: the flat may be chosen, and need not be.
    await field(page, "flat").waitFor();
    await checkButton(page).click();

    const failure = ribbon(page, t.error);
    await failure.waitFor({ timeout: RIBBON_TIMEOUT });
    await failure.getByText(roErrors.general.unavailable, { exact: false }).waitFor();
    expect(await field(page, "county").inputValue()).toBe("Cluj");
    expect(await field(page, "street").inputValue()).toBe("Calea Dorobanților");
    expect(await field(page, "number").inputValue()).toBe("5");

    await clearFaults();
    await checkButton(page).click();
    const result = answer(page, "Calea Dorobanților nr. 5, Cluj-Napoca, județul Cluj");
    await result.getByText(t.result.qualified).waitFor({ timeout: 20000 });
    await result.getByText("cablu", { exact: false }).first().waitFor();
    expect(await failure.count()).toBe(0);
  } finally {
    await close();
  }
});

test("a 500 on the address search shows the catalogued ribbon; what was chosen and typed stays", async () => {
  const { page, close } = await open();
  try {
    await field(page, "county").fill("bras");
    await page.getByRole("option", { name: "Brașov", exact: true }).click();
    await injectFault({ pathPattern: "/geographic-address/**", method: "GET", status: 500 });
    await field(page, "locality").click();
    await page.keyboard.type("fag");
    const failure = ribbon(page, t.optionsError);
    await failure.waitFor({ timeout: RIBBON_TIMEOUT });
    expect(await field(page, "county").inputValue()).toBe("Brașov");
    expect(await field(page, "locality").inputValue()).toBe("fag");
    await clearFaults();
    await failure.getByRole("button", { name: roErrors.retry }).click();
    await failure.waitFor({ state: "detached", timeout: 20000 });
  } finally {
    await close();
  }
});

test("axe: no WCAG 2.2 AA violations on /fixe with the county listbox open, nor with an answer shown", async () => {
  const { page, close, errors } = await open();
  try {
    await field(page, "county").fill("b");
    await page.getByRole("listbox", { name: t.fields.county, exact: true }).getByRole("option").first().waitFor({ timeout: 20000 });
    await page.keyboard.press("ArrowDown");
    expect(await field(page, "county").getAttribute("aria-expanded")).toBe("true");
    expect(await field(page, "county").getAttribute("aria-activedescendant")).toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("option", { name: "Brașov", exact: true }).click();
    await field(page, "locality").click();
    await page.keyboard.type("brasov");
    await page.getByRole("option", { name: "Brașov", exact: true }).click();
    await field(page, "street").click();
    await page.keyboard.type("republicii");
    await page.getByRole("option", { name: "Strada Republicii", exact: true }).click();
    await field(page, "number").click();
    await page.keyboard.type("10");
    await page.getByRole("option", { name: "10", exact: true }).click();
    await checkButton(page).click();
    await answer(page, "Strada Republicii nr. 10, Brașov, județul Brașov").getByText(t.result.qualified).waitFor({ timeout: 20000 });
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
