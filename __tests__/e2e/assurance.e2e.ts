// Issue 27's assurance and users' requests in Chromium against the sandbox, as a company's people use them (SPEC §2
// /business/assurance and cererileutilizatorilor, §6, §7 trouble tickets and impacted service; TMF621):
// - business.technical lands on /business/assurance, opens a ticket about a line of the Pipera incident (typed as soon
//   as the form shows), sees it in the company's list with the state the sandbox gives it and linked to the incident
//   (the sandbox and a reload agree), and sees the impacted services; axe finds nothing on the page or the dialog;
// - a 500 on the tickets list, the impacted services and the ticket POST each shows its catalogued ribbon, and
//   everything typed stays;
// - business.chooser filters the users' requests by a user and a state (the address keeps them after a reload, the
//   sandbox gives the same rows); axe finds nothing; a 500 on the list shows its ribbon and the filters stay.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { launch, settlesOn, siteUrl } from "./support/browser";
import { clearFaults, injectFault } from "./support/faults";
import { gatewayAnswer, gatewayGet } from "./support/identity";
import { signedIn as signIn, type Signed } from "./support/signIn";
import { PATHS } from "../../src/domain/guards/paths";
import { statusLabel } from "../../src/domain/tickets/ticketStatus";
import { roAssurance } from "../../src/i18n/ro/assurance";
import { roErrors } from "../../src/i18n/ro/errors";
import { roTickets } from "../../src/i18n/ro/tickets";
import { roUsersRequests } from "../../src/i18n/ro/usersRequests";

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

const a = roAssurance;
const u = roUsersRequests;
const ASSURANCE = PATHS.assurance;
const USERS_REQUESTS = PATHS.usersRequests;
const TICKETS = "/trouble-ticket/businessTicket";
const SERVICES = "/impacted-service/impactedService";
const REQUESTS = "/trouble-ticket/companyRequest";
/** Retries with back-off come first for a 5xx (SPEC §9): the ribbon shows after them. */
const RIBBON_TIMEOUT = 30000;
const signedIn = (username: string): Promise<Signed> => signIn(browser, username);
const confirmation = (page: Page, name: string) => page.getByRole("alertdialog", { name }).or(page.getByRole("dialog", { name }));
const region = (page: Page, name: string) => page.getByRole("region", { name });
const form = (page: Page) => region(page, a.form.heading);
const ticketRow = (page: Page, id: string) =>
  region(page, a.tickets.heading)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`${id}$`) }) });

type BusinessTicket = { id: string; status: string; description: string; relatedEntity: { id: string; role: string }[] };
type ImpactedService = { id: string; name: string; status: string; relatedTicket: { id: string }[] };
type Request = { id: string; status: string; ticketType: string; relatedParty: { name?: string; role: string }[] };

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Counts the page's calls that open a ticket (POST /businessTicket). */
function postsOf(page: Page): { count: () => number } {
  let n = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === TICKETS) n++;
  });
  return { count: () => n };
}

/** Types the ticket as soon as the form shows (no waiting for the lists or for hydration). */
async function typeTicket(page: Page, description: string, affected: string) {
  const f = form(page);
  await f.getByLabel(a.form.description).fill(description, { timeout: 20000 });
  await f.getByLabel(a.form.category).selectOption({ label: a.types.voice });
  await f.getByLabel(a.form.severity).selectOption({ value: "major" });
  await f.getByLabel(a.form.affected).fill(affected);
}

async function expectTyped(page: Page, description: string, affected: string) {
  const f = form(page);
  expect(await f.getByLabel(a.form.description).inputValue()).toBe(description);
  expect(await f.getByLabel(a.form.category).inputValue()).toBe("voice");
  expect(await f.getByLabel(a.form.severity).inputValue()).toBe("major");
  expect(await f.getByLabel(a.form.affected).inputValue()).toBe(affected);
}

