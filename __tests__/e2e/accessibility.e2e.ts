// Issue 29 "Accessibility everywhere": axe with the WCAG 2.2 A/AA tags (support/axe.ts, `wcag22aa` runs target-size)
// at zero violations (every static page: pages.e2e.ts; every self-care page per persona: ecareAxe.e2e.ts)
//   - with the consent banner's settings open;
//   - in interactive states: the cart holding a product, the checkout's contract step with its errors shown, a
//     confirmation dialog open, an error ribbon open, the address combobox open, the sign-in page after a refusal.
// Plain contexts: nothing routed or intercepted.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launch, newContext, settlesOn, siteUrl, waitForApp } from "./support/browser";
import { addFromProductPage } from "./support/cartAdd";
import { expectNoViolations } from "./support/axe";
import { sandboxUrl } from "./support/cms";
import { clearFaults, injectFault } from "./support/faults";
import { accessTokenOf, gatewayGet } from "./support/identity";
import { signedIn } from "./support/signIn";
import { PATHS } from "../../src/domain/guards/paths";
import { roAddressCheck } from "../../src/i18n/ro/addressCheck";
import { roCartPage } from "../../src/i18n/ro/cart";
import { roCheckout } from "../../src/i18n/ro/checkout";
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

// --- the page, by role and accessible name ---------------------------------------------------------------------------

/** The consent banner (issue 29): a region named by its heading "Cookie-uri", in the page flow at the top. */
const banner = (page: Page) => page.getByRole("region", { name: "Cookie-uri", exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

// --- static pages, consent banner showing ------------------------------------------------------------------------------

describe("the consent banner (static pages are checked by pages.e2e.ts, each as a first visit)", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    // One context for all: no choice is ever made in it, so the banner shows on every page.
    context = await newContext(browser);
  });
  afterAll(async () => {
    await context?.close();
  });

  test("/ with the banner's settings open: the categories as checkboxes, axe finds nothing", async () => {
    const page = await context.newPage();
    try {
      await page.goto(siteUrl("/"));
      await waitForApp(page);
      const settings = banner(page).getByRole("button", { name: "Setări", exact: true });
      await settings.click();
      expect(await settings.getAttribute("aria-expanded")).toBe("true");
      const necessary = banner(page).getByRole("checkbox", { name: /^Strict necesare/ });
      await necessary.waitFor({ state: "visible", timeout: 10000 });
      expect(await necessary.isChecked()).toBe(true);
      expect(await necessary.isDisabled()).toBe(true);
      // Analytics and marketing are off until chosen (issue 29).
      expect(
        await banner(page)
          .getByRole("checkbox", { name: /^Analiză/ })
          .isChecked(),
      ).toBe(false);
      expect(
        await banner(page)
          .getByRole("checkbox", { name: /^Marketing/ })
          .isChecked(),
      ).toBe(false);
      await banner(page).getByRole("button", { name: "Salvează alegerile", exact: true }).waitFor();
      await expectNoViolations(page, "/ (cookie settings open)");
    } finally {
      await page.close();
    }
  });
});

// --- interactive states ------------------------------------------------------------------------------------------------

const DEVICE_PAGE = "/telefoane/dev-nordia-x5-albastru";
const SIM_PAGE = PATHS.simCard;
const OWNER_LINE = "0722000101";
const simCard = (page: Page) => page.getByRole("region", { name: roSim.card(OWNER_LINE) });
const confirmation = (page: Page, name: string) => page.getByRole("alertdialog", { name }).or(page.getByRole("dialog", { name }));

/** postpaid.owner's SIM back to active whatever ran before (simCard.e2e.ts). */
async function simActive(): Promise<void> {
  const { status } = await gatewayGet<{ status: string }>("postpaid.owner", `/bar-unbar/${OWNER_LINE}?targetSystem=BSCS`);
  if (status === "active") return;
  await fetch(sandboxUrl(`/bar-unbar/unbar?targetSystem=BSCS&resource=${OWNER_LINE}`), {
    method: "POST",
    headers: { authorization: `Bearer ${await accessTokenOf("postpaid.owner")}` },
  });
}

