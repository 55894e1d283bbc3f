// date-personale's hooks (src/hooks/account/) over fake clients (boundClient mocked): SPEC §7 webuser-name's status
// false rejects; a saved name or e-mail updates the session's profile query and the stored profile at once (the
// account bar's name); SPEC §3's placeholder rule applies to the saved names; a disassociation sets the list left and
// reads the profile again.
import React from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { GatewayError } from "../../../src/clients/gateway/errors";
import { mapUserInfo, type UserInfo } from "../../../src/domain/session/userInfo";
import { accountKeys } from "../../../src/hooks/account/accountKeys";
import { useDisassociate } from "../../../src/hooks/account/useAssociatedAccounts";
import { useSaveContactEmail } from "../../../src/hooks/account/useContactEmail";
import { useVerifyEmailCode } from "../../../src/hooks/emailCode";
import { useLoyaltyTier } from "../../../src/hooks/account/useLoyalty";
import { useNameChange } from "../../../src/hooks/account/useNameChange";
import { PROFILE_QUERY_KEY } from "../../../src/hooks/useEcareSession";
import { clearSession, getUserProfile, setUserProfile } from "../../../src/state/sessionStore";

const mockApi: Record<string, jest.Mock> = {};
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const profile = (): UserInfo => ({
  ...mapUserInfo({ firstName: "Andrei", lastName: "Popescu", email: "andrei@exemplu.ro", attributes: { email: "andrei@exemplu.ro" } }),
  selectedIdentityId: "idn-001",
  vfSsoId: "usr-001",
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData([...PROFILE_QUERY_KEY, "personal"], profile());
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

const shown = (client: QueryClient) => client.getQueryData<UserInfo>([...PROFILE_QUERY_KEY, "personal"]);

beforeEach(() => {
  clearSession();
  setUserProfile(profile());
  for (const k of Object.keys(mockApi)) delete mockApi[k];
});

describe("SPEC §7 webuser-name through useNameChange", () => {
  it("a saved name is in the profile query and the stored profile at once", async () => {
    mockApi.updateWebUserName = jest.fn(async () => ({ status: true, webUserName: { givenName: "Ana", familyName: "Ionescu" } }));
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useNameChange(), { wrapper });
    await act(() => result.current.mutateAsync({ givenName: "Ana", familyName: "Ionescu" }));
    expect(mockApi.updateWebUserName).toHaveBeenCalledWith({ givenName: "Ana", familyName: "Ionescu" });
    expect(shown(client)).toMatchObject({ firstName: "Ana", lastName: "Ionescu", email: "andrei@exemplu.ro" });
    expect(getUserProfile()).toMatchObject({ firstName: "Ana", lastName: "Ionescu" });
  });

  it("SPEC §3: a placeholder echoed back is shown empty", async () => {
    mockApi.updateWebUserName = jest.fn(async () => ({ status: true, webUserName: { givenName: "Prenume", familyName: "Pop" } }));
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useNameChange(), { wrapper });
    await act(() => result.current.mutateAsync({ givenName: "X", familyName: "Pop" }));
    expect(shown(client)).toMatchObject({ firstName: "", lastName: "Pop" });
  });

  it("status false rejects with the client's error; the profile is untouched", async () => {
    const error = new GatewayError({
      kind: "rejected",
      message: "webuser answered invalid_name",
      code: "invalid_name",
      service: "webuser",
    });
    mockApi.updateWebUserName = jest.fn(async () => ({ status: false, error }));
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useNameChange(), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync({ givenName: "Ana", familyName: "Pop" })).rejects.toBe(error);
    });
    expect(shown(client)).toMatchObject({ firstName: "Andrei", lastName: "Popescu" });
    expect(getUserProfile()).toMatchObject({ firstName: "Andrei" });
  });
});

describe("SPEC §7 e-mail verification and the contact e-mail", () => {
  it("validateEmail is asked with the user's SSO id as username; true only for no_error", async () => {
    mockApi.validateEmail = jest.fn(async () => true);
    const { wrapper } = setup();
    const { result } = renderHook(() => useVerifyEmailCode(), { wrapper });
    await expect(act(() => result.current.mutateAsync({ email: "ana@exemplu.ro", code: "123456" }))).resolves.toBe(true);
    expect(mockApi.validateEmail).toHaveBeenCalledWith("ana@exemplu.ro", "123456", "usr-001");
  });

  it("a saved address is the profile's e-mail (and its attributes') at once", async () => {
    mockApi.changeContactEmail = jest.fn(async (email: string) => ({ email, changed: true }));
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useSaveContactEmail(), { wrapper });
    await act(() => result.current.mutateAsync({ email: "ana@exemplu.ro" }));
    expect(shown(client)).toMatchObject({ email: "ana@exemplu.ro", attributes: { email: "ana@exemplu.ro" } });
    expect(getUserProfile()?.email).toBe("ana@exemplu.ro");
  });
});

describe("SPEC §7 identity 'disassociate roles' and loyalty tier", () => {
  it("the list left replaces the cached one and the profile is read again", async () => {
    const left = [
      {
        id: "idn-015-cbu",
        ban: "600000901",
        role: "ContractOwner",
        customerType: "CBU",
        companyName: null,
        resourceValue: null,
        selected: true,
      },
    ];
    mockApi.disassociate = jest.fn(async () => left);
    const { client, wrapper } = setup();
    const invalidate = jest.spyOn(client, "invalidateQueries");
    const { result } = renderHook(() => useDisassociate(), { wrapper });
    await act(() => result.current.mutateAsync({ identityId: "idn-015-ebu" }));
    expect(mockApi.disassociate).toHaveBeenCalledWith("idn-015-ebu");
    expect(client.getQueryData(accountKeys.contactRoles("idn-001"))).toEqual(left);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: PROFILE_QUERY_KEY });
  });

  it("the tier is kept per account (the selected identity)", async () => {
    mockApi.tier = jest.fn(async () => ({ kind: "notApplicable" }));
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useLoyaltyTier(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ kind: "notApplicable" }));
    expect(client.getQueryData(accountKeys.loyalty("idn-001"))).toEqual({ kind: "notApplicable" });
  });
});