test("business.technical lands on assurance, opens a ticket about a line of an incident and sees it listed and linked; axe 0", async () => {
  const description = `Nu se pot iniția apeluri din recepția din Pipera (test ${Date.now()}).`;
  const { page, context, errors } = await signedIn("business.technical");
  try {
    await settlesOn(page, ASSURANCE);
    // A full load of the page; the ticket is typed as soon as the form shows.
    await page.goto(siteUrl(ASSURANCE));
    await typeTicket(page, description, "0729 100 024");
    await page.getByRole("heading", { level: 1, name: "Asigurarea serviciilor" }).waitFor();

    // The impacted services are the sandbox's, under way first.
    const services = await gatewayGet<ImpactedService[]>("business.technical", SERVICES);
    const pipera = region(page, a.impacted.heading).getByRole("article", { name: "București – Pipera" });
    await pipera.waitFor({ timeout: 20000 });
    expect(await pipera.textContent()).toContain(a.impacted.statusText({ key: "inRemediere", tone: "active", raw: "inProgress" }));
    const shown = await region(page, a.impacted.heading).getByRole("article").locator("h3").allTextContents();
    expect(shown).toEqual(services.map((s) => s.name));
    expect(await axeViolations(page)).toEqual([]);

    await form(page).getByRole("button", { name: a.form.submit }).click();
    const dialog = confirmation(page, a.form.confirmTitle);
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("numărul 0729100024");
    expect(await dialog.textContent()).toContain(description);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Confirmă" }).click();

    const done = form(page).getByRole("status").filter({ hasText: "a fost deschis" });
    await done.waitFor({ timeout: 20000 });
    const id = /BT-\d{6}/.exec((await done.textContent()) ?? "")?.[0] ?? "";
    expect(id).toMatch(/^BT-\d{6}$/);

    // The sandbox agrees: the ticket is the company's, about the line, and belongs to the Pipera incident.
    const stored = await gatewayGet<BusinessTicket>("business.technical", `${TICKETS}/${id}`);
    expect(stored.description).toBe(description);
    expect(stored.relatedEntity).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: "0729100024", role: "number" }), expect.objectContaining({ id: "IS-000001" })]),
    );
    const row = ticketRow(page, id);
    await row.waitFor({ timeout: 20000 });
    expect(await row.textContent()).toContain(`${a.tickets.state}: ${roTickets.statusText(statusLabel(stored.status))}`);
    expect(await row.textContent()).toContain(description);
    await pipera.getByText(id, { exact: false }).waitFor({ timeout: 20000 });
    const linked = await gatewayGet<ImpactedService>("business.technical", `${SERVICES}/IS-000001`);
    expect(linked.relatedTicket.map((x) => x.id)).toContain(id);

    await page.reload();
    const again = ticketRow(page, id);
    await again.waitFor({ timeout: 20000 });
    const now = await gatewayGet<BusinessTicket>("business.technical", `${TICKETS}/${id}`);
    expect(await again.textContent()).toContain(`${a.tickets.state}: ${roTickets.statusText(statusLabel(now.status))}`);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a 500 on the tickets list, the impacted services and the ticket POST each shows its catalogued ribbon; what was typed stays", async () => {
  await injectFault({ pathPattern: TICKETS, method: "GET", status: 500 });
  await injectFault({ pathPattern: SERVICES, method: "GET", status: 500 });
  const description = "Apelurile se întrerup după un minut în depozitul din Chitila.";
  const { page, context } = await signedIn("business.technical");
  const posts = postsOf(page);
  try {
    await page.goto(siteUrl(ASSURANCE));
    await typeTicket(page, description, "0729100017");
    const lists = region(page, a.tickets.heading).getByRole("alert");
    await lists.waitFor({ timeout: RIBBON_TIMEOUT });
    expect(await lists.textContent()).toContain(`${a.tickets.error} ${roErrors.general.unavailable}`);
    const impacted = region(page, a.impacted.heading).getByRole("alert");
    await impacted.waitFor({ timeout: RIBBON_TIMEOUT });
    expect(await impacted.textContent()).toContain(`${a.impacted.error} ${roErrors.general.unavailable}`);
    await expectTyped(page, description, "0729100017");

    await clearFaults();
    await injectFault({ pathPattern: TICKETS, method: "POST", status: 500 });
    const before = Number((await gatewayAnswer("business.technical", TICKETS)).headers.get("x-total-count"));
    await form(page).getByRole("button", { name: a.form.submit }).click();
    await confirmation(page, a.form.confirmTitle).getByRole("button", { name: "Confirmă" }).click();
    const alert = form(page).getByRole("alert").filter({ hasText: a.form.sendError });
    await alert.waitFor({ timeout: RIBBON_TIMEOUT });
    expect(await alert.textContent()).toContain(roErrors.general.unavailable);
    await expectTyped(page, description, "0729100017");
    expect(await form(page).getByRole("button", { name: a.form.submit }).isEnabled()).toBe(true);
    expect(posts.count()).toBe(1);
    // Nothing was opened.
    expect(Number((await gatewayAnswer("business.technical", TICKETS)).headers.get("x-total-count"))).toBe(before);
  } finally {
    await context.close();
  }
});

