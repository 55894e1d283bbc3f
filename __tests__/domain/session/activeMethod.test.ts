import type { Area } from "../../../src/domain/area";
import { AUTH_PROVIDERS, type AuthProvider } from "../../../src/domain/enums";
import {
  activeMethod,
  clientTypeForArea,
  effectiveClientType,
  isLoggedIn,
  METHOD_PRIORITY,
  tokensForRequest,
} from "../../../src/domain/session/activeMethod";
import {
  emptyTokens,
  EXTENDED_CLIENT_TYPES,
  selectClientType,
  setAnonymousTokens,
  setBaseTokens,
  setExtendedTokens,
  setOtcTokens,
  type AuthTokens,
  type ExtendedClientType,
} from "../../../src/domain/session/tokens";
import { deepFreeze, pair, snapshot, withBronze } from "./fixtures";

const AREAS: Area[] = ["personal", "business"];

/** Which of the sets that decide the active method are held. */
interface Held {
  base: boolean;
  otcPersonal: boolean;
  otcBusiness: boolean;
  anonymous: boolean;
  ebuAnonymous: boolean;
}
const HELD_KEYS = ["base", "otcPersonal", "otcBusiness", "anonymous", "ebuAnonymous"] as const;

function build(held: Held): AuthTokens {
  // Plain object on purpose (not via setBaseTokens, which would clear the anonymous sets).
  const t = emptyTokens();
  return {
    ...t,
    baseSSO: held.base ? pair("base") : null,
    otc: { personal: held.otcPersonal ? pair("otc-p") : null, business: held.otcBusiness ? pair("otc-b") : null },
    anonymous: held.anonymous ? pair("anon") : null,
    ebuAnonymous: held.ebuAnonymous ? pair("ebu-anon") : null,
  };
}

/** Every combination of held sets: 2^5 = 32. */
const ALL_HELD: Held[] = Array.from({ length: 2 ** HELD_KEYS.length }, (_, bits) => {
  const held = {} as Record<(typeof HELD_KEYS)[number], boolean>;
  HELD_KEYS.forEach((k, i) => (held[k] = (bits & (1 << i)) !== 0));
  return held;
});

/** SPEC §4 read line by line. */
function expectedMethod(h: Held, clientType: ExtendedClientType, area: Area): AuthProvider | null {
  if (h.base) return "sso";
  if (area === "personal" && h.otcPersonal) return "otc";
  if (area === "business" && h.otcBusiness) return "otc";
  if (h.anonymous && clientType === "shopCBU" && area === "personal") return "anonymous";
  if (h.ebuAnonymous && clientType !== "shopCBU" && area === "business") return "ebuAnonymous";
  return null;
}

const describeHeld = (h: Held) => HELD_KEYS.filter((k) => h[k]).join("+") || "nothing";

const TABLE = ALL_HELD.flatMap((held) =>
  EXTENDED_CLIENT_TYPES.flatMap((clientType) =>
    AREAS.map((area) => ({ held, clientType, area, expected: expectedMethod(held, clientType, area) })),
  ),
);

describe("SPEC §4 Active sign-in method: exhaustive table (held sets × client type × area)", () => {
  it("covers 32 × 3 × 2 = 192 rows and every outcome occurs", () => {
    expect(TABLE).toHaveLength(192);
    expect(new Set(TABLE.map((r) => r.expected))).toEqual(new Set([...AUTH_PROVIDERS, null]));
  });
  it.each(TABLE.map((r) => [describeHeld(r.held), r.clientType, r.area, r.expected, r.held] as const))(
    "held %s, client %s, %s area → %s",
    (_d, clientType, area, expected, held) => {
      expect(activeMethod(build(held), { area, clientType })).toBe(expected);
    },
  );
});

