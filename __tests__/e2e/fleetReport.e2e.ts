// raport-sumar-flota and the account specialist (issue 27; SPEC §2 "raport-sumar-flota is only for chooser", SPEC §3
// account specialist, SPEC §7 fleet reports and account specialist) in Chromium against the sandbox, as a company's
// administrator uses them: business.chooser types the period as soon as the form shows, generates a CSV report for
// account 500000503, follows it in the live status and downloads it — a CSV with one row per line of that account,
// as many as the sandbox counts — and a reload shows the same report; an XLSX's download names its format;
// business.delegated is sent to date-personale and the sandbox refuses them; the specialist card is on the chooser's
// dashboard; a 500 on the report request and on the specialist call shows the catalogued ribbon and keeps what was
// chosen; axe finds nothing on the new page.
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { launch, settlesOn, siteUrl } from "./support/browser";
import { clearFaults, injectFault } from "./support/faults";
import { gatewayGet } from "./support/identity";
import { signedIn as signIn, type Signed } from "./support/signIn";
import { PATHS } from "../../src/domain/guards/paths";
import { defaultPeriod, monthOfDate, monthText, periodLabel } from "../../src/domain/fleetReport/reportRequest";
import { formatPhoneRo } from "../../src/domain/account/specialist";
import { roAccountSpecialist } from "../../src/i18n/ro/accountSpecialist";
import { roErrors } from "../../src/i18n/ro/errors";
import { roFleetReport } from "../../src/i18n/ro/fleetReport";

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

const f = roFleetReport.form;
const r = roFleetReport.report;
const PAGE = PATHS.fleetSummary;
const ACCOUNT = "500000503";
/** Retries with back-off come first for a 5xx (SPEC §9): the ribbon shows after them. */
const RIBBON_TIMEOUT = 30000;
const signedIn = (username: string): Promise<Signed> => signIn(browser, username);
const formCard = (page: Page) => page.getByRole("region", { name: f.heading });
const downloadButton = (page: Page, format: "CSV" | "XLSX") =>
  formCard(page).getByRole("button", { name: new RegExp(`^Descarcă raportul \\(${format}, \\d+(,\\d)? (KB|MB)\\)$`) });
const reportIdOf = (page: Page) => new URL(page.url()).searchParams.get("raport");

/** Two whole months before this one, typed as a month field takes it. */
const NOW = monthOfDate(new Date());
const LAST = defaultPeriod(NOW).from;
const BEFORE_LAST = monthText(NOW.month <= 2 ? { year: NOW.year - 1, month: NOW.month + 10 } : { year: NOW.year, month: NOW.month - 2 });

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("business.chooser generates a CSV for 500000503 (typed at once) and downloads it: one row per line; a reload shows it", async () => {
  const { page, context } = await signedIn("business.chooser");
  try {
    await page.goto(siteUrl(PAGE));
    // Typed as soon as the form shows, not after the app settled.
    const from = formCard(page).getByLabel(f.from);
    await from.waitFor({ timeout: 20000 });
    await from.fill(BEFORE_LAST);
    await formCard(page).getByRole("checkbox", { name: ACCOUNT }).check();
    await formCard(page).getByRole("button", { name: f.generate }).click();

    const status = formCard(page).getByRole("status").filter({ hasText: r.generating });
    await status.waitFor({ timeout: 20000 });
    const ready = downloadButton(page, "CSV");
    await ready.waitFor({ timeout: 20000 });
    await formCard(page).getByRole("status").filter({ hasText: "Raportul este gata (CSV," }).waitFor();

    const id = reportIdOf(page);
    expect(id).toMatch(/^FR-\d+$/);
    const sandbox = await gatewayGet<any>("business.chooser", `/dxl-fleet-reports/${id}`);
    expect(sandbox).toMatchObject({ status: "completed", bans: [ACCOUNT], period: { from: BEFORE_LAST, to: LAST }, format: "csv" });
    const check = await gatewayGet<any>("business.chooser", `/dxl-fleet-reports/check-multiple-bans?ban=${ACCOUNT}`);
    const lines: number = check.bans[0].lineCount;
    expect(lines).toBeGreaterThanOrEqual(60);

    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 20000 }), ready.click()]);
    expect(download.suggestedFilename()).toBe(sandbox.file.name);
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.length).toBe(sandbox.file.size);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes
      .toString("utf8")
      .slice(1)
      .split("\r\n")
      .filter((row) => row !== "");
    expect(rows[0]!.split(";")[0]).toBe("Număr");
    const data = rows.slice(1).map((row) => row.split(";"));
    expect(data).toHaveLength(lines);
    expect(new Set(data.map((row) => row[0])).size).toBe(lines);
    expect(data.every((row) => row[1] === ACCOUNT)).toBe(true);
    await formCard(page)
      .getByRole("status")
      .filter({ hasText: r.downloaded(sandbox.file.name) })
      .waitFor();

    // The followed report is in the address: a reload shows it, ready, with the same download.
    await page.reload();
    await downloadButton(page, "CSV").waitFor({ timeout: 20000 });
    await formCard(page)
      .getByText(periodLabel({ from: BEFORE_LAST, to: LAST }))
      .waitFor();
  } finally {
    await context.close();
  }
});

