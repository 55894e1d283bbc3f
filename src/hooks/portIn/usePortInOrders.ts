// The signed-in customer's port-in orders for self-care's orders page (issue 28: "then the order's state in
// self-care"): the same client and answer reader as the port-in journey, apart from its hooks so the page's chunk
// carries none of the journey.
import { useQuery } from "@tanstack/react-query";
import { createPortInApi } from "../../clients/gateway/portInClient";
import { boundClient } from "../boundClient";

export const portInOrdersKey = ["portIn", "orders"] as const;

export function usePortInOrders() {
  return useQuery({ queryKey: portInOrdersKey, queryFn: () => boundClient(createPortInApi).orders() });
}
