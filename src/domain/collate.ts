// Romanian alphabetical order (ă after a, ș after s, diacritics and case as Romanian readers expect).
// One Intl.Collator for every comparison: `a.localeCompare(b, "ro")` builds a collator on each call, which cost
// ~40 ms of a listing's start-up and most of /roaming's on a throttled phone (docs/decisions.md).
let collator: Intl.Collator | undefined;

export function compareRo(a: string, b: string): number {
  collator ??= new Intl.Collator("ro");
  return collator.compare(a, b);
}
