// Issue 29 keyboard-only paths (../shared/reference/porting-address-consent-a11y.md (e) "Keyboard-only e2e paths"), in a
// plain Chromium context (nothing routed or intercepted), with page.keyboard alone once the page is open: Tab and
// Shift+Tab to move, typing into what Tab reached, Enter / Space / Escape / ArrowDown to act. No click, no fill.
//   - product page → "Adaugă în coș" → the cart → "Continuă comanda" → the contract step (a failed submit first: its
//     error summary takes the focus and links to the field) → delivery → "Card online" → the provider's card form in
//     its iframe → "Plătește" → the bank's 3-D Secure page → "Aprobă" → the thank-you page;
//   - sign-in on /login, landing on the dashboard with the focus on its heading;
//   - SIM block on cartela-sim: the confirmation traps the focus, Escape closes it and gives the focus back to
//     "Blochează", "Confirmă" blocks with a polite status; then unblocked the same way;
//   - the address cascade on /fixe (Județ → Localitate → Stradă → Număr → "Verifică adresa");
//   - the consent banner: reached before the header's links, its settings opened, a category toggled, Escape back to
//     "Setări", "Refuz", and the footer's "Setări cookie-uri" reopening it with the focus inside;
//   - client-side navigation: the focus lands on the new page's <h1> and a polite region says "Pagina: …" in Romanian.
// At every stop the focus is visible (expectFocusVisible): a ring (outline or box-shadow), inside the viewport, not
// covered by anything (a sticky bar included: WCAG 2.4.7 and 2.4.11).
import type { Browser, Locator, Page } from "playwright-core";
import { launch, newContext, settlesOn, siteUrl, trackRequests, waitForApp, watchErrors } from "./support/browser";
import { gatewayUrl, sandboxUrl } from "./support/cms";
import { accessTokenOf, gatewayGet, PASSWORD } from "./support/identity";
import { signedIn } from "./support/signIn";
import { cnpControlDigit } from "../../src/domain/checkout/identifiers";
import type { CascadeLevel } from "../../src/domain/address/cascade";
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

type Role = Parameters<Page["getByRole"]>[0];
type Name = string | RegExp;

// --- keyboard helpers ------------------------------------------------------------------------------------------------

/** Polls `check` until it holds; on a timeout says what had the focus. */
async function until(page: Page, check: () => Promise<boolean>, what: string, timeoutMs = 20000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; the focus is on ${await focusedLabel(page)}`);
    await page.waitForTimeout(100);
  }
}

/** A short description of the focused element of the page (an iframe stands for whatever is focused inside it). */
async function focusedLabel(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const el = document.activeElement;
      if (!(el instanceof HTMLElement) || el === document.body) return "(nothing)";
      const name =
        el.getAttribute("aria-label") ??
        el.getAttribute("title") ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.textContent ??
        "";
      const role = el.getAttribute("role") ?? el.tagName.toLowerCase();
      return `${role}${el.id ? `#${el.id}` : ""} "${name.trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    })
    .catch(() => "(page navigating)");
}

/**
 * Whether `target` (any element it matches) has the focus. `frame`: the <iframe> element `target` lives in (the focus
 * must be in that frame, and on `target` there).
 */
async function isFocused(target: Locator, frame?: Locator): Promise<boolean> {
  if (frame && !(await frame.evaluateAll((els) => els.some((e) => e === document.activeElement)))) return false;
  return target.evaluateAll((els) => els.some((e) => e === document.activeElement)).catch(() => false);
}

