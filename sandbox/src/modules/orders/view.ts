// A product order as TMF622 ProductOrder (docs/checkout-contract.md "Product orders").
import type { SandboxContext } from "../module";
import { paymentsOfOrder } from "../payments/store";
import { PAYMENT_PREFIX } from "../payments/paths";
import { ORDER_PREFIX } from "./paths";
import type { OrderRecord } from "./store";

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

export function productOrder(ctx: SandboxContext, o: OrderRecord) {
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
