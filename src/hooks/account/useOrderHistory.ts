// The orders page's data (issue 26, PATHS.orders): one page of the caller's orders as the address asks for them
// (domain/orders/orderQuery.ts), and the order whose detail is open. Both are read fresh on every visit (an order's
// state moves on its own: the sandbox moves shop orders with the clock) and, while the open order is still pending
// (SPEC §4), its detail again every ORDER_DETAIL_REFRESH_MS. A failure is the client's GatewayError; the screen shows it
// as SPEC §8 ORDER HISTORY (domain/orders/orderErrors.ts). Retries are the query client's (only what a retry can cure).
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { createOrdersApi } from "../../clients/gateway/ordersClient";
import type { OrderPage, OrderSummary } from "../../domain/orders/orderHistory";
import { orderListRequest, type OrderListQuery, type OrderListRequest } from "../../domain/orders/orderQuery";
import { useAccountIdentity } from "../accountIdentity";
import { boundClient } from "../boundClient";

/** How often an open, still pending order is read again. */
export const ORDER_DETAIL_REFRESH_MS = 15_000;

export const orderHistoryKeys = {
  all: (identity: string) => ["orderHistory", identity] as const,
  list: (identity: string, request: OrderListRequest) => ["orderHistory", identity, "list", request] as const,
  detail: (identity: string, id: string) => ["orderHistory", identity, "detail", id] as const,
};

/** The page of orders the query names (its filters and page; the open order does not change the list). */
export function useOrderHistory(query: OrderListQuery): UseQueryResult<OrderPage> {
  const identity = useAccountIdentity();
  const request = orderListRequest(query);
  return useQuery({
    queryKey: orderHistoryKeys.list(identity, request),
    queryFn: () => boundClient(createOrdersApi).listOrders(request),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The open order (null: none open, nothing asked). */
export function useOrderDetail(orderId: string | null): UseQueryResult<OrderSummary> {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: orderHistoryKeys.detail(identity, orderId ?? ""),
    queryFn: () => boundClient(createOrdersApi).orderDetail(orderId as string),
    enabled: orderId !== null,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.pending ? ORDER_DETAIL_REFRESH_MS : false),
  });
}
