// "Anulează portarea" (ANCOM a7; TMF622 cancelProductOrder), for the port-in confirmation and self-care's orders page:
// apart from the journey's hooks (usePortIn.ts) so the orders page's chunk carries none of the journey. On success the
// order's query (usePortIn.ts portInKeys.order) and the orders list (portInOrdersKey) are refetched: the order then reads
// "cancelled". On a refusal too (409: too late, or moved on meanwhile), so the screen shows why from the fresh order.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createPortInApi } from "../../clients/gateway/portInClient";
import { boundClient } from "../boundClient";
import { portInOrdersKey } from "./usePortInOrders";

export function useCancelPortIn(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => boundClient(createPortInApi).cancel(orderId),
    onSettled: async () => {
      // The same key as usePortIn.ts portInKeys.order(orderId), written out so as not to import the journey.
      await client.invalidateQueries({ queryKey: ["portIn", "order", orderId] });
      await client.invalidateQueries({ queryKey: portInOrdersKey });
    },
  });
}
