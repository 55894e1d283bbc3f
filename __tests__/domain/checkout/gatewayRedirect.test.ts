import { followableRedirect, type RedirectPolicy } from "../../../src/domain/checkout/gatewayRedirect";

const sandbox: RedirectPolicy = { allowedHosts: ["127.0.0.1:8787"], gatewayOrigin: "http://127.0.0.1:8787" };
const operator: RedirectPolicy = { allowedHosts: ["api.operator.ro", "3ds.bank.ro:8443"], gatewayOrigin: "https://api.operator.ro" };

describe("issue 24 / SPEC §7 3ds_redirection_url and pay links: a gateway redirect is followed only when https (or the gateway's origin) and on the allow-list", () => {
  it("the default list (the gateway's own host): its 3-D Secure page and pay links, over http in development", () => {
    expect(followableRedirect("http://127.0.0.1:8787/payments/3ds/pay-1", sandbox)).toBe("http://127.0.0.1:8787/payments/3ds/pay-1");
    expect(followableRedirect("http://127.0.0.1:8787/payments/pay/pl-1?x=1", sandbox)).toBe("http://127.0.0.1:8787/payments/pay/pl-1?x=1");
  });

  it("http anywhere but the configured gateway origin is refused, even for a listed host", () => {
    expect(followableRedirect("http://127.0.0.1:9999/payments/3ds/pay-1", { ...sandbox, allowedHosts: ["127.0.0.1:9999"] })).toBeNull();
    expect(followableRedirect("http://api.operator.ro/payments/3ds/pay-1", operator)).toBeNull();
  });

  it("https on a listed host is followed; a host given without port means the default port only", () => {
    expect(followableRedirect("https://api.operator.ro/payments/3ds/p", operator)).toBe("https://api.operator.ro/payments/3ds/p");
    expect(followableRedirect("https://API.Operator.RO/pay", operator)).toBe("https://api.operator.ro/pay");
    expect(followableRedirect("https://3ds.bank.ro:8443/acs", operator)).toBe("https://3ds.bank.ro:8443/acs");
    expect(followableRedirect("https://api.operator.ro:8443/pay", operator)).toBeNull();
    expect(followableRedirect("https://3ds.bank.ro/acs", operator)).toBeNull();
  });

  it("https on a host not on the list is refused (another site, a look-alike, a sub-domain)", () => {
    expect(followableRedirect("https://evil.example/3ds", operator)).toBeNull();
    expect(followableRedirect("https://api.operator.ro.evil.example/3ds", operator)).toBeNull();
    expect(followableRedirect("https://x.api.operator.ro/3ds", operator)).toBeNull();
    expect(followableRedirect("https://evil.example/3ds", sandbox)).toBeNull();
  });

  it("no script, data or credential-disguised addresses; nothing that is not an address", () => {
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,hi",
      "//127.0.0.1:8787/payments/3ds/p",
      "/payments/3ds/p",
      "https://api.operator.ro@evil.example/3ds",
      "https://user:pw@api.operator.ro/3ds",
      "",
      "   ",
      null,
      42,
    ]) {
      expect(followableRedirect(bad, operator)).toBeNull();
    }
  });

  it("an empty allow-list follows nothing", () => {
    expect(followableRedirect("https://api.operator.ro/pay", { ...operator, allowedHosts: [] })).toBeNull();
    expect(followableRedirect("https://api.operator.ro/pay", { ...operator, allowedHosts: [" "] })).toBeNull();
  });
});