interface TabOptions {
  /** Most key presses before giving up. */
  max?: number;
  /** Shift+Tab instead of Tab. */
  back?: boolean;
  /** The <iframe> element the target lives in. */
  frame?: Locator;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus (nothing if it has it already); fails with the list of what
 * the focus passed through.
 */
async function tabToElement(page: Page, target: Locator, what: string, { max = 80, back = false, frame }: TabOptions = {}): Promise<void> {
  const passed: string[] = [];
  for (let i = 0; ; i++) {
    if (await isFocused(target, frame)) return;
    if (i === max) break;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    passed.push(await focusedLabel(page));
  }
  throw new Error(
    `${what} never got the focus after ${max} × ${back ? "Shift+Tab" : "Tab"}; the focus passed through: ${passed.join(" → ")}`,
  );
}

/** tabToElement for the page's element of this role and accessible name (exact for a string). */
async function tabTo(page: Page, role: Role, name: Name, options: TabOptions = {}): Promise<void> {
  const target = page.getByRole(role, { name, exact: typeof name === "string" });
  await tabToElement(page, target, `${role} "${String(name)}"`, options);
}

/**
 * Runs in the page (or frame): what is wrong with how the focused element shows. With `ring`, it must draw a focus
 * indicator (an outline that is not none/transparent, or a box-shadow; for a visually hidden native control, its label
 * or its parent may draw it); it must sit inside the viewport when it fits there, and the element at its centre must
 * be itself (or inside it, or its label), not a sticky bar or anything else on top.
 */
function focusReport(ring: boolean): Promise<{ what: string; problems: string[] }> {
  return new Promise((resolve) =>
    // Two frames: the scroll that brings the focus into view has happened.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const el = document.activeElement;
        if (!(el instanceof HTMLElement) || el === document.body) {
          resolve({ what: "(nothing)", problems: ["nothing has the focus"] });
          return;
        }
        const describe = (e: Element | null) =>
          e
            ? `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""}${e.className && typeof e.className === "string" ? `.${e.className.split(" ")[0]}` : ""}`
            : "(none)";
        const what = `${describe(el)} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
        const own = el.getBoundingClientRect();
        const tiny = own.width < 4 || own.height < 4;
        const labels = Array.from((el as HTMLInputElement).labels ?? []) as HTMLElement[];
        // A visually hidden native control (a styled checkbox or radio) is drawn by its label or its wrapper.
        const drawnBy: HTMLElement[] = tiny ? [el, ...labels, ...(el.parentElement ? [el.parentElement] : [])] : [el];
        const ringed = (e: HTMLElement) => {
          const cs = getComputedStyle(e);
          const transparent = /^(transparent|rgba\(.*,\s*0\))$/.test(cs.outlineColor);
          const outline = cs.outlineStyle === "auto" || (cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) > 0 && !transparent);
          return outline || (cs.boxShadow !== "none" && cs.boxShadow !== "");
        };
        const problems: string[] = [];
        if (ring && !drawnBy.some(ringed)) problems.push("no focus indicator: no outline and no box-shadow");
        const shown = tiny ? (drawnBy[1] ?? el) : el;
        const r = shown.getBoundingClientRect();
        const vw = document.documentElement.clientWidth;
        const vh = document.documentElement.clientHeight;
        const fits = r.width <= vw && r.height <= vh;
        const inside = r.top >= -1 && r.left >= -1 && r.bottom <= vh + 1 && r.right <= vw + 1;
        if (r.width === 0 || r.height === 0) problems.push("it has no size");
        else if (fits && !inside)
          problems.push(
            `not inside the viewport (${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)})`,
          );
        const x = Math.min(Math.max(r.left + r.width / 2, 0), vw - 1);
        const y = Math.min(Math.max(r.top + r.height / 2, 0), vh - 1);
        const hit = document.elementFromPoint(x, y);
        const mine = [el, shown, ...labels].some((o) => hit !== null && (o === hit || o.contains(hit)));
        if (!mine) problems.push(`covered at its centre by ${describe(hit)}`);
        resolve({ what, problems });
      }),
    ),
  );
}

/** The focus is visible: ring, in view, not covered. `frame`: the <iframe> element the focus is in (checked in both). */
async function expectFocusVisible(page: Page, frame?: Locator): Promise<void> {
  if (frame) {
    const outer = await page.evaluate(focusReport, false);
    expect({ frame: outer.what, problems: outer.problems }).toEqual({ frame: outer.what, problems: [] });
    const inner = await (await frame.elementHandle())?.contentFrame();
    if (!inner) throw new Error("the iframe has no document");
    const report = await inner.evaluate(focusReport, true);
    expect({ focused: report.what, problems: report.problems }).toEqual({ focused: report.what, problems: [] });
    return;
  }
  const report = await page.evaluate(focusReport, true);
  expect({ focused: report.what, problems: report.problems }).toEqual({ focused: report.what, problems: [] });
}

/** tabTo, then expectFocusVisible. */
async function tabToVisible(page: Page, role: Role, name: Name, options: TabOptions = {}): Promise<void> {
  await tabTo(page, role, name, options);
  await expectFocusVisible(page);
}

/** The text as a person reads it (whitespace collapsed). */
const squash = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

/**
 * After a client-side navigation to `pathname`: the focus is on the page's <h1> in <main id="continut"> (and stays
 * there once the page has loaded its data), the polite route announcer says "Pagina: <h1>", and Gatsby's English
 * announcer is not exposed. Returns the heading.
 */
async function expectRouteFocus(page: Page, pathname: string): Promise<string> {
  await settlesOn(page, pathname, 20000);
  const onHeading = () =>
    page.evaluate(() => {
      const h1 = document.querySelector("main#continut h1");
      return h1 !== null && document.activeElement === h1;
    });
  await until(page, onHeading, `the focus on the <h1> of ${pathname}`);
  // A screen that renders its heading again once its data is in must not drop the focus.
  const requests = trackRequests(page);
  await requests.quiet(500, 15000).catch(() => undefined);
  if (!(await onHeading()))
    throw new Error(`the focus left the <h1> of ${pathname} once the page loaded; it is on ${await focusedLabel(page)}`);
  const heading = squash(await page.locator("main#continut h1").first().textContent());
  expect(heading.length).toBeGreaterThan(0);
  const announcer = page.locator("#aria-route-announcer");
  await until(
    page,
    async () => squash(await announcer.textContent()).includes(`Pagina: ${heading}`),
    `"Pagina: ${heading}" in #aria-route-announcer`,
    10000,
  );
  expect(await announcer.getAttribute("aria-live")).toBe("polite");
  const gatsbyAnnouncerExposed = await page.evaluate(() => {
    const el = document.getElementById("gatsby-announcer");
    if (!el || el.hidden || el.closest('[aria-hidden="true"]')) return false;
    const cs = getComputedStyle(el);
    return cs.display !== "none" && cs.visibility !== "hidden" && (el.textContent ?? "").trim() !== "";
  });
  expect(gatsbyAnnouncerExposed).toBe(false);
  return heading;
}

