// Issue 28, offers for existing customers, in Chromium against the sandbox (no request interception): postpaid.owner
// signs in (the site loads the eligible flows, ACQ last), opens a plan page and renews it — the cart the sandbox holds
// has the plan with flow RET for the owner's line; a visitor on the same page sees no "Reînnoiește"; the business
// chooser renews, on /business/eshop/oferte-clienti-existenti, a fleet line of another employee chosen in "Alege linia
// de reînnoit" (keyboard only) on the business cart; axe finds nothing on the plan page with the renewal showing.
// Fleet line used: 0729100005 only (no other e2e file uses it; fleetSims keeps 0729100280–89, others 0729100003,
// 0729100017, 0729100024, 0729100150, 0729100160).
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { launch, newContext, siteUrl, watchErrors } from "./support/browser";
import { sandboxUrl } from "./support/cms";
import { gatewayGet } from "./support/identity";
import { signedIn } from "./support/signIn";
import { roOfferFlows } from "../../src/i18n/ro/offerFlows";
import { roCart } from "../../src/i18n/ro/cartButton";
import { roFleetRenewal } from "../../src/i18n/ro/fleetRenewal";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PLAN_PAGE = "/abonamente/plan-cbu-smart-15";
const PLAN_ID = "PLAN-CBU-SMART-15";
const BUSINESS_OFFERS = "/business/eshop/oferte-clienti-existenti";
const CARTS = { shopcbuweb: "/cart/shoppingCart", shopebuweb: "/cart/shoppingCart/v5" } as const;
type Shop = keyof typeof CARTS;

const renewButton = (page: Page) => page.getByRole("button", { name: roOfferFlows.action.RET, exact: true });

/** The persona's extended shop token (as the site holds it after sign-in: SPEC §5 extended login for the cart). */
async function shopToken(username: string, shop: Shop): Promise<string> {
  const { accessToken } = await gatewayGet<{ accessToken: string }>(username, `/identity/convert-token?client=${shop}`);
  return accessToken;
}