test("business.chooser filters the users' requests by a user and a state; a reload keeps them; axe 0; a 500 shows its ribbon", async () => {
  const { page, context, errors } = await signedIn("business.chooser");
  try {
    await page.goto(siteUrl(USERS_REQUESTS));
    const list = region(page, u.list.heading);
    const rows = list.locator("tbody tr");
    await rows.first().waitFor({ timeout: 20000 });
    const all = await gatewayAnswer<Request[]>("business.chooser", REQUESTS);
    await list.getByText(u.list.count(Number(all.headers.get("x-total-count"))), { exact: true }).waitFor();
    expect(await rows.count()).toBe(10);
    expect(await axeViolations(page)).toEqual([]);

    const user = list.getByLabel(u.filters.user, { exact: true });
    await user.locator("option", { hasText: "Radu Dumitru · 0729100003" }).waitFor({ state: "attached", timeout: 20000 });
    await user.selectOption({ label: "Radu Dumitru · 0729100003" });
    await list.getByLabel(u.filters.state).selectOption({ value: "completed" });
    await list.getByRole("button", { name: u.filters.apply }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === USERS_REQUESTS && url.searchParams.get("user") === "0729100003" && url.searchParams.get("state") === "completed",
      { timeout: 20000 },
    );
    const filtered = await gatewayAnswer<Request[]>("business.chooser", `${REQUESTS}?user=0729100003&status=completed`);
    expect(filtered.body.length).toBeGreaterThan(0);
    const expectRows = async () => {
      await list.getByText(u.list.count(filtered.body.length), { exact: true }).waitFor({ timeout: 20000 });
      const texts = await list.locator("tbody tr").allTextContents();
      expect(texts).toHaveLength(filtered.body.length);
      for (const [i, text] of texts.entries()) {
        expect(text).toContain(filtered.body[i]?.id ?? "?");
        expect(text).toContain("Radu Dumitru");
        expect(text).toContain(roTickets.statusText(statusLabel("completed")));
      }
    };
    await expectRows();

    await page.reload();
    await page.waitForURL((url) => url.searchParams.get("user") === "0729100003" && url.searchParams.get("state") === "completed");
    await expectRows();
    expect(await region(page, u.list.heading).getByLabel(u.filters.user, { exact: true }).inputValue()).toBe("0729100003");
    expect(await region(page, u.list.heading).getByLabel(u.filters.state).inputValue()).toBe("completed");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    // A 500 on the list: the catalogued ribbon; the filters typed stay (in the form and in the address).
    await injectFault({ pathPattern: REQUESTS, method: "GET", status: 500 });
    await list.getByLabel(u.filters.from).fill("2026-01-01");
    await list.getByRole("button", { name: u.filters.apply }).click();
    await page.waitForURL((url) => url.searchParams.get("from") === "2026-01-01", { timeout: 20000 });
    const alert = list.getByRole("alert").filter({ hasText: u.list.error });
    await alert.waitFor({ timeout: RIBBON_TIMEOUT });
    expect(await alert.textContent()).toContain(roErrors.general.unavailable);
    expect(await list.getByLabel(u.filters.user, { exact: true }).inputValue()).toBe("0729100003");
    expect(await list.getByLabel(u.filters.state).inputValue()).toBe("completed");
    expect(await list.getByLabel(u.filters.from).inputValue()).toBe("2026-01-01");
  } finally {
    await context.close();
  }
});
