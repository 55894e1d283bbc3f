/**
 * @jest-environment-options {"url": "https://www.shop.example.ro/ecare/dashboard"}
 */
// SPEC §2 reauthentication cookie in a browser's cookie jar (jsdom): the forms the operator may set it in, and no
// redirect loop when a value cannot be removed.
import { checkReauthentication, REAUTH_HANDLED_KEY } from "../../src/app/reauth";

const mockClearSession = jest.fn();
jest.mock("../../src/state/sessionStore", () => ({
  clearSession: () => mockClearSession(),
  flushSession: () => Promise.resolve(),
}));

const at = (pathname: string) => ({ pathname, search: "" });
const settle = () => new Promise((r) => setTimeout(r, 0));

function expireAll() {
  for (const domain of ["", "; Domain=example.ro", "; Domain=shop.example.ro", "; Domain=www.shop.example.ro"]) {
    for (const path of ["/", "/ecare", "/ecare/dashboard"]) document.cookie = `aria_reauth=; Max-Age=0; Path=${path}${domain}`;
  }
}

beforeEach(() => {
  expireAll();
  window.sessionStorage.clear();
  mockClearSession.mockClear();
});

describe("SPEC §2 reauthentication cookie, as the browser holds it (issue 24)", () => {
  it.each([
    ["host-only on /", "aria_reauth=v1; Path=/"],
    ["for the parent domain", "aria_reauth=v1; Path=/; Domain=example.ro"],
    ["for the host as a Domain", "aria_reauth=v1; Path=/; Domain=www.shop.example.ro"],
    ["on the page's own path", "aria_reauth=v1; Path=/ecare"],
  ])("set %s: one redirect to sign in, and the cookie is gone", async (_, cookie) => {
    document.cookie = cookie;
    expect(document.cookie).toContain("aria_reauth=v1");
    const go = jest.fn();
    checkReauthentication(at("/ecare/dashboard"), go);
    await settle();
    expect(go).toHaveBeenCalledTimes(1);
    expect(go.mock.calls[0]![0]).toMatch(/^\/login\?.*reason=reauth/);
    expect(mockClearSession).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain("aria_reauth");
  });

  it("on the sign-in page the cookie is removed without a redirect", async () => {
    document.cookie = "aria_reauth=v1; Path=/; Domain=example.ro";
    const go = jest.fn();
    checkReauthentication(at("/login"), go);
    await settle();
    expect(go).not.toHaveBeenCalled();
    expect(mockClearSession).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain("aria_reauth");
  });

  it("a value the browser will not let go redirects once, not in a loop; a new value redirects again", async () => {
    let jar = "aria_reauth=stuck";
    const cookie = jest.spyOn(document, "cookie", "get").mockImplementation(() => jar);
    try {
      const go = jest.fn();
      checkReauthentication(at("/ecare/dashboard"), go);
      await settle();
      expect(go).toHaveBeenCalledTimes(1);
      expect(window.sessionStorage.getItem(REAUTH_HANDLED_KEY)).toBe("stuck");
      // Signed in again, the next pages: the same value is not acted on twice.
      checkReauthentication(at("/login"), go);
      checkReauthentication(at("/ecare/dashboard"), go);
      checkReauthentication(at("/ecare/facturi-si-plati"), go);
      await settle();
      expect(go).toHaveBeenCalledTimes(1);
      expect(mockClearSession).toHaveBeenCalledTimes(1);

      jar = "aria_reauth=again";
      checkReauthentication(at("/ecare/dashboard"), go);
      await settle();
      expect(go).toHaveBeenCalledTimes(2);
    } finally {
      cookie.mockRestore();
    }
  });

  it("once the cookie is gone the handled value is forgotten: the same value set later redirects again", async () => {
    const go = jest.fn();
    document.cookie = "aria_reauth=v1; Path=/";
    checkReauthentication(at("/ecare/dashboard"), go);
    await settle();
    expect(window.sessionStorage.getItem(REAUTH_HANDLED_KEY)).toBe("v1");
    checkReauthentication(at("/login"), go);
    expect(window.sessionStorage.getItem(REAUTH_HANDLED_KEY)).toBeNull();
    document.cookie = "aria_reauth=v1; Path=/";
    checkReauthentication(at("/ecare/dashboard"), go);
    await settle();
    expect(go).toHaveBeenCalledTimes(2);
  });
});
