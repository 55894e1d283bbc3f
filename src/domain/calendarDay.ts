// A YYYY-MM-DD text that names a real calendar day: the form date fields' value, read the same way by every rule that
// takes a typed day (the payment agreement's day, the usage date range).

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The text when it is a real calendar day in YYYY-MM-DD ("2026-02-30", "2026-3-1", "1.03.2026": null). */
export function calendarDay(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const m = DAY.exec(raw.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day ? raw.trim() : null;
}
