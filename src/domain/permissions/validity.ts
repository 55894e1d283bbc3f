// TMF672 Permission.validFor (required there) as issue 27 uses it: a grant is valid "until a date", i.e. to the end of
// that day in Romania (SPEC §1: dates are Romania's; 23:59:59 Europe/Bucharest, inclusive). The end must come after
// the start, must not be in the past and may be at most MAX_VALIDITY_YEARS ahead (decisions-permissions.md "Validity
// limits"); a start, when given, is not before today. Shared with the sandbox, which enforces the same rules.
import { calendarDay } from "../calendarDay";
import { bucharestInstant, formatBucharest } from "../usage/bucharestTime";

/** A grant ends at most this many years after today (the same calendar day, Romania's time). */
export const MAX_VALIDITY_YEARS = 2;

/** The Romanian calendar day (YYYY-MM-DD) of the instant `ms`. */
export const dayOfRo = (ms: number): string => formatBucharest(ms).slice(0, 10);

const parts = (day: string): [number, number, number] => {
  const [y = NaN, m = NaN, d = NaN] = day.split("-").map(Number);
  return [y, m, d];
};

/** 00:00:00 of the day in Romania (ms). */
export const startOfDayRo = (day: string): number => bucharestInstant(...parts(day));

/** 23:59:59 of the day in Romania (ms): "until a date" ends there. */
export const endOfDayRo = (day: string): number => bucharestInstant(...parts(day), 23, 59, 59);

/** "2026-06-30T23:59:59+03:00": the validFor.endDateTime of "valid until 30 June 2026". */
export const validUntilDateTime = (day: string): string => formatBucharest(endOfDayRo(day));

/** The last day a grant made at `now` may run to: today two years on (29 February → 28 February). */
export function latestValidityDay(now: number): string {
  const [y, m, d] = parts(dayOfRo(now));
  const year = y + MAX_VALIDITY_YEARS;
  const lastOfMonth = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(Math.min(d, lastOfMonth)).padStart(2, "0")}`;
}

export const latestValidityEnd = (now: number): number => endOfDayRo(latestValidityDay(now));

export type ValidityProblem = "startInPast" | "endBeforeStart" | "endInPast" | "endTooFar";

export interface Validity {
  startAt: number;
  /** null: no end (only the seeded administrator rights; a grant always has one). */
  endAt: number | null;
}

/**
 * The first rule the validity breaks at `now`, or null. `startChanged`: the start was given now (a new grant, or a
 * change of start); a start that was already there may lie in the past.
 */
export function checkValidity(v: Validity, now: number, startChanged: boolean): ValidityProblem | null {
  if (startChanged && v.startAt < startOfDayRo(dayOfRo(now))) return "startInPast";
  if (v.endAt === null) return null;
  if (v.endAt <= v.startAt) return "endBeforeStart";
  if (v.endAt < now) return "endInPast";
  if (v.endAt > latestValidityEnd(now)) return "endTooFar";
  return null;
}

export type ValidUntilProblem = "dayMissing" | "dayInvalid" | "endInPast" | "endTooFar";

export type ValidUntilCheck = { ok: true; endAt: number; endDateTime: string } | { ok: false; problem: ValidUntilProblem };

/** The "Valabil până la" field (YYYY-MM-DD, a date input) of a grant starting now. */
export function checkValidUntil(raw: string, now: number): ValidUntilCheck {
  if (raw.trim() === "") return { ok: false, problem: "dayMissing" };
  const day = calendarDay(raw);
  if (!day) return { ok: false, problem: "dayInvalid" };
  const endAt = endOfDayRo(day);
  const problem = checkValidity({ startAt: now, endAt }, now, false);
  if (problem === "endInPast" || problem === "endBeforeStart") return { ok: false, problem: "endInPast" };
  if (problem === "endTooFar") return { ok: false, problem: "endTooFar" };
  return { ok: true, endAt, endDateTime: validUntilDateTime(day) };
}
