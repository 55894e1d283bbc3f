// cartela-sim's business view (issue 27; SPEC §7 "Bar/unbar" GET /list?owner, GET /count, POST /list/{id}/{action};
// SPEC §6 roles) in Chromium against the sandbox, as a company's administrator uses it: business.chooser types a
// number into the search as soon as the field shows (kept and used), blocks and unblocks an employee's line on BAN
// 500000503 (the sandbox and a reload agree), blocks three lines in ONE confirmed bulk action (all three suspended in
// the sandbox); a 500 on the list and on the action shows the catalogued ribbon while the filters stay as typed; axe
// finds nothing for business.chooser (dialog closed and open) and business.delegated. One sign-in per persona.
// Lines used: 0729100280–0729100289 of BAN 500000503 only (other files share the sandbox); each is made active first.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { launch, siteUrl } from "./support/browser";
import { sandboxUrl } from "./support/cms";
import { clearFaults, injectFault } from "./support/faults";
import { accessTokenOf, gatewayGet } from "./support/identity";
import { signedIn, type Signed } from "./support/signIn";
import { roErrors } from "../../src/i18n/ro/errors";
import { roFleetSims } from "../../src/i18n/ro/fleetSims";

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

const t = roFleetSims;
const PAGE = "/ecare/setari-cont/cartela-sim";
const CHOOSER = "business.chooser";
const ONE = "0729100280";
const BULK = ["0729100281", "0729100282", "0729100283"];
const FAILING = "0729100284";
const MINE = ["0729100280", "0729100281", "0729100282", "0729100283", "0729100284"];
/** Retries with back-off come first for a 5xx (SPEC §9): the ribbon shows after them. */
const RIBBON_TIMEOUT = 30000;

type Line = { msisdn: string; ban: string; status: string };

const linesCard = (page: Page) => page.getByRole("region", { name: t.list.heading });
const searchBox = (page: Page) => linesCard(page).getByRole("searchbox", { name: t.filters.search });
const confirmation = (page: Page, name: string) => page.getByRole("alertdialog", { name }).or(page.getByRole("dialog", { name }));
const lineButton = (page: Page, name: string) => linesCard(page).getByRole("button", { name, exact: true });
const statusOf = async (msisdn: string) => (await gatewayGet<Line[]>(CHOOSER, `/bar-unbar/list?q=${msisdn}`))[0]?.status;

/** Every line this file uses active again, straight through the gateway as the chooser (empty body). */
async function activateMine(): Promise<void> {
  const token = await accessTokenOf(CHOOSER);
  for (const msisdn of MINE) {
    if ((await statusOf(msisdn)) === "active") continue;
    const res = await fetch(sandboxUrl(`/bar-unbar/list/${msisdn}/unbar`), {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) throw new Error(`unbar ${msisdn}: ${res.status} ${await res.text()}`);
  }
}

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function quiet(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, { timeout: 30000 });
}

