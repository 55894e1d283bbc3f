// How the usage lists and totals write their figures, in Romanian (SPEC §1: "lei" for RON; dates in Romania's time
// zone): costs always with two decimals ("243,00 lei", "1.234,50 lei": a bill-like list reads better aligned),
// durations as hours, minutes and seconds ("1 h 05 min 03 s", "12 min 30 s", "45 s"), volumes in MB below 1 GB and
// in GB from 1024 MB ("523,4 MB", "1,25 GB"), a record's moment as "11.02.2026, 09:56".
import { RO_LOCALE, RO_TIME_ZONE } from "../dates";

const lei = new Intl.NumberFormat(RO_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upTo = (digits: number) => new Intl.NumberFormat(RO_LOCALE, { maximumFractionDigits: digits });
const oneDecimal = upTo(1);
const twoDecimals = upTo(2);
const dateTime = new Intl.DateTimeFormat(RO_LOCALE, {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: RO_TIME_ZONE,
});

/** "243,00 lei"; "" for a value that is not a number. */
export function formatLeiRo(amount: number | null | undefined): string {
  return typeof amount === "number" && Number.isFinite(amount) ? `${lei.format(amount)} lei` : "";
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "1 h 05 min 03 s", "12 min 30 s", "45 s", "0 s"; "" for a value that is not a duration. */
export function formatDurationRo(seconds: number | null | undefined): string {
  if (typeof seconds !== "number" || !Number.isFinite(seconds) || seconds < 0) return "";
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  if (h > 0) return `${h} h ${pad(m)} min ${pad(s)} s`;
  if (m > 0) return `${m} min ${pad(s)} s`;
  return `${s} s`;
}

/** "523,4 MB" below 1 GB, "1,25 GB" from 1024 MB; "" for a value that is not a volume. */
export function formatVolumeRo(mb: number | null | undefined): string {
  if (typeof mb !== "number" || !Number.isFinite(mb) || mb < 0) return "";
  return mb >= 1024 ? `${twoDecimals.format(mb / 1024)} GB` : `${oneDecimal.format(mb)} MB`;
}

/** "11.02.2026, 09:56" in Romania's time; "" for a missing or invalid moment. */
export function formatUsageMoment(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(ms) ? dateTime.format(new Date(ms)) : "";
}

let regions: Intl.DisplayNames | null | undefined;

/** A country's Romanian name from its ISO code ("IT" → "Italia"); the code itself when unknown. */
export function countryNameRo(code: string): string {
  const iso = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(iso)) return code.trim();
  if (regions === undefined)
    regions = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames([RO_LOCALE], { type: "region" }) : null;
  return regions?.of(iso) ?? iso;
}
