// The orders client's full list and detail (src/clients/gateway/ordersClient.ts, issue 26): SPEC §7 "GET product-ordering
// /productOrder?state=…&channel.id=eCare (or Online)…" with the orders page's filters and page, the total from
// X-Total-Count, one order by id; failures are GatewayErrors with the SPEC §8 ORDER HISTORY code kept. No network.
import { AxiosHeaders, isAxiosError, type AxiosAdapter } from "axios";
import type { GatewayError } from "../../../src/clients/gateway/errors";
import { createOrdersApi } from "../../../src/clients/gateway/ordersClient";
import { DEFAULT_ORDER_QUERY, orderListRequest } from "../../../src/domain/orders/orderQuery";
import { emptyTokens, setAnonymousTokens, setBaseTokens, type AuthTokens } from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, memoryPort, type Reply, type Seen } from "./fakeGateway";

type Answer = Reply & { headers?: Record<string, string> };

function apis(handler: (req: Seen) => Answer, tokens: AuthTokens = setBaseTokens(emptyTokens(), pair("base"))) {
  let headers: Record<string, string> = {};
  const gw = fakeGateway((req) => {
    const reply = handler(req);
    headers = reply.headers ?? {};
    return reply;
  });
  const adapter: AxiosAdapter = async (config) => {
    try {
      return { ...(await gw.adapter(config)), headers: AxiosHeaders.from(headers) };
    } catch (e) {
      if (isAxiosError(e) && e.response) e.response.headers = AxiosHeaders.from(headers);
      throw e;
    }
  };
  return { gw, api: createOrdersApi(memoryPort(tokens, "personal"), { adapter }) };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );

const order = (id: string, state: string, channel: string) => ({ id, orderNumber: id, state, channel: [{ id: channel }] });

describe("issue 26 listOrders: SPEC §7 product orders of both channels, filters and pages", () => {
  it("all orders of both channels, page 1: channel.id=Online,eCare, no state, offset 0, limit 10; the total from X-Total-Count", async () => {
    const { gw, api } = apis(() => ({
      data: [order("po-1", "acknowledged", "Online"), order("SCO-000001", "completed", "eCare")],
      headers: { "X-Total-Count": "14" },
    }));
    const page = await api.listOrders(orderListRequest(DEFAULT_ORDER_QUERY));
    expect(gw.calls[0]).toMatchObject({ method: "GET", path: "/product-ordering/productOrder?channel.id=Online,eCare&offset=0&limit=10" });
    expect(gw.calls[0]!.headers.authorization).toBe("Bearer base-access");
    expect(page.total).toBe(14);
    expect(page.orders.map((o) => [o.id, o.channel, o.state])).toEqual([
      ["po-1", "shop", "acknowledged"],
      ["SCO-000001", "selfcare", "completed"],
    ]);
  });

  it("SPEC §4 pending of the shop, page 2: state=inProgress,acknowledged,pending, channel.id=Online, offset 10", async () => {
    const { gw, api } = apis(() => ({ data: [] }));
    await api.listOrders(orderListRequest({ status: "pending", channel: "shop", page: 2, order: null }));
    const url = new URL(`http://x${gw.calls[0]!.path}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      state: "inProgress,acknowledged,pending",
      "channel.id": "Online",
      offset: "10",
      limit: "10",
    });
  });

  it("completed of self-care: state=completed, channel.id=eCare; no header → the total is what the page shows", async () => {
    const { gw, api } = apis(() => ({ data: [order("SCO-1", "completed", "eCare")] }));
    const page = await api.listOrders(orderListRequest({ status: "completed", channel: "selfcare", page: 1, order: null }));
    expect(new URL(`http://x${gw.calls[0]!.path}`).searchParams.get("state")).toBe("completed");
    expect(new URL(`http://x${gw.calls[0]!.path}`).searchParams.get("channel.id")).toBe("eCare");
    expect(page.total).toBe(1);
  });

  it("an answer that is not a list is invalid_response", async () => {
    const { api } = apis(() => ({ data: { orders: [] } }));
    expect(await rejection(api.listOrders(orderListRequest(DEFAULT_ORDER_QUERY)))).toMatchObject({
      kind: "invalid_response",
      service: "productOrdering",
    });
  });

  it("a 500 rejects with the GatewayError (status and body kept for SPEC §8)", async () => {
    const { api } = apis(() => ({ status: 500, data: { code: "internal_error", message: "boom" } }));
    expect(await rejection(api.listOrders(orderListRequest(DEFAULT_ORDER_QUERY)))).toMatchObject({ kind: "http", status: 500 });
  });

  it("is never sent with an anonymous token", async () => {
    const { gw, api } = apis(() => ({ data: [] }), setAnonymousTokens(emptyTokens(), "anonymous", pair("anon")));
    expect(await rejection(api.listOrders(orderListRequest(DEFAULT_ORDER_QUERY)))).toMatchObject({ kind: "unauthorized" });
    expect(gw.calls).toHaveLength(0);
  });
});

describe("issue 26 orderDetail: one order; SPEC §8 ORDER HISTORY 404000 kept", () => {
  it("GET productOrder/{id} (encoded) read by the domain, with its timeline", async () => {
    const { gw, api } = apis(() => ({
      data: {
        ...order("po-1", "inProgress", "Online"),
        productOrderMilestone: [{ name: "acknowledged", milestoneDate: "2026-03-02T09:00:00Z" }],
      },
    }));
    const detail = await api.orderDetail("po 1");
    expect(gw.calls[0]!.path).toBe("/product-ordering/productOrder/po%201");
    expect(detail.timeline.map((e) => e.state)).toEqual(["acknowledged", "inProgress"]);
  });

  it("404000 rejects with the code and the server's words", async () => {
    const { api } = apis(() => ({ status: 404, data: { code: "404000", message: "Comanda po-x nu a fost găsită.", status: "404" } }));
    expect(await rejection(api.orderDetail("po-x"))).toMatchObject({
      kind: "http",
      status: 404,
      code: "404000",
      payload: { message: "Comanda po-x nu a fost găsită." },
    });
  });

  it("an answer without an id is invalid_response", async () => {
    const { api } = apis(() => ({ data: { state: "completed" } }));
    expect(await rejection(api.orderDetail("po-1"))).toMatchObject({ kind: "invalid_response" });
  });
});
