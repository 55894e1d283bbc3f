// The steps after the gateway accepted a sign-in (SPEC §4 identity selection, extended tokens; DESIGN.md landing).
import type { IdentityApi } from "../../src/clients/gateway/identity";
import { continueSsoSignIn, startSsoSession } from "../../src/hooks/signInFlow";
import { clearSession, getTokens, getUserProfile, setTokens } from "../../src/state/sessionStore";
import { setAnonymousTokens, setOtcTokens } from "../../src/domain/session/tokens";
import { pair } from "../domain/session/fixtures";

function fakeApi(over: Partial<Record<keyof IdentityApi, jest.Mock>> = {}) {
  const api = {
    contactRoles: jest.fn(async () => []),
    userInfo: jest.fn(async () => ({
      firstName: "Ana",
      ssoRoles: ["ContractOwner"],
      selectedRole: "ContractOwner",
      vfCustomerType: "CBU",
    })),
    convertToken: jest.fn(async (client: string) => ({
      tokens: pair(`ext-${client}`),
      clientType: client === "shopebuweb" ? "shopEBU" : "shopCBU",
    })),
    ...over,
  };
  return api as unknown as IdentityApi & typeof api;
}

beforeEach(() => clearSession());

describe("after applicationLogin (SPEC §4)", () => {
  it("a new sign-in starts from nothing: no token or profile of a previous session survives", () => {
    setTokens((t) => setOtcTokens(setAnonymousTokens(t, "anonymous", pair("anon")), "business", pair("otc")));
    startSsoSession(pair("base"));
    const tokens = getTokens();
    expect(tokens.baseSSO).toEqual(pair("base"));
    expect(tokens.anonymous).toBeNull();
    expect(tokens.otc.business).toBeNull();
    expect(getUserProfile()).toBeNull();
  });

  it("loads the profile, then the extended set of the identity's own shop, and lands on the dashboard", async () => {
    startSsoSession(pair("base"));
    const api = fakeApi();
    await expect(continueSsoSignIn(api, "personal", null)).resolves.toEqual({ kind: "done", to: "/ecare/dashboard" });
    expect(api.userInfo).toHaveBeenCalledWith("shopcbuweb");
    expect(api.convertToken).toHaveBeenCalledWith("shopcbuweb");
    expect(getTokens().extendedSSO).toMatchObject({ shopCBU: pair("ext-shopcbuweb"), selectedClientType: "shopCBU" });
    expect(getUserProfile()?.firstName).toBe("Ana");
  });

  it("a business identity signing in from a personal page gets the business shop's extended set", async () => {
    startSsoSession(pair("base"));
    const api = fakeApi({
      userInfo: jest.fn(async () => ({ ssoRoles: ["Chooser"], selectedRole: "Chooser", vfCustomerType: "EBU" })),
    });
    await continueSsoSignIn(api, "personal", "/ecare/facturi-si-plati");
    expect(api.convertToken).toHaveBeenCalledWith("shopebuweb");
    expect(getTokens().extendedSSO.selectedClientType).toBe("shopEBU");
  });

  it("several identities and none selected: the chooser, before any profile is loaded", async () => {
    startSsoSession(pair("base"));
    const roles = [
      { id: "a", ban: "1", role: "ContractOwner", customerType: "CBU", selected: false },
      { id: "b", ban: "2", role: "Chooser", customerType: "EBU", selected: false },
    ];
    const api = fakeApi({ contactRoles: jest.fn(async () => roles) });
    await expect(continueSsoSignIn(api, "personal", null)).resolves.toEqual({ kind: "chooseIdentity" });
    expect(api.userInfo).not.toHaveBeenCalled();
  });

  it("a failing convert-token or contact-roles call does not fail the sign-in", async () => {
    startSsoSession(pair("base"));
    const api = fakeApi({
      contactRoles: jest.fn(async () => Promise.reject(new Error("down"))),
      convertToken: jest.fn(async () => Promise.reject(new Error("down"))),
    });
    await expect(continueSsoSignIn(api, "personal", "/ecare/dashboard?x=1")).resolves.toEqual({ kind: "done", to: "/ecare/dashboard?x=1" });
    expect(getTokens().extendedSSO.selectedClientType).toBeNull();
  });

  it("no SSO roles: no extended set, the associate-services page", async () => {
    startSsoSession(pair("base"));
    const api = fakeApi({ userInfo: jest.fn(async () => ({ ssoRoles: [] })) });
    await expect(continueSsoSignIn(api, "personal", "/ecare/dashboard")).resolves.toEqual({ kind: "done", to: "/ecare/asociaza-servicii" });
    expect(api.convertToken).not.toHaveBeenCalled();
  });

  it("a failing user-info call fails the sign-in (the caller then drops the tokens)", async () => {
    startSsoSession(pair("base"));
    const api = fakeApi({ userInfo: jest.fn(async () => Promise.reject(new Error("down"))) });
    await expect(continueSsoSignIn(api, "personal", null)).rejects.toThrow("down");
  });
});
