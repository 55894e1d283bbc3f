import { AUTH_PROVIDERS, type AuthProvider } from "../../../src/domain/enums";
import { AUTH_PROVIDER_HEADER, authHeaders, requestAuthHeaders } from "../../../src/domain/session/headers";
import { emptyTokens, setAnonymousTokens, setBaseTokens, setExtendedTokens, setOtcTokens } from "../../../src/domain/session/tokens";
import { AUTH_PROVIDER_HEADER as SANDBOX_HEADER } from "../../../sandbox/src/auth/roles";
import { deepFreeze, pair, snapshot } from "./fixtures";

describe("SPEC §6 headers per provider", () => {
  it.each<[AuthProvider, Record<string, string>]>([
    ["sso", { Authorization: "Bearer t" }],
    ["otc", { Authorization: "Bearer t", "X-Auth-Provider": "otc" }],
    ["anonymous", { Authorization: "Bearer t", "X-Auth-Provider": "anonymous" }],
    ["ebuAnonymous", { Authorization: "Bearer t", "X-Auth-Provider": "ebuAnonymous" }],
  ])("%s → %j", (provider, expected) => {
    expect(authHeaders({ provider, accessToken: "t" })).toEqual(expected);
  });
  it("the table above covers every provider", () => {
    expect(AUTH_PROVIDERS).toHaveLength(4);
  });
  it("uses the sandbox's header name (header names are case-insensitive)", () => {
    expect(AUTH_PROVIDER_HEADER.toLowerCase()).toBe(SANDBOX_HEADER);
  });
  it("refuses an empty access token rather than sending 'Bearer '", () => {
    expect(() => authHeaders({ provider: "sso", accessToken: "" })).toThrow(/empty access token/);
  });
});

describe("SPEC §6 + §4 headers of a request follow the active method", () => {
  it("SSO with a selected client type: bearer of the extended token, no provider header", () => {
    const t = setExtendedTokens(setBaseTokens(emptyTokens(), pair("base")), "shopEBU", pair("ebu"));
    expect(requestAuthHeaders(t, { area: "business" })).toEqual({ Authorization: "Bearer ebu-access" });
    expect(requestAuthHeaders(t, { area: "business", forceBase: true })).toEqual({ Authorization: "Bearer base-access" });
  });
  it("otc: the area's token with the provider header", () => {
    const t = setOtcTokens(setOtcTokens(emptyTokens(), "personal", pair("otc-p")), "business", pair("otc-b"));
    expect(requestAuthHeaders(t, { area: "business" })).toEqual({ Authorization: "Bearer otc-b-access", "X-Auth-Provider": "otc" });
    expect(requestAuthHeaders(t, { area: "personal" })).toEqual({ Authorization: "Bearer otc-p-access", "X-Auth-Provider": "otc" });
  });
  it("anonymous and business anonymous", () => {
    const t = setAnonymousTokens(setAnonymousTokens(emptyTokens(), "anonymous", pair("anon")), "ebuAnonymous", pair("ebu-anon"));
    expect(requestAuthHeaders(t, { area: "personal" })).toEqual({ Authorization: "Bearer anon-access", "X-Auth-Provider": "anonymous" });
    expect(requestAuthHeaders(t, { area: "business" })).toEqual({
      Authorization: "Bearer ebu-anon-access",
      "X-Auth-Provider": "ebuAnonymous",
    });
  });
  it("no active method → no auth headers", () => {
    expect(requestAuthHeaders(emptyTokens(), { area: "personal" })).toEqual({});
  });
  it("does not mutate the state", () => {
    const t = setOtcTokens(emptyTokens(), "business", pair("otc-b"));
    const before = snapshot(t);
    requestAuthHeaders(deepFreeze(t), { area: "business" });
    expect(t).toEqual(before);
  });
});
