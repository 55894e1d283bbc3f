// Defensive readers for back-end answers (content system, gateway): any field may be missing, null or of another
// type, and a mapping must then give an empty value rather than throw.

export type RawRecord = Record<string, unknown>;

export const isRecord = (v: unknown): v is RawRecord => typeof v === "object" && v !== null && !Array.isArray(v);

/** The object itself, or an empty one for anything else. */
export const readRecord = (v: unknown): RawRecord => (isRecord(v) ? v : {});

/** Trimmed text; finite numbers as text (an id or integer sent as a number); anything else ''. */
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

/** true, or the text "true" in any case; anything else is false. */
export const readFlag = (v: unknown): boolean => v === true || (typeof v === "string" && v.trim().toLowerCase() === "true");
