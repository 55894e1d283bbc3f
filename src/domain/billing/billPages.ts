// The rules of the bill summary, bill details and closed-account pages (issue 15; SPEC §2 /ecare/facturi-si-plati/sumar,
// /detalii-facturi, /ecare/facturi-cont-inchis; §3 Bill, Closed account; §7 billSummary): which bill a page shows, what
// a summary's lines add up to, which document the in-page preview shows and which closed account is chosen. Pure
// functions; the screens only call them.
import { PATHS } from "../guards/paths";
import type { Bill, BillDocument, Bills } from "./bills";
import type { BillDocumentType } from "../enums";

/** `?factura=<billId>` on /sumar and /detalii-facturi. */
export const BILL_QUERY_PARAM = "factura";
/** `?cont=<ban>` on /ecare/facturi-cont-inchis: the chosen closed account survives a reload. */
export const CLOSED_ACCOUNT_QUERY_PARAM = "cont";

/** A bill id (`<BAN><yymm>`) or a BAN as the address may carry it: letters, digits, "-" and "_", at most 64. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** What `?factura=` says: nothing (`given` false: the current bill), a bill id, or text that is no id (`billId` null). */
export interface BillQuery {
  given: boolean;
  billId: string | null;
}

/** SPEC §7 bill ids travel as VDF{billId}: the prefix is dropped; blank is "not given". */
export function billQueryOf(search: string): BillQuery {
  const raw = new URLSearchParams(search).get(BILL_QUERY_PARAM);
  const value = (raw ?? "").trim().replace(/^VDF/i, "");
  if (raw === null || raw.trim() === "") return { given: false, billId: null };
  return { given: true, billId: ID.test(value) ? value : null };
}

/** The BAN `?cont=` names; null when absent or not a BAN. */
export function closedBanOfQuery(search: string): string | null {
  const value = (new URLSearchParams(search).get(CLOSED_ACCOUNT_QUERY_PARAM) ?? "").trim();
  return ID.test(value) ? value : null;
}

export const billSummaryPath = (billId: string) => `${PATHS.billSummary}?${BILL_QUERY_PARAM}=${encodeURIComponent(billId)}`;
export const billDetailsPath = (billId: string) => `${PATHS.billDetails}?${BILL_QUERY_PARAM}=${encodeURIComponent(billId)}`;
export const closedAccountPath = (ban: string) => `${PATHS.closedAccounts}?${CLOSED_ACCOUNT_QUERY_PARAM}=${encodeURIComponent(ban)}`;

export interface ChosenBill {
  bill: Bill;
  /** SPEC §3 "The first bill is the current bill": only it may be paid. */
  isCurrent: boolean;
}

/**
 * The bill a page shows (SPEC §3): the one `?factura=` names among all the account's bills (unifiedBillHistory), the
 * current bill when the query names none; null when the named bill is not the account's (or the text is no id), or
 * when there is no bill at all.
 */
export function chosenBill(bills: Bills, query: BillQuery): ChosenBill | null {
  const current = bills.currentBill;
  if (!query.given) return current ? { bill: current, isCurrent: true } : null;
  if (query.billId === null) return null;
  const all = bills.unifiedBillHistory.length > 0 ? bills.unifiedBillHistory : current ? [current] : [];
  const bill = all.find((b) => b.billId === query.billId) ?? null;
  if (!bill) return null;
  return { bill, isCurrent: current?.billId === bill.billId };
}

/** The id whose summary /sumar asks for: the query's, else the current bill's; null when there is none. */
export function summaryBillId(query: BillQuery, bills: Bills | undefined): string | null {
  if (query.given) return query.billId;
  return bills?.currentBill?.billId ?? null;
}

/** One line of a bill summary: a number (null for a fixed service) and its services. */
export interface BillSummaryLine {
  id: string;
  msisdn: string | null;
  services: { name: string; category: string | null; amount: number; unit: string }[];
  amount: number | null;
  unit: string;
}

/** SPEC §7 GET billSummary (read by the bill pages' client): the bill (SPEC §3 fields) and its services per line. */
export interface BillSummary {
  bill: Bill;
  lines: BillSummaryLine[];
}

/** SPEC §3 "Closed account: customerId, crmCustomerSegment, ban" (GET closedAccounts). */
export interface ClosedAccount {
  customerId: string;
  crmCustomerSegment: string;
  ban: string;
}

export interface Amount {
  amount: number;
  unit: string;
}

/** The amounts of a summary line (a BillSummaryLine has this shape). */
export interface LineAmounts {
  amount: number | null;
  unit: string;
  services: readonly { amount: number; unit: string }[];
}

/** Cents, so that 30.12 + 43.25 is 73.37 and not 73.36999999999999. */
const cents = (n: number) => Math.round(n * 100);

/** The sum of amounts in one currency; null for none, or when the currencies differ (never a sum of lei and euro). */
function sum(amounts: readonly Amount[]): Amount | null {
  const first = amounts[0];
  if (!first) return null;
  const unit = first.unit.trim().toUpperCase();
  if (amounts.some((a) => a.unit.trim().toUpperCase() !== unit)) return null;
  return { amount: amounts.reduce((total, a) => total + cents(a.amount), 0) / 100, unit: first.unit };
}

/**
 * docs/billing-contract.md "Bill summary" (SPEC §7 billSummary): "services add up to their line". The line's own
 * total when sent, else the sum of its services; null when neither is known.
 */
export function lineTotal(line: LineAmounts): Amount | null {
  if (line.amount !== null) return { amount: line.amount, unit: line.unit || line.services[0]?.unit || "" };
  return sum(line.services);
}

/** "Lines add up to the bill's taxExcludedAmount": the lines' totals summed; null when a line's total is unknown. */
export function linesTotal(lines: readonly LineAmounts[]): Amount | null {
  const totals = lines.map(lineTotal);
  if (totals.some((t) => t === null)) return null;
  return sum(totals as Amount[]);
}

/** A document the browser can show in a frame: a PDF (SPEC §3 PDF_1P, PDF_2P, PDF_2C; never the ZIP_CD archive). */
export function isPdfDocument(doc: Pick<BillDocument, "attachmentType" | "mimeType">): boolean {
  const mime = doc.mimeType.trim().toLowerCase();
  if (mime !== "") return mime === "application/pdf";
  return doc.attachmentType.startsWith("PDF_");
}

/**
 * The document the in-page preview shows: the customer's own type (documentTypeFor, SPEC §6) when it is a PDF, else
 * the bill's first PDF; null when the bill has no PDF (a business chooser's bill still has its PDF_1P).
 */
export function previewDocument(bill: Pick<Bill, "billDocument">, preferred: BillDocumentType | null): BillDocument | null {
  const pdfs = bill.billDocument.filter(isPdfDocument);
  return pdfs.find((d) => d.attachmentType === preferred) ?? pdfs[0] ?? null;
}

/** A TMF tax rate (a fraction, 0.19) as a percentage (19); null when not sent or not a rate. */
export function taxRatePercent(rate: number | null): number | null {
  if (rate === null || !Number.isFinite(rate) || rate < 0) return null;
  return Math.round(rate * 10_000) / 100;
}

/**
 * SPEC §3 Closed account: the one whose frozen bills are shown: the one `?cont=` names when it is one of the
 * identity's closed accounts, else the only one when there is exactly one; null otherwise (the customer chooses).
 */
export function chosenClosedAccount<T extends { ban: string }>(accounts: readonly T[], ban: string | null): T | null {
  if (ban !== null) {
    const named = accounts.find((a) => a.ban === ban);
    if (named) return named;
  }
  return accounts.length === 1 ? accounts[0]! : null;
}
