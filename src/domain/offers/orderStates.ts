// SPEC §4 "Pending product orders are queried with states inProgress, acknowledged, pending." and SPEC §7 "GET
// product-ordering /productOrder?state=inProgress,acknowledged,pending&channel.id=eCare (or Online)&relatedParty.id=…":
// a TMF622 order state as the state a screen shows, whether it is pending, and whether an order for an offer is pending
// (the roaming panel and bonusuri-si-optiuni disable a second activation while one is).
// Display states (ours): pending = the SPEC §4 set only; completed; failed = failed, rejected, partial (not everything
// was done); cancelled = cancelled/canceled, assessingCancellation, pendingCancellation; anything else (draft, held,
// a state we do not know) = unknown. States are matched without regard to case.
import { isRecord, readList as list, readRecord as record, readString as text } from "../read";

/** SPEC §4, in the spec's order. */
export const PENDING_ORDER_STATES = ["inProgress", "acknowledged", "pending"] as const;
/** The `state` parameter of the pending-orders query. */
export const PENDING_ORDER_STATE_QUERY = PENDING_ORDER_STATES.join(",");

export const ORDER_DISPLAY_STATES = ["pending", "completed", "failed", "cancelled", "unknown"] as const;
export type OrderDisplayState = (typeof ORDER_DISPLAY_STATES)[number];

const DISPLAY: Record<string, OrderDisplayState> = {
  inprogress: "pending",
  acknowledged: "pending",
  pending: "pending",
  completed: "completed",
  failed: "failed",
  rejected: "failed",
  partial: "failed",
  cancelled: "cancelled",
  canceled: "cancelled",
  assessingcancellation: "cancelled",
  pendingcancellation: "cancelled",
};

export function orderDisplayState(state: unknown): OrderDisplayState {
  return DISPLAY[text(state).toLowerCase()] ?? "unknown";
}

/** Whether the order is finished one way or the other (no further change is expected). */
export function isFinalOrderState(state: unknown): boolean {
  const display = orderDisplayState(state);
  return display === "completed" || display === "failed" || display === "cancelled";
}

export interface ProductOrderItemView {
  id: string;
  /** add, delete, modify, … as sent. */
  action: string;
  offeringId: string;
  /** The offering's name when the answer gives it, else "". */
  offeringName: string;
  productId: string;
}

export interface ProductOrderView {
  id: string;
  /** orderNumber, else externalId, else id. */
  orderNumber: string;
  state: string;
  displayState: OrderDisplayState;
  /** ISO text as sent, "" when none. */
  orderDate: string;
  items: ProductOrderItemView[];
}

/**
 * SPEC §8 "The pending-orders roaming call returns the error instead of throwing": the party's pending orders, or the
 * call's failure (the orders client's GatewayError, an Error to the domain, which does not know the client).
 */
export type PendingOrdersResult = { ok: true; orders: ProductOrderView[] } | { ok: false; error: Error };

function mapItem(raw: unknown): ProductOrderItemView {
  const item = record(raw);
  return {
    id: text(item.id),
    action: text(item.action),
    offeringId: text(record(item.productOffering).id),
    offeringName: text(record(item.productOffering).name),
    productId: text(record(item.product).id),
  };
}

/** One order, or null without an id. */
export function mapProductOrder(raw: unknown): ProductOrderView | null {
  if (!isRecord(raw)) return null;
  const id = text(raw.id);
  if (!id) return null;
  const state = text(raw.state);
  return {
    id,
    orderNumber: text(raw.orderNumber) || text(raw.externalId) || id,
    state,
    displayState: orderDisplayState(state),
    orderDate: text(raw.orderDate),
    items: list(raw.productOrderItem).map(mapItem),
  };
}

/** The orders of a productOrder answer (a list), the unreadable ones skipped. */
export function mapProductOrders(body: unknown): ProductOrderView[] {
  return list(body).flatMap((o) => mapProductOrder(o) ?? []);
}

/**
 * The first pending order with an item for the offering `offerId` (or the product `offerId`, for a deactivation that
 * names the product); null when none, or when the id is empty.
 */
export function pendingOrderFor(orders: readonly ProductOrderView[], offerId: string): ProductOrderView | null {
  const id = offerId.trim();
  if (!id) return null;
  return (
    orders.find((o) => o.displayState === "pending" && o.items.some((item) => item.offeringId === id || item.productId === id)) ?? null
  );
}

/** SPEC §4: an order for this offer is pending. */
export function hasPendingOrderFor(orders: readonly ProductOrderView[], offerId: string): boolean {
  return pendingOrderFor(orders, offerId) !== null;
}

/**
 * The first pending roaming order of a line: an item for the roaming service offering, or a roaming action
 * (activate/deactivate) on the line's plan product. null when none.
 */
export function pendingRoamingOrder(
  orders: readonly ProductOrderView[],
  serviceOfferingId: string,
  planProductId: string,
): ProductOrderView | null {
  return (
    orders.find(
      (o) =>
        o.displayState === "pending" &&
        o.items.some(
          (item) =>
            item.offeringId === serviceOfferingId ||
            (planProductId !== "" && item.productId === planProductId && (item.action === "activate" || item.action === "deactivate")),
        ),
    ) ?? null
  );
}
