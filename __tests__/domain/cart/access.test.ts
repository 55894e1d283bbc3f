import type { Area } from "../../../src/domain/area";
import { cartAccess } from "../../../src/domain/cart/access";
import {
  emptyTokens,
  selectClientType,
  setAnonymousTokens,
  setBaseTokens,
  setExtendedTokens,
  setOtcTokens,
  type AuthTokens,
} from "../../../src/domain/session/tokens";
import { pair } from "../session/fixtures";

const AREAS: Area[] = ["personal", "business"];
const sso = setBaseTokens(emptyTokens(), pair("base"));

describe("SPEC §5 Adding to cart under SSO needs extended login; otherwise extended login is prompted", () => {
  it.each(AREAS)("base SSO tokens without a selected extended client type (%s) → extendedLoginRequired", (area) => {
    expect(cartAccess(sso, area)).toEqual({ kind: "extendedLoginRequired" });
  });

  it.each(AREAS)("a selected shop's extended set (%s) → signed in with SSO", (area) => {
    expect(cartAccess(setExtendedTokens(sso, "shopCBU", pair("cbu")), area)).toEqual({ kind: "signedIn", provider: "sso" });
    expect(cartAccess(setExtendedTokens(sso, "shopEBU", pair("ebu")), area)).toEqual({ kind: "signedIn", provider: "sso" });
  });

  it("a selected client type whose set is not held, or the non-shop tobi set, is not enough", () => {
    expect(cartAccess(selectClientType(sso, "shopCBU"), "personal")).toEqual({ kind: "extendedLoginRequired" });
    expect(cartAccess(setExtendedTokens(sso, "tobi", pair("tobi")), "personal")).toEqual({ kind: "extendedLoginRequired" });
  });

  it("an extended set held but deselected (base forced back) → extendedLoginRequired", () => {
    const deselected = selectClientType(setExtendedTokens(sso, "shopCBU", pair("cbu")), null);
    expect(cartAccess(deselected, "personal")).toEqual({ kind: "extendedLoginRequired" });
  });
});

describe("SPEC §4 Active sign-in method priority for the cart", () => {
  it("SSO wins over a one-time-code set (priority sso, otc, …)", () => {
    const both: AuthTokens = { ...sso, otc: { personal: pair("otc"), business: null } };
    expect(cartAccess(both, "personal")).toEqual({ kind: "extendedLoginRequired" });
  });

  it.each(AREAS)("the area's one-time-code set (%s) → signed in with otc", (area) => {
    const t = setOtcTokens(emptyTokens(), area, pair("otc"));
    expect(cartAccess(t, area)).toEqual({ kind: "signedIn", provider: "otc" });
  });

  it("the other area's one-time-code set does not sign this shop in", () => {
    const t = setOtcTokens(emptyTokens(), "business", pair("otc"));
    expect(cartAccess(t, "personal")).toEqual({ kind: "anonymous", provider: "anonymous", needsToken: true });
  });

  it("anonymous visitors: consumer anonymous in the personal area, business anonymous in the business area", () => {
    const both = setAnonymousTokens(setAnonymousTokens(emptyTokens(), "anonymous", pair("a")), "ebuAnonymous", pair("e"));
    expect(cartAccess(both, "personal")).toEqual({ kind: "anonymous", provider: "anonymous", needsToken: false });
    expect(cartAccess(both, "business")).toEqual({ kind: "anonymous", provider: "ebuAnonymous", needsToken: false });
  });

  it("no token for the area yet → that area's anonymous method, which must fetch a token first", () => {
    const consumerOnly = setAnonymousTokens(emptyTokens(), "anonymous", pair("a"));
    expect(cartAccess(consumerOnly, "business")).toEqual({ kind: "anonymous", provider: "ebuAnonymous", needsToken: true });
    expect(cartAccess(emptyTokens(), "personal")).toEqual({ kind: "anonymous", provider: "anonymous", needsToken: true });
  });
});