describe("SPEC §4 Active sign-in method: rows written out", () => {
  const all: Held = { base: true, otcPersonal: true, otcBusiness: true, anonymous: true, ebuAnonymous: true };
  const none: Held = { base: false, otcPersonal: false, otcBusiness: false, anonymous: false, ebuAnonymous: false };
  it.each<[string, Held, ExtendedClientType, Area, AuthProvider | null]>([
    ["sso first, whatever else is held", all, "tobi", "business", "sso"],
    ["otc before anonymous", { ...none, otcPersonal: true, anonymous: true }, "shopCBU", "personal", "otc"],
    ["otc of the other area does not count", { ...none, otcBusiness: true, anonymous: true }, "shopCBU", "personal", "anonymous"],
    ["personal otc does not act in the business area", { ...none, otcPersonal: true }, "shopEBU", "business", null],
    ["anonymous only for the personal client type", { ...none, anonymous: true }, "shopEBU", "personal", null],
    ["anonymous never inside the business area", { ...none, anonymous: true }, "shopCBU", "business", null],
    ["business anonymous for shopEBU inside the business area", { ...none, ebuAnonymous: true }, "shopEBU", "business", "ebuAnonymous"],
    ["business anonymous for tobi inside the business area", { ...none, ebuAnonymous: true }, "tobi", "business", "ebuAnonymous"],
    ["business anonymous never outside the business area", { ...none, ebuAnonymous: true }, "shopEBU", "personal", null],
    ["business anonymous never for the personal client type", { ...none, ebuAnonymous: true }, "shopCBU", "business", null],
    [
      "both anonymous sets, personal client in business area: none",
      { ...none, anonymous: true, ebuAnonymous: true },
      "shopCBU",
      "business",
      null,
    ],
    ["nothing held", none, "shopCBU", "personal", null],
  ])("%s", (_name, held, clientType, area, expected) => {
    expect(activeMethod(build(held), { area, clientType })).toBe(expected);
  });

  it("an empty access token does not count as held", () => {
    const t = { ...emptyTokens(), baseSSO: { accessToken: "", refreshToken: "r" }, anonymous: pair("anon") };
    expect(activeMethod(t, { area: "personal", clientType: "shopCBU" })).toBe("anonymous");
  });
  it("extended and bronze sets do not make a method active on their own", () => {
    const t = withBronze(setExtendedTokens(emptyTokens(), "shopCBU", pair("cbu")), "shopCBU", pair("bronze"));
    expect(activeMethod(t, { area: "personal", clientType: "shopCBU" })).toBeNull();
  });
  it("the priority constant lists every provider once, in the spec's order", () => {
    expect(METHOD_PRIORITY).toEqual(["sso", "otc", "anonymous", "ebuAnonymous"]);
    expect([...METHOD_PRIORITY].sort()).toEqual([...AUTH_PROVIDERS].sort());
  });
});

describe("SPEC §4 Logged in means any non-anonymous method holds a token", () => {
  it.each(ALL_HELD.map((h) => [describeHeld(h), h] as const))("held %s", (_d, held) => {
    expect(isLoggedIn(build(held))).toBe(held.base || held.otcPersonal || held.otcBusiness);
  });
  it("extended or bronze sets alone are not a sign-in", () => {
    expect(isLoggedIn(withBronze(setExtendedTokens(emptyTokens(), "tobi", pair("t")), "shopEBU", pair("b")))).toBe(false);
  });
});

describe("client type of a request", () => {
  it("SPEC §2: the area's shop (business → shopEBU, else shopCBU)", () => {
    expect(clientTypeForArea("business")).toBe("shopEBU");
    expect(clientTypeForArea("personal")).toBe("shopCBU");
  });
  it("the selected extended client type wins over the area", () => {
    expect(effectiveClientType(emptyTokens(), "business")).toBe("shopEBU");
    expect(effectiveClientType(selectClientType(emptyTokens(), "shopCBU"), "business")).toBe("shopCBU");
  });
});

