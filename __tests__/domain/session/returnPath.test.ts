import {
  BUSINESS_LOGIN_PATH,
  LOGIN_PATH,
  loginPathFor,
  loginPathWithReturn,
  RETURN_TO_PARAM,
  safeReturnPath,
  sameOriginPath,
} from "../../../src/domain/session/returnPath";

const FALLBACK = "/ecare/dashboard";

describe("DESIGN.md return path after sign-in: same-origin paths are kept", () => {
  it.each([
    ["/ecare/facturi?x=1#y", "/ecare/facturi?x=1#y"],
    ["/", "/"],
    ["/ecare/dashboard", "/ecare/dashboard"],
    ["/business/eshop/checkout/cart", "/business/eshop/checkout/cart"],
    ["/ecare/facturi-si-plati?rechargeSuccess=true", "/ecare/facturi-si-plati?rechargeSuccess=true"],
    ["/rezultate?q=telefon%20samsung", "/rezultate?q=telefon%20samsung"],
    ["/ecare/x?next=https%3A%2F%2Fevil.example", "/ecare/x?next=https%3A%2F%2Fevil.example"],
    // dot segments are resolved, so what is returned is the page the browser would open
    ["/ecare/serviciile-tale/../dashboard", "/ecare/dashboard"],
    ["/ecare/./facturi-si-plati", "/ecare/facturi-si-plati"],
    ["/loginhelp", "/loginhelp"],
    ["/asistenta/login-ajutor", "/asistenta/login-ajutor"],
    ["/ecare//dashboard", "/ecare//dashboard"],
  ])("%s → %s", (raw, expected) => {
    expect(safeReturnPath(raw, FALLBACK)).toBe(expected);
  });
});

describe("DESIGN.md return path after sign-in: open-redirect attacks fall back", () => {
  it.each([
    // other hosts, protocol-relative
    "//evil.example",
    "//evil.example/ecare",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/\\/evil.example",
    "/ecare\\..\\..\\evil",
    // schemes
    "http://evil.example",
    "https://evil.example/ecare",
    "HTTPS://evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "mailto:a@evil.example",
    "https:evil.example",
    // not a path
    "evil.example",
    "ecare/dashboard",
    "?returnTo=//evil",
    "#/evil",
    ".",
    "",
    // percent-encoded variants
    "/%2F%2Fevil.example",
    "/%2f%2fevil.example",
    "%2F%2Fevil.example",
    "%2F",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%252F%252Fevil.example",
    "/%25252F%25252Fevil.example",
    "%2Fecare",
    "/%2F/evil.example",
    "/%09/evil.example",
    "/%0d%0aSet-Cookie:x=1",
    "/ecare?x=%0d%0a",
    "/%E0%A4%A", // malformed encoding
    "/100%",
    // whitespace and control characters browsers strip or rewrite
    " //evil.example",
    "/ /evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "\t/ecare",
    "/ecare\u0000",
    "/\u00a0/evil.example",
    "/\u200b/evil.example",
    "/\u2028/evil.example",
    "/\ufeff/evil.example",
    "/ecare /dashboard",
    "/\u0085/evil.example",
    // the sign-in pages themselves (a loop)
    "/login",
    "/login/",
    "/login?returnTo=%2Fecare",
    "/LOGIN",
    "/login/identitate",
    "/business/login",
    "/Business/Login/",
    "/business/login?returnTo=/business",
    "/%6Cogin",
    "/ecare/../login",
    "/ecare/%2E%2E/login",
    "/%2e%2e/login",
  ])("%j → fallback", (raw) => {
    expect(safeReturnPath(raw, FALLBACK)).toBe(FALLBACK);
  });

  it.each([null, undefined, 42, true, {}, ["/ecare"], { toString: () => "/ecare" }])("a non-text value (%p) → fallback", (raw) => {
    expect(safeReturnPath(raw, FALLBACK)).toBe(FALLBACK);
  });

  it("a path longer than 2048 characters → fallback", () => {
    expect(safeReturnPath(`/${"a".repeat(2047)}`, FALLBACK)).toBe(`/${"a".repeat(2047)}`);
    expect(safeReturnPath(`/${"a".repeat(2048)}`, FALLBACK)).toBe(FALLBACK);
  });

  it("whatever comes back is a root-relative path a browser keeps on this origin", () => {
    const probes = ["/ecare/facturi?x=1#y", "/a/../../b", "/%2e%2e%2f%2e%2e%2fb", "/ecare/%2F%2Fx", "/ș/ă?q=î"];
    for (const raw of probes) {
      const out = safeReturnPath(raw, FALLBACK);
      expect(out).toMatch(/^\/(?![/\\])/);
      expect(new URL(out, "https://site.example").origin).toBe("https://site.example");
    }
  });
});