describe("business.chooser on cartela-sim: the company's lines", () => {
  let signed: Signed;
  beforeAll(async () => {
    await activateMine();
    signed = await signedIn(browser, CHOOSER);
  });
  afterAll(async () => {
    await signed?.context.close();
    await clearFaults();
    await activateMine();
  });

  it("a number typed into the search as soon as it shows is kept and used (the address and the list follow it)", async () => {
    const { page } = signed;
    await page.goto(siteUrl(PAGE));
    const search = searchBox(page);
    await search.fill(ONE, { timeout: 20000 });
    await search.press("Enter");
    await page.waitForURL((u) => u.pathname === PAGE && u.searchParams.get("q") === ONE, { timeout: 20000 });
    await lineButton(page, `Blochează ${ONE}`).waitFor({ timeout: 20000 });
    expect(await linesCard(page).locator("tbody tr").count()).toBe(1);
    expect(await search.inputValue()).toBe(ONE);
    await page.getByRole("region", { name: t.summary.heading }).getByText(t.summary.total).waitFor();
  });

  it("blocks and unblocks an employee's line of BAN 500000503 after a confirmation naming it (the sandbox and a reload agree)", async () => {
    const { page } = signed;
    await page.goto(siteUrl(`${PAGE}?q=${ONE}`));
    await lineButton(page, `Blochează ${ONE}`).click({ timeout: 20000 });
    const dialog = confirmation(page, t.line.confirmTitle.bar(ONE));
    expect(await dialog.textContent()).toContain("Apelurile și SMS-urile primite vor funcționa în continuare");
    await dialog.getByRole("button", { name: t.confirm }).click();
    await linesCard(page)
      .getByRole("status")
      .filter({ hasText: t.line.done.bar(ONE) })
      .waitFor({ timeout: 20000 });
    expect(await statusOf(ONE)).toBe("suspended");

    await page.reload();
    const unblock = lineButton(page, `Deblochează ${ONE}`);
    await unblock.waitFor({ timeout: 20000 });
    await linesCard(page)
      .getByRole("row", { name: new RegExp(ONE) })
      .getByText(t.list.states.blocked)
      .waitFor();
    expect(await searchBox(page).inputValue()).toBe(ONE);
    await unblock.click();
    await confirmation(page, t.line.confirmTitle.unbar(ONE)).getByRole("button", { name: t.confirm }).click();
    await linesCard(page)
      .getByRole("status")
      .filter({ hasText: t.line.done.unbar(ONE) })
      .waitFor({ timeout: 20000 });
    expect(await statusOf(ONE)).toBe("active");
    await page.reload();
    await lineButton(page, `Blochează ${ONE}`).waitFor({ timeout: 20000 });
  });

  it("blocks three lines of BAN 500000503 in one confirmed bulk action: all three suspended in the sandbox", async () => {
    const { page } = signed;
    await page.goto(siteUrl(`${PAGE}?ban=500000503&q=072910028`));
    await lineButton(page, `Blochează ${BULK[0]}`).waitFor({ timeout: 20000 });
    for (const msisdn of BULK)
      await linesCard(page)
        .getByRole("checkbox", { name: `Selectează ${msisdn}` })
        .check();
    const bulk = linesCard(page).getByRole("group", { name: t.bulk.heading });
    await bulk.getByText(t.selection.count(3)).waitFor();
    await bulk.getByRole("button", { name: t.bulk.buttons.bar, exact: true }).click();
    const dialog = confirmation(page, t.bulk.confirmTitle.bar(3));
    for (const msisdn of BULK) expect(await dialog.textContent()).toContain(msisdn);
    expect(await page.getByRole("alertdialog").or(page.getByRole("dialog")).count()).toBe(1);
    await dialog.getByRole("button", { name: t.confirm }).click();
    await linesCard(page)
      .getByRole("status")
      .filter({ hasText: t.bulk.allDone.bar(3) })
      .waitFor({ timeout: 30000 });
    for (const msisdn of BULK) expect([msisdn, await statusOf(msisdn)]).toEqual([msisdn, "suspended"]);
    for (const msisdn of BULK) await lineButton(page, `Deblochează ${msisdn}`).waitFor();
  });

  it("a 500 on the list shows the catalogued ribbon; the filters stay as typed", async () => {
    const { page } = signed;
    await page.goto(siteUrl(`${PAGE}?ban=500000503`));
    await linesCard(page).getByRole("table").waitFor({ timeout: 20000 });
    await injectFault({ pathPattern: "/bar-unbar/list", method: "GET", status: 500 });
    await searchBox(page).fill("Lazar");
    await searchBox(page).press("Enter");
    const alert = linesCard(page).getByRole("alert").filter({ hasText: t.list.error });
    await alert.waitFor({ timeout: RIBBON_TIMEOUT });
    expect(await alert.textContent()).toContain(roErrors.general.unavailable);
    expect(await searchBox(page).inputValue()).toBe("Lazar");
    expect(await linesCard(page).getByRole("combobox", { name: t.filters.account }).inputValue()).toBe("500000503");
    // Once the back end answers again, the ribbon's retry shows the list.
    await clearFaults();
    await alert.getByRole("button", { name: roErrors.retry }).click();
    await linesCard(page).getByRole("table").waitFor({ timeout: 20000 });
  });

  it("a 500 on the action shows the catalogued ribbon; the line stays active and the filters stay", async () => {
    const { page } = signed;
    await page.goto(siteUrl(`${PAGE}?q=${FAILING}`));
    const block = lineButton(page, `Blochează ${FAILING}`);
    await block.waitFor({ timeout: 20000 });
    await injectFault({ pathPattern: "/bar-unbar/list/*/bar", method: "POST", status: 500 });
    await block.click();
    await confirmation(page, t.line.confirmTitle.bar(FAILING)).getByRole("button", { name: t.confirm }).click();
    const alert = linesCard(page)
      .getByRole("alert")
      .filter({ hasText: t.line.failed.bar(FAILING) });
    await alert.waitFor({ timeout: RIBBON_TIMEOUT });
    expect(await alert.textContent()).toContain(roErrors.general.unavailable);
    expect(await searchBox(page).inputValue()).toBe(FAILING);
    expect(await lineButton(page, `Blochează ${FAILING}`).isEnabled()).toBe(true);
    expect(await statusOf(FAILING)).toBe("active");
  });

  it("axe: no WCAG 2.2 AA violations, with the bulk confirmation closed and open", async () => {
    const { page } = signed;
    // The reserved lines 0729100280–89 are past the account's first page: the search brings them onto it.
    await page.goto(siteUrl(`${PAGE}?ban=500000503&q=072910028`));
    await linesCard(page).getByRole("table").waitFor({ timeout: 20000 });
    await quiet(page);
    expect(await axeViolations(page)).toEqual([]);
    await linesCard(page)
      .getByRole("checkbox", { name: `Selectează ${FAILING}` })
      .check();
    await linesCard(page).getByRole("button", { name: t.bulk.buttons.bar, exact: true }).click();
    const dialog = confirmation(page, t.bulk.confirmTitle.bar(1));
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: t.cancel }).click();
    expect(await dialog.count()).toBe(0);
    expect(await statusOf(FAILING)).toBe("active");
  });
});

test("business.delegated sees only the lines of BAN 500000502, and axe finds nothing", async () => {
  const { page, context, errors } = await signedIn(browser, "business.delegated");
  try {
    await page.goto(siteUrl(PAGE));
    await linesCard(page).getByRole("table").waitFor({ timeout: 20000 });
    const account = linesCard(page).getByRole("combobox", { name: t.filters.account });
    expect(await account.locator("option").allTextContents()).toEqual([t.filters.anyAccount, "500000502"]);
    const rows = await gatewayGet<Line[]>("business.delegated", "/bar-unbar/list?limit=50");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((l) => l.ban === "500000502")).toBe(true);
    await quiet(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
