// SPEC §7 "GET ebill /customerBill?banId={ban}": the TMF678 CustomerBill list of one BAN, newest first (SPEC §3:
// the first bill is the current bill). Derived from the identity and the clock on every call: the current bill
// follows ctx.now(), which a seed could not do (seeds hold no clock values). Only what happens to a bill is stored:
// a bill paid through the sandbox (store.ts ebill_bill_payments) is passed in as `paid` and answers PAID.
import type { BillDocumentType } from "../../../../src/domain/enums";
import { PERSONAS } from "../../seed/personas";
import { round2, stableInt } from "../../seed/stableNumber";
import type { IdentityRecord } from "../identity/store";
import { addDays, billedPeriod, currentCycleMonth, cycleDate, iso } from "./billingCycle";

export const EBILL_PREFIX = "/ebill";
export const BILLS_PER_OPEN_BAN = 6;
export const BILLS_PER_CLOSED_BAN = 3;
export const VAT_RATE = 0.19;
export const PAYMENT_TERM_DAYS = 20;
/** A closed account's last bill was issued in June 2025 (month index); its bills are frozen there. */
export const CLOSED_ACCOUNT_LAST_BILL_MONTH = 2025 * 12 + 5;

/** SPEC §3 bill statuses (PAID, PAID_IN_ADVANCE) plus the open one. */
export type PaymentStatus = "PAID" | "PAID_IN_ADVANCE" | "UNPAID";

const bansOf = (...usernames: string[]) =>
  new Set(PERSONAS.filter((p) => usernames.includes(p.username)).flatMap((p) => p.identities.flatMap((i) => i.bans)));

/** A bill belongs to its BAN, so everyone who sees one of these BANs (postpaid.user, Acme's people) sees it open too. */
const OPEN_CURRENT_BILL_BANS = bansOf("postpaid.owner", "business.chooser", "fixed.owner");
/** The one bill paid in advance: the third newest of postpaid.owner's BAN. */
const PAID_IN_ADVANCE = { bans: bansOf("postpaid.owner"), position: 2 };

const money = (value: number) => ({ unit: "RON" as const, value });
const two = (n: number) => String(n).padStart(2, "0");

function statusOf(ban: string, position: number): PaymentStatus {
  if (position === 0 && OPEN_CURRENT_BILL_BANS.has(ban)) return "UNPAID";
  if (position === PAID_IN_ADVANCE.position && PAID_IN_ADVANCE.bans.has(ban)) return "PAID_IN_ADVANCE";
  return "PAID";
}

/** 35–130 lei a month, steady per BAN with a monthly swing. */
const amountOf = (ban: string, monthIndex: number) =>
  round2(40 + (stableInt(ban) % 8000) / 100 + (stableInt(`${ban}:${monthIndex}`) % 1500) / 100 - 5);

/** Documents per bill (SPEC §3 document types): summary + detailed PDF; fixed lines a convergent PDF; business a call-detail archive. */
function documentTypes(identity: IdentityRecord): BillDocumentType[] {
  if (identity.isFixed) return ["PDF_1P", "PDF_2C"];
  if (identity.customerType === "EBU") return ["PDF_1P", "PDF_2P", "ZIP_CD"];
  return ["PDF_1P", "PDF_2P"];
}

function customerBill(identity: IdentityRecord, ban: string, monthIndex: number, derived: PaymentStatus, paid: ReadonlySet<string>) {
  const day = identity.billingCycle;
  const billDate = cycleDate(monthIndex, day);
  const d = new Date(billDate);
  const yymm = `${two(d.getUTCFullYear() % 100)}${two(d.getUTCMonth() + 1)}`;
  // Stable per BAN and month, numeric text (the site prefixes VDF in its bill paths).
  const id = `${ban}${yymm}`;
  const status: PaymentStatus = derived === "UNPAID" && paid.has(id) ? "PAID" : derived;
  const billNo = `FV${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}-${ban}`;
  const amount = amountOf(ban, monthIndex);
  const net = round2(amount / (1 + VAT_RATE));
  const remaining = status === "UNPAID" ? amount : 0;
  const period = billedPeriod(monthIndex, day);
  return {
    id,
    href: `${EBILL_PREFIX}/customerBill/${id}`,
    billNo,
    billDate: iso(billDate),
    paymentDueDate: iso(addDays(billDate, PAYMENT_TERM_DAYS)),
    billingPeriod: { startDateTime: iso(period.start), endDateTime: iso(period.end) },
    amountDue: money(amount),
    remainingAmount: money(remaining),
    taxExcludedAmount: money(net),
    taxIncludedAmount: money(amount),
    taxItem: [{ taxCategory: "VAT", taxRate: VAT_RATE, taxAmount: money(round2(amount - net)) }],
    state: status === "UNPAID" ? "sent" : "settled",
    paymentStatus: status,
    // SPEC §3 leftToPay = the first account balance: what is still open on this bill.
    financialAccount: { id: `FA-${ban}`, accountBalance: [{ balanceType: "leftToPay", amount: money(remaining) }] },
    billDocument: documentTypes(identity).map((type) => ({
      id: `${id}-${type}`,
      attachmentType: type,
      name: `${billNo}_${type}.${type === "ZIP_CD" ? "zip" : "pdf"}`,
      mimeType: type === "ZIP_CD" ? "application/zip" : "application/pdf",
    })),
    billingAccount: { id: ban },
  };
}

export type CustomerBill = ReturnType<typeof customerBill>;

/**
 * The bills of `ban`, one of `identity`'s `bans` or `closedBans`, newest first: six monthly bills up to the latest
 * bill date at or before `now` for an open BAN, three frozen ones for a closed BAN, none for prepaid.
 */
export function billsFor(identity: IdentityRecord, ban: string, now: number, paid: ReadonlySet<string> = new Set()): CustomerBill[] {
  if (identity.isPrepaid) return [];
  if (identity.closedBans.includes(ban)) {
    return Array.from({ length: BILLS_PER_CLOSED_BAN }, (_, k) =>
      customerBill(identity, ban, CLOSED_ACCOUNT_LAST_BILL_MONTH - k, "PAID", paid),
    );
  }
  const current = currentCycleMonth(now, identity.billingCycle);
  return Array.from({ length: BILLS_PER_OPEN_BAN }, (_, k) => customerBill(identity, ban, current - k, statusOf(ban, k), paid));
}

/** The BAN a bill id belongs to (`<ban><yymm>`), or null when the id is not one. */
export function banOfBillId(billId: string): string | null {
  return /^\d{5,}\d{4}$/.test(billId) ? billId.slice(0, -4) : null;
}