describe("interactive states", () => {
  test("the cart with a product in it, then the checkout's contract step with its errors shown", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await addFromProductPage(page, DEVICE_PAGE);

      await page.goto(siteUrl("/cart"), { waitUntil: "load" });
      await page.getByText(roCartPage.loading).waitFor({ state: "detached", timeout: 20000 });
      await page.getByRole("heading", { level: 1, name: roCartPage.title, exact: true }).waitFor({ timeout: 20000 });
      await page.getByRole("spinbutton", { name: roCartPage.quantity }).first().waitFor();
      await expectNoViolations(page, "/cart with one product");

      await page.getByRole("link", { name: roCartPage.continue, exact: true }).click();
      await settlesOn(page, "/checkout");
      await page.getByRole("heading", { level: 2, name: roCheckout.steps.contract, exact: true }).waitFor({ timeout: 20000 });
      await page.waitForURL((url) => url.searchParams.has("pas"), { timeout: 20000 });
      await button(page, roCheckout.next).click();
      await page.locator('[aria-invalid="true"]').first().waitFor({ timeout: 20000 });
      expect(await page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(1);
      await expectNoViolations(page, "/checkout contract step, empty fields submitted");
    } finally {
      await context.close();
    }
  });

  test("a confirmation dialog open (SIM Blochează on cartela-sim), then cancelled", async () => {
    await simActive();
    const { context, page } = await signedIn(browser, "postpaid.owner");
    try {
      await page.goto(siteUrl(SIM_PAGE));
      const block = simCard(page).getByRole("button", { name: roSim.actions.bar, exact: true });
      await block.click({ timeout: 20000 });
      const dialog = confirmation(page, roSim.confirmTitle.bar);
      await dialog.waitFor({ timeout: 10000 });
      await expectNoViolations(page, `${SIM_PAGE} with the confirmation dialog open`);
      await dialog.getByRole("button", { name: roSim.cancel, exact: true }).click();
      await dialog.waitFor({ state: "detached", timeout: 10000 });
    } finally {
      await context.close();
    }
  });

  test("an error ribbon open (a 500 on the SIM state), axe with it showing", async () => {
    await injectFault({ pathPattern: "/bar-unbar/**", method: "GET", status: 500 });
    const { context, page } = await signedIn(browser, "postpaid.owner");
    try {
      await page.goto(siteUrl(SIM_PAGE));
      // Retries with back-off come first for a 5xx (SPEC §9): the ribbon shows after them.
      const ribbon = simCard(page).getByRole("alert").filter({ hasText: roSim.stateError });
      await ribbon.waitFor({ timeout: 40000 });
      await expectNoViolations(page, `${SIM_PAGE} with an error ribbon`);
    } finally {
      await clearFaults();
      await context.close();
    }
  }, 120_000);

  test("the address combobox open with its options (Județ on /fixe)", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await page.goto(siteUrl("/fixe"));
      const county = page.getByRole("combobox", { name: roAddressCheck.fields.county, exact: true });
      await county.click();
      await page.keyboard.type("b");
      await page
        .getByRole("listbox", { name: roAddressCheck.fields.county, exact: true })
        .getByRole("option")
        .first()
        .waitFor({ timeout: 20000 });
      await page.keyboard.press("ArrowDown");
      expect(await county.getAttribute("aria-expanded")).toBe("true");
      expect(await county.getAttribute("aria-activedescendant")).toBeTruthy();
      await expectNoViolations(page, "/fixe with the Județ listbox open");
    } finally {
      await context.close();
    }
  });

  test("the sign-in page after a wrong password", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await page.goto(siteUrl("/login"));
      await waitForApp(page);
      await page.getByRole("textbox", { name: "Utilizator", exact: true }).fill("postpaid.owner");
      await page.getByLabel("Parolă", { exact: true }).fill("nu-este-parola");
      await button(page, "Intră în cont").click();
      await page.getByRole("alert").filter({ hasText: "Utilizatorul sau parola nu sunt corecte" }).waitFor({ timeout: 20000 });
      await expectNoViolations(page, "/login after a refused sign-in");
    } finally {
      await context.close();
    }
  });
});