test("an XLSX report's download names its format and size", async () => {
  const { page, context } = await signedIn("business.chooser");
  try {
    await page.goto(siteUrl(PAGE));
    await formCard(page).getByRole("checkbox", { name: ACCOUNT }).check({ timeout: 20000 });
    await formCard(page).getByRole("radio", { name: f.xlsx }).check();
    await formCard(page).getByRole("button", { name: f.generate }).click();
    const ready = downloadButton(page, "XLSX");
    await ready.waitFor({ timeout: 20000 });
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 20000 }), ready.click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    expect([...fs.readFileSync((await download.path())!).subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  } finally {
    await context.close();
  }
});

test("business.delegated is sent to date-personale (with the specialist card); the sandbox refuses them", async () => {
  const { page, context } = await signedIn("business.delegated");
  try {
    await page.goto(siteUrl(PAGE));
    await settlesOn(page, PATHS.personalData);
    await page.getByRole("region", { name: roAccountSpecialist.heading }).getByText("Andreea Ionescu").waitFor({ timeout: 20000 });
    await expect(gatewayGet("business.delegated", "/dxl-fleet-reports/check-multiple-bans")).rejects.toThrow(/: 403 /);
  } finally {
    await context.close();
  }
});

test("the account specialist card is on the chooser's dashboard, as the sandbox says", async () => {
  const party = await gatewayGet<any>("business.chooser", "/dxl-account-specialist/CUST-EBU-5000");
  const voice = party.relatedParty.find((p: { name: string }) => p.name === "Voice Specialist");
  const data = party.relatedParty.find((p: { name: string }) => p.name === "Data Specialist");
  const { page, context } = await signedIn("business.chooser");
  try {
    await page.goto(siteUrl(PATHS.dashboard));
    const card = page.getByRole("region", { name: roAccountSpecialist.heading });
    await card.getByRole("heading", { level: 3, name: roAccountSpecialist.kinds.voiceSpecialist }).waitFor({ timeout: 20000 });
    await card.getByText(voice.fullName).waitFor();
    await card.getByText(data.fullName).waitFor();
    expect(await card.getByRole("link", { name: voice.emailAddress }).getAttribute("href")).toBe(`mailto:${voice.emailAddress}`);
    expect(await card.getByRole("link", { name: formatPhoneRo(data.phoneNumber) }).getAttribute("href")).toBe("tel:+40372000102");
    // The billing contact is no specialist.
    expect(await card.getByText("Birou facturare business").count()).toBe(0);
  } finally {
    await context.close();
  }
});

