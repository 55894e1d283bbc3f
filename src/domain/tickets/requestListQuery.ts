// What the two request lists ("Cererile mele" and "cererileutilizatorilor"; SPEC §7 trouble tickets) read alike from
// the address and from their filter forms: the page, an inclusive day range (from, to), and the query string with
// only what is set. Each list adds its own filters (kind, user) in its own file.

/** YYYY-MM-DD, inclusive at both ends; null when not set. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

export type DayRangeErrors = Partial<Record<"from" | "to", "dayFormat" | "rangeOrder">>;

const PAGE_MAX = 10_000;

/** A real calendar day written YYYY-MM-DD (from 2000 on), else null. */
export function isoDay(text: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec((text ?? "").trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && y >= 2000 ? m[0] : null;
}

/** The address's page: a positive whole number, else 1. */
export function listPageOf(text: string | null): number {
  if (text === null || !/^[1-9]\d{0,5}$/.test(text.trim())) return 1;
  return Math.min(Number(text.trim()), PAGE_MAX);
}

/** The address's day range: each bad day dropped; a range that ends before it starts is not a range (both dropped). */
export function dayRangeOf(fromText: string | null, toText: string | null): DayRange {
  const from = isoDay(fromText);
  const to = isoDay(toText);
  return from !== null && to !== null && from > to ? { from: null, to: null } : { from, to };
}

/** The form's typed days as a range, or what is wrong with them (said under their fields). */
export function readDayRange(fromText: string, toText: string): { ok: true; value: DayRange } | { ok: false; errors: DayRangeErrors } {
  const errors: DayRangeErrors = {};
  const from = fromText.trim() === "" ? null : isoDay(fromText);
  const to = toText.trim() === "" ? null : isoDay(toText);
  if (fromText.trim() !== "" && from === null) errors.from = "dayFormat";
  if (toText.trim() !== "" && to === null) errors.to = "dayFormat";
  if (from !== null && to !== null && from > to) errors.to = "rangeOrder";
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { from, to } };
}

/** "?a=…&b=…" with only the values that are set, in the order given, and the page when past the first; "" for none. */
export function listQueryString(values: ReadonlyArray<readonly [key: string, value: string | null]>, page: number): string {
  const out = new URLSearchParams();
  for (const [key, value] of values) if (value) out.set(key, value);
  if (page > 1) out.set("page", String(Math.floor(page)));
  const text = out.toString();
  return text ? `?${text}` : "";
}
