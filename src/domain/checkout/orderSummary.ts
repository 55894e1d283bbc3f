// SPEC §3 "Order summary: offerId, orderNumber, rawCartPrice, netCartPrice, cartDiscountAmount, items, discountsList,
// isOrderSubmitted, isExtraoption, standardOrderFlow" — read from the product order the confirmation page loads (the cart
// is empty by then). Prices are RON, tax included: net = the upfront total paid, discount = its alterations (online
// discount, voucher), raw = net + discount. A fixed service's item carries its installation address (formattedAddress).
import { isFixedOfferType } from "../address/eligibility";

/** What the summary reads of a product order (clients/gateway/checkout readOrder's Order satisfies it). */
export interface SummarySource {
  number: string;
  state: string;
  items: readonly {
    id: string;
    offeringId: string | null;
    name: string | null;
    quantity: number;
    parentId: string | null;
    upfrontRon: number | null;
    monthlyRon: number | null;
    characteristics?: Record<string, string>;
  }[];
  totals: { upfrontRon: number | null; monthlyRon: number | null };
  discountsRon?: readonly { name: string; ron: number }[];
}

export interface OrderSummaryItem {
  id: string;
  name: string;
  quantity: number;
  /** Bundled with another item of the order (shown under it). */
  isChild: boolean;
  upfrontRon: number | null;
  monthlyRon: number | null;
  /** Where a fixed service is installed; null for anything else. */
  installationAddress: string | null;
}

export interface OrderSummary {
  offerId: string | null;
  orderNumber: string;
  rawCartPrice: number;
  netCartPrice: number;
  cartDiscountAmount: number;
  /** The recurring total (per month), beside the upfront ones. */
  monthlyCartPrice: number | null;
  items: OrderSummaryItem[];
  discountsList: { name: string; amountRon: number }[];
  isOrderSubmitted: boolean;
  isExtraoption: boolean;
  standardOrderFlow: boolean;
}

/** Flows with their own fulfilment (installation at an address, a port from another network): not the standard one. */
const SPECIAL_FLOWS = new Set(["FIX", "MNP"]);

const cents = (v: number): number => Math.round(v * 100) / 100;

/** The SPEC §3 order summary of a placed order. */
export function orderSummary(order: SummarySource): OrderSummary {
  const chars = (i: SummarySource["items"][number]) => i.characteristics ?? {};
  const top = order.items.filter((i) => i.parentId === null);
  const discountsList = (order.discountsRon ?? [])
    .filter((d) => d.ron !== 0)
    .map((d) => ({ name: d.name, amountRon: cents(Math.abs(d.ron)) }));
  const cartDiscountAmount = cents(discountsList.reduce((n, d) => n + d.amountRon, 0));
  const netCartPrice = cents(order.totals.upfrontRon ?? 0);
  return {
    offerId: top[0]?.offeringId ?? null,
    orderNumber: order.number,
    rawCartPrice: cents(netCartPrice + cartDiscountAmount),
    netCartPrice,
    cartDiscountAmount,
    monthlyCartPrice: order.totals.monthlyRon,
    items: order.items.map((i) => {
      const c = chars(i);
      const fixed = isFixedOfferType(c.offerType ?? "") || c.flow === "FIX";
      return {
        id: i.id,
        name: i.name ?? i.offeringId ?? i.id,
        quantity: i.quantity,
        isChild: i.parentId !== null,
        upfrontRon: i.upfrontRon,
        monthlyRon: i.monthlyRon,
        installationAddress: fixed && c.formattedAddress ? c.formattedAddress : null,
      };
    }),
    discountsList,
    isOrderSubmitted: order.state !== "cancelled",
    isExtraoption: top.length > 0 && top.every((i) => chars(i).offerType === "ServiceAddon"),
    standardOrderFlow: !order.items.some((i) => SPECIAL_FLOWS.has(chars(i).flow ?? "")),
  };
}