describe("a 500 on each call family shows the catalogued ribbon and keeps what was chosen", () => {
  it("the report request: the ribbon next to the button; the accounts, format and period stay", async () => {
    await injectFault({ pathPattern: "^/dxl-fleet-reports/?$", method: "POST", status: 500 });
    const { page, context } = await signedIn("business.chooser");
    try {
      await page.goto(siteUrl(PAGE));
      const form = formCard(page);
      const from = form.getByLabel(f.from);
      await from.waitFor({ timeout: 20000 });
      await from.fill(BEFORE_LAST);
      await form.getByRole("checkbox", { name: ACCOUNT }).check();
      await form.getByRole("radio", { name: f.xlsx }).check();
      await form.getByRole("button", { name: f.generate }).click();
      const alert = form.getByRole("alert").filter({ hasText: f.createError });
      await alert.waitFor({ timeout: RIBBON_TIMEOUT });
      expect(await alert.textContent()).toContain(roErrors.general.unavailable);
      expect(await form.getByRole("checkbox", { name: ACCOUNT }).isChecked()).toBe(true);
      expect(await form.getByRole("radio", { name: f.xlsx }).isChecked()).toBe(true);
      expect(await from.inputValue()).toBe(BEFORE_LAST);
      expect(await form.getByRole("button", { name: f.generate }).isEnabled()).toBe(true);
      expect(reportIdOf(page)).toBeNull();
    } finally {
      await context.close();
    }
  });

  it("the download: the ribbon beside the button; the report stays ready to download again", async () => {
    const { page, context } = await signedIn("business.chooser");
    try {
      await page.goto(siteUrl(PAGE));
      const form = formCard(page);
      await form.getByRole("checkbox", { name: ACCOUNT }).check({ timeout: 20000 });
      await form.getByRole("button", { name: f.generate }).click();
      const ready = downloadButton(page, "CSV");
      await ready.waitFor({ timeout: 20000 });
      await injectFault({ pathPattern: "/dxl-fleet-reports/*/download", method: "GET", status: 500 });
      await ready.click();
      const alert = form.getByRole("alert").filter({ hasText: r.downloadError });
      await alert.waitFor({ timeout: RIBBON_TIMEOUT });
      expect(await alert.textContent()).toContain(roErrors.general.unavailable);
      expect(await form.getByRole("checkbox", { name: ACCOUNT }).isChecked()).toBe(true);
      await clearFaults();
      const [download] = await Promise.all([page.waitForEvent("download"), ready.click()]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
    } finally {
      await context.close();
    }
  });

  it("the specialist: its card's ribbon, and the rest of the dashboard stays", async () => {
    await injectFault({ pathPattern: "/dxl-account-specialist/**", method: "GET", status: 500 });
    const { page, context } = await signedIn("business.chooser");
    try {
      await page.goto(siteUrl(PATHS.dashboard));
      const alert = page.getByRole("region", { name: roAccountSpecialist.heading }).getByRole("alert");
      await alert.waitFor({ timeout: RIBBON_TIMEOUT });
      expect(await alert.textContent()).toContain(`${roAccountSpecialist.error} ${roErrors.general.unavailable}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });
});

test("axe: no WCAG 2.2 AA violations on raport-sumar-flota for business.chooser", async () => {
  const { page, context, errors } = await signedIn("business.chooser");
  try {
    await page.goto(siteUrl(PAGE));
    // The accounts' check has answered (their lines are shown) and nothing is loading.
    await formCard(page)
      .getByText(/^\d+ (de )?linii$/)
      .first()
      .waitFor({ timeout: 20000 });
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, { timeout: 30000 });
    expect(await axeViolations(page)).toEqual([]);
    // With the domain's messages shown too.
    await formCard(page).getByRole("button", { name: f.generate }).click();
    await formCard(page).getByText(f.problems.noAccount).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
