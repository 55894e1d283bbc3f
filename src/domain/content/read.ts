// Readers for content-system answers: the general ones (../read.ts) plus the content-specific maps and id lists.

export { isRecord, readList, readNumber, readString } from "../read";
import { readString } from "../read";

/** A key → value map without a prototype, so CMS keys such as "__proto__" or "constructor" are plain keys. */
export function emptyMap<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** Trimmed, non-empty, first occurrence kept: the id lists the queries are built from. */
export function uniqueIds(ids: readonly unknown[]): string[] {
  return [...new Set(ids.map(readString).filter(Boolean))];
}
