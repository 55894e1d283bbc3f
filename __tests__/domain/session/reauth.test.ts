import { CLEAR_REAUTH_COOKIE, hasReauthCookie, isSignInPath, reauthRedirectNeeded } from "../../../src/domain/session/reauth";

describe("SPEC §2 'A reauthentication cookie forces a redirect to login'", () => {
  it.each([
    ["aria_reauth=1", true],
    ["a=b; aria_reauth=true; c=d", true],
    [" aria_reauth = yes ", true],
    ["", false],
    ["aria_reauth=", false],
    ["aria_reauth=0", false],
    ["aria_reauth=false", false],
    ["aria_reauth", false],
    ["x_aria_reauth=1", false],
    ["aria_reauth_old=1", false],
  ])("cookie %j → %s", (cookie, expected) => {
    expect(hasReauthCookie(cookie)).toBe(expected);
  });

  it("redirects from every page but the sign-in pages", () => {
    expect(reauthRedirectNeeded("/ecare/dashboard", "aria_reauth=1")).toBe(true);
    expect(reauthRedirectNeeded("/", "aria_reauth=1")).toBe(true);
    expect(reauthRedirectNeeded("/business/eshop/oferte-business", "aria_reauth=1")).toBe(true);
    expect(reauthRedirectNeeded("/login", "aria_reauth=1")).toBe(false);
    expect(reauthRedirectNeeded("/business/login/", "aria_reauth=1")).toBe(false);
    expect(reauthRedirectNeeded("/login/identitate", "aria_reauth=1")).toBe(false);
    expect(reauthRedirectNeeded("/ecare/dashboard", "")).toBe(false);
  });

  it("knows the sign-in pages and clears the cookie for the whole site", () => {
    expect(isSignInPath("/LOGIN")).toBe(true);
    expect(isSignInPath("/loginx")).toBe(false);
    expect(CLEAR_REAUTH_COOKIE).toMatch(/^aria_reauth=; Max-Age=0; Path=\//);
  });
});
