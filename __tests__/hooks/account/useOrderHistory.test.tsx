// useOrderHistory / useOrderDetail (src/hooks/account/useOrderHistory.ts, issue 26) against a fake orders client: the
// address's query becomes the list's request (SPEC §4 pending states, SPEC §7 channels, pages of 10) under the
// account's key; the open order is read only when one is open, and read again while it is pending (SPEC §4).
import React from "react";
import { renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { mapOrder, type OrderSummary } from "../../../src/domain/orders/orderHistory";
import { DEFAULT_ORDER_QUERY, orderListRequest } from "../../../src/domain/orders/orderQuery";
import { mapUserInfo } from "../../../src/domain/session/userInfo";
import { ORDER_DETAIL_REFRESH_MS, orderHistoryKeys, useOrderDetail, useOrderHistory } from "../../../src/hooks/account/useOrderHistory";
import { clearSession, setUserProfile } from "../../../src/state/sessionStore";

const mockApi = { listOrders: jest.fn(), orderDetail: jest.fn() };
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const order = (state: string): OrderSummary => mapOrder({ id: "po-1", orderNumber: "CMD-2026-000001", state }) as OrderSummary;

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

beforeEach(() => {
  clearSession();
  setUserProfile({ ...mapUserInfo({ ssoRoles: ["ContractOwner"] }), selectedIdentityId: "ID-1", vfSsoId: "sso-1" });
  mockApi.listOrders.mockReset();
  mockApi.orderDetail.mockReset();
});
afterEach(() => jest.useRealTimers());

describe("issue 26 useOrderHistory (SPEC §4 pending filter, SPEC §7 channels)", () => {
  it("asks for the query's request and keeps the page under the account's key", async () => {
    const page = { orders: [order("acknowledged")], total: 1 };
    mockApi.listOrders.mockResolvedValue(page);
    const { client, wrapper } = setup();
    const query = { ...DEFAULT_ORDER_QUERY, status: "pending" as const, channel: "shop" as const, page: 2 };
    const { result } = renderHook(() => useOrderHistory(query), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(page));
    expect(mockApi.listOrders).toHaveBeenCalledWith({
      states: ["inProgress", "acknowledged", "pending"],
      channels: ["shop"],
      offset: 10,
      limit: 10,
    });
    expect(client.getQueryData(orderHistoryKeys.list("ID-1", orderListRequest(query)))).toEqual(page);
  });

  it("opening an order does not ask for the list again", async () => {
    mockApi.listOrders.mockResolvedValue({ orders: [], total: 0 });
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ q }) => useOrderHistory(q), { wrapper, initialProps: { q: DEFAULT_ORDER_QUERY } });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ q: { ...DEFAULT_ORDER_QUERY, order: "po-1" } });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mockApi.listOrders).toHaveBeenCalledTimes(1);
  });
});

describe("issue 26 useOrderDetail", () => {
  it("no open order: nothing is asked", () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useOrderDetail(null), { wrapper });
    expect(result.current.fetchStatus).toBe("idle");
    expect(mockApi.orderDetail).not.toHaveBeenCalled();
  });

  it("SPEC §4: a pending order is read again until it is no longer pending", async () => {
    jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
    mockApi.orderDetail.mockResolvedValueOnce(order("acknowledged")).mockResolvedValue(order("completed"));
    const { wrapper } = setup();
    const { result } = renderHook(() => useOrderDetail("po-1"), { wrapper });
    await waitFor(() => expect(result.current.data?.state).toBe("acknowledged"));
    expect(mockApi.orderDetail).toHaveBeenCalledWith("po-1");
    jest.advanceTimersByTime(ORDER_DETAIL_REFRESH_MS);
    await waitFor(() => expect(result.current.data?.state).toBe("completed"));
    jest.advanceTimersByTime(3 * ORDER_DETAIL_REFRESH_MS);
    expect(mockApi.orderDetail).toHaveBeenCalledTimes(2);
  });
});
