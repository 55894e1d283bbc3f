// The signed-in customer's eligible flows for the shop (SPEC §7 eligible-flows route per customer type, ACQ last per
// SPEC §4): loaded right after sign-in and stored, then read on the shop's pages synchronously from storage — the
// signed-in account's list only, none for a visitor or when nothing (or another account's list) is stored.
import { act, renderHook } from "@testing-library/react";
import type { IdentityApi } from "../../../src/clients/gateway/identity";
import { mapUserInfo, type UserInfo } from "../../../src/domain/session/userInfo";
import { setBaseTokens, setAnonymousTokens } from "../../../src/domain/session/tokens";
import { continueSsoSignIn, startSsoSession } from "../../../src/hooks/signInFlow";
import { loadEligibleFlowsAfterSignIn } from "../../../src/hooks/shop/eligibleFlowsAfterSignIn";
import { useCustomerFlows } from "../../../src/hooks/shop/useCustomerFlows";
import { ELIGIBLE_FLOWS_KEY, readCustomerFlows, saveEligibleFlows } from "../../../src/state/eligibleFlowsStore";
import { clearSession, flushSession, setTokens, setUserProfile, SESSION_STORAGE_KEY } from "../../../src/state/sessionStore";
import { pair } from "../../domain/session/fixtures";

const profile = (over: Partial<UserInfo> = {}): UserInfo => ({
  ...mapUserInfo({ ssoRoles: ["ContractOwner"], vfCustomerType: "CBU" }),
  selectedIdentityId: "idn-001",
  subscriberId: "SUB-0722000101",
  ...over,
});

/** Signs in as the session store does, written to storage (what a static page finds). */
async function signIn(p: UserInfo = profile()): Promise<void> {
  setTokens((t) => setBaseTokens(t, pair("base")));
  setUserProfile(p);
  await flushSession();
}

const storedFlows = () =>
  JSON.parse(window.localStorage.getItem(ELIGIBLE_FLOWS_KEY) ?? "null") as { account: string; flows: string[] } | null;

beforeEach(async () => {
  clearSession();
  await flushSession();
  window.localStorage.removeItem(ELIGIBLE_FLOWS_KEY);
});

describe("SPEC §7 eligible flows after sign-in", () => {
  it("the sign-in loads the customer's flows for their customer type and stores them (as the client sorted them, ACQ last)", async () => {
    startSsoSession(pair("base"));
    const api = {
      contactRoles: jest.fn(async () => []),
      userInfo: jest.fn(async () => ({
        ssoRoles: ["ContractOwner"],
        selectedRole: "ContractOwner",
        vfCustomerType: "CBU",
        subscriberId: "SUB-1",
      })),
      convertToken: jest.fn(async () => ({ tokens: pair("ext"), clientType: "shopCBU" })),
      eligibleFlows: jest.fn(async () => ["RET", "MNP", "ACQ"]),
    } as unknown as IdentityApi;
    await continueSsoSignIn(api, "personal", null);
    await flushSession();
    expect(api.eligibleFlows).toHaveBeenCalledWith("CBU");
    expect(storedFlows()).toMatchObject({ account: "SUB-1", flows: ["RET", "MNP", "ACQ"] });
    // What the shop's pages then read, from storage alone.
    expect(readCustomerFlows()).toEqual({ customerType: "CBU", flows: ["RET", "MNP", "ACQ"], subscriberId: "SUB-1" });
  });

  it("a failing eligible-flows call stores nothing and never rejects", async () => {
    const api = { eligibleFlows: jest.fn(async () => Promise.reject(new Error("down"))) } as unknown as IdentityApi;
    await expect(loadEligibleFlowsAfterSignIn(api, profile())).resolves.toBeUndefined();
    expect(window.localStorage.getItem(ELIGIBLE_FLOWS_KEY)).toBeNull();
  });

  it("no customer type (e.g. a user without an account): no call", async () => {
    const api = { eligibleFlows: jest.fn() } as unknown as IdentityApi;
    await loadEligibleFlowsAfterSignIn(api, profile({ vfCustomerType: null }));
    expect(api.eligibleFlows).not.toHaveBeenCalled();
  });
});

describe("useCustomerFlows on the shop's pages (read from storage, no call)", () => {
  it("the signed-in account's stored list, with the signed-in line", async () => {
    await signIn();
    saveEligibleFlows({ account: "idn-001", customerType: "CBU", flows: ["RET", "MNP", "ACQ"], at: Date.now() });
    const { result } = renderHook(() => useCustomerFlows());
    expect(result.current).toEqual({ customerType: "CBU", flows: ["RET", "MNP", "ACQ"], subscriberId: "SUB-0722000101" });
  });

  it("an old stored list is still the signed-in account's list (refreshed at the next sign-in)", async () => {
    await signIn();
    saveEligibleFlows({ account: "idn-001", customerType: "CBU", flows: ["MFP", "ACQ"], at: Date.now() - 86_400_000 });
    const { result } = renderHook(() => useCustomerFlows());
    expect(result.current.flows).toEqual(["MFP", "ACQ"]);
  });

  it("nothing stored: no flows", async () => {
    await signIn();
    const { result } = renderHook(() => useCustomerFlows());
    expect(result.current).toEqual({ customerType: null, flows: [], subscriberId: "" });
  });

  it("another account's stored list, or one of the other customer type, is never read", async () => {
    await signIn();
    saveEligibleFlows({ account: "idn-999", customerType: "CBU", flows: ["RET", "ACQ"], at: Date.now() });
    expect(renderHook(() => useCustomerFlows()).result.current.flows).toEqual([]);
    saveEligibleFlows({ account: "idn-001", customerType: "EBU", flows: ["RET", "ACQ"], at: Date.now() });
    expect(renderHook(() => useCustomerFlows()).result.current.flows).toEqual([]);
  });

  it("a visitor (anonymous session, even with a stale profile) has no flows", async () => {
    setTokens((t) => setAnonymousTokens(t, "anonymous", pair("anon")));
    setUserProfile(profile());
    await flushSession();
    saveEligibleFlows({ account: "idn-001", customerType: "CBU", flows: ["RET", "ACQ"], at: Date.now() });
    const { result } = renderHook(() => useCustomerFlows());
    expect(result.current).toEqual({ customerType: null, flows: [], subscriberId: "" });
  });

  it("a sign-out in another tab (storage event) takes the flows away; an unreadable session gives none", async () => {
    await signIn();
    saveEligibleFlows({ account: "idn-001", customerType: "CBU", flows: ["RET", "ACQ"], at: Date.now() });
    const { result } = renderHook(() => useCustomerFlows());
    expect(result.current.flows).toEqual(["RET", "ACQ"]);
    act(() => {
      window.localStorage.setItem(SESSION_STORAGE_KEY, "{not json");
      window.dispatchEvent(new StorageEvent("storage", { key: SESSION_STORAGE_KEY }));
    });
    expect(result.current).toEqual({ customerType: null, flows: [], subscriberId: "" });
  });

  it("a sign-out in this tab is seen at the next render", async () => {
    await signIn();
    saveEligibleFlows({ account: "idn-001", customerType: "CBU", flows: ["RET", "ACQ"], at: Date.now() });
    const { result, rerender } = renderHook(() => useCustomerFlows());
    expect(result.current.flows).toEqual(["RET", "ACQ"]);
    clearSession();
    await flushSession();
    rerender();
    expect(result.current.flows).toEqual([]);
  });
});