// --- the product → cart → checkout → 3-D Secure path ---------------------------------------------------------------

const DEVICE_PAGE = "/telefoane/dev-nordia-x5-albastru";
const GATEWAY_ORIGIN = new URL(gatewayUrl("/")).origin;
const { steps, labels, payment: payTexts } = roCheckout;
/** A CNP with the right control digit (as checkout.e2e.ts): born 1996-01-01, county 40, serial 001. */
const CNP = `196010140001${cnpControlDigit("196010140001")}`;
const CONTRACT: [name: string, value: string][] = [
  [labels.firstName, "Ana"],
  [labels.lastName, "Pop"],
  [labels.cnp, CNP],
  [labels.phone, "0722000111"],
  [labels.email, "ana.pop@exemplu.ro"],
];

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });

/** Enter on "Continuă" (reached by Tab), then the next step's heading. */
async function nextStep(page: Page, step: string): Promise<void> {
  await tabToVisible(page, "button", roCheckout.next);
  await page.keyboard.press("Enter");
  await stepHeading(page, step).waitFor({ timeout: 20000 });
}

test("keyboard alone: product page → cart → checkout (error summary, contract, delivery, Card online) → card form → 3-D Secure Aprobă → Mulțumim", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  try {
    await page.goto(siteUrl(DEVICE_PAGE));
    await waitForApp(page);
    await tabToVisible(page, "button", "Adaugă în coș");
    await page.keyboard.press("Enter");
    await page
      .getByRole("status")
      .filter({ hasText: /^Am adăugat .+ în coș\.$/ })
      .first()
      .waitFor({ timeout: 20000 });

    // Back up to the header's cart link, which now counts the product.
    const cartLink = page.getByRole("link", { name: "Coș, 1 produs", exact: true });
    await cartLink.waitFor({ timeout: 15000 });
    await tabToElement(page, cartLink, 'the header link "Coș, 1 produs"', { back: true });
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    await expectRouteFocus(page, "/cart");
    await page.getByText(roCartPage.loading).waitFor({ state: "detached", timeout: 20000 });
    await tabToVisible(page, "link", roCartPage.continue);
    await page.keyboard.press("Enter");
    await settlesOn(page, "/checkout");
    await stepHeading(page, steps.contract).waitFor({ timeout: 20000 });
    await page.waitForURL((url) => url.searchParams.has("pas"), { timeout: 20000 });

    // A failed submit: the error summary takes the focus; its link to "Prenume" puts the focus in that field.
    await tabToVisible(page, "button", roCheckout.next);
    await page.keyboard.press("Enter");
    const summary = page.getByRole("group", { name: /^Formularul are/ });
    await summary.waitFor({ timeout: 20000 });
    await until(page, () => isFocused(summary), "the focus on the error summary");
    const toFirstName = summary.getByRole("link", { name: labels.firstName, exact: true });
    await tabToElement(page, toFirstName, `the summary's link "${labels.firstName}"`, { max: 5 });
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    await until(
      page,
      () => isFocused(page.getByRole("textbox", { name: labels.firstName, exact: true })),
      `the focus in "${labels.firstName}"`,
      5000,
    );

    for (const [name, value] of CONTRACT) {
      await tabToVisible(page, "textbox", name);
      await page.keyboard.type(value);
    }
    // "Județ" is a native select: typing picks the county.
    const county = page.getByRole("combobox", { name: labels.county, exact: true });
    await tabToVisible(page, "combobox", labels.county);
    await page.keyboard.type("Cluj");
    expect(await county.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent?.trim())).toBe("Cluj");
    await tabToVisible(page, "textbox", labels.city);
    await page.keyboard.type("Cluj-Napoca");
    await tabToVisible(page, "textbox", labels.address);
    await page.keyboard.type("Str. Memorandumului 1");
    await nextStep(page, steps.shipping);

    const sameAddress = page.getByRole("checkbox", { name: roCheckout.useContractAddress, exact: true });
    await tabToVisible(page, "checkbox", roCheckout.useContractAddress);
    if (!(await sameAddress.isChecked())) await page.keyboard.press("Space");
    expect(await sameAddress.isChecked()).toBe(true);
    await nextStep(page, steps.payment);

    // The payment choice is a radio group: Tab enters it, arrows move inside it, Space takes "Card online".
    const card = page.getByRole("radio", { name: payTexts.card, exact: true });
    const cod = page.getByRole("radio", { name: payTexts.cod, exact: true });
    await tabToElement(page, card.or(cod), "the payment choice");
    for (let i = 0; i < 3 && !(await isFocused(card)); i++) await page.keyboard.press("ArrowUp");
    expect(await isFocused(card)).toBe(true);
    await expectFocusVisible(page);
    await page.keyboard.press("Space");
    expect(await card.isChecked()).toBe(true);
    await page.getByRole("combobox", { name: payTexts.installments, exact: true }).waitFor({ timeout: 10000 });
    await nextStep(page, steps.review);

    // The provider's card form, in its iframe.
    const cardFrame = page.getByTitle("Datele cardului", { exact: true });
    await cardFrame.waitFor({ timeout: 20000 });
    const form = cardFrame.contentFrame();
    await form.getByLabel("Număr card", { exact: true }).waitFor({ timeout: 20000 });
    for (const [name, value] of [
      ["Număr card", "4000 0000 0000 3220"],
      ["Data expirării", "12/30"],
      ["CVV", "123"],
    ] as const) {
      await tabToElement(page, form.getByLabel(name, { exact: true }), `the card form's "${name}"`, { frame: cardFrame, max: 40 });
      await expectFocusVisible(page, cardFrame);
      await page.keyboard.type(value);
    }
    // The site's own "Plătește", below the iframe (page.getByRole does not look inside the iframe).
    await tabToVisible(page, "button", payTexts.pay, { max: 10 });
    await page.keyboard.press("Enter");

    // The bank's 3-D Secure page (a whole-page navigation to the provider).
    await page.waitForURL((url) => url.origin === GATEWAY_ORIGIN && url.pathname.startsWith("/payments/3ds/"), { timeout: 30000 });
    await tabToVisible(page, "button", "Aprobă", { max: 10 });
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: /Mulțumim/ }).waitFor({ timeout: 30000 });
    await page.getByText(/Numărul comenzii: CMD-/).waitFor();
    expect(errors.filter((e) => !e.includes("Failed to load resource"))).toEqual([]);
  } finally {
    await context.close();
  }
}, 240_000);

