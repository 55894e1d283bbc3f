// The orders page's timeline dates: day and time in Romanian, in Romania's time zone (SPEC §1 "Dates can be shown in
// Romanian"; dates.ts for the day-only styles), e.g. "2 martie 2026 la 11:00". "" for a missing or invalid date.
import { RO_LOCALE, RO_TIME_ZONE } from "../dates";

const FORMAT = new Intl.DateTimeFormat(RO_LOCALE, {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: RO_TIME_ZONE,
});

export function formatOrderDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : FORMAT.format(d);
}
