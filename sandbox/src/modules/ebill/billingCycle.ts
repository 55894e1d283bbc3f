// Billing-cycle dates (UTC midnight): a customer is billed on day `billingCycle` of every month; a bill covers
// the month up to the day before its bill date. Months are counted as `year * 12 + month0` ("month index").
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Period {
  start: number;
  end: number;
}

const daysIn = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

/** The bill date in month `monthIndex`; a cycle day past the month's end falls on its last day. */
export function cycleDate(monthIndex: number, day: number): number {
  const year = Math.floor(monthIndex / 12);
  const month0 = monthIndex - year * 12;
  return Date.UTC(year, month0, Math.min(day, daysIn(year, month0)));
}

export const monthIndexOf = (t: number): number => new Date(t).getUTCFullYear() * 12 + new Date(t).getUTCMonth();

/** Month index of the latest bill date at or before `now`: the current bill's month. */
export function currentCycleMonth(now: number, day: number): number {
  const m = monthIndexOf(now);
  return cycleDate(m, day) <= now ? m : m - 1;
}

/** The period a bill issued in `monthIndex` covers: from the previous bill date to the day before its own. */
export const billedPeriod = (monthIndex: number, day: number): Period => ({
  start: cycleDate(monthIndex - 1, day),
  end: cycleDate(monthIndex, day) - 1,
});

/** The running (not yet billed) period at `now`: from the current bill date to the day before the next one. */
export function runningPeriod(now: number, day: number): Period {
  const m = currentCycleMonth(now, day);
  return { start: cycleDate(m, day), end: cycleDate(m + 1, day) - 1 };
}

export const addDays = (t: number, days: number): number => t + days * DAY_MS;
export const startOfUtcDay = (t: number): number => t - (((t % DAY_MS) + DAY_MS) % DAY_MS);
export const iso = (t: number): string => new Date(t).toISOString();
