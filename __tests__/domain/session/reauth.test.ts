import { hasReauthCookie, reauthAction, reauthClearCookies, reauthRedirectNeeded } from "../../../src/domain/session/reauth";
import { reauthCookieValue } from "../../../src/domain/session/reauthCookie";
import { isSignInPath } from "../../../src/domain/session/returnPath";

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

  it("reads the first value that asks for a sign-in (the same name may come once per domain or path)", () => {
    expect(reauthCookieValue("aria_reauth=0; aria_reauth=abc; aria_reauth=def")).toBe("abc");
    expect(reauthCookieValue("a=b")).toBeNull();
  });

  it("redirects from every page but the sign-in pages", () => {
    expect(reauthRedirectNeeded("/ecare/dashboard", "aria_reauth=1")).toBe(true);
    expect(reauthRedirectNeeded("/", "aria_reauth=1")).toBe(true);
    expect(reauthRedirectNeeded("/business/eshop/oferte-business", "aria_reauth=1")).toBe(true);
    expect(reauthRedirectNeeded("/login", "aria_reauth=1")).toBe(false);
    expect(reauthRedirectNeeded("/business/login/", "aria_reauth=1")).toBe(false);
    expect(reauthRedirectNeeded("/login/identitate", "aria_reauth=1")).toBe(false);
    expect(reauthRedirectNeeded("/ecare/dashboard", "")).toBe(false);
    expect(isSignInPath("/LOGIN")).toBe(true);
    expect(isSignInPath("/loginx")).toBe(false);
  });
});

describe("SPEC §2 reauthentication cookie: acted on once per value (issue 24, no sign-in loop)", () => {
  it("a new value redirects; the value already acted on only clears, whatever the page", () => {
    expect(reauthAction("/ecare/dashboard", "aria_reauth=v1", null)).toEqual({ kind: "redirect", value: "v1" });
    expect(reauthAction("/ecare/dashboard", "aria_reauth=v1", "v1")).toEqual({ kind: "clear", value: "v1" });
    expect(reauthAction("/ecare/dashboard", "aria_reauth=v2", "v1")).toEqual({ kind: "redirect", value: "v2" });
  });

  it("on the sign-in page the cookie is cleared, never followed", () => {
    expect(reauthAction("/login", "aria_reauth=v1", null)).toEqual({ kind: "clear", value: "v1" });
    expect(reauthAction("/business/login", "aria_reauth=v1", null)).toEqual({ kind: "clear", value: "v1" });
  });

  it("no cookie (or 0/false) is nothing to do", () => {
    expect(reauthAction("/ecare/dashboard", "", "v1")).toEqual({ kind: "none" });
    expect(reauthAction("/ecare/dashboard", "aria_reauth=0", null)).toEqual({ kind: "none" });
  });
});

describe("SPEC §2 reauthentication cookie: cleared in every form it can be set in (issue 24)", () => {
  const parse = (cookie: string) => Object.fromEntries(cookie.split("; ").map((p) => p.split("=") as [string, string]));

  it("host-only and each parent domain, on / and every ancestor path of the page, all expired", () => {
    const writes = reauthClearCookies("www.shop.operator.ro", "/ecare/facturi-si-plati");
    const forms = writes.map(parse);
    expect(forms.every((f) => f.aria_reauth === "" && f["Max-Age"] === "0")).toBe(true);
    const pairs = forms.map((f) => `${f.Domain ?? "(host)"} ${f.Path}`).sort();
    expect(pairs).toEqual(
      [
        "(host) /",
        "(host) /ecare",
        "(host) /ecare/facturi-si-plati",
        "operator.ro /",
        "operator.ro /ecare",
        "operator.ro /ecare/facturi-si-plati",
        "shop.operator.ro /",
        "shop.operator.ro /ecare",
        "shop.operator.ro /ecare/facturi-si-plati",
        "www.shop.operator.ro /",
        "www.shop.operator.ro /ecare",
        "www.shop.operator.ro /ecare/facturi-si-plati",
      ].sort(),
    );
  });

  it.each(["localhost", "127.0.0.1", "[::1]"])("%s has host-only cookies only", (host) => {
    expect(reauthClearCookies(host, "/").map(parse)).toEqual([{ aria_reauth: "", "Max-Age": "0", Path: "/", SameSite: "Lax" }]);
  });
});
