// SPEC §3 "Bill" as the site keeps it, read from the TMF678 CustomerBill list of GET ebill /customerBill?banId={ban}
// (SPEC §7). The answer is not trusted: an item that is not a bill (no id, no amount due) is skipped, any other field
// that is missing or of the wrong type gets an empty default; nothing here throws.
//
// billingCycleBillStatus (issue 15, docs/decisions.md "Billing rules"): TMF678 has no field for the operator's billing
// cycle code, so the gateway sends it as an extension field of the same name (`billingCycleBillStatus`, a number or
// numeric text such as 98); the site keeps it as text. A bill without it keeps the TMF `state` (sent, settled, …).
// SPEC §9 "Bill disabled codes: 8, 9, 10, 98" are values of this code (billActions.ts decides what they disable).

import { DATA_FETCH_DEFAULTS } from "../constants";
import { monthNamesRo, RO_TIME_ZONE } from "../dates";
import { BILL_DOCUMENT_TYPES, BILL_STATUSES, isOneOf, type BillDocumentType, type BillStatus } from "../enums";
import { isRecord, readRecord as record, readList as list, readString as text, readNumber as amount } from "../read";

/** SPEC §3 "Bill statuses: PAID, PAID_IN_ADVANCE"; the gateway says UNPAID for everything else owed. */
export type BillPaymentStatus = BillStatus | "UNPAID";

/** SPEC §9 data-fetch default: a bill list stays fresh for 5 minutes. */
export const BILLS_STALE_MS = DATA_FETCH_DEFAULTS.staleTimeMs;
/** Personal data: dropped a minute after no screen shows it (not the 5-minute shop default). */
export const BILLS_GC_MS = 60_000;

/** SPEC §3 "billDocument list" (the download call takes the attachment type). */
export interface BillDocument {
  id: string;
  attachmentType: BillDocumentType;
  name: string;
  mimeType: string;
}

/** SPEC §3 "taxItem list". */
export interface TaxItem {
  taxCategory: string;
  /** As sent (TMF: a fraction such as 0.19). */
  taxRate: number | null;
  taxAmount: number | null;
  taxUnit: string;
}

/** SPEC §3 "Bill", every field. Dates are the ISO texts sent ("" when missing); day/month parts are Romanian time. */
export interface Bill {
  billId: string;
  billNumber: string;
  billDate: string;
  dueDate: string;
  billStartDate: string;
  billEndDate: string;
  amountDue: number;
  amountUnit: string;
  /** SPEC §3 "billStatus (from payment status)"; null when the gateway sent none we know. */
  billStatus: BillPaymentStatus | null;
  releaseDay: number | null;
  /** 1–12. */
  releaseMonth: number | null;
  /** "noiembrie" (Romanian, lower case as Romanian writes it); "" without a bill date. */
  fullReleaseMonth: string;
  releaseYear: number | null;
  startDay: number | null;
  startMonth: number | null;
  endDay: number | null;
  endMonth: number | null;
  dueDay: number | null;
  dueMonth: number | null;
  billDocument: BillDocument[];
  /** SPEC §3 "leftToPayAmount and leftToPayUnit (first account balance)"; null without a balance. */
  leftToPayAmount: number | null;
  leftToPayUnit: string;
  taxExcludedAmount: number | null;
  taxExcludedUnit: string;
  taxItem: TaxItem[];
  /** The billing cycle code sent as the extension field `billingCycleBillStatus` ("98"), else the TMF state ("sent"). */
  billingCycleBillStatus: string;
}

/** SPEC §3: "The first bill is the current bill; the rest form billHistory; unifiedBillHistory holds all." */
export interface Bills {
  currentBill: Bill | null;
  billHistory: Bill[];
  unifiedBillHistory: Bill[];
}

// --- readers ---

/** TMF Money {unit, value}; null when the value is not a number. */
function money(v: unknown): { value: number; unit: string } | null {
  const m = record(v);
  const value = amount(m.value);
  return value === null ? null : { value, unit: text(m.unit) };
}

/** An ISO 8601 date or date-time: Date.parse alone also takes "5", "2026" or "May 5" (a year-2001 bill). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]|$)/;

/** The ISO text as sent when it is a date; "" otherwise (never "Invalid Date" downstream). */
function isoDate(v: unknown): string {
  const t = text(v);
  return ISO_DATE.test(t) && Number.isFinite(Date.parse(t)) ? t : "";
}

const partsFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "numeric", year: "numeric", timeZone: RO_TIME_ZONE });

/** Day, month (1–12) and year of a date in Romania's time zone (a bill dated 31 May 22:00 UTC is a 1 June bill). */
export function romanianDateParts(iso: string): { day: number; month: number; year: number } | null {
  const time = iso === "" ? NaN : Date.parse(iso);
  if (!Number.isFinite(time)) return null;
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(time)).map((p) => [p.type, p.value]));
  return { day: Number(parts.day), month: Number(parts.month), year: Number(parts.year) };
}

