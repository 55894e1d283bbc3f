// The day a payment agreement may promise (SPEC §7 "POST paymentAgreement (agreementDate header)"; the range is the
// contract's, docs/billing-contract.md "Payment confirmation and agreement": tomorrow at the earliest, 30 days from
// today at the latest, Romanian days, both ends inclusive). The eligibility answer names the days
// (minAgreementDate, maxAgreementDate); the site keeps them inside the contract's range, so a stale or odd answer
// never lets a day through that the back end refuses. Dates travel as YYYY-MM-DD; "today" is Romania's.
import { romanianDateParts } from "./bills";

/** Latest promised day: this many days after today (docs/billing-contract.md). */
export const AGREEMENT_MAX_DAYS = 30;

export interface AgreementDateRange {
  /** YYYY-MM-DD, inclusive. */
  min: string;
  /** YYYY-MM-DD, inclusive. */
  max: string;
}

export type AgreementDateKey = "required" | "dateInvalid" | "dateOutOfRange";

export type AgreementDateCheck = { ok: true; date: string } | { ok: false; key: AgreementDateKey };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The text when it is a real calendar day in YYYY-MM-DD ("2026-02-30", "2026-3-1", "1.03.2026": null). */
export function calendarDay(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const m = DAY.exec(raw.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day ? raw.trim() : null;
}

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
  answer: { minAgreementDate: string | null; maxAgreementDate: string | null },
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
