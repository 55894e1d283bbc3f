// Billing cycles of usage (docs/services-contract.md "Billing cycles"): a cycle starts at 00:00 Europe/Bucharest on the
// identity's billing-cycle day (SPEC §3 customerInfo billing cycle; the bills' day, sandbox/src/seed/personas.ts) and
// ends where the next one starts. A day past a month's end falls on its last day (as the bills do). Cycles are counted
// by "cycle index" = year * 12 + (month − 1) of the month the cycle starts in; "instance" in the query is that month.
import { daysInMonth, localTime, zonedTime } from "./zone";

export interface Cycle {
  index: number;
  /** Inclusive start, ms. */
  start: number;
  /** Exclusive end (the next cycle's start), ms. */
  end: number;
}

/** Billed cycles kept before the current one (the current, unbilled one comes on top). */
export const BILLED_CYCLES_KEPT = 3;

const yearOf = (index: number) => Math.floor(index / 12);
const monthOf = (index: number) => index - yearOf(index) * 12 + 1;

export const cycleIndex = (year: number, month: number): number => year * 12 + (month - 1);

function cycleStart(index: number, day: number): number {
  const year = yearOf(index);
  const month = monthOf(index);
  return zonedTime(year, month, Math.min(day, daysInMonth(year, month)));
}

export const cycleAt = (index: number, day: number): Cycle => ({ index, start: cycleStart(index, day), end: cycleStart(index + 1, day) });

/** The cycle running at `now`: the latest cycle start at or before it. */
export function currentCycle(now: number, day: number): Cycle {
  const l = localTime(now);
  const index = cycleIndex(l.year, l.month);
  return cycleStart(index, day) <= now ? cycleAt(index, day) : cycleAt(index - 1, day);
}

/** "202603" for the cycle that starts in March 2026 (record ids). */
export const cycleKey = (index: number): string => `${yearOf(index)}${String(monthOf(index)).padStart(2, "0")}`;