// --- sign-in -------------------------------------------------------------------------------------------------------------

test("keyboard alone: sign-in on /login lands on the dashboard with the focus on its heading", async () => {
  const context = await newContext(browser, 1280, 900);
  const page = await context.newPage();
  try {
    await page.goto(siteUrl("/login"));
    await waitForApp(page);
    await tabToVisible(page, "textbox", "Utilizator");
    await page.keyboard.type("postpaid.owner");
    // A password field has no textbox role: found by its label.
    await tabToElement(page, page.getByLabel("Parolă", { exact: true }), 'the field "Parolă"', { max: 5 });
    await expectFocusVisible(page);
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    const heading = await expectRouteFocus(page, PATHS.dashboard);
    expect(heading).toMatch(/^Bun venit/);
  } finally {
    await context.close();
  }
});

// --- SIM block with its confirmation ---------------------------------------------------------------------------------

const OWNER_LINE = "0722000101";
const simState = async () => (await gatewayGet<{ status: string }>("postpaid.owner", `/bar-unbar/${OWNER_LINE}?targetSystem=BSCS`)).status;

/** postpaid.owner's SIM back to active, straight at the gateway (simCard.e2e.ts). */
async function simActive(): Promise<void> {
  if ((await simState()) === "active") return;
  await fetch(sandboxUrl(`/bar-unbar/unbar?targetSystem=BSCS&resource=${OWNER_LINE}`), {
    method: "POST",
    headers: { authorization: `Bearer ${await accessTokenOf("postpaid.owner")}` },
  });
}

