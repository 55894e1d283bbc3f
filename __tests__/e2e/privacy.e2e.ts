// Issue 26's privacy consents page in Chromium against the sandbox, as a customer uses it (SPEC §3 gdprAttributes,
// SPEC §7 "GET (with ?skipCache) and POST GDPR settings"): postpaid.owner turns a marketing consent on and off, each
// confirmed, saved, agreed by the gateway (read with skipCache) and kept over a reload; a switch flipped as soon as it
// shows is what is saved; a 500 on the read and on the save shows the catalogued ribbon while the switches keep the
// choice; axe finds nothing, with the confirmation open too. Every test leaves postpaid.owner's consents as it found
// them (seeded: e-mail marketing and profiling granted, the rest off).
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { launch, siteUrl } from "./support/browser";
import { clearFaults, injectFault } from "./support/faults";
import { gatewayGet } from "./support/identity";
import { signedIn as signIn, type Signed } from "./support/signIn";
import { PATHS } from "../../src/domain/guards/paths";
import { roErrors } from "../../src/i18n/ro/errors";
import { roPrivacy as t } from "../../src/i18n/ro/privacy";

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

const OWNER = "postpaid.owner";
const CUSTOMER = "CUST-CBU-1001";
/** Retries with back-off come first for a 5xx (SPEC §9): the ribbon shows after them. */
const RIBBON_TIMEOUT = 30000;

type Settings = { gdprBasic: Record<string, boolean>; gdprAdvanced: Record<string, boolean> };
/** What the gateway holds now (past its cache). */
const stored = () => gatewayGet<Settings>(OWNER, `/dxl-gdpr/gdpr-settings/${CUSTOMER}?skipCache=true`);

const signedIn = (): Promise<Signed> => signIn(browser, OWNER);
const switchOf = (page: Page, name: string) => page.getByRole("switch", { name, exact: true });
const confirmation = (page: Page) =>
  page.getByRole("alertdialog", { name: t.confirmTitle }).or(page.getByRole("dialog", { name: t.confirmTitle }));
const ribbon = (page: Page, what: string) => page.getByRole("alert").filter({ hasText: what });
const savedStatus = (page: Page) => page.getByRole("status").filter({ hasText: t.saved });

async function openPrivacy(page: Page): Promise<void> {
  await page.goto(siteUrl(PATHS.privacy));
  await page.getByRole("heading", { level: 1, name: "Confidențialitate" }).waitFor({ timeout: 20000 });
}

const saveButton = (page: Page) => page.getByRole("button", { name: t.save, exact: true });

/**
 * Salvează → the confirmation (naming `names`) → Confirmă → the polite success, then the button says "Salvează" again:
 * the re-read with skipCache is over (the button says it re-reads while it does).
 */
async function saveConfirmed(page: Page, names: string[]): Promise<void> {
  await saveButton(page).click();
  const dialog = confirmation(page);
  await dialog.waitFor();
  const text = (await dialog.textContent()) ?? "";
  for (const name of names) expect(text).toContain(name);
  await dialog.getByRole("button", { name: t.confirm }).click();
  await savedStatus(page).waitFor({ timeout: 20000 });
  await saveButton(page).waitFor({ timeout: RIBBON_TIMEOUT });
}

test("postpaid.owner turns a marketing consent on, then off; each is confirmed, stored and survives a reload", async () => {
  const sms = t.purposes.marketingSms.name;
  expect(sms).toContain("marketing");
  expect((await stored()).gdprBasic.marketingSms).toBe(false);
  const { page, context } = await signedIn();
  try {
    await openPrivacy(page);
    const toggle = switchOf(page, sms);
    await toggle.waitFor({ timeout: 20000 });
    expect(await toggle.isChecked()).toBe(false);

    // The reload comes first: it reads without skipCache, so it shows the change only because the page re-read past
    // the gateway's cache after saving (the cache would otherwise answer the old value for minutes).
    await toggle.check();
    await saveConfirmed(page, [sms]);
    await page.reload();
    await switchOf(page, sms).waitFor({ timeout: 20000 });
    expect(await switchOf(page, sms).isChecked()).toBe(true);
    expect((await stored()).gdprBasic.marketingSms).toBe(true);

    await switchOf(page, sms).uncheck();
    await saveConfirmed(page, [sms]);
    await page.reload();
    await switchOf(page, sms).waitFor({ timeout: 20000 });
    expect(await switchOf(page, sms).isChecked()).toBe(false);
    expect((await stored()).gdprBasic.marketingSms).toBe(false);
    // The other purposes were not touched.
    expect(await switchOf(page, t.purposes.marketingEmail.name).isChecked()).toBe(true);
  } finally {
    await context.close();
  }
});