describe("DESIGN.md return path: the check runs on the normalised value the browser would open (issue 12)", () => {
  // Dot segments are resolved by the URL parser after the first checks; these all normalise to "//evil…" or "/\\…".
  it.each([
    "/..//evil.example",
    "/../..//evil.example",
    "/./..//evil.example",
    "/ecare/../..//evil.example",
    "/a/b/../../..//evil.example/x?y=1",
    "/%2e%2e//evil.example",
    "/%2E%2E//evil.example",
    "/.%2e//evil.example",
    "/%2e.//evil.example",
    "/%2e%2e/%2fevil.example",
    "/%2e%2e/%2Fevil.example",
    "/%2e%2e/%252fevil.example",
    "/%2e%2e/%5cevil.example",
    "/ecare/%2e%2e/%2e%2e//evil.example",
    "/..//evil.example?returnTo=/ecare",
    "/..//evil.example#/ecare",
  ])("%j → fallback, and not a same-origin path", (raw) => {
    expect(safeReturnPath(raw, FALLBACK)).toBe(FALLBACK);
    expect(sameOriginPath(raw)).toBeNull();
  });

  it("sameOriginPath keeps sign-in pages (the identity chooser is one) but nothing of another host", () => {
    expect(sameOriginPath("/login/identitate?returnTo=%2Fecare")).toBe("/login/identitate?returnTo=%2Fecare");
    expect(sameOriginPath("/ecare/../ecare/dashboard")).toBe("/ecare/dashboard");
    expect(sameOriginPath("//evil.example")).toBeNull();
    expect(sameOriginPath("https://evil.example")).toBeNull();
  });

  it("what safeReturnPath returns passes it again unchanged (idempotent), over the whole corpus", () => {
    const corpus = [
      "/ecare/facturi?x=1#y",
      "/a/../../b",
      "/%2e%2e%2f%2e%2e%2fb",
      "/ecare/%2F%2Fx",
      "/ș/ă?q=î",
      "/..//evil.example",
      "/%2e%2e/%2fevil.example",
      "/ecare//dashboard",
      "/x/%2e%2e/%2e%2e/%2e%2e//y",
    ];
    for (const raw of corpus) {
      const out = safeReturnPath(raw, FALLBACK);
      expect(safeReturnPath(out, "/other")).toBe(out);
      expect(new URL(out, "https://site.example").origin).toBe("https://site.example");
    }
  });
});

describe("DESIGN.md sign-in page with a return path", () => {
  it("the sign-in page of each area (DESIGN.md: /login, business /business/login)", () => {
    expect(LOGIN_PATH).toBe("/login");
    expect(BUSINESS_LOGIN_PATH).toBe("/business/login");
    expect(loginPathFor("personal")).toBe("/login");
    expect(loginPathFor("business")).toBe("/business/login");
  });

  it.each([
    ["/ecare/facturi?x=1#y", "personal", "/login?returnTo=%2Fecare%2Ffacturi%3Fx%3D1%23y"],
    ["/ecare/dashboard", "personal", "/login?returnTo=%2Fecare%2Fdashboard"],
    ["/business/assurance", "business", "/business/login?returnTo=%2Fbusiness%2Fassurance"],
    ["/checkout?step=2&x=a%20b", "personal", "/login?returnTo=%2Fcheckout%3Fstep%3D2%26x%3Da%2520b"],
    // nothing unsafe is carried, and the login page does not return to itself
    ["//evil.example", "personal", "/login"],
    ["/login?returnTo=%2Fecare", "personal", "/login"],
    ["/business/login", "business", "/business/login"],
    ["", "business", "/business/login"],
  ] as const)("%s (%s) → %s", (current, area, expected) => {
    expect(loginPathWithReturn(current, area)).toBe(expected);
  });

  it("the returnTo parameter reads back to the same safe path", () => {
    const current = "/ecare/serviciile-tale/roaming?tara=Fran%C8%9Ba&a=1&b=2#oferte";
    const url = new URL(loginPathWithReturn(current, "personal"), "https://site.example");
    expect(url.pathname).toBe("/login");
    expect(safeReturnPath(url.searchParams.get(RETURN_TO_PARAM), FALLBACK)).toBe(current);
  });
});
