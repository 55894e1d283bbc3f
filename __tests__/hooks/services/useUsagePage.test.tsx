// useUsagePage (src/hooks/services/useUsagePage.ts) rendered with renderHook and a QueryClient, against a fake
// usage-management client: SPEC §2 usage detail lists (10 per page), SPEC §7 "Usage and products": the domain's query,
// idle with the message keys on an input that is not one, keyed per account, the previous page kept while paging,
// errors surfaced.
import React from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { GatewayError } from "../../../src/clients/gateway/errors";
import type { UsageQueryInput } from "../../../src/domain/usage/usageQuery";
import { mapUserInfo, type UserInfo } from "../../../src/domain/session/userInfo";
import { servicesKeys, useUsagePage } from "../../../src/hooks/services/useUsagePage";
import { clearSession, setUserProfile } from "../../../src/state/sessionStore";

const mockApi = { usagePage: jest.fn() };
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const profileFor = (identity: string): UserInfo => ({
  ...mapUserInfo({ ssoRoles: ["ContractOwner"] }),
  selectedIdentityId: identity,
  vfSsoId: "sso-1",
});

const INPUT: UsageQueryInput = {
  customerId: "CUST-CBU-1001",
  mainSubscriptionProductId: "prd-001-1",
  billEventType: "unbilled",
  period: { kind: "billingCycle", year: 2026, instance: 2, day: 5 },
};

const pageOf = (page: number, ids: string[]) => ({
  items: ids.map((id) => ({ id })),
  total: 12,
  page,
  pageCount: 2,
  totals: null,
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

beforeEach(() => {
  clearSession();
  setUserProfile(profileFor("ID-1"));
  mockApi.usagePage = jest.fn();
});

describe("useUsagePage", () => {
  it("idle without input, and idle with the message keys on an input that is not a query", () => {
    const { wrapper } = setup();
    const none = renderHook(() => useUsagePage(null), { wrapper });
    expect(none.result.current).toMatchObject({ fetchStatus: "idle", query: null, errors: {} });
    const bad: UsageQueryInput = {
      ...INPUT,
      mainSubscriptionProductId: " ",
      period: { kind: "dateRange", from: "2026-03-10", to: "2026-03-01" },
    };
    const invalid = renderHook(() => useUsagePage(bad), { wrapper });
    expect(invalid.result.current).toMatchObject({ fetchStatus: "idle", query: null });
    expect(invalid.result.current.errors).toEqual({ customer: "customerMissing", to: "rangeReversed" });
    expect(mockApi.usagePage).not.toHaveBeenCalled();
  });

  it("asks for the built query, keyed per account; the next page changes the request and the previous stays shown", async () => {
    let resolveNext: (v: unknown) => void = () => undefined;
    mockApi.usagePage.mockResolvedValueOnce(pageOf(1, ["A"])).mockImplementationOnce(() => new Promise((r) => (resolveNext = r)));
    const { client, wrapper } = setup();
    const { result, rerender } = renderHook(({ page }) => useUsagePage({ ...INPUT, page }), { wrapper, initialProps: { page: 1 } });
    await waitFor(() => expect(result.current.data?.items).toEqual([{ id: "A" }]));
    const first = mockApi.usagePage.mock.calls[0]![0] as Record<string, string>;
    expect(first).toMatchObject({ customerId: "CUST-CBU-1001", offset: "0", limit: "10", total: "true", "billingCycle.instance": "2" });
    expect(client.getQueryData(servicesKeys.usage("ID-1", first))).toEqual(pageOf(1, ["A"]));
    expect(result.current.query).toEqual(first);

    rerender({ page: 2 });
    await waitFor(() => expect(mockApi.usagePage).toHaveBeenCalledTimes(2));
    expect(mockApi.usagePage.mock.calls[1]![0]).toEqual({ ...first, offset: "10" });
    expect(result.current).toMatchObject({ isPlaceholderData: true, data: { items: [{ id: "A" }] } });
    await act(async () => resolveNext(pageOf(2, ["B"])));
    await waitFor(() => expect(result.current.data?.items).toEqual([{ id: "B" }]));
  });

  it("another account asks again under its own key", async () => {
    mockApi.usagePage.mockResolvedValue(pageOf(1, ["A"]));
    const { wrapper } = setup();
    const { result } = renderHook(() => useUsagePage(INPUT), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => setUserProfile(profileFor("ID-2")));
    await waitFor(() => expect(mockApi.usagePage).toHaveBeenCalledTimes(2));
  });

  it("a failure surfaces as the query's error", async () => {
    const failure = new GatewayError({ kind: "http", message: "Nu", status: 403, service: "usage" });
    mockApi.usagePage.mockRejectedValue(failure);
    const { wrapper } = setup();
    const { result } = renderHook(() => useUsagePage(INPUT), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe(failure);
  });
});