/** The persona's cart as the sandbox holds it. */
async function heldCart(username: string, shop: Shop): Promise<any> {
  const res = await fetch(sandboxUrl(CARTS[shop]), { headers: { authorization: `Bearer ${await shopToken(username, shop)}` } });
  if (!res.ok) throw new Error(`GET ${CARTS[shop]}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Starts from an empty cart (a renewal of the same line twice is refused, SPEC §8 400502). */
async function emptyCart(username: string, shop: Shop): Promise<void> {
  const res = await fetch(sandboxUrl(CARTS[shop]), {
    method: "DELETE",
    headers: { authorization: `Bearer ${await shopToken(username, shop)}` },
  });
  if (!res.ok) throw new Error(`DELETE ${CARTS[shop]}: ${res.status} ${await res.text()}`);
}

const charOf = (item: any, name: string): string | undefined => item.product.productCharacteristic.find((c: any) => c.name === name)?.value;

test("postpaid.owner renews a plan from its page: the sandbox's cart holds it with flow RET for the owner's line; axe 0", async () => {
  await emptyCart("postpaid.owner", "shopcbuweb");
  const flows = await gatewayGet<{ flows: string[] }>("postpaid.owner", "/identity/eligible-flows/CBU?dmp=true");
  expect(flows.flows).toContain("RET");
  const me = await gatewayGet<{ subscriberId: string }>("postpaid.owner", "/identity/userinfo/shopcbuweb");

  const { page, context, errors } = await signedIn(browser, "postpaid.owner");
  try {
    await page.goto(siteUrl(PLAN_PAGE));
    const renew = renewButton(page);
    await renew.waitFor({ timeout: 20000 });
    // postpaid.owner is not eligible for a new line on the account (flows ACQ, RET, MNP).
    expect(await page.getByRole("button", { name: roOfferFlows.action.MFP, exact: true }).count()).toBe(0);
    // The new-customer button is still there, apart from the renewal.
    await page.getByRole("button", { name: roCart.add, exact: true }).waitFor();

    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    await renew.click();
    await page
      .getByRole("status")
      .filter({ hasText: roOfferFlows.added.RET(title, roOfferFlows.yourLine) })
      .waitFor({ timeout: 20000 });

    const cart = await heldCart("postpaid.owner", "shopcbuweb");
    const item = cart.cartItem.find((i: any) => i.productOffering.id === PLAN_ID);
    expect(item).toBeDefined();
    expect(charOf(item, "flow")).toBe("RET");
    expect(charOf(item, "selectedSubscriberId")).toBe(me.subscriberId);

    // A reload shows the same: the renewal is offered again, the cart still holds the renewal.
    await page.reload();
    await renewButton(page).waitFor({ timeout: 20000 });
    const again = await heldCart("postpaid.owner", "shopcbuweb");
    expect(again.cartItem.filter((i: any) => charOf(i, "flow") === "RET")).toHaveLength(1);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await emptyCart("postpaid.owner", "shopcbuweb");
  }
});

test("a visitor on the same plan page sees no renewal, only the new-customer button", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  try {
    await page.goto(siteUrl(PLAN_PAGE), { waitUntil: "load" });
    await page.getByRole("button", { name: roCart.add, exact: true }).waitFor();
    // Give an island every chance to appear: the page is idle and nothing more is loading.
    await page.waitForLoadState("networkidle");
    expect(await renewButton(page).count()).toBe(0);
    expect(await page.getByRole("button", { name: roOfferFlows.action.MFP, exact: true }).count()).toBe(0);
    expect(await page.getByText(roOfferFlows.action.RET, { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a visitor on /business/eshop/oferte-clienti-existenti sees the offers without a renewal action", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  try {
    await page.goto(siteUrl(BUSINESS_OFFERS), { waitUntil: "load" });
    await page.getByRole("article").first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(await renewButton(page).count()).toBe(0);
  } finally {
    await context.close();
  }
});

/** Cristian Lazăr's line on account 500000501 (sandbox/src/seed/fleet.ts): another employee's, reserved for this file. */
const FLEET_LINE = "0729100005";

test("the business chooser renews a fleet line of another employee: chosen by search in the panel, the sandbox's cart holds RET for that line", async () => {
  await emptyCart("business.chooser", "shopebuweb");
  const found = await gatewayGet<{ msisdn: string; userName: string }[]>("business.chooser", `/identity/subscriber-search?q=${FLEET_LINE}`);
  expect(found.map((l) => l.msisdn)).toEqual([FLEET_LINE]);
  const line = found[0]!;
  const { page, context, errors } = await signedIn(browser, "business.chooser");
  try {
    await page.goto(siteUrl(BUSINESS_OFFERS));
    const card = page
      .getByRole("article")
      .filter({ has: renewButton(page) })
      .first();
    await card.waitFor({ timeout: 20000 });
    const name = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
    const renew = card.getByRole("button", { name: roOfferFlows.action.RET, exact: true });
    await renew.focus();
    await page.keyboard.press("Enter");

    // The panel asks which line; its search has the focus: typed as soon as it shows.
    const picker = card.getByRole("form", { name: roFleetRenewal.title });
    const search = picker.getByRole("searchbox", { name: roFleetRenewal.search });
    await search.waitFor({ timeout: 20000 });
    await page.keyboard.type(FLEET_LINE);
    expect(await search.inputValue()).toBe(FLEET_LINE);
    await picker
      .getByRole("status")
      .filter({ hasText: roFleetRenewal.found(1) })
      .waitFor({ timeout: 20000 });
    const radio = picker.getByRole("radio", { name: roFleetRenewal.option(line.msisdn, line.userName, "500000501"), exact: true });
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    expect(await radio.isChecked()).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");

    await card
      .getByRole("status")
      .filter({ hasText: roOfferFlows.added.RET(name, roFleetRenewal.line(line.msisdn, line.userName)) })
      .waitFor({ timeout: 20000 });
    expect(await picker.count()).toBe(0);
    // The focus is back on "Reînnoiește".
    await page.waitForFunction((label) => document.activeElement?.textContent === label, roOfferFlows.action.RET, { timeout: 5000 });

    const cart = await heldCart("business.chooser", "shopebuweb");
    const renewals = cart.cartItem.filter((i: any) => charOf(i, "flow") === "RET");
    expect(renewals.map((i: any) => charOf(i, "selectedSubscriberId"))).toEqual([FLEET_LINE]);

    // A reload shows the same: the renewal is offered again, the cart still holds that line's renewal.
    await page.reload();
    await renewButton(page).first().waitFor({ timeout: 20000 });
    const again = await heldCart("business.chooser", "shopebuweb");
    expect(again.cartItem.filter((i: any) => charOf(i, "flow") === "RET").map((i: any) => charOf(i, "selectedSubscriberId"))).toEqual([
      FLEET_LINE,
    ]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await emptyCart("business.chooser", "shopebuweb");
  }
});
