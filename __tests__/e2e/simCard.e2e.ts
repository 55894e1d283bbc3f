// cartela-sim (issue 26; SPEC §7 "Bar/unbar", SPEC §8 DXL-BAR-UNBAR_006) in Chromium against the sandbox, as customers
// use it: postpaid.owner blocks their SIM after a confirmation naming the number (the sandbox and a reload show it
// blocked) and unblocks it; postpaid.user sees the state but no button, and the sandbox refuses a direct POST; a 500 on
// the bar-unbar family shows the catalogued ribbon while the rest of the page keeps working; axe finds nothing with
// the dialog open or closed. The page has no text field: nothing to type besides the sign-in.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { launch, siteUrl } from "./support/browser";
import { sandboxUrl } from "./support/cms";
import { clearFaults, injectFault } from "./support/faults";
import { accessTokenOf, gatewayGet } from "./support/identity";
import { signedIn as signIn, type Signed } from "./support/signIn";
import { roErrors } from "../../src/i18n/ro/errors";
import { roSim } from "../../src/i18n/ro/sim";

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

const s = roSim;
const PAGE = "/ecare/setari-cont/cartela-sim";
const OWNER_LINE = "0722000101";
const USER_LINE = "0722000102";
/** Retries with back-off come first for a 5xx (SPEC §9): the ribbon shows after them. */
const RIBBON_TIMEOUT = 30000;
const signedIn = (username: string): Promise<Signed> => signIn(browser, username);
const simCard = (page: Page, msisdn: string) => page.getByRole("region", { name: s.card(msisdn) });
const confirmation = (page: Page, name: string) => page.getByRole("alertdialog", { name }).or(page.getByRole("dialog", { name }));
const state = (username: string, msisdn: string) => gatewayGet<{ status: string }>(username, `/bar-unbar/${msisdn}?targetSystem=BSCS`);

