// TMF645 Service Qualification (SPEC §7 "service qualification"): each fixed service at an address is qualified (can be
// had now), alternate (can be had from a known date) or unqualified (cannot, with a reason); the query's result is
// qualified when every item is, alternate when at least one is alternate and none unqualified, unqualified otherwise.

export type QualificationResult = "qualified" | "alternate" | "unqualified";

export interface ServiceAvailability {
  availableNow: boolean;
  /** The date (YYYY-MM-DD) the service is expected to be available, when it is not yet. */
  availableFrom: string | null;
}

/** One item's result: qualified when available now, alternate when a date is known, unqualified otherwise. */
export function itemQualification(a: ServiceAvailability): QualificationResult {
  if (a.availableNow) return "qualified";
  return a.availableFrom !== null ? "alternate" : "unqualified";
}

/** The query's result from its items' results (TMF645 qualificationResult); no items is unqualified. */
export function overallQualification(results: readonly QualificationResult[]): QualificationResult {
  if (results.length === 0 || results.includes("unqualified")) return "unqualified";
  return results.includes("alternate") ? "alternate" : "qualified";
}
