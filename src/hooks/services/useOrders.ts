// The self-care orders (SPEC §4 pending orders, SPEC §7 productOrder): the pending eCare orders of the caller, one
// order's progress, and sending an order. While an order is pending its state is asked again every ORDER_POLL_MS; when
// a pending order is gone (completed) the inventory and the offers are read again, so the page shows the option active
// or roaming on without a reload.
import { useEffect, useRef } from "react";
import { useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from "@tanstack/react-query";
import { newRequestId } from "../../clients/gateway/gatewayHeaders";
import { createOrdersApi } from "../../clients/gateway/ordersClient";
import type { OrderChannel } from "../../domain/offers/orderChannels";
import type { OptionOrderBody, RoamingOrderBody } from "../../domain/offers/orderRequests";
import { isFinalOrderState, type PendingOrdersResult, type ProductOrderView } from "../../domain/offers/orderStates";
import { useAccountIdentity } from "../accountIdentity";
import { boundClient } from "../boundClient";
import { productKeys } from "./productKeys";

/** How often a pending order's state is asked for. */
export const ORDER_POLL_MS = 2000;

const pendingCount = (r: PendingOrdersResult | undefined) => (r?.ok ? r.orders.length : 0);

/** SPEC §4 pending orders of the party; the answer is a result (SPEC §8: this call does not throw). */
export function usePendingOrders(party: string): UseQueryResult<PendingOrdersResult> {
  const identity = useAccountIdentity();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: productKeys.pendingOrders(identity, party),
    queryFn: () => boundClient(createOrdersApi).pendingOrders(party),
    enabled: party !== "",
    staleTime: 0,
    refetchInterval: (q) => (pendingCount(q.state.data) > 0 ? ORDER_POLL_MS : false),
  });
  const count = pendingCount(query.data);
  const previous = useRef(count);
  useEffect(() => {
    // Fewer pending orders than before: one ended, the inventory and offers changed.
    if (count < previous.current) {
      void client.invalidateQueries({ queryKey: productKeys.inventory(identity) });
      void client.invalidateQueries({ queryKey: [...productKeys.all(identity), "offers"] });
    }
    previous.current = count;
  }, [count, client, identity]);
  return query;
}

/** One order's state, asked again every ORDER_POLL_MS until it is final (completed, failed, cancelled). */
export function useOrderProgress(orderId: string): UseQueryResult<ProductOrderView> {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: [...productKeys.all(identity), "order", orderId],
    queryFn: () => boundClient(createOrdersApi).order(orderId),
    enabled: orderId !== "",
    staleTime: 0,
    refetchInterval: (q) => (q.state.data && isFinalOrderState(q.state.data.state) ? false : ORDER_POLL_MS),
  });
}

/** Reads the inventory and the offers again (an order ended). */
export function useProductsRefresh(): () => void {
  const identity = useAccountIdentity();
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: productKeys.inventory(identity) });
    void client.invalidateQueries({ queryKey: [...productKeys.all(identity), "offers"] });
    void client.invalidateQueries({ queryKey: [...productKeys.all(identity), "recommendations"] });
  };
}

export interface OrderRequest {
  channel: OrderChannel;
  body: OptionOrderBody | RoamingOrderBody;
  /** One per confirmed change: a second send of the same change is the same order. */
  idempotencyKey: string;
}

/** Sends an order; on success the pending orders are read again (and polled while the order is pending). */
export function usePlaceOrder(party: string): UseMutationResult<ProductOrderView, unknown, OrderRequest> {
  const identity = useAccountIdentity();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, body, idempotencyKey }: OrderRequest) => boundClient(createOrdersApi).placeOrder(channel, body, idempotencyKey),
    onSuccess: (order) => {
      // The new order counts as pending at once (even if the next reading already finds it completed), so its end
      // is seen and the inventory read again.
      const key = productKeys.pendingOrders(identity, party);
      client.setQueryData<PendingOrdersResult>(key, (old) =>
        old?.ok ? { ok: true, orders: [...old.orders.filter((o) => o.id !== order.id), order] } : { ok: true, orders: [order] },
      );
      void client.invalidateQueries({ queryKey: key });
    },
  });
}

/** A new idempotency key: made when a change is confirmed, reused if the same change is sent again. */
export function newOrderKey(): string {
  return newRequestId();
}
