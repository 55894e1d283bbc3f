// SPEC §7 "Usage and products": the usage query's "start/end date-time with timezone offset", and SPEC §1 (dates are
// Romania's, src/domain/dates.ts RO_TIME_ZONE). A Romanian wall-clock time → ISO 8601 with the Europe/Bucharest offset
// in force at that moment (+02:00 in winter, +03:00 in summer; the change is 03:00 → 04:00 on the last Sunday of March
// and 04:00 → 03:00 on the last Sunday of October). Each instant gets its own offset, so a range across a change has
// two different offsets. Computed with Intl (no time-zone library: screens stay inside the JS budget).
import { RO_TIME_ZONE } from "../dates";

const MINUTE_MS = 60_000;
const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: RO_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Romania's wall clock at the instant `ms`. */
function wallClockAt(ms: number): WallClock {
  const parts = wallClock.formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour") % 24,
    minute: part("minute"),
    second: part("second"),
  };
}

/** Minutes Romania is ahead of UTC at the instant `ms` (120 or 180). */
export function bucharestOffsetMinutes(ms: number): number {
  const w = wallClockAt(ms);
  const wall = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / MINUTE_MS);
}

/** "+02:00" / "+03:00" for an offset in minutes. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  return `${sign}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * The instant (ms) of a Romanian wall-clock time. A time that does not exist (the skipped hour, 03:00–03:59 on the
 * last Sunday of March) is read with the winter offset, i.e. it lands an hour later on the clock; a time of the
 * repeated hour in October is its second (winter) occurrence. The usage query only asks for 00:00:00,
 * which exist exactly once on every day.
 */
export function bucharestInstant(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const first = wall - bucharestOffsetMinutes(wall) * MINUTE_MS;
  return wall - bucharestOffsetMinutes(first) * MINUTE_MS;
}

/** "2026-03-30T23:59:59+03:00": the instant `ms` as Romania's clock reads it, with the offset in force then. */
export function formatBucharest(ms: number): string {
  const w = wallClockAt(ms);
  const offset = formatOffset(bucharestOffsetMinutes(ms));
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${offset}`;
}

/** A Romanian wall-clock time written with its offset ("2026-03-28T00:00:00+02:00"); see bucharestInstant. */
export function bucharestDateTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): string {
  return formatBucharest(bucharestInstant(year, month, day, hour, minute, second));
}
