// permisiuni (issue 27; SPEC §2/§6; TMF672 Permission) in Chromium against the sandbox, as people use it:
// business.chooser grants business.sub the block/unblock privilege on ONE number until a date (the sandbox and a reload
// show it), and cannot remove their own last administrator right (a clear message, nothing changes); business.sub
// reads the grant with no way to change it; nonvf.user has no permissions page (date-personale); a 500 on the
// permissions calls shows the catalogued ribbon and keeps what was typed; axe finds nothing for either persona.
// Only assets of account 500000502 are touched (other files share the worker's sandbox). Fields are typed into as soon
// as they show (the self-care pages are client-only: they paint with the app).
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { launch, settlesOn, siteUrl } from "./support/browser";
import { sandboxUrl } from "./support/cms";
import { clearFaults, injectFault } from "./support/faults";
import { accessTokenOf, gatewayGet } from "./support/identity";
import { signedIn as signIn, type Signed } from "./support/signIn";
import { dayOfRo, validUntilDateTime } from "../../src/domain/permissions/validity";
import { roErrors } from "../../src/i18n/ro/errors";
import { roPermissions } from "../../src/i18n/ro/permissions";

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

const s = roPermissions;
const f = s.form;
const PAGE = "/ecare/setari-cont/permisiuni";
const SUB = { id: "usr-012", name: "George Matei", section: "George Matei (Utilizator secundar)" };
const CHOOSER = { id: "usr-007", name: "Victor Georgescu", section: "Victor Georgescu (Administrator cont)" };
/** Generated lines of account 500000502 (sandbox/src/seed/fleet.ts). */
const LINE = "0729100150";
const OTHER_LINE = "0729100160";
const UNTIL = dayOfRo(Date.now() + 30 * 24 * 3600 * 1000);
/** Retries with back-off come first for a 5xx read (SPEC §9): the ribbon shows after them. */
const RIBBON_TIMEOUT = 30000;
const signedIn = (username: string): Promise<Signed> => signIn(browser, username);
const confirmation = (page: Page, name: string) => page.getByRole("alertdialog", { name }).or(page.getByRole("dialog", { name }));

interface Permission {
  id: string;
  validFor: { endDateTime?: string };
  privilege: { manageableAsset: { id: string }; action: string }[];
}

