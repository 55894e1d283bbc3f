// SPEC §9 "Prepaid credit fresh for 5 minutes. Eligibility checks fresh for 5 seconds." (constants from
// src/domain/constants.ts): whether a reading may be shown/used as it is or must be asked for again. A reading is fresh
// while its age is under the limit (at exactly the limit it is stale, as the data-fetch library counts staleness).
// A reading with no time, an unreadable time, or one later than "now" (a clock that moved back) is not fresh.
import { ELIGIBILITY_STALE_MS, PREPAID_CREDIT_STALE_MS } from "../constants";

export type Instant = number | Date | string | null | undefined;

function msOf(at: Instant): number | null {
  if (at === null || at === undefined || at === "") return null;
  const ms = at instanceof Date ? at.getTime() : typeof at === "number" ? at : Date.parse(at);
  return Number.isFinite(ms) ? ms : null;
}

/** Age of a reading at `now` in ms; null when either time is unreadable or the reading is in the future. */
export function readingAgeMs(readAt: Instant, now: Instant): number | null {
  const read = msOf(readAt);
  const current = msOf(now);
  if (read === null || current === null || current < read) return null;
  return current - read;
}

/** Fresh: read at most `staleMs` ago (exclusive). */
export function isFresh(readAt: Instant, now: Instant, staleMs: number): boolean {
  const age = readingAgeMs(readAt, now);
  return age !== null && age < staleMs;
}

/** Ms until the reading turns stale (0 when it already is): when to ask again. */
export function msUntilStale(readAt: Instant, now: Instant, staleMs: number): number {
  const age = readingAgeMs(readAt, now);
  return age === null ? 0 : Math.max(0, staleMs - age);
}

/** SPEC §9 "Prepaid credit fresh for 5 minutes." */
export function isCreditFresh(readAt: Instant, now: Instant): boolean {
  return isFresh(readAt, now, PREPAID_CREDIT_STALE_MS);
}

/** SPEC §9 "Eligibility checks fresh for 5 seconds." */
export function isEligibilityFresh(checkedAt: Instant, now: Instant): boolean {
  return isFresh(checkedAt, now, ELIGIBILITY_STALE_MS);
}
