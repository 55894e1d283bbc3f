// Issue 15 bills in Chromium against the sandbox, as a customer would use them: postpaid.owner sees the current bill
// and the history, downloads the current bill (a real PDF under the invoice's own file name), e-mails it (it lands in
// the sandbox outbox), pays it through the provider's page and 3-D Secure and sees it paid; a 503 on the list is a
// ribbon with a retry, never a blank page.
import type { Browser, Page } from "playwright-core";
import { launch, siteUrl } from "./support/browser";
import { sandboxUrl } from "./support/cms";
import { signedIn as signIn, type Signed } from "./support/signIn";
import { clearFaults, injectFault } from "./support/faults";
import { gatewayGet } from "./support/identity";
import { formatAmount } from "../../src/domain/currency";
import { roBills } from "../../src/i18n/ro/bills";

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

const BILLS = "/ecare/facturi-si-plati";
const BAN = "100000101";

const signedIn = (username: string): Promise<Signed> => signIn(browser, username);

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function openBills(page: Page): Promise<void> {
  await page.goto(siteUrl(BILLS));
  await page.getByRole("heading", { name: roBills.title, level: 1 }).waitFor({ timeout: 20000 });
}

test("postpaid.owner: the current bill and the history by year, as the gateway holds them", async () => {
  const { context, page, errors } = await signedIn("postpaid.owner");
  const bills = await gatewayGet<any[]>("postpaid.owner", `/ebill/customerBill?banId=${BAN}`);
  await openBills(page);
  const current = region(page, roBills.current.heading);
  await current.getByText(formatAmount(bills[0].amountDue.value, "RON"), { exact: true }).first().waitFor({ timeout: 15000 });
  await current.getByText(bills[0].billNo, { exact: true }).waitFor();
  const history = region(page, roBills.history.heading);
  // Every older bill is a row of the history.
  expect(await history.getByRole("row").count()).toBeGreaterThanOrEqual(bills.length - 1);
  for (const bill of bills.slice(1)) await history.getByText(formatAmount(bill.amountDue.value, "RON"), { exact: true }).first().waitFor();
  await region(page, roBills.chart.heading).getByRole("img").waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test("postpaid.owner downloads the current bill: a real PDF under the invoice's own file name", async () => {
  const { context, page } = await signedIn("postpaid.owner");
  const bills = await gatewayGet<any[]>("postpaid.owner", `/ebill/customerBill?banId=${BAN}`);
  await openBills(page);
  const current = region(page, roBills.current.heading);
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: 20000 }),
    current.getByRole("button", { name: roBills.actions.download, exact: true }).click(),
  ]);
  const names = (bills[0].billDocument as { name: string }[]).map((d) => d.name);
  expect(names).toContain(download.suggestedFilename());
  const path = await download.path();
  const bytes = await import("node:fs").then((fs) => fs.readFileSync(path as string));
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.subarray(-8).toString("latin1")).toContain("%%EOF");
  await current.getByText(roBills.actions.downloaded(download.suggestedFilename())).waitFor();
  await context.close();
});

test("postpaid.owner e-mails the current bill: it lands in the sandbox outbox with the document", async () => {
  const { context, page } = await signedIn("postpaid.owner");
  await openBills(page);
  const to = `factura.${Date.now()}@exemplu.ro`;
  await region(page, roBills.current.heading).getByRole("button", { name: roBills.actions.email, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: roBills.email.title });
  // The profile's address is offered first.
  expect(await dialog.getByLabel(roBills.email.field, { exact: true }).inputValue()).toMatch(/@/);
  // A bad address: the message, nothing sent, what was typed kept.
  await dialog.getByLabel(roBills.email.field, { exact: true }).fill("nu-e-adresa");
  await dialog.getByRole("button", { name: roBills.email.send, exact: true }).click();
  await dialog.locator('[aria-invalid="true"]').waitFor();
  expect(await dialog.getByLabel(roBills.email.field, { exact: true }).inputValue()).toBe("nu-e-adresa");
  await dialog.getByLabel(roBills.email.field, { exact: true }).fill(to);
  await dialog.getByRole("button", { name: roBills.email.send, exact: true }).click();
  await page.getByText(roBills.email.sent(to)).waitFor({ timeout: 15000 });
  const res = await fetch(sandboxUrl(`/sandbox/outbox?to=${encodeURIComponent(to)}`));
  const { messages } = (await res.json()) as { messages: { attachments?: { name: string; mimeType: string }[] }[] };
  expect(messages).toHaveLength(1);
  expect(messages[0]?.attachments?.[0]?.name).toMatch(/\.pdf$/);
  await context.close();
});

test("postpaid.owner pays the current bill through the provider's page and 3-D Secure: the bill shows paid", async () => {
  const { context, page } = await signedIn("postpaid.owner");
  const before = await gatewayGet<any[]>("postpaid.owner", `/ebill/customerBill?banId=${BAN}`);
  await openBills(page);
  const current = region(page, roBills.current.heading);
  await current.getByText(before[0].billNo, { exact: true }).waitFor({ timeout: 15000 });
  const pay = current.getByRole("button", { name: roBills.actions.pay, exact: true });
  await pay.click();
  await page.waitForURL((url) => url.pathname.startsWith("/payments/pay/"), { timeout: 20000 });
  await page.getByLabel("Număr card").fill("4000 0000 0000 3220");
  await page.getByLabel("Data expirării").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: "Plătește" }).click();
  await page.getByRole("button", { name: "Aprobă" }).click({ timeout: 20000 });
  await page.waitForURL((url) => url.pathname === BILLS && url.searchParams.get("paymentStatus") === "captured", { timeout: 20000 });
  await page.getByText(roBills.payReturn.paid).waitFor({ timeout: 15000 });
  await region(page, roBills.current.heading).getByText(roBills.current.statuses.PAID, { exact: true }).first().waitFor({ timeout: 15000 });
  expect(await region(page, roBills.current.heading).getByRole("button", { name: roBills.actions.pay }).count()).toBe(0);
  const bills = await gatewayGet<any[]>("postpaid.owner", `/ebill/customerBill?banId=${BAN}`);
  expect(bills[0].paymentStatus).toBe("PAID");
  await context.close();
});

test("a 503 on the bill list is a ribbon with a retry, not a blank page; the retry loads the bills", async () => {
  const { context, page } = await signedIn("fixed.owner");
  await injectFault({ pathPattern: "/ebill/customerBill", method: "GET", status: 503, count: 20 });
  await openBills(page);
  const current = region(page, roBills.current.heading);
  const ribbon = current.getByRole("alert");
  await ribbon.waitFor({ timeout: 30000 });
  expect(await ribbon.textContent()).toContain(roBills.current.error);
  await clearFaults();
  await ribbon.getByRole("button", { name: "Încearcă din nou" }).click();
  await current
    .getByText(roBills.current.statuses.UNPAID, { exact: true })
    .or(current.getByText(roBills.current.statuses.PAID, { exact: true }))
    .first()
    .waitFor({ timeout: 20000 });
  await context.close();
});
