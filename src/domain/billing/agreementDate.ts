// The day a payment agreement may promise (SPEC §7 "POST paymentAgreement (agreementDate header)"; the range is the
// contract's, docs/billing-contract.md "Payment confirmation and agreement": tomorrow at the earliest, 30 days from
// today at the latest, Romanian days, both ends inclusive). The eligibility answer names the days
// (minAgreementDate, maxAgreementDate); the site keeps them inside the contract's range, so a stale or odd answer
// never lets a day through that the back end refuses. Dates travel as YYYY-MM-DD; "today" is Romania's.
import { calendarDay } from "../calendarDay";
import type { Money } from "../currency";
import { romanianDateParts } from "./bills";

/** Latest promised day: this many days after today (docs/billing-contract.md). */
export const AGREEMENT_MAX_DAYS = 30;

export interface AgreementDateRange {
  /** YYYY-MM-DD, inclusive. */
  min: string;
  /** YYYY-MM-DD, inclusive. */
  max: string;
}

/**
 * SPEC §7 paymentConfirmation/checkEligibility and paymentAgreement/checkEligibility (read by the billing care client):
 * whether the current bill of the BAN may be confirmed paid / promised, and which bill it is.
 */
export interface PaymentEligibility {
  eligible: boolean;
  /** Why not (Romanian, may be shown as is); null when eligible. */
  reason: string | null;
  banId: string | null;
  billId: string | null;
  billNo: string | null;
  amountDue: Money | null;
  paymentDueDate: string | null;
  /** Agreement only: the earliest and latest day that may be promised (YYYY-MM-DD). */
  minAgreementDate: string | null;
  maxAgreementDate: string | null;
}

export type AgreementDateKey = "required" | "dateInvalid" | "dateOutOfRange";

export type AgreementDateCheck = { ok: true; date: string } | { ok: false; key: AgreementDateKey };

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The day `days` after a YYYY-MM-DD day (negative: before). */
export function addDays(day: string, days: number): string {
  const at = new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/** Today in Romania (Europe/Bucharest) as YYYY-MM-DD, for the instant `now` (ms). */
export function romanianToday(now: number): string {
  const parts = romanianDateParts(new Date(now).toISOString());
  if (!parts) throw new RangeError(`Not a time: ${now}`);
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
}

/**
 * The days that may be promised: the eligibility answer's min/max kept inside tomorrow..today+30 (a missing or
 * invalid end takes the contract's). null when no day is left (an answer whose range lies wholly outside).
 */
export function agreementDateRange(
  answer: Pick<PaymentEligibility, "minAgreementDate" | "maxAgreementDate">,
  now: number,
): AgreementDateRange | null {
  const today = romanianToday(now);
  const earliest = addDays(today, 1);
  const latest = addDays(today, AGREEMENT_MAX_DAYS);
  const fromAnswer = calendarDay(answer.minAgreementDate);
  const toAnswer = calendarDay(answer.maxAgreementDate);
  // YYYY-MM-DD texts compare as the days they name.
  const min = fromAnswer && fromAnswer > earliest ? fromAnswer : earliest;
  const max = toAnswer && toAnswer < latest ? toAnswer : latest;
  return min <= max ? { min, max } : null;
}

/** A typed day: "required" (blank), "dateInvalid" (not a real YYYY-MM-DD day), "dateOutOfRange", or the day. */
export function checkAgreementDate(raw: unknown, range: AgreementDateRange): AgreementDateCheck {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (text === "") return { ok: false, key: "required" };
  const day = calendarDay(text);
  if (!day) return { ok: false, key: "dateInvalid" };
  if (day < range.min || day > range.max) return { ok: false, key: "dateOutOfRange" };
  return { ok: true, date: day };
}