test("a switch flipped as soon as it shows is what is saved", async () => {
  const call = t.purposes.marketingCall.name;
  expect((await stored()).gdprBasic.marketingCall).toBe(false);
  const { page, context } = await signedIn();
  try {
    await page.goto(siteUrl(PATHS.privacy));
    // No wait for anything but the switch itself.
    await switchOf(page, call).click({ timeout: 20000 });
    await saveConfirmed(page, [call]);
    expect((await stored()).gdprBasic.marketingCall).toBe(true);

    await switchOf(page, call).click();
    await saveConfirmed(page, [call]);
    expect((await stored()).gdprBasic.marketingCall).toBe(false);
  } finally {
    await context.close();
  }
});

describe("a 500 on each call family shows its catalogued ribbon and the switches keep the choice", () => {
  it("read: the settings cannot be loaded", async () => {
    await injectFault({ pathPattern: "/dxl-gdpr/**", method: "GET", status: 500 });
    const { page, context } = await signedIn();
    try {
      await openPrivacy(page);
      const alert = ribbon(page, t.loadError);
      await alert.waitFor({ timeout: RIBBON_TIMEOUT });
      expect(await alert.textContent()).toContain(roErrors.general.unavailable);
      expect(await page.getByRole("switch").count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("save: nothing is stored, the switches stay as chosen", async () => {
    const { page, context } = await signedIn();
    try {
      await openPrivacy(page);
      const sms = switchOf(page, t.purposes.marketingSms.name);
      const partners = switchOf(page, t.purposes.partners.name);
      await sms.check({ timeout: 20000 });
      await partners.check();
      await injectFault({ pathPattern: "/dxl-gdpr/**", method: "POST", status: 500 });
      await saveButton(page).click();
      await confirmation(page).getByRole("button", { name: t.confirm }).click();
      const alert = ribbon(page, t.saveError);
      await alert.waitFor({ timeout: RIBBON_TIMEOUT });
      expect(await alert.textContent()).toContain(roErrors.general.unavailable);
      expect([await sms.isChecked(), await partners.isChecked()]).toEqual([true, true]);
      expect(await savedStatus(page).count()).toBe(0);
      await clearFaults();
      const now = await stored();
      expect([now.gdprBasic.marketingSms, now.gdprAdvanced.partners]).toEqual([false, false]);
    } finally {
      await context.close();
    }
  });

  it("read after a save (skipCache): saved, the re-read ribbon with a retry, the switch as chosen", async () => {
    const name = t.purposes.marketingSms.name;
    const { page, context } = await signedIn();
    try {
      await openPrivacy(page);
      await switchOf(page, name).check({ timeout: 20000 });
      await injectFault({ pathPattern: "/dxl-gdpr/**", method: "GET", status: 500 });
      await saveConfirmed(page, [name]);
      const alert = ribbon(page, t.rereadError);
      await alert.waitFor({ timeout: RIBBON_TIMEOUT });
      expect(await alert.textContent()).toContain(roErrors.general.unavailable);
      expect(await switchOf(page, name).isChecked()).toBe(true);
      await clearFaults();
      expect((await stored()).gdprBasic.marketingSms).toBe(true);

      // The retry re-reads past the cache; then the consent is withdrawn again (as found).
      await alert.getByRole("button", { name: roErrors.retry }).click();
      await ribbon(page, t.rereadError).waitFor({ state: "detached", timeout: 20000 });
      await switchOf(page, name).uncheck();
      await saveConfirmed(page, [name]);
      expect((await stored()).gdprBasic.marketingSms).toBe(false);
    } finally {
      await context.close();
    }
  });
});

test("axe: no WCAG 2.x A/AA or 2.2 AA violation on the page, nor with the confirmation open", async () => {
  const { page, context } = await signedIn();
  const axe = async () => {
    const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze();
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  };
  try {
    await openPrivacy(page);
    const partners = switchOf(page, t.purposes.partners.name);
    await partners.waitFor({ timeout: 20000 });
    expect(await axe()).toEqual([]);

    await partners.check();
    await saveButton(page).click();
    const dialog = confirmation(page);
    await dialog.waitFor();
    expect(await axe()).toEqual([]);
    await dialog.getByRole("button", { name: t.cancel }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await partners.isChecked()).toBe(true);
    expect((await stored()).gdprAdvanced.partners).toBe(false);
  } finally {
    await context.close();
  }
});
