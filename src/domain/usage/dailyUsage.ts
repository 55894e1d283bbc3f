// SPEC §7 "Usage and products" (usage records of the current, unbilled cycle) turned into the daily-use chart of the
// usage overview: per Romanian calendar day, data in MB, minutes of calls and SMS sent, every day of the cycle up to
// today present (0 when nothing happened), so the chart has no gaps.
// A record's day is Romania's day at its instant (Europe/Bucharest, through bucharestTime.ts), not the day written in
// its text: "2026-03-29T00:30:00+00:00" is 29 March at 02:30 in Romania, and a summer-time change day (23 or 25
// hours) is still one day. Minutes are the calls' seconds summed per day, then shown to one decimal (the operator
// bills by the second). Volumes in GB or KB are converted to MB (1 GB = 1024 MB).
import { addDays, bucharestDay } from "./billingCycles";
import { volumeInMb, type UsageRecord } from "./usageRecords";

export interface DayUsage {
  /** YYYY-MM-DD, Romania's calendar. */
  day: string;
  dataMb: number;
  minutes: number;
  sms: number;
}

export type DailyMeasure = "dataMb" | "minutes" | "sms";
export const DAILY_MEASURES: readonly DailyMeasure[] = ["dataMb", "minutes", "sms"];

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Every day from `from` to `to`, both included (none when `to` is before `from`). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 400; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The records' use per day over [from, to] (Romanian days, YYYY-MM-DD, both included): every day present, in order.
 * Records without a date or outside the days are left out. Data: MB to two decimals; minutes: to one decimal.
 */
export function dailyUsage(records: readonly UsageRecord[], from: string, to: string): DayUsage[] {
  const sums = new Map(daysBetween(from, to).map((day) => [day, { mb: 0, seconds: 0, sms: 0 }]));
  for (const r of records) {
    const at = r.date === null ? NaN : Date.parse(r.date);
    if (!Number.isFinite(at)) continue;
    const sum = sums.get(bucharestDay(at));
    if (!sum) continue;
    if (r.category === "data") sum.mb += volumeInMb(r.volume) ?? 0;
    else if (r.category === "voice") sum.seconds += r.durationSeconds ?? 0;
    else if (r.category === "sms") sum.sms += 1;
  }
  return [...sums].map(([day, s]) => ({ day, dataMb: round(s.mb, 2), minutes: round(s.seconds / 60, 1), sms: s.sms }));
}

/** The days the chart shows: the cycle's first day to today, or to its last day when it has ended. */
export function chartDays(cycle: { start: string; end: string }, today: string): { from: string; to: string } {
  return { from: cycle.start, to: today < cycle.end ? today : cycle.end };
}

/** The highest value of a measure (0 when every day is 0): the chart's top. */
export function dailyMax(days: readonly DayUsage[], measure: DailyMeasure): number {
  return days.reduce((max, d) => Math.max(max, d[measure]), 0);
}

/** The sum of a measure over the days (MB to two decimals, minutes to one). */
export function dailyTotal(days: readonly DayUsage[], measure: DailyMeasure): number {
  return round(
    days.reduce((sum, d) => sum + d[measure], 0),
    measure === "minutes" ? 1 : 2,
  );
}
