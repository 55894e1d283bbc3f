// The thank-you page's order (issue 14 "Order confirmation"): what was ordered and its totals, read back from the
// product orders (the cart is already empty by then). A failure leaves the page with the order number it has.
import { useEffect, useState } from "react";
import { createCheckoutApi } from "../../clients/gateway/checkout";
import type { Order } from "../../clients/gateway/checkout/answers";
import { boundClient } from "../boundClient";

export type ReceiptOrder = { kind: "loading" } | { kind: "loaded"; order: Order } | { kind: "unavailable" };

export function useReceiptOrder(orderId: string | null): ReceiptOrder {
  const [state, setState] = useState<ReceiptOrder>(orderId ? { kind: "loading" } : { kind: "unavailable" });
  useEffect(() => {
    if (!orderId) {
      setState({ kind: "unavailable" });
      return;
    }
    let live = true;
    setState({ kind: "loading" });
    boundClient(createCheckoutApi)
      .getOrder(orderId)
      .then((order) => live && setState({ kind: "loaded", order }))
      .catch(() => live && setState({ kind: "unavailable" }));
    return () => {
      live = false;
    };
  }, [orderId]);
  return state;
}
