// A product order as TMF622 ProductOrder (docs/checkout-contract.md "Product orders").
import type { SandboxContext } from "../module";
import { paymentsOfOrder } from "../payments/store";
import { PAYMENT_PREFIX } from "../payments/paths";
import { ORDER_PREFIX } from "./paths";
import { stateHistoryOf, type OrderRecord, type StateChange, type StateReason } from "./store";

interface CartItemView {
  id: string;
  quantity: number;
  isBundleParent?: boolean;
  bundleParentCartItemId?: string | null;
  productOffering: unknown;
  product: unknown;
  itemPrice: unknown[];
  itemTotalPrice: unknown[];
}

/** Order items follow the order's state: open while it waits or runs, then as the order ends. */
const ITEM_STATE: Record<OrderRecord["state"], string> = {
  pending: "pending",
  acknowledged: "acknowledged",
  inProgress: "inProgress",
  cancelled: "cancelled",
  completed: "completed",
};

/** The history's reasons in words (Romanian, as the errors' messages). */
const REASON_TEXT: Record<StateReason, string> = {
  placed: "Comanda a fost plasată.",
  paid: "Plata cu cardul a fost primită.",
  replaced: "Coșul a fost modificat și trimis din nou: comanda a fost înlocuită de una nouă.",
  unpaid: "Plata nu a fost finalizată în 24 de ore; nu s-a încasat nimic.",
  fulfilment: "Comanda este pregătită și predată curierului.",
  delivered: "Comanda a fost livrată.",
};

/**
 * The order's state history as TMF622 v5 milestones (issue 26: the orders page's timeline), oldest first: one per
 * state the order entered, `name` and `status` the state, `milestoneDate` when, `description` why.
 */
export function milestonesOf(history: readonly StateChange[]) {
  return history.map((h, n) => ({
    "@type": "ProductOrderMilestone",
    id: String(n + 1),
    name: h.state,
    status: h.state,
    milestoneDate: new Date(h.at).toISOString(),
    description: REASON_TEXT[h.reason],
  }));
}

export function productOrder(ctx: SandboxContext, o: OrderRecord) {
  const history = stateHistoryOf(ctx, o.id);
  const lastOf = (state: string) => [...history].reverse().find((h) => h.state === state);
  const completed = o.state === "completed" ? lastOf("completed") : undefined;
  const cancelled = o.state === "cancelled" ? lastOf("cancelled") : undefined;
  const items = o.snapshot.cartItem as CartItemView[];
  const position = new Map(items.map((i, n) => [i.id, String(n + 1)]));
  return {
    "@type": "ProductOrder",
    id: o.id,
    href: `${ORDER_PREFIX}/productOrder/${o.id}`,
    externalId: o.number,
    orderNumber: o.number,
    description: `Comanda ${o.number}`,
    category: o.customerType,
    orderDate: new Date(o.createdAt).toISOString(),
    lastUpdate: new Date(o.updatedAt).toISOString(),
    state: o.state,
    ...(completed ? { completionDate: new Date(completed.at).toISOString() } : {}),
    ...(cancelled ? { cancellationDate: new Date(cancelled.at).toISOString(), cancellationReason: REASON_TEXT[cancelled.reason] } : {}),
    productOrderMilestone: milestonesOf(history),
    channel: [{ id: "Online", name: "Online", "@referredType": "SalesChannel" }],
    paymentMethod: o.paymentMethod,
    productOrderItem: items.map((i) => ({
      id: position.get(i.id),
      action: "add",
      state: ITEM_STATE[o.state],
      quantity: i.quantity,
      productOffering: i.productOffering,
      product: i.product,
      itemPrice: i.itemPrice,
      itemTotalPrice: i.itemTotalPrice,
      productOrderItemRelationship: i.bundleParentCartItemId
        ? [{ id: position.get(i.bundleParentCartItemId), relationshipType: "bundled" }]
        : [],
    })),
    orderTotalPrice: o.snapshot.cartTotalPrice,
    payment: paymentsOfOrder(ctx, o.id).map((p) => ({
      id: p.id,
      href: `${PAYMENT_PREFIX}/payment/${p.id}`,
      "@referredType": "Payment",
      status: p.status,
    })),
    relatedParty: o.snapshot.relatedParty,
    contactMedium: o.snapshot.contactMedium,
    note: o.snapshot.note,
    document: o.snapshot.documents,
  };
}
