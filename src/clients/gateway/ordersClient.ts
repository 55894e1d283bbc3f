// The product orders client (SPEC §7 "GET product-ordering /productOrder?state=…&channel.id=eCare (or Online)…" and
// "POST /productOrder/ecare, /ebill, /mva"; SPEC §4 pending orders; docs/services-contract.md "Self-care product
// orders", docs/checkout-contract.md "Product orders"), read by the domain (offers/orderStates.ts for the services
// pages, orders/orderHistory.ts for the orders page). SPEC §8 "The pending-orders roaming call returns the error
// instead of throwing": pendingOrders answers a result; the other calls reject with the GatewayError (the orders page
// maps it by SPEC §8 ORDER HISTORY, domain/orders/orderErrors.ts).
import type { OrderChannel } from "../../domain/offers/orderChannels";
import type { OptionOrderBody, RoamingOrderBody } from "../../domain/offers/orderRequests";
import {
  PENDING_ORDER_STATE_QUERY,
  mapProductOrder,
  mapProductOrders,
  type PendingOrdersResult,
  type ProductOrderView,
} from "../../domain/offers/orderStates";
import { mapOrder, mapOrderPage, SALES_CHANNEL_IDS, type OrderPage, type OrderSummary } from "../../domain/orders/orderHistory";
import type { OrderListRequest } from "../../domain/orders/orderQuery";
import { malformed, toGatewayError } from "./errors";
import { guarded, headerOf } from "./guarded";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

export const ORDER_ROUTES = {
  orders: "productOrder",
  order: (id: string) => `productOrder/${encodeURIComponent(id)}`,
  create: (channel: OrderChannel) => `productOrder/${channel}`,
} as const;

/** SPEC §7: self-care orders are listed on the eCare channel. */
export const ECARE_CHANNEL = "eCare";
/** The same key and body answer the same order (docs/services-contract.md); on the CORS list (config/gatewayCors.ts). */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

export interface OrdersApi {
  /** SPEC §4/§7 the party's pending eCare orders; never rejects (SPEC §8). */
  pendingOrders(party: string): Promise<PendingOrdersResult>;
  /** One of the caller's orders, as it is now. */
  order(id: string): Promise<ProductOrderView>;
  /** Sends an order; the key makes a repeated send (double click, retry) the same order. */
  placeOrder(channel: OrderChannel, body: OptionOrderBody | RoamingOrderBody, idempotencyKey: string): Promise<ProductOrderView>;
  /** Issue 26: one page of the caller's orders of the channels asked (shop, self-care), the total from X-Total-Count. */
  listOrders(request: OrderListRequest): Promise<OrderPage>;
  /** Issue 26: one of the caller's orders as the orders page shows it (items, totals, timeline). */
  orderDetail(id: string): Promise<OrderSummary>;
}

const orderOf = (body: unknown, status: number): ProductOrderView => {
  const order = mapProductOrder(body);
  if (!order) throw malformed("productOrdering", body, "not a product order", status);
  return order;
};

export function createOrdersApi(port: SessionPort, options: GatewayClientOptions = {}): OrdersApi {
  const http = createGatewayClient("productOrdering", port, { anonymousAllowed: false, ...options });
  return {
    pendingOrders: async (party) => {
      try {
        const res = await http.get(ORDER_ROUTES.orders, {
          params: { state: PENDING_ORDER_STATE_QUERY, "channel.id": ECARE_CHANNEL, "relatedParty.id": party },
        });
        if (!Array.isArray(res.data)) throw malformed("productOrdering", res.data, "not a list of orders", res.status);
        return { ok: true, orders: mapProductOrders(res.data) };
      } catch (e) {
        return { ok: false, error: toGatewayError(e, "productOrdering") };
      }
    },
    order: (id) =>
      guarded("productOrdering", async () => {
        const res = await http.get(ORDER_ROUTES.order(id));
        return orderOf(res.data, res.status);
      }),
    listOrders: (request) =>
      guarded("productOrdering", async () => {
        const res = await http.get(ORDER_ROUTES.orders, {
          params: {
            ...(request.states ? { state: request.states.join(",") } : {}),
            "channel.id": request.channels.map((c) => SALES_CHANNEL_IDS[c]).join(","),
            offset: request.offset,
            limit: request.limit,
          },
        });
        if (!Array.isArray(res.data)) throw malformed("productOrdering", res.data, "not a list of orders", res.status);
        return mapOrderPage(res.data, headerOf(res, "x-total-count"), request.offset);
      }),
    orderDetail: (id) =>
      guarded("productOrdering", async () => {
        const res = await http.get(ORDER_ROUTES.order(id));
        const order = mapOrder(res.data);
        if (!order) throw malformed("productOrdering", res.data, "not a product order", res.status);
        return order;
      }),
    placeOrder: (channel, body, idempotencyKey) =>
      guarded("productOrdering", async () => {
        const res = await http.post(ORDER_ROUTES.create(channel), body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
        return orderOf(res.data, res.status);
      }),
  };
}