test("keyboard alone: SIM Blochează → the dialog keeps the focus, Escape gives it back; Confirmă blocks with a status; unblocked again", async () => {
  await simActive();
  const { context, page } = await signedIn(browser, "postpaid.owner");
  try {
    await page.goto(siteUrl(PATHS.simCard));
    const sim = page.getByRole("region", { name: roSim.card(OWNER_LINE) });
    const block = sim.getByRole("button", { name: roSim.actions.bar, exact: true });
    await block.waitFor({ timeout: 20000 });
    await tabToElement(page, block, `"${roSim.actions.bar}"`);
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");

    const dialogNamed = (name: string) => page.getByRole("alertdialog", { name }).or(page.getByRole("dialog", { name }));
    const dialog = dialogNamed(roSim.confirmTitle.bar);
    await dialog.waitFor({ timeout: 10000 });
    const focusInDialog = () => dialog.evaluate((d) => d.contains(document.activeElement));
    await until(page, focusInDialog, "the focus inside the dialog", 5000);
    await expectFocusVisible(page);
    // No way out with Tab or Shift+Tab: the page behind never gets the focus.
    for (const key of [...Array<string>(10).fill("Tab"), ...Array<string>(4).fill("Shift+Tab")]) {
      await page.keyboard.press(key);
      expect({ key, inDialog: await focusInDialog(), focused: await focusedLabel(page) }).toEqual({
        key,
        inDialog: true,
        focused: expect.any(String),
      });
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached", timeout: 5000 });
    await until(page, () => isFocused(block), `the focus back on "${roSim.actions.bar}"`, 5000);
    await expectFocusVisible(page);
    expect(await simState()).toBe("active");

    // Again, and this time "Confirmă".
    await page.keyboard.press("Enter");
    await dialog.waitFor({ timeout: 10000 });
    await tabToElement(page, dialog.getByRole("button", { name: roSim.confirm, exact: true }), `"${roSim.confirm}"`, { max: 5 });
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    await sim
      .getByRole("status")
      .filter({ hasText: roSim.done.bar(OWNER_LINE) })
      .waitFor({ timeout: 20000 });
    expect(await simState()).toBe("suspended");
    // The focus is not dropped on the page's body once the dialog has gone.
    expect(await focusedLabel(page)).not.toBe("(nothing)");

    // Unblocked the same way (the sandbox as it was).
    const unblock = sim.getByRole("button", { name: roSim.actions.unbar, exact: true });
    await unblock.waitFor({ timeout: 20000 });
    await tabToElement(page, unblock, `"${roSim.actions.unbar}"`);
    await page.keyboard.press("Enter");
    const again = dialogNamed(roSim.confirmTitle.unbar);
    await again.waitFor({ timeout: 10000 });
    await tabToElement(page, again.getByRole("button", { name: roSim.confirm, exact: true }), `"${roSim.confirm}"`, { max: 5 });
    await page.keyboard.press("Enter");
    await sim
      .getByRole("status")
      .filter({ hasText: roSim.done.unbar(OWNER_LINE) })
      .waitFor({ timeout: 20000 });
    expect(await simState()).toBe("active");
  } finally {
    await simActive();
    await context.close();
  }
}, 120_000);

// --- the address cascade ---------------------------------------------------------------------------------------------

const fields = roAddressCheck.fields;
const addressField = (page: Page, level: CascadeLevel) => page.getByRole("combobox", { name: fields[level], exact: true });

/** In the focused combobox: type, wait for `option`, ArrowDown until it is the active option, Enter takes it. */
async function chooseWithKeys(page: Page, level: CascadeLevel, typed: string, option: string): Promise<void> {
  const input = addressField(page, level);
  expect(await isFocused(input)).toBe(true);
  await expectFocusVisible(page);
  await page.keyboard.type(typed, { delay: 30 });
  const list = page.getByRole("listbox", { name: fields[level], exact: true });
  await list.getByRole("option", { name: option, exact: true }).waitFor({ timeout: 20000 });
  // The search has settled once the count is announced (addressCheck.e2e.ts).
  const id = (await input.getAttribute("id")) ?? "";
  await page
    .locator(`[id="${id}-status"]`)
    .filter({ hasText: /rezultat/ })
    .waitFor({ timeout: 20000 });
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("ArrowDown");
    const active = await input.evaluate((el) => {
      const activeId = el.getAttribute("aria-activedescendant");
      return activeId ? (document.getElementById(activeId)?.textContent ?? null) : null;
    });
    if (active === option) break;
  }
  await page.keyboard.press("Enter");
  expect(await input.inputValue()).toBe(option);
  expect(await input.getAttribute("aria-expanded")).toBe("false");
  expect(await isFocused(input)).toBe(true);
}