/** The chooser's call straight to the gateway (setting the stage, whatever ran before). */
async function asChooser(method: string, path: string, body?: unknown): Promise<number> {
  const res = await fetch(sandboxUrl(`/user-permissions${path}`), {
    method,
    headers: {
      authorization: `Bearer ${await accessTokenOf("business.chooser")}`,
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.status;
}

const permissionsOf = (userId: string) => gatewayGet<Permission[]>("business.chooser", `/user-permissions/permission?user.id=${userId}`);
const onLine = (p: Permission, msisdn: string) => p.privilege.every((v) => v.manageableAsset.id === msisdn);

async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, { timeout: 30000 });
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("business.chooser grants business.sub block/unblock on one number until a date; the sandbox and a reload show it", async () => {
  for (const p of (await permissionsOf(SUB.id)).filter((x) => onLine(x, LINE))) await asChooser("DELETE", `/permission/${p.id}`);
  const { page, context } = await signedIn("business.chooser");
  try {
    await page.goto(siteUrl(PAGE));
    const form = page.getByRole("region", { name: f.heading });
    // Typed as soon as the form shows.
    await form.getByLabel(f.user, { exact: true }).selectOption(SUB.id, { timeout: 20000 });
    await form.getByLabel(f.number).fill(LINE);
    await form.getByRole("checkbox", { name: s.actions.barUnbar }).check();
    await form.getByLabel(f.validUntil).fill(UNTIL);
    await form.getByRole("button", { name: f.save }).click();
    const dialog = confirmation(page, f.confirmTitle);
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(SUB.name);
    expect(await dialog.textContent()).toContain(LINE);
    expect(await dialog.textContent()).toContain(s.actions.barUnbar);
    await dialog.getByRole("button", { name: f.confirm }).click();
    await form
      .getByRole("status")
      .filter({ hasText: f.done.grant(SUB.name, s.asset.msisdn(LINE)) })
      .waitFor({ timeout: 20000 });

    const stored = (await permissionsOf(SUB.id)).find((p) => onLine(p, LINE));
    expect(stored?.privilege.map((v) => v.action)).toEqual(["barUnbar"]);
    expect(stored?.validFor.endDateTime).toBe(validUntilDateTime(UNTIL));

    await page.reload();
    const section = page.getByRole("region", { name: SUB.section });
    await section.getByRole("button", { name: s.grant.revoke(SUB.name, s.asset.msisdn(LINE)) }).waitFor({ timeout: 20000 });
    expect(await section.textContent()).toContain(s.actions.barUnbar);
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the chooser cannot remove their own last administrator right: a clear message, nothing changes", async () => {
  const before = (await permissionsOf(CHOOSER.id)).flatMap((p) => p.privilege.filter((v) => v.action === "administer"));
  const { page, context } = await signedIn("business.chooser");
  try {
    await page.goto(siteUrl(PAGE));
    const own = page.getByRole("region", { name: CHOOSER.section });
    const assets = ["500000501", "500000502", "500000503"].map((b) => s.asset.ban(b)).join(", ");
    await own.getByRole("button", { name: s.grant.revoke(CHOOSER.name, assets) }).click({ timeout: 20000 });
    await own.getByRole("alert").filter({ hasText: s.refusals.lastAdministratorRight }).waitFor();
    expect(await confirmation(page, s.grant.confirmRevokeTitle).count()).toBe(0);
    const after = (await permissionsOf(CHOOSER.id)).flatMap((p) => p.privilege.filter((v) => v.action === "administer"));
    expect(after).toEqual(before);
    expect(after.length).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});

test("business.sub reads the grant with nothing to change; axe finds nothing", async () => {
  const grant = {
    user: { id: SUB.id },
    validFor: { endDateTime: validUntilDateTime(UNTIL) },
    privilege: [{ manageableAsset: { id: LINE, "@referredType": "MSISDN" }, action: "barUnbar" }],
  };
  expect([200, 201]).toContain(await asChooser("POST", "/permission", grant));
  const { page, context } = await signedIn("business.sub");
  try {
    await page.goto(siteUrl(PAGE));
    const own = page.getByRole("region", { name: SUB.section });
    await own.getByText(s.asset.msisdn(LINE)).waitFor({ timeout: 20000 });
    expect(await own.textContent()).toContain(s.actions.barUnbar);
    expect(await page.getByRole("button", { name: f.save }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Revocă/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test("nonvf.user has no permissions page: permisiuni lands on date-personale", async () => {
  const { page, context } = await signedIn("nonvf.user");
  try {
    await page.goto(siteUrl(PAGE));
    await settlesOn(page, "/ecare/setari-cont/date-personale");
  } finally {
    await context.close();
  }
});

describe("a 500 on the permissions calls", () => {
  test("reading the users shows the catalogued ribbon", async () => {
    await injectFault({ pathPattern: "/user-permissions/users", method: "GET", status: 500 });
    const { page, context } = await signedIn("business.chooser");
    try {
      await page.goto(siteUrl(PAGE));
      const alert = page.getByRole("alert").filter({ hasText: s.error });
      await alert.waitFor({ timeout: RIBBON_TIMEOUT });
      expect(await alert.textContent()).toContain(roErrors.general.unavailable);
      await page.getByRole("heading", { level: 1, name: "Permisiuni" }).waitFor();
    } finally {
      await context.close();
    }
  });

  test("the subscriber search says it failed and keeps the typed number, which can still be used whole", async () => {
    await injectFault({ pathPattern: "/identity/subscriber-search", method: "GET", status: 500 });
    const { page, context } = await signedIn("business.chooser");
    try {
      await page.goto(siteUrl(PAGE));
      const form = page.getByRole("region", { name: f.heading });
      const number = form.getByLabel(f.number);
      await number.waitFor({ timeout: 20000 });
      await number.pressSequentially("07291001");
      await form.getByText(f.searchError).waitFor({ timeout: RIBBON_TIMEOUT });
      expect(await number.inputValue()).toBe("07291001");
    } finally {
      await context.close();
    }
  });

  test("a grant that fails shows the ribbon next to the button and keeps what was typed", async () => {
    await injectFault({ pathPattern: "/user-permissions/permission", method: "POST", status: 500 });
    const { page, context } = await signedIn("business.chooser");
    try {
      await page.goto(siteUrl(PAGE));
      const form = page.getByRole("region", { name: f.heading });
      await form.getByLabel(f.user, { exact: true }).selectOption(SUB.id, { timeout: 20000 });
      await form.getByLabel(f.number).fill(OTHER_LINE);
      await form.getByRole("checkbox", { name: s.actions.order }).check();
      await form.getByLabel(f.validUntil).fill(UNTIL);
      await form.getByRole("button", { name: f.save }).click();
      await confirmation(page, f.confirmTitle).getByRole("button", { name: f.confirm }).click();
      const alert = form.getByRole("alert").filter({ hasText: f.saveError });
      await alert.waitFor({ timeout: RIBBON_TIMEOUT });
      expect(await alert.textContent()).toContain(roErrors.general.unavailable);
      expect(await form.getByLabel(f.user, { exact: true }).inputValue()).toBe(SUB.id);
      expect(await form.getByLabel(f.number).inputValue()).toBe(OTHER_LINE);
      expect(await form.getByRole("checkbox", { name: s.actions.order }).isChecked()).toBe(true);
      expect(await form.getByLabel(f.validUntil).inputValue()).toBe(UNTIL);
      expect((await permissionsOf(SUB.id)).some((p) => onLine(p, OTHER_LINE))).toBe(false);
    } finally {
      await context.close();
    }
  });
});
