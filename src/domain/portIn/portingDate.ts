// The porting date (issue 28; ANCOM facts a5, a6 in ../shared/reference/porting-address-consent-a11y.md): a port
// normally completes within 3 working days of the request, and a later date may be agreed, at most 25 working days
// after it; only working days count. Working days are Monday to Friday except Romania's public holidays (Codul
// muncii art. 139): the fixed ones and the Orthodox Easter-based ones (Good Friday, Easter Sunday and Monday,
// Pentecost Sunday and Monday), computed per year. Days are Romania's (Europe/Bucharest) calendar days, "YYYY-MM-DD".
import { calendarDay } from "../calendarDay";
import { formatBucharest } from "../usage/bucharestTime";

/** "As soon as possible": this many working days after the request day. */
export const PORTING_MIN_WORKING_DAYS = 3;
/** The latest date that may be agreed: this many working days after the request day. */
export const PORTING_MAX_WORKING_DAYS = 25;

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, "0");
const dayText = (utcMs: number): string => new Date(utcMs).toISOString().slice(0, 10);
const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** Orthodox Easter Sunday of a year as a Gregorian "YYYY-MM-DD" (Meeus' Julian algorithm, then Julian → Gregorian). */
export function orthodoxEaster(year: number): string {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  // Days the Julian calendar lags the Gregorian one in this century (13 for 1900–2099).
  const lag = Math.floor(year / 100) - Math.floor(year / 400) - 2;
  return dayText(Date.UTC(year, month - 1, day) + lag * DAY_MS);
}

/** Fixed public holidays (month, day): New Year (2), Epiphany and St John (since 2024), Union Day, Labour Day,
 * Children's Day, Assumption, St Andrew, National Day, Christmas (2). */
const FIXED_HOLIDAYS: readonly (readonly [number, number])[] = [
  [1, 1],
  [1, 2],
  [1, 6],
  [1, 7],
  [1, 24],
  [5, 1],
  [6, 1],
  [8, 15],
  [11, 30],
  [12, 1],
  [12, 25],
  [12, 26],
];
/** Days from Orthodox Easter Sunday: Good Friday, Easter Sunday and Monday, Pentecost Sunday and Monday. */
const EASTER_OFFSETS = [-2, 0, 1, 49, 50];

/** Romania's public holidays of a year, sorted "YYYY-MM-DD". */
export function romanianHolidays(year: number): string[] {
  const easter = dayMs(orthodoxEaster(year));
  const days = new Set([
    ...FIXED_HOLIDAYS.map(([m, d]) => `${year}-${pad(m)}-${pad(d)}`),
    ...EASTER_OFFSETS.map((o) => dayText(easter + o * DAY_MS)),
  ]);
  return [...days].sort();
}

/** Monday to Friday and not a public holiday. */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(dayMs(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !romanianHolidays(Number(day.slice(0, 4))).includes(day);
}

/** The `count`-th working day after `day` (the day itself is not counted). */
function addWorkingDays(day: string, count: number): string {
  let at = dayMs(day);
  for (let left = count; left > 0;) {
    at += DAY_MS;
    if (isWorkingDay(dayText(at))) left -= 1;
  }
  return dayText(at);
}

export interface PortingWindow {
  /** Romania's calendar day of the request. */
  requestDay: string;
  /** "As soon as possible": the 3rd working day after the request day. */
  earliest: string;
  /** The 25th working day after the request day. */
  latest: string;
}

/** The dates a request made at the instant `nowMs` may be ported on. */
export function portingWindow(nowMs: number): PortingWindow {
  const requestDay = formatBucharest(nowMs).slice(0, 10);
  return {
    requestDay,
    earliest: addWorkingDays(requestDay, PORTING_MIN_WORKING_DAYS),
    latest: addWorkingDays(requestDay, PORTING_MAX_WORKING_DAYS),
  };
}

export type PortingDateProblem = "invalidDate" | "notWorkingDay" | "tooEarly" | "tooLate";
export type PortingDateCheck = { ok: true; date: string; asap: boolean } | { ok: false; reason: PortingDateProblem };

/** "asap" (or nothing) → the earliest date; a chosen day must be a working day inside the window. */
export function checkPortingDate(requested: string | null | undefined, nowMs: number): PortingDateCheck {
  const window = portingWindow(nowMs);
  if (requested === null || requested === undefined || requested.trim() === "" || requested.trim() === "asap")
    return { ok: true, date: window.earliest, asap: true };
  const day = calendarDay(requested);
  if (day === null) return { ok: false, reason: "invalidDate" };
  if (day < window.earliest) return { ok: false, reason: "tooEarly" };
  if (day > window.latest) return { ok: false, reason: "tooLate" };
  if (!isWorkingDay(day)) return { ok: false, reason: "notWorkingDay" };
  return { ok: true, date: day, asap: false };
}
