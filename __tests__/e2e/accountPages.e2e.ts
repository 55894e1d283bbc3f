// Issue 26 "axe 0 on each new page for the personas that reach it": every my-account page under setari-cont, for each
// persona kind (a plain user, prepaid, hybrid, a company's chooser and sub user; fixed and non-operator users, whom
// SPEC §2 sends from setari-cont pages to date-personale), once its data has arrived: axe with the wcag2a, wcag2aa and
// wcag22aa tags finds nothing, and nothing is logged as an error. The owner's pages (with dialogs open) are covered by each
// page's own file.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { launch, settlesOn, siteUrl, trackRequests } from "./support/browser";
import { signedIn } from "./support/signIn";
import { PATHS, type PageName } from "../../src/domain/guards/paths";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const ACCOUNT_PAGES = ["personalData", "privacy", "orders", "simCard", "myRequests"] as const satisfies readonly PageName[];
type AccountPage = (typeof ACCOUNT_PAGES)[number];

/** Where each persona kind lands on each page (SPEC §2 "setari-cont pages: fixed or non-operator users go to date-personale"). */
const ALL: Record<AccountPage, PageName> = {
  personalData: "personalData",
  privacy: "privacy",
  orders: "orders",
  simCard: "simCard",
  myRequests: "myRequests",
};
const DATE_PERSONALE_ONLY: Record<AccountPage, PageName> = {
  personalData: "personalData",
  privacy: "personalData",
  orders: "personalData",
  simCard: "personalData",
  myRequests: "personalData",
};

const PERSONAS: [string, Record<AccountPage, PageName>][] = [
  ["postpaid.user", ALL],
  ["prepaid.owner", ALL],
  ["hybrid.owner", ALL],
  ["business.chooser", ALL],
  ["business.sub", ALL],
  ["fixed.owner", DATE_PERSONALE_ONLY],
  ["nonvf.user", DATE_PERSONALE_ONLY],
];

async function settled(page: Page): Promise<void> {
  // The address's shell is replaced by the page, and no section is still loading.
  await page.locator("[data-shell]").first().waitFor({ state: "detached", timeout: 20000 });
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, { timeout: 30000 });
}

async function violations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.each(PERSONAS)("%s: each my-account page it reaches has no axe violations once loaded", async (username, lands) => {
  const { page, context, errors } = await signedIn(browser, username);
  try {
    const found: Record<string, string[]> = {};
    for (const name of ACCOUNT_PAGES) {
      const requests = trackRequests(page);
      await page.goto(siteUrl(PATHS[name]));
      await settlesOn(page, PATHS[lands[name]]);
      await settled(page);
      await requests.quiet(300, 20000);
      await settled(page);
      found[name] = await violations(page);
    }
    expect(found).toEqual(Object.fromEntries(ACCOUNT_PAGES.map((name) => [name, []])));
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
