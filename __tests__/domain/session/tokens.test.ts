import {
  clearAuth,
  emptyTokens,
  holdsToken,
  selectClientType,
  setAnonymousTokens,
  setBaseTokens,
  setExtendedTokens,
  setOtcTokens,
  startOtcTokens,
  swapIdentityTokens,
  type AuthTokens,
} from "../../../src/domain/session/tokens";
import { deepFreeze, pair, snapshot, withBronze } from "./fixtures";

/** A state holding every set, with shopEBU selected. */
function fullState(): AuthTokens {
  let s = emptyTokens();
  s = setExtendedTokens(s, "shopCBU", pair("cbu"));
  s = setExtendedTokens(s, "tobi", pair("tobi"));
  s = setExtendedTokens(s, "shopEBU", pair("ebu"));
  s = withBronze(s, "shopCBU", pair("bronze-cbu"));
  s = withBronze(s, "shopEBU", pair("bronze-ebu"));
  s = setOtcTokens(s, "personal", pair("otc-p"));
  s = setOtcTokens(s, "business", pair("otc-b"));
  s = { ...s, baseSSO: pair("base") };
  s = setAnonymousTokens(s, "anonymous", pair("anon"));
  s = setAnonymousTokens(s, "ebuAnonymous", pair("ebu-anon"));
  return s;
}

describe("SPEC §3 Auth tokens: the empty model", () => {
  it("holds no set and no selected client type", () => {
    expect(emptyTokens()).toEqual({
      baseSSO: null,
      extendedSSO: { shopCBU: null, shopEBU: null, tobi: null, selectedClientType: null },
      bronzeRO: { shopCBU: null, shopEBU: null },
      anonymous: null,
      ebuAnonymous: null,
      otc: { personal: null, business: null },
    });
  });
  it("returns a fresh object each time", () => {
    expect(emptyTokens()).not.toBe(emptyTokens());
    expect(emptyTokens().otc).not.toBe(emptyTokens().otc);
  });
  it.each([
    [null, false],
    [undefined, false],
    [{ accessToken: "", refreshToken: "r" }, false],
    [{ accessToken: "a", refreshToken: "" }, true],
  ])("a set %j holds a token: %s", (p, expected) => {
    expect(holdsToken(p)).toBe(expected);
  });
});

describe("SPEC §4 Setting new base tokens clears anonymous tokens", () => {
  it("clears both anonymous sets and keeps every other set", () => {
    const before = fullState();
    const after = setBaseTokens(before, pair("new-base"));
    expect(after.baseSSO).toEqual(pair("new-base"));
    expect(after.anonymous).toBeNull();
    expect(after.ebuAnonymous).toBeNull();
    expect(after.extendedSSO).toEqual(before.extendedSSO);
    expect(after.bronzeRO).toEqual(before.bronzeRO);
    expect(after.otc).toEqual(before.otc);
  });
  it("anonymous sets stored after the base set stay (only new base tokens clear them)", () => {
    const s = setAnonymousTokens(setBaseTokens(emptyTokens(), pair("base")), "anonymous", pair("anon"));
    expect(s.anonymous).toEqual(pair("anon"));
  });
});

describe("SPEC §3 anonymous and business anonymous sets", () => {
  it("stores each flavour in its own set and drops it with null", () => {
    const a = setAnonymousTokens(emptyTokens(), "anonymous", pair("anon"));
    expect(a.anonymous).toEqual(pair("anon"));
    expect(a.ebuAnonymous).toBeNull();
    const b = setAnonymousTokens(a, "ebuAnonymous", pair("ebu-anon"));
    expect(b.anonymous).toEqual(pair("anon"));
    expect(b.ebuAnonymous).toEqual(pair("ebu-anon"));
    expect(setAnonymousTokens(b, "anonymous", null).anonymous).toBeNull();
  });
});

describe("SPEC §4 Extended tokens are per client type; selecting one sets selectedClientType", () => {
  it("stores the set of one client type and selects it", () => {
    const s = setExtendedTokens(emptyTokens(), "tobi", pair("tobi"));
    expect(s.extendedSSO).toEqual({ shopCBU: null, shopEBU: null, tobi: pair("tobi"), selectedClientType: "tobi" });
  });
  it("keeps the other client types' sets when another is stored", () => {
    const s = setExtendedTokens(setExtendedTokens(emptyTokens(), "shopCBU", pair("cbu")), "shopEBU", pair("ebu"));
    expect(s.extendedSSO).toEqual({ shopCBU: pair("cbu"), shopEBU: pair("ebu"), tobi: null, selectedClientType: "shopEBU" });
  });
  it("selectClientType switches the selection and keeps the sets; null selects none", () => {
    const s = fullState();
    const cbu = selectClientType(s, "shopCBU");
    expect(cbu.extendedSSO).toEqual({ ...s.extendedSSO, selectedClientType: "shopCBU" });
    expect(selectClientType(cbu, null).extendedSSO.selectedClientType).toBeNull();
  });
});

describe("SPEC §3 otc: separate personal and business shop token sets", () => {
  it("setting one area's set leaves the other area's set alone", () => {
    const p = setOtcTokens(emptyTokens(), "personal", pair("otc-p"));
    expect(p.otc).toEqual({ personal: pair("otc-p"), business: null });
    const b = setOtcTokens(p, "business", pair("otc-b"));
    expect(b.otc).toEqual({ personal: pair("otc-p"), business: pair("otc-b") });
    expect(setOtcTokens(b, "personal", null).otc).toEqual({ personal: null, business: pair("otc-b") });
  });
});

describe("SPEC §4 Identity selection and one-time-code sign-in start from a clean set (issue 12)", () => {
  it("an identity swap holds only the new base pair: no extended set of the previous identity stays selected", () => {
    const before = fullState();
    expect(before.extendedSSO.selectedClientType).toBe("shopEBU");
    const after = swapIdentityTokens(pair("new-base"));
    expect(after).toEqual({ ...emptyTokens(), baseSSO: pair("new-base") });
    expect(after.extendedSSO.selectedClientType).toBeNull();
  });

  it("a one-time-code sign-in holds only its own area's set", () => {
    expect(startOtcTokens("business", pair("otc"))).toEqual({ ...emptyTokens(), otc: { personal: null, business: pair("otc") } });
    expect(startOtcTokens("personal", pair("otc")).baseSSO).toBeNull();
  });
});

describe("SPEC §4 Logout clears auth state", () => {
  it("clearAuth returns the empty model", () => {
    expect(clearAuth()).toEqual(emptyTokens());
  });
});

describe("transitions never mutate their input", () => {
  const transitions: [string, (s: AuthTokens) => AuthTokens][] = [
    ["setBaseTokens", (s) => setBaseTokens(s, pair("x"))],
    ["setAnonymousTokens anonymous", (s) => setAnonymousTokens(s, "anonymous", pair("x"))],
    ["setAnonymousTokens ebuAnonymous null", (s) => setAnonymousTokens(s, "ebuAnonymous", null)],
    ["setExtendedTokens", (s) => setExtendedTokens(s, "shopCBU", pair("x"))],
    ["selectClientType", (s) => selectClientType(s, "tobi")],
    ["setOtcTokens", (s) => setOtcTokens(s, "business", pair("x"))],
  ];
  it.each(transitions)("%s", (_name, transition) => {
    for (const start of [emptyTokens(), fullState()]) {
      const before = snapshot(start);
      const frozen = deepFreeze(start);
      const after = transition(frozen);
      expect(frozen).toEqual(before);
      expect(after).not.toBe(frozen);
    }
  });
});
