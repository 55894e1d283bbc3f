// SPEC §1 "Dates can be shown in Romanian with the week starting on Monday." (also §9)
// All display is in Romania's time zone so server-rendered and client-rendered text agree.

export const RO_LOCALE = "ro-RO";
export const RO_TIME_ZONE = "Europe/Bucharest";

type DateInput = Date | string | number;

function toDate(input: DateInput): Date | null {
  const d = input instanceof Date ? input : new Date(input);
  return Number.isNaN(d.getTime()) ? null : d;
}

const formats = {
  /** 21.11.2026 */
  short: { day: "2-digit", month: "2-digit", year: "numeric" },
  /** 21 noiembrie 2026 */
  long: { day: "numeric", month: "long", year: "numeric" },
  /** noiembrie 2026 */
  monthYear: { month: "long", year: "numeric" },
  /** 21 nov. */
  dayMonth: { day: "numeric", month: "short" },
  /** 21.11.2026, 11:05 (Romania's time) */
  shortTime: { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  /** 21 noiembrie 2026 la 11:05 (Romania's time) */
  longTime: { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof formats;

/** Romanian date text; "" for a missing or invalid date (never "Invalid Date" on screen). */
export function formatDateRo(input: DateInput | null | undefined, style: DateStyle = "short"): string {
  if (input === null || input === undefined || input === "") return "";
  const d = toDate(input);
  if (!d) return "";
  return new Intl.DateTimeFormat(RO_LOCALE, { ...formats[style], timeZone: RO_TIME_ZONE }).format(d);
}

/** Weekday names in Romanian, Monday first ("luni" … "duminică"); `short` gives "lun." … */
export function weekdayNamesRo(width: "long" | "short" = "long"): string[] {
  const fmt = new Intl.DateTimeFormat(RO_LOCALE, { weekday: width, timeZone: "UTC" });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => fmt.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

/** Month names in Romanian, January first ("ianuarie" … "decembrie"). */
export function monthNamesRo(): string[] {
  const fmt = new Intl.DateTimeFormat(RO_LOCALE, { month: "long", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, i) => fmt.format(new Date(Date.UTC(2024, i, 1))));
}
