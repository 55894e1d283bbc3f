// A self-care order as TMF622 ProductOrder (docs/services-contract.md "Self-care product orders"), in the eCare channel.
import { ORDER_PREFIX } from "../orders/paths";
import { stateAt, type SelfcareOrder } from "./orderStore";

export function selfcareProductOrder(o: SelfcareOrder, now: number) {
  const state = stateAt(o, now);
  const iso = (t: number) => new Date(t).toISOString();
  return {
    id: o.id,
    href: `${ORDER_PREFIX}/productOrder/${o.id}`,
    orderNumber: o.id,
    state,
    orderDate: iso(o.createdAt),
    ...(state === "completed" ? { completionDate: iso(o.dueAt) } : {}),
    category: o.category,
    channel: [{ id: "eCare", name: "eCare" }],
    relatedParty: [
      { id: `SUB-${o.msisdn}`, role: "Subscriber" },
      { id: o.customerId, role: "Customer" },
    ],
    productOrderItem: o.items.map((i) => ({
      id: i.id,
      action: i.action,
      state,
      productOffering: { id: i.offeringId, name: i.offeringName },
      product: {
        ...(i.productId ? { id: i.productId } : {}),
        publicIdentifier: o.msisdn,
        productCharacteristic: [{ name: "TARGET_SYSTEM", value: i.targetSystem }],
      },
    })),
    "@type": "ProductOrder",
  };
}
