// useSimState / useSimBlock (src/hooks/account/useSimBlock.ts; SPEC §7 "Bar/unbar") against a fake bar/unbar client:
// the state per line and account, the block that shows its answer and then reads the state again, and a refusal
// saying the SIM is already as asked (SPEC §8 DXL-BAR-UNBAR_006) that re-reads it too.
import React from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { GatewayError } from "../../../src/clients/gateway/errors";
import type { SimStatus } from "../../../src/domain/barUnbar/barUnbar";
import { mapUserInfo } from "../../../src/domain/session/userInfo";
import { simKeys, useSimBlock, useSimState } from "../../../src/hooks/account/useSimBlock";
import { clearSession, setUserProfile } from "../../../src/state/sessionStore";

const mockApi = { status: jest.fn(), act: jest.fn() };
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const line = { msisdn: "0722000101", targetSystem: "BSCS", planName: "RED 12" };
const status = (state: SimStatus["state"]): SimStatus => ({
  msisdn: line.msisdn,
  state,
  rawStatus: state === "blocked" ? "suspended" : state,
  statusDate: "",
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

beforeEach(() => {
  clearSession();
  setUserProfile({ ...mapUserInfo({ ssoRoles: ["ContractOwner"] }), selectedIdentityId: "ID-1", vfSsoId: "sso-1" });
  mockApi.status.mockReset();
  mockApi.act.mockReset();
});

describe("SPEC §7 Bar/unbar: useSimState and useSimBlock", () => {
  it("reads the line's state under the account's key", async () => {
    mockApi.status.mockResolvedValue(status("active"));
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useSimState(line), { wrapper });
    await waitFor(() => expect(result.current.data?.state).toBe("active"));
    expect(mockApi.status).toHaveBeenCalledWith(line);
    expect(client.getQueryData(simKeys.state("ID-1", line.msisdn))).toEqual(status("active"));
  });

  it("a block sends the action, shows its answer and reads the state again", async () => {
    mockApi.status.mockResolvedValueOnce(status("active")).mockResolvedValue(status("blocked"));
    mockApi.act.mockResolvedValue(status("blocked"));
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ state: useSimState(line), block: useSimBlock(line) }), { wrapper });
    await waitFor(() => expect(result.current.state.data?.state).toBe("active"));
    await act(() => result.current.block.mutateAsync("bar"));
    expect(mockApi.act).toHaveBeenCalledWith(line, "bar");
    expect(result.current.state.data?.state).toBe("blocked");
    expect(mockApi.status).toHaveBeenCalledTimes(2);
  });

  it("DXL-BAR-UNBAR_006 'already so' reads the state again; another failure does not", async () => {
    mockApi.status.mockResolvedValueOnce(status("active")).mockResolvedValue(status("blocked"));
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ state: useSimState(line), block: useSimBlock(line) }), { wrapper });
    await waitFor(() => expect(result.current.state.data?.state).toBe("active"));
    mockApi.act.mockRejectedValueOnce(new GatewayError({ kind: "http", status: 500, code: "internal_error", message: "x" }));
    await act(() => result.current.block.mutateAsync("bar").catch(() => undefined));
    expect(mockApi.status).toHaveBeenCalledTimes(1);
    mockApi.act.mockRejectedValueOnce(new GatewayError({ kind: "http", status: 409, code: "DXL-BAR-UNBAR_006", message: "x" }));
    await act(() => result.current.block.mutateAsync("bar").catch(() => undefined));
    await waitFor(() => expect(result.current.state.data?.state).toBe("blocked"));
    expect(mockApi.status).toHaveBeenCalledTimes(2);
  });
});
