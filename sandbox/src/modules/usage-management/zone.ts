// Europe/Bucharest wall-clock time for usage records (docs/services-contract.md "Usage management"): days, billing
// cycles and the offsets usage dates are written with (+02:00 in winter, +03:00 in summer; the changes fall on the last
// Sunday of March, 03:00 → 04:00, and of October, 04:00 → 03:00). Uses the runtime's time-zone data (Intl), so the DST
// rules are the real ones, not a copy.
export const USAGE_TIME_ZONE = "Europe/Bucharest";

const MINUTE_MS = 60 * 1000;

const formatter = new Intl.DateTimeFormat("en-US", {
  timeZone: USAGE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

export interface LocalTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Bucharest wall-clock reading of instant `t` (whole seconds). */
export function localTime(t: number): LocalTime {
  const parts: Record<string, number> = {};
  for (const p of formatter.formatToParts(new Date(t))) if (p.type !== "literal") parts[p.type] = Number(p.value);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** Minutes Bucharest is ahead of UTC at `t`: 120 or 180. */
export function offsetMinutes(t: number): number {
  const l = localTime(t);
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);
  return Math.round((asUtc - Math.floor(t / 1000) * 1000) / MINUTE_MS);
}

/**
 * The instant of a Bucharest wall-clock time. A time skipped by the spring change (03:xx on the last Sunday of March)
 * lands one hour later; a time that occurs twice in autumn (03:xx on the last Sunday of October) is its later
 * (winter-time) occurrence. Days and months past their end roll over as in Date.UTC.
 */
export function zonedTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const naive = Date.UTC(year, month - 1, day, hour, minute, second);
  const guess = naive - offsetMinutes(naive) * MINUTE_MS;
  return naive - offsetMinutes(guess) * MINUTE_MS;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** ISO 8601 with the Bucharest offset, whole seconds: "2026-03-29T04:15:00+03:00". */
export function isoLocal(t: number): string {
  const l = localTime(t);
  const off = offsetMinutes(t);
  const sign = off >= 0 ? "+" : "-";
  const abs = Math.abs(off);
  return (
    `${pad(l.year, 4)}-${pad(l.month)}-${pad(l.day)}T${pad(l.hour)}:${pad(l.minute)}:${pad(l.second)}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** Days in a month (1–12). */
export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();
