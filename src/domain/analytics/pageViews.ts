// SPEC §4 / issue 29 "exactly one page_view per navigation (the first load included)" (docs/decisions.md, "Analytics:
// what counts as a navigation"): the first load counts, and so does a change of path (a trailing slash is the same
// page). A change of the query or the hash alone does not: listing filters kept in the address, pagination, the
// checkout's `?pas=` step and in-page anchors stay one page view. The one exception is entering or leaving a
// checkout's order confirmation (`?pas=confirmare`), which is a page of its own (SPEC §4 thank-you,
// VBU_thankyou_page) though only its query differs. A reload starts with no previous location, so it counts.
import { isConfirmation, pagePath } from "./route";

interface Location {
  pathname: string;
  search: string;
}

const pageOf = (l: Location): string => `${pagePath(l.pathname)}${isConfirmation(l.search) ? "?confirmation" : ""}`;

export function isNewPageView(previous: Location | null, next: Location): boolean {
  return previous === null || pageOf(previous) !== pageOf(next);
}
