// Defensive readers for content-system answers: any field may be missing, null or of another type,
// and a mapping must then give an empty value rather than throw.

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Trimmed text; finite numbers as text (an integer field typed as text in the CMS); anything else ''. */
export function readString(v: unknown): string {
  if (typeof v === "string") return v.trim();
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return "";
}

/** A finite number, also from numeric text ("10"); null otherwise. */
export function readNumber(v: unknown): number | null {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v === "string" && v.trim() !== "") {
    const n = Number(v.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

export const readList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A key → value map without a prototype, so CMS keys such as "__proto__" or "constructor" are plain keys. */
export function emptyMap<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** Trimmed, non-empty, first occurrence kept: the id lists the queries are built from. */
export function uniqueIds(ids: readonly unknown[]): string[] {
  return [...new Set(ids.map(readString).filter(Boolean))];
}
