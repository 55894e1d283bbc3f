// SPEC §7 "geographic address" search (TMF673 v1 area → street → streetSegment cascade, filtered server-side): what a
// person types finds the Romanian name whatever its case or diacritics — "Brasov", "BRAŞOV" (cedilla ş, U+015F) and
// "brașov" (comma-below ș, U+0219) all find "Brașov". Folding is checkout's foldName (one rule for the whole domain).
import { foldName } from "../checkout/counties";

export interface LabelValue {
  label: string;
  value: string;
}

/** A query of at most this many characters; a longer one is refused (the sandbox answers 400). */
export const MAX_QUERY_LENGTH = 60;

/** Folded (foldName) with punctuation as spaces: "Str. Republicii" and "str republicii" read alike. */
const fold = (text: string): string =>
  foldName(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
const words = (text: string): string[] =>
  fold(text)
    .split(" ")
    .filter((w) => w !== "");

/**
 * Whether `label` answers the query `q`: every word typed (folded) begins a word of the label, in any order
 * ("str. rep" finds "Strada Republicii", "cluj napoca" finds "Cluj-Napoca"). An empty query matches everything.
 */
export function matchesQuery(label: string, q: string): boolean {
  const typed = words(q);
  if (typed.length === 0) return true;
  const labelWords = words(label);
  return typed.every((t) => labelWords.some((w) => w.startsWith(t)));
}

/**
 * The options matching `q`, those whose label begins with what was typed first, otherwise in the order given (the
 * caller sorts: Romanian alphabetical, numbers numerically), at most `limit`; `total` counts every match.
 */
export function searchOptions<T extends LabelValue>(options: readonly T[], q: string, limit: number): { items: T[]; total: number } {
  const typed = fold(q);
  const matching = options.filter((o) => matchesQuery(o.label, q));
  const starts = typed === "" ? matching : matching.filter((o) => fold(o.label).startsWith(typed));
  const ranked = starts.length === matching.length ? matching : [...starts, ...matching.filter((o) => !starts.includes(o))];
  return { items: ranked.slice(0, Math.max(0, limit)), total: matching.length };
}