test("keyboard alone: the address cascade on /fixe (Județ → Localitate → Stradă → Număr → Verifică adresa) shows the answer", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  try {
    await page.goto(siteUrl("/fixe"));
    const county = addressField(page, "county");
    await tabToElement(page, county, `"${fields.county}"`, { max: 120 });
    // The field loads the check's code once focused; keys go on once it has (addressCheck.e2e.ts).
    const id = (await county.getAttribute("id")) ?? "";
    await page.waitForFunction((fid) => document.getElementById(fid)?.getAttribute("aria-describedby")?.includes("-status") === true, id, {
      timeout: 20000,
    });
    await chooseWithKeys(page, "county", "brasov", "Brașov");
    await tabToElement(page, addressField(page, "locality"), `"${fields.locality}"`, { max: 5 });
    await chooseWithKeys(page, "locality", "brasov", "Brașov");
    await tabToElement(page, addressField(page, "street"), `"${fields.street}"`, { max: 5 });
    await chooseWithKeys(page, "street", "republicii", "Strada Republicii");
    await tabToElement(page, addressField(page, "number"), `"${fields.number}"`, { max: 5 });
    await chooseWithKeys(page, "number", "10", "10");
    await tabToVisible(page, "button", roAddressCheck.check, { max: 5 });
    await page.keyboard.press("Enter");
    const answer = page.getByRole("region", { name: roAddressCheck.result.heading("Strada Republicii nr. 10, Brașov, județul Brașov") });
    await answer.getByText(roAddressCheck.result.qualified).waitFor({ timeout: 20000 });
  } finally {
    await context.close();
  }
});

// --- the consent banner ----------------------------------------------------------------------------------------------

