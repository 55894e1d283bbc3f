// docs/services-contract.md "Billing cycles" (SPEC §7 "billing cycle year, instance and day"): a cycle starts at 00:00
// Romania's time on the customer's cycle day (userinfo customerInfo.billingCycle; 1 when none is sent) and ends where
// the next starts; a day past a month's end falls on that month's last day. The running cycle is the unbilled one, the
// three before it are billed (older usage is not kept): the reports offer those four. Days are Romanian calendar days
// (YYYY-MM-DD), so a cycle is the same whatever the summer-time offset.
import { formatBucharest } from "./bucharestTime";

/** The cycle day of a customer that sends none (the contract: 1 for every persona but postpaid.owner). */
export const DEFAULT_CYCLE_DAY = 1;
/** The running cycle and the billed cycles the back end keeps before it. */
export const REPORT_CYCLES = 4;

export interface BillingCycle {
  /** The year and month (1–12) the cycle starts in: the query's billingCycle.year / instance. */
  year: number;
  instance: number;
  /** The customer's cycle day (billingCycle.day). */
  day: number;
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Last day (inclusive), YYYY-MM-DD. */
  end: string;
  /** The running, unbilled cycle. */
  current: boolean;
}

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Romania's calendar day (YYYY-MM-DD) at the instant `ms`. */
export function bucharestDay(ms: number): string {
  return formatBucharest(ms).slice(0, 10);
}

/** The day `n` days after `day` (YYYY-MM-DD), by the calendar alone. */
export function addDays(day: string, n: number): string {
  const d = new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000);
  return iso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** A usable cycle day (1–31), else DEFAULT_CYCLE_DAY. */
export function cycleDayOf(raw: number | null | undefined): number {
  return typeof raw === "number" && Number.isInteger(raw) && raw >= 1 && raw <= 31 ? raw : DEFAULT_CYCLE_DAY;
}

/** Months since year 0, so cycles are counted with plain arithmetic. */
const indexOf = (year: number, month: number) => year * 12 + (month - 1);
const startOf = (index: number, day: number): string => {
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return iso(year, month, Math.min(day, daysInMonth(year, month)));
};

function cycleAt(index: number, day: number, current: boolean): BillingCycle {
  const year = Math.floor(index / 12);
  return { year, instance: index - year * 12 + 1, day, start: startOf(index, day), end: addDays(startOf(index + 1, day), -1), current };
}

/** The running cycle at `now` and the `count − 1` before it, newest first. */
export function recentBillingCycles(now: number, cycleDay: number | null | undefined, count = REPORT_CYCLES): BillingCycle[] {
  const day = cycleDayOf(cycleDay);
  const today = bucharestDay(now);
  const here = indexOf(Number(today.slice(0, 4)), Number(today.slice(5, 7)));
  const running = startOf(here, day) <= today ? here : here - 1;
  return Array.from({ length: Math.max(1, count) }, (_, i) => cycleAt(running - i, day, i === 0));
}

/** "2026-02": a cycle as the address names it (the year and month it starts in). */
export function cycleKey(cycle: Pick<BillingCycle, "year" | "instance">): string {
  return `${cycle.year}-${pad(cycle.instance)}`;
}

/** The cycle of `cycles` an address key names, or null. */
export function cycleByKey(cycles: readonly BillingCycle[], key: string | null | undefined): BillingCycle | null {
  return cycles.find((c) => cycleKey(c) === key) ?? null;
}
