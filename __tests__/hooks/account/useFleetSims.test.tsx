// The business view's hooks (src/hooks/account/useFleetSims.ts, useSubscriberSearch.ts; SPEC §7 "Bar/unbar" list,
// count, POST /list/{id}/{action}; SPEC §7 subscriber-search) against fake clients (boundClient mocked): the list and
// count under the account's key; a bulk action is one POST per line, at most BULK_CONCURRENCY at once, its progress
// counted and its failures kept while the others go on, then the lists are read again; the search asks only for a
// term of at least 2 characters.
import React from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { GatewayError } from "../../../src/clients/gateway/errors";
import { BULK_CONCURRENCY, bulkPlan } from "../../../src/domain/fleet/bulkAction";
import type { FleetSim } from "../../../src/domain/fleet/fleetLines";
import { DEFAULT_FLEET_LIST } from "../../../src/domain/fleet/fleetQuery";
import { mapUserInfo } from "../../../src/domain/session/userInfo";
import { fleetKeys, useFleetBulkAction, useFleetCount, useFleetLineAction, useFleetList } from "../../../src/hooks/account/useFleetSims";
import { useSubscriberSearch } from "../../../src/hooks/account/useSubscriberSearch";
import { clearSession, setUserProfile } from "../../../src/state/sessionStore";

const mockApi = { list: jest.fn(), count: jest.fn(), act: jest.fn(), search: jest.fn() };
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const sim = (msisdn: string, state: FleetSim["state"] = "active"): FleetSim => ({
  msisdn,
  ban: "500000503",
  userName: "Ana Popa",
  planName: "Business 10",
  state,
  rawStatus: state === "blocked" ? "suspended" : "active",
  statusDate: "",
  action: state === "blocked" ? "unbar" : "bar",
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

beforeEach(() => {
  clearSession();
  setUserProfile({ ...mapUserInfo({ ssoRoles: ["Chooser"] }), selectedIdentityId: "ID-7", vfSsoId: "sso-7" });
  for (const m of Object.values(mockApi)) m.mockReset();
});

describe("SPEC §7 Bar/unbar: the business view's hooks", () => {
  it("the list and the count of the address's query, under the account's key", async () => {
    mockApi.list.mockResolvedValue({ items: [sim("0729100230")], total: 60 });
    mockApi.count.mockResolvedValue({ total: 60, active: 60, barred: 0 });
    const { client, wrapper } = setup();
    const query = { ...DEFAULT_FLEET_LIST, ban: "500000503" };
    const { result } = renderHook(() => ({ list: useFleetList(query), count: useFleetCount(query) }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.total).toBe(60));
    await waitFor(() => expect(result.current.count.data?.active).toBe(60));
    expect(mockApi.list).toHaveBeenCalledWith(query);
    expect(client.getQueryData(fleetKeys.list("ID-7", query))).toMatchObject({ total: 60 });
  });

  it("a line's action sends the POST, then reads the list again (also after a refusal)", async () => {
    mockApi.list.mockResolvedValue({ items: [sim("0729100230")], total: 1 });
    mockApi.act.mockResolvedValue(sim("0729100230", "blocked"));
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ list: useFleetList(DEFAULT_FLEET_LIST), action: useFleetLineAction() }), { wrapper });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() => result.current.action.mutateAsync({ msisdn: "0729100230", action: "bar" }));
    expect(mockApi.act).toHaveBeenCalledWith("0729100230", "bar");
    expect(mockApi.list).toHaveBeenCalledTimes(2);
    mockApi.act.mockRejectedValue(
      new GatewayError({ kind: "http", status: 409, code: "DXL-BAR-UNBAR_006", message: "x", service: "barUnbar" }),
    );
    await act(() => result.current.action.mutateAsync({ msisdn: "0729100230", action: "bar" }).catch(() => undefined));
    expect(mockApi.list).toHaveBeenCalledTimes(3);
  });

  it(`a bulk action: one POST per line, at most ${BULK_CONCURRENCY} at once; a failure does not stop the others`, async () => {
    mockApi.list.mockResolvedValue({ items: [], total: 0 });
    let running = 0;
    let most = 0;
    mockApi.act.mockImplementation(async (msisdn: string) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      if (msisdn === "0729100232") throw new GatewayError({ kind: "http", status: 500, message: "down", service: "barUnbar" });
      return sim(msisdn, "blocked");
    });
    const lines = ["0729100230", "0729100231", "0729100232", "0729100233", "0729100234"].map((m) => sim(m));
    const plan = bulkPlan(lines, "bar")!;
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ list: useFleetList(DEFAULT_FLEET_LIST), bulk: useFleetBulkAction() }), { wrapper });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    let outcome: Awaited<ReturnType<typeof result.current.bulk.mutateAsync>> | undefined;
    await act(async () => {
      outcome = await result.current.bulk.mutateAsync(plan);
    });
    expect(mockApi.act).toHaveBeenCalledTimes(5);
    expect(mockApi.act.mock.calls.every(([, action]) => action === "bar")).toBe(true);
    expect(most).toBe(BULK_CONCURRENCY);
    expect(outcome?.done.sort()).toEqual(["0729100230", "0729100231", "0729100233", "0729100234"]);
    expect(outcome?.failed.map((f) => [f.msisdn, (f.error as GatewayError).status])).toEqual([["0729100232", 500]]);
    expect(result.current.bulk.progress).toEqual({ settled: 5, total: 5 });
    expect(mockApi.list).toHaveBeenCalledTimes(2);
  });
});

describe("SPEC §7 subscriber-search: useSubscriberSearch", () => {
  it("asks nothing under 2 characters; then the lines found ({ msisdn, ban, userName }); cut short again, no data", async () => {
    const found = [{ msisdn: "0729100230", ban: "500000503", userName: "Laura Lazăr" }];
    mockApi.search.mockResolvedValue(found);
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ q }) => useSubscriberSearch(q), { wrapper, initialProps: { q: "l" } });
    expect(result.current.fetchStatus).toBe("idle");
    expect(mockApi.search).not.toHaveBeenCalled();
    rerender({ q: " laz " });
    await waitFor(() => expect(result.current.data).toEqual(found));
    expect(mockApi.search).toHaveBeenCalledWith("laz");
    rerender({ q: "l" });
    expect(result.current.data).toBeUndefined();
    expect(mockApi.search).toHaveBeenCalledTimes(1);
  });
});