/** SPEC §3 "billStatus (from payment status)": the statuses of SPEC §3 and UNPAID; anything else is unknown. */
export function billStatusOf(paymentStatus: unknown): BillPaymentStatus | null {
  const s = text(paymentStatus).toUpperCase();
  if (isOneOf(BILL_STATUSES, s)) return s;
  return s === "UNPAID" ? "UNPAID" : null;
}

/** Bill ids travel as VDF{billId} in the bill paths (SPEC §7): a prefixed id is taken without its prefix. */
function billIdOf(v: unknown): string {
  return text(v).replace(/^VDF/i, "");
}

function billDocument(v: unknown): BillDocument | null {
  if (!isRecord(v)) return null;
  const attachmentType = text(v.attachmentType).toUpperCase();
  // SPEC §3 document types only: the download call cannot ask for another.
  if (!isOneOf(BILL_DOCUMENT_TYPES, attachmentType)) return null;
  return { id: text(v.id), attachmentType, name: text(v.name), mimeType: text(v.mimeType) };
}

function taxItem(v: unknown): TaxItem | null {
  if (!isRecord(v)) return null;
  const tax = money(v.taxAmount);
  return { taxCategory: text(v.taxCategory), taxRate: amount(v.taxRate), taxAmount: tax?.value ?? null, taxUnit: tax?.unit ?? "" };
}

const present = <T>(v: T | null): v is T => v !== null;

/** One CustomerBill as a SPEC §3 Bill; null for an item that is not a bill (no id or no amount due). */
export function mapBill(raw: unknown): Bill | null {
  if (!isRecord(raw)) return null;
  const billId = billIdOf(raw.id);
  const due = money(raw.amountDue);
  if (billId === "" || !due) return null;

  const billDate = isoDate(raw.billDate);
  const dueDate = isoDate(raw.paymentDueDate);
  const period = record(raw.billingPeriod);
  const billStartDate = isoDate(period.startDateTime);
  const billEndDate = isoDate(period.endDateTime);
  const release = romanianDateParts(billDate);
  const start = romanianDateParts(billStartDate);
  const end = romanianDateParts(billEndDate);
  const dueParts = romanianDateParts(dueDate);
  const balance = money(record(list(record(raw.financialAccount).accountBalance)[0]).amount);
  const taxExcluded = money(raw.taxExcludedAmount);

  return {
    billId,
    billNumber: text(raw.billNo),
    billDate,
    dueDate,
    billStartDate,
    billEndDate,
    amountDue: due.value,
    amountUnit: due.unit,
    billStatus: billStatusOf(raw.paymentStatus),
    releaseDay: release?.day ?? null,
    releaseMonth: release?.month ?? null,
    fullReleaseMonth: release ? (monthNamesRo()[release.month - 1] ?? "") : "",
    releaseYear: release?.year ?? null,
    startDay: start?.day ?? null,
    startMonth: start?.month ?? null,
    endDay: end?.day ?? null,
    endMonth: end?.month ?? null,
    dueDay: dueParts?.day ?? null,
    dueMonth: dueParts?.month ?? null,
    billDocument: list(raw.billDocument).map(billDocument).filter(present),
    leftToPayAmount: balance?.value ?? null,
    leftToPayUnit: balance?.unit ?? "",
    taxExcludedAmount: taxExcluded?.value ?? null,
    taxExcludedUnit: taxExcluded?.unit ?? "",
    taxItem: list(raw.taxItem).map(taxItem).filter(present),
    billingCycleBillStatus: text(raw.billingCycleBillStatus) || text(raw.state),
  };
}

/** SPEC §3: the first bill is the current one, the rest the history, all of them the unified history. */
export function splitBills(bills: readonly Bill[]): Bills {
  return { currentBill: bills[0] ?? null, billHistory: bills.slice(1), unifiedBillHistory: [...bills] };
}

/** The bill list answer (newest first, as the gateway sends it) as SPEC §3's three views; anything not a list is none. */
export function mapBills(raw: unknown): Bills {
  return splitBills(list(raw).map(mapBill).filter(present));
}

/**
 * The billing account whose bills are asked for. The profile's selectedBan is that account, except for a fixed-line
 * subscriber, where it is the BAN base id (SPEC §3): then the customer's BAN that starts with it. null: no account.
 */
export function billingAccountOf(selectedBan: string, bans: readonly string[]): string | null {
  const ban = selectedBan.trim();
  if (ban === "") return bans[0] ?? null;
  if (bans.length === 0 || bans.includes(ban)) return ban;
  return bans.find((b) => b.startsWith(ban)) ?? ban;
}