test("keyboard alone: the consent banner comes before the header's links; Setări opens, Space toggles, Escape returns; Refuz hides it; the footer reopens it", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  try {
    await page.goto(siteUrl("/"));
    await waitForApp(page);
    const banner = page.getByRole("region", { name: "Cookie-uri", exact: true });
    await banner.waitFor({ timeout: 15000 });
    const inBanner = (name: string) => banner.getByRole("button", { name, exact: true });

    // From the top of the page: nothing of the header but its skip link before the banner's first button.
    const passed: { label: string; headerLink: boolean }[] = [];
    for (let i = 0; i < 20 && !(await isFocused(inBanner("Accept toate"))); i++) {
      await page.keyboard.press("Tab");
      passed.push({
        label: await focusedLabel(page),
        headerLink: await banner.evaluate((b) => {
          const el = document.activeElement;
          return el !== null && el.closest("header") !== null && !el.classList.contains("aria-skip") && !b.contains(el);
        }),
      });
    }
    expect(await isFocused(inBanner("Accept toate"))).toBe(true);
    expect(passed.filter((p) => p.headerLink).map((p) => p.label)).toEqual([]);
    await expectFocusVisible(page);
    await tabToElement(page, inBanner("Refuz"), '"Refuz"', { max: 3 });
    await expectFocusVisible(page);
    await tabToElement(page, inBanner("Setări"), '"Setări"', { max: 3 });
    await expectFocusVisible(page);
    expect(await inBanner("Setări").getAttribute("aria-expanded")).toBe("false");

    // Setări: the categories open inline.
    await page.keyboard.press("Enter");
    await until(page, async () => (await inBanner("Setări").getAttribute("aria-expanded")) === "true", "Setări to be expanded", 5000);
    const analytics = banner.getByRole("checkbox", { name: /^Analiză/ });
    await analytics.waitFor({ state: "visible", timeout: 5000 });
    expect(await analytics.isChecked()).toBe(false);
    await tabToElement(page, analytics, '"Analiză"', { max: 5 });
    await expectFocusVisible(page);
    await page.keyboard.press("Space");
    expect(await analytics.isChecked()).toBe(true);
    await page.keyboard.press("Escape");
    await until(page, async () => (await inBanner("Setări").getAttribute("aria-expanded")) === "false", "Setări to be collapsed", 5000);
    await analytics.waitFor({ state: "hidden", timeout: 5000 });
    await until(page, () => isFocused(inBanner("Setări")), 'the focus back on "Setări"', 5000);
    await expectFocusVisible(page);

    // Refuz (just before Setări): the banner goes.
    await tabToElement(page, inBanner("Refuz"), '"Refuz"', { back: true, max: 3 });
    await page.keyboard.press("Enter");
    await banner.waitFor({ state: "hidden", timeout: 5000 });

    // The footer's "Setări cookie-uri" brings it back, with the focus inside it.
    const reopen = page
      .locator("footer")
      .getByRole("button", { name: "Setări cookie-uri", exact: true })
      .or(page.locator("footer").getByRole("link", { name: "Setări cookie-uri", exact: true }));
    await tabToElement(page, reopen, 'the footer\'s "Setări cookie-uri"', { max: 250 });
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    await banner.waitFor({ state: "visible", timeout: 5000 });
    await until(page, () => banner.evaluate((b) => b.contains(document.activeElement)), "the focus inside the reopened banner", 5000);
    await tabToElement(page, banner.getByRole("button"), "a button of the banner", { max: 5 });
    await expectFocusVisible(page);
  } finally {
    await context.close();
  }
}, 120_000);

// --- focus and announcement on client-side navigation ------------------------------------------------------------------

test("keyboard alone: following header links moves the focus to the new page's heading and announces it; Tab goes on from there", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  try {
    await page.goto(siteUrl("/"));
    await waitForApp(page);
    const mainNav = page.getByRole("navigation", { name: "Navigare principală", exact: true });

    await tabToElement(page, mainNav.getByRole("link", { name: "Abonamente", exact: true }), 'the header link "Abonamente"');
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    await expectRouteFocus(page, "/abonamente");
    // The next Tab goes on after the heading, not back to the top of the page (gatsbyjs/gatsby#29037).
    await page.keyboard.press("Tab");
    const after = await page.evaluate(() => {
      const h1 = document.querySelector("main#continut h1");
      const el = document.activeElement;
      return (
        h1 !== null && el !== null && el !== document.body && Boolean(h1.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)
      );
    });
    expect({ afterHeading: after, focused: await focusedLabel(page) }).toEqual({ afterHeading: true, focused: expect.any(String) });

    await tabToElement(page, mainNav.getByRole("link", { name: "Telefoane", exact: true }), 'the header link "Telefoane"', { back: true });
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    await expectRouteFocus(page, "/telefoane");
  } finally {
    await context.close();
  }
});

test("keyboard alone: a self-care menu link moves the focus to the new page's heading and announces it (postpaid.owner)", async () => {
  const { context, page } = await signedIn(browser, "postpaid.owner");
  try {
    await settlesOn(page, PATHS.dashboard);
    await waitForApp(page);
    const menu = page.getByRole("navigation", { name: "Meniul Contul meu", exact: true });
    const bills = menu.getByRole("link", { name: "Facturi și plăți", exact: true });
    await bills.waitFor({ timeout: 20000 });
    await tabToElement(page, bills, 'the menu link "Facturi și plăți"', { max: 120 });
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    await expectRouteFocus(page, PATHS.bills);
  } finally {
    await context.close();
  }
});