describe("SPEC §4 Extended tokens are used when a client type is selected, unless base tokens are forced", () => {
  const base = setBaseTokens(emptyTokens(), pair("base"));
  const withExt = setExtendedTokens(setExtendedTokens(base, "tobi", pair("tobi")), "shopEBU", pair("ebu"));

  it.each<[string, AuthTokens, boolean, string | null, string]>([
    ["no client type selected → base", base, false, "base-access", "baseSSO"],
    ["shopEBU selected → its extended set", withExt, false, "ebu-access", "extendedSSO"],
    ["shopEBU selected, base forced → base", withExt, true, "base-access", "baseSSO"],
    ["tobi selected → its extended set", selectClientType(withExt, "tobi"), false, "tobi-access", "extendedSSO"],
    ["shopCBU selected but its set not held yet → base", selectClientType(withExt, "shopCBU"), false, "base-access", "baseSSO"],
    ["selection cleared → base", selectClientType(withExt, null), false, "base-access", "baseSSO"],
  ])("%s", (_name, tokens, forceBase, accessToken, kind) => {
    for (const area of AREAS) {
      const auth = tokensForRequest(tokens, { area, forceBase });
      expect(auth?.provider).toBe("sso");
      expect(auth?.accessToken).toBe(accessToken);
      expect(auth?.slot.kind).toBe(kind);
    }
  });
  it("names the extended client type and hands back its refresh token", () => {
    expect(tokensForRequest(withExt, { area: "business" })).toEqual({
      provider: "sso",
      accessToken: "ebu-access",
      refreshToken: "ebu-refresh",
      slot: { kind: "extendedSSO", clientType: "shopEBU" },
    });
  });
});

describe("SPEC §3 otc: a request uses the set of its area", () => {
  const both = setOtcTokens(setOtcTokens(emptyTokens(), "personal", pair("otc-p")), "business", pair("otc-b"));
  it.each<[Area, string]>([
    ["personal", "otc-p-access"],
    ["business", "otc-b-access"],
  ])("%s area → %s", (area, accessToken) => {
    expect(tokensForRequest(both, { area })).toEqual({
      provider: "otc",
      accessToken,
      refreshToken: accessToken.replace("access", "refresh"),
      slot: { kind: "otc", area },
    });
  });
  it("no otc token crosses areas: only the personal set held, business request has none", () => {
    expect(tokensForRequest(setOtcTokens(emptyTokens(), "personal", pair("otc-p")), { area: "business" })).toBeNull();
  });
});

describe("anonymous requests", () => {
  const anon = setAnonymousTokens(setAnonymousTokens(emptyTokens(), "anonymous", pair("anon")), "ebuAnonymous", pair("ebu-anon"));
  it("personal area, default client type → anonymous set", () => {
    expect(tokensForRequest(anon, { area: "personal" })).toMatchObject({ provider: "anonymous", accessToken: "anon-access" });
  });
  it("business area, default client type → business anonymous set", () => {
    expect(tokensForRequest(anon, { area: "business" })).toMatchObject({ provider: "ebuAnonymous", accessToken: "ebu-anon-access" });
  });
  it("an explicit client type overrides the default", () => {
    expect(tokensForRequest(anon, { area: "business", clientType: "shopCBU" })).toBeNull();
  });
  it("nothing held → null", () => {
    expect(tokensForRequest(emptyTokens(), { area: "personal" })).toBeNull();
  });
});

describe("the rules never mutate their input", () => {
  it("activeMethod, isLoggedIn, tokensForRequest on a frozen state", () => {
    const t = setExtendedTokens(setOtcTokens(setBaseTokens(emptyTokens(), pair("base")), "business", pair("otc-b")), "tobi", pair("tobi"));
    const before = snapshot(t);
    deepFreeze(t);
    activeMethod(t, { area: "business", clientType: "tobi" });
    isLoggedIn(t);
    tokensForRequest(t, { area: "business", forceBase: true });
    tokensForRequest(t, { area: "personal" });
    expect(t).toEqual(before);
  });
});
