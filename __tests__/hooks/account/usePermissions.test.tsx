// useCompanyPermissions / useSavePermission / useRevokePermission (src/hooks/account/usePermissions.ts; issue 27,
// SPEC §6 permisiuni) against a fake permissions client: the users per account, the save that sends what the domain
// planned, and the re-read after a change or after a refusal saying the page's copy is stale.
import React from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { GatewayError } from "../../../src/clients/gateway/errors";
import type { PermissionEdit } from "../../../src/domain/permissions/edit";
import { mapUserInfo } from "../../../src/domain/session/userInfo";
import { permissionKeys, useCompanyPermissions, useRevokePermission, useSavePermission } from "../../../src/hooks/account/usePermissions";
import { clearSession, setUserProfile } from "../../../src/state/sessionStore";

const mockApi = { company: jest.fn(), list: jest.fn(), grant: jest.fn(), update: jest.fn(), revoke: jest.fn() };
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const company = (n: number) => ({
  companyName: "Acme",
  editable: true,
  accounts: [],
  users: Array.from({ length: n }, (_, i) => ({ id: `u${i}` })),
});
const asset = { type: "msisdn" as const, id: "0729100150" };
const grant: PermissionEdit = {
  kind: "grant",
  userId: "usr-012",
  asset,
  actions: ["barUnbar"],
  endDateTime: "2026-06-30T23:59:59+03:00",
  endAt: 1,
};

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

beforeEach(() => {
  clearSession();
  setUserProfile({ ...mapUserInfo({ ssoRoles: ["Chooser"] }), selectedIdentityId: "ID-7", vfSsoId: "usr-007" });
  Object.values(mockApi).forEach((f) => f.mockReset());
});

describe("SPEC §6 permisiuni: the permissions hooks", () => {
  it("reads the company's users under the account's key", async () => {
    mockApi.company.mockResolvedValue(company(2));
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useCompanyPermissions(), { wrapper });
    await waitFor(() => expect(result.current.data?.users).toHaveLength(2));
    expect(client.getQueryData(permissionKeys.company("ID-7"))).toEqual(company(2));
  });

  it("a save sends the planned edit (grant → POST, update → PATCH, revoke → DELETE, none → nothing) and reads the users again", async () => {
    mockApi.company.mockResolvedValueOnce(company(1)).mockResolvedValue(company(2));
    mockApi.grant.mockResolvedValue({ id: "perm-0004" });
    mockApi.revoke.mockResolvedValue(undefined);
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ users: useCompanyPermissions(), save: useSavePermission() }), { wrapper });
    await waitFor(() => expect(result.current.users.data?.users).toHaveLength(1));
    await act(async () => {
      await expect(result.current.save.mutateAsync(grant)).resolves.toEqual({ edit: grant, permission: { id: "perm-0004" } });
    });
    expect(mockApi.grant).toHaveBeenCalledWith(grant);
    expect(result.current.users.data?.users).toHaveLength(2);
    await act(() => result.current.save.mutateAsync({ kind: "revoke", id: "perm-0004", userId: "usr-012", asset }));
    expect(mockApi.revoke).toHaveBeenCalledWith("perm-0004");
    await act(() => result.current.save.mutateAsync({ kind: "none", id: "perm-0004", userId: "usr-012", asset }));
    expect(mockApi.update).not.toHaveBeenCalled();
    expect(mockApi.revoke).toHaveBeenCalledTimes(1);
  });

  it("a refusal (409 last_administrator_right) reads the users again; a 500 does not", async () => {
    mockApi.company.mockResolvedValue(company(1));
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ users: useCompanyPermissions(), revoke: useRevokePermission() }), { wrapper });
    await waitFor(() => expect(result.current.users.isSuccess).toBe(true));
    mockApi.revoke.mockRejectedValueOnce(new GatewayError({ kind: "http", status: 500, code: "internal_error", message: "x" }));
    await act(() => result.current.revoke.mutateAsync("perm-0001").catch(() => undefined));
    expect(mockApi.company).toHaveBeenCalledTimes(1);
    mockApi.revoke.mockRejectedValueOnce(new GatewayError({ kind: "http", status: 409, code: "last_administrator_right", message: "x" }));
    await act(() => result.current.revoke.mutateAsync("perm-0001").catch(() => undefined));
    await waitFor(() => expect(mockApi.company).toHaveBeenCalledTimes(2));
  });
});
