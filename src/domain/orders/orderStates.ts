// The orders page's states (issue 26): every TMF622 ProductOrderStateType (acknowledged, rejected, pending, held,
// inProgress, cancelled, completed, failed, partial, assessingCancellation, pendingCancellation) as a key the Romanian
// dictionary (src/i18n/ro/orders.ts) words, and any other text as "unknown" (shown with its raw text, never a crash).
// Which states are pending is SPEC §4 "Pending product orders are queried with states inProgress, acknowledged,
// pending": the one constant of domain/offers/orderStates.ts, shared with the pending-orders query.
import { PENDING_ORDER_STATES } from "../offers/orderStates";
import { readString } from "../read";

/** TMF622 v4 ProductOrderStateType, in the swagger's order. */
export const TMF_ORDER_STATES = [
  "acknowledged",
  "rejected",
  "pending",
  "held",
  "inProgress",
  "cancelled",
  "completed",
  "failed",
  "partial",
  "assessingCancellation",
  "pendingCancellation",
] as const;
export type TmfOrderState = (typeof TMF_ORDER_STATES)[number];
/** A state the page can name, or "unknown" (shown as such, with the text the answer gave). */
export type OrderStateKey = TmfOrderState | "unknown";

/** How a state reads at a glance (the badge's look): still moving, done, stopped, or not known. */
export type OrderStateTone = "moving" | "done" | "stopped" | "unknown";

const BY_LOWER: ReadonlyMap<string, TmfOrderState> = new Map([
  ...TMF_ORDER_STATES.map((s) => [s.toLowerCase(), s] as const),
  // The American spelling some systems send.
  ["canceled", "cancelled"],
]);

/** The state's key: TMF states matched without regard to case or surrounding spaces; anything else "unknown". */
export function orderStateKey(state: unknown): OrderStateKey {
  return BY_LOWER.get(readString(state).toLowerCase()) ?? "unknown";
}

/** SPEC §4: the order is in one of the pending states (inProgress, acknowledged, pending). */
export function isPendingOrderState(state: unknown): boolean {
  const key = orderStateKey(state);
  return (PENDING_ORDER_STATES as readonly string[]).includes(key);
}

const TONE: Readonly<Record<OrderStateKey, OrderStateTone>> = {
  acknowledged: "moving",
  pending: "moving",
  inProgress: "moving",
  held: "moving",
  assessingCancellation: "moving",
  pendingCancellation: "moving",
  completed: "done",
  partial: "done",
  rejected: "stopped",
  cancelled: "stopped",
  failed: "stopped",
  unknown: "unknown",
};

export const orderStateTone = (state: OrderStateKey): OrderStateTone => TONE[state];