/** A bar/unbar POST straight to the gateway as the persona (empty body). */
async function directAction(username: string, action: "bar" | "unbar", msisdn: string) {
  const res = await fetch(sandboxUrl(`/bar-unbar/${action}?targetSystem=BSCS&resource=${msisdn}`), {
    method: "POST",
    headers: { authorization: `Bearer ${await accessTokenOf(username)}` },
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("postpaid.owner blocks their SIM (the sandbox and a reload show it blocked), then unblocks it", async () => {
  // Start from an active SIM whatever ran before.
  if ((await state("postpaid.owner", OWNER_LINE)).status !== "active") await directAction("postpaid.owner", "unbar", OWNER_LINE);
  const { page, context } = await signedIn("postpaid.owner");
  try {
    await page.goto(siteUrl(PAGE));
    await page.getByRole("heading", { level: 1, name: "Cartela SIM" }).waitFor({ timeout: 20000 });
    const card = simCard(page, OWNER_LINE);
    const block = card.getByRole("button", { name: s.actions.bar });
    await block.waitFor({ timeout: 20000 });
    await card.getByText(s.states.active).waitFor();
    await card.getByText(s.consequence.bar).waitFor();

    await block.click();
    const dialog = confirmation(page, s.confirmTitle.bar);
    expect(await dialog.textContent()).toContain(OWNER_LINE);
    expect(await dialog.textContent()).toContain("Apelurile și SMS-urile primite vor funcționa în continuare");
    await dialog.getByRole("button", { name: s.confirm }).click();
    await card
      .getByRole("status")
      .filter({ hasText: s.done.bar(OWNER_LINE) })
      .waitFor({ timeout: 20000 });
    await card.getByText(s.states.blocked).waitFor();
    expect((await state("postpaid.owner", OWNER_LINE)).status).toBe("suspended");

    await page.reload();
    const reloaded = simCard(page, OWNER_LINE);
    await reloaded.getByText(s.states.blocked).waitFor({ timeout: 20000 });
    await reloaded.getByText(s.meaning.blocked).waitFor();
    await reloaded.getByRole("button", { name: s.actions.unbar }).click();
    const again = confirmation(page, s.confirmTitle.unbar);
    expect(await again.textContent()).toContain(OWNER_LINE);
    await again.getByRole("button", { name: s.confirm }).click();
    await reloaded
      .getByRole("status")
      .filter({ hasText: s.done.unbar(OWNER_LINE) })
      .waitFor({ timeout: 20000 });
    await reloaded.getByRole("button", { name: s.actions.bar }).waitFor();
    expect((await state("postpaid.owner", OWNER_LINE)).status).toBe("active");
    await page.reload();
    await simCard(page, OWNER_LINE).getByText(s.states.active).waitFor({ timeout: 20000 });
  } finally {
    await context.close();
  }
});

test("postpaid.user sees the state and why, with no button; the sandbox refuses a direct block", async () => {
  const { page, context } = await signedIn("postpaid.user");
  try {
    await page.goto(siteUrl(PAGE));
    const card = simCard(page, USER_LINE);
    await card.getByText(s.states.active).waitFor({ timeout: 20000 });
    await card.getByText(s.notAllowed.contractHolder).waitFor();
    expect(await card.getByRole("button").count()).toBe(0);
    const refused = await directAction("postpaid.user", "bar", USER_LINE);
    expect([refused.status, refused.body.code]).toEqual([403, "DXL-BAR-UNBAR_006"]);
    expect((await state("postpaid.user", USER_LINE)).status).toBe("active");
  } finally {
    await context.close();
  }
});

describe("a 500 on the bar-unbar family shows the catalogued ribbon and the page keeps working", () => {
  it("reading the state: the SIM's ribbon, its number and the heading stay", async () => {
    await injectFault({ pathPattern: "/bar-unbar/**", method: "GET", status: 500 });
    const { page, context } = await signedIn("postpaid.owner");
    try {
      await page.goto(siteUrl(PAGE));
      const card = simCard(page, OWNER_LINE);
      const alert = card.getByRole("alert").filter({ hasText: s.stateError });
      await alert.waitFor({ timeout: RIBBON_TIMEOUT });
      expect(await alert.textContent()).toContain(roErrors.general.unavailable);
      await card.getByText(OWNER_LINE).first().waitFor();
      await page.getByRole("heading", { level: 1, name: "Cartela SIM" }).waitFor();
      // Once the back end answers again, the ribbon's retry shows the state.
      await clearFaults();
      await alert.getByRole("button", { name: roErrors.retry }).click();
      await card.getByRole("button", { name: s.actions.bar }).waitFor({ timeout: 20000 });
    } finally {
      await context.close();
    }
  });

  it("blocking: the ribbon next to the button, the SIM still active and the button there to try again", async () => {
    if ((await state("postpaid.owner", OWNER_LINE)).status !== "active") await directAction("postpaid.owner", "unbar", OWNER_LINE);
    await injectFault({ pathPattern: "/bar-unbar/bar", method: "POST", status: 500 });
    const { page, context } = await signedIn("postpaid.owner");
    try {
      await page.goto(siteUrl(PAGE));
      const card = simCard(page, OWNER_LINE);
      await card.getByRole("button", { name: s.actions.bar }).click({ timeout: 20000 });
      await confirmation(page, s.confirmTitle.bar).getByRole("button", { name: s.confirm }).click();
      const alert = card.getByRole("alert").filter({ hasText: s.failed.bar });
      await alert.waitFor({ timeout: RIBBON_TIMEOUT });
      expect(await alert.textContent()).toContain(roErrors.general.unavailable);
      expect(await card.getByRole("button", { name: s.actions.bar }).isEnabled()).toBe(true);
      await card.getByText(s.states.active).waitFor();
      expect((await state("postpaid.owner", OWNER_LINE)).status).toBe("active");
    } finally {
      await context.close();
    }
  });
});

test("axe: no WCAG 2.2 AA violations on cartela-sim, with the dialog closed and open", async () => {
  if ((await state("postpaid.owner", OWNER_LINE)).status !== "active") await directAction("postpaid.owner", "unbar", OWNER_LINE);
  const { page, context } = await signedIn("postpaid.owner");
  try {
    await page.goto(siteUrl(PAGE));
    const block = simCard(page, OWNER_LINE).getByRole("button", { name: s.actions.bar });
    await block.waitFor({ timeout: 20000 });
    expect(await axeViolations(page)).toEqual([]);
    await block.click();
    const dialog = confirmation(page, s.confirmTitle.bar);
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: s.cancel }).click();
    expect(await dialog.count()).toBe(0);
    expect((await state("postpaid.owner", OWNER_LINE)).status).toBe("active");
  } finally {
    await context.close();
  }
});
