// SPEC §7 "Bar/unbar" POST /list/{id}/{action} for many lines at once (issue 27): the administrator selects lines
// (across the pages of one filter, at most BULK_MAX), then blocks or unblocks the selection in one confirmed action.
// Rules: the action applies to the selected lines whose state offers it (blocking skips lines already blocked or of
// unknown state; unblocking skips active ones); the confirmation names every number it applies to, by number; the
// action is one POST per line, BULK_CONCURRENCY at a time; the result says how many succeeded and which failed.
import type { SimAction } from "../barUnbar/barUnbar";
import type { FleetSim } from "./fleetLines";

/** At most this many lines in one bulk action (and in a selection). */
export const BULK_MAX = 50;
/** POSTs in flight at once during a bulk action. */
export const BULK_CONCURRENCY = 3;

const byNumber = (a: FleetSim, b: FleetSim) => (a.msisdn < b.msisdn ? -1 : a.msisdn > b.msisdn ? 1 : 0);

/** The selection with `line` added (unless BULK_MAX are already selected) or removed; by number. */
export function toggleSelected(selected: readonly FleetSim[], line: FleetSim, on: boolean): FleetSim[] {
  const others = selected.filter((l) => l.msisdn !== line.msisdn);
  if (!on) return others;
  if (others.length >= BULK_MAX) return [...selected];
  return [...others, line].sort(byNumber);
}

/** Whether one more line may be selected. */
export const canSelectMore = (selected: readonly FleetSim[]): boolean => selected.length < BULK_MAX;

/** The selection as the page now shows it: a selected line on the page takes its fresh state; the others stay as they were. */
export function refreshSelected(selected: readonly FleetSim[], shown: readonly FleetSim[]): FleetSim[] {
  return selected.map((l) => shown.find((s) => s.msisdn === l.msisdn) ?? l);
}

export interface BulkPlan {
  action: SimAction;
  /** The lines the action applies to, by number (what the confirmation lists), at most BULK_MAX. */
  targets: FleetSim[];
  /** Selected lines the action does not apply to (already in that state, or of unknown state). */
  skipped: FleetSim[];
}

/** What `action` on the selection does; null when it applies to none of the selected lines. */
export function bulkPlan(selected: readonly FleetSim[], action: SimAction): BulkPlan | null {
  const applies = (l: FleetSim) => l.action === action;
  const targets = selected.filter(applies).sort(byNumber).slice(0, BULK_MAX);
  if (targets.length === 0) return null;
  return { action, targets, skipped: selected.filter((l) => !targets.includes(l)).sort(byNumber) };
}

export interface BulkFailure {
  msisdn: string;
  error: unknown;
}

export interface BulkOutcome {
  action: SimAction;
  done: string[];
  failed: BulkFailure[];
}

/** How a bulk action ended: every line done, some failed, or all failed (with the failed numbers, by number). */
export type BulkSummary =
  | { kind: "allDone"; action: SimAction; done: number }
  | { kind: "someFailed" | "allFailed"; action: SimAction; done: number; failed: string[] };

export function bulkSummary(outcome: BulkOutcome): BulkSummary {
  const done = outcome.done.length;
  if (outcome.failed.length === 0) return { kind: "allDone", action: outcome.action, done };
  const failed = outcome.failed.map((f) => f.msisdn).sort();
  return { kind: done === 0 ? "allFailed" : "someFailed", action: outcome.action, done, failed };
}
