// CORS as the operator's gateway must answer it (src/config/gatewayCors.ts, docs/gateway-cors.md): a browser on the
// site's origin preflights every PATCH, PUT and DELETE and every call with a listed header; other origins get nothing.
import { startTestSandbox, type TestSandbox } from "./support/sandbox";
import { GATEWAY_PREFLIGHT_MAX_AGE_S, GATEWAY_REQUEST_HEADERS } from "../../src/config/gatewayCors";

const SITE = "http://127.0.0.1:9000";
const listOf = (value: string | null) => (value ?? "").split(",").map((v) => v.trim());

describe("sandbox CORS (the gateway's preflight answers)", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  const preflight = (path: string, origin: string, method: string, headers = "authorization,content-type") =>
    fetch(`${t.url}${path}`, {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": method, "access-control-request-headers": headers },
    });

  it.each([
    ["PATCH", "/cart/shoppingCart/cart-1"],
    ["PUT", "/dxl-cost-control/settings"],
    ["DELETE", "/cart/shoppingCart/cart-1"],
  ])("allows a %s preflight from the site's origin, with a max age", async (method, path) => {
    const r = await preflight(path, SITE, method);
    expect(r.status).toBe(204);
    expect(r.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(r.headers.get("access-control-allow-credentials")).toBe("true");
    expect(listOf(r.headers.get("access-control-allow-methods"))).toContain(method);
    expect(r.headers.get("access-control-max-age")).toBe(String(GATEWAY_PREFLIGHT_MAX_AGE_S));
  });

  it.each(["PATCH", "PUT", "DELETE"])("does not allow a %s preflight from another origin", async (method) => {
    const r = await preflight("/cart/shoppingCart/cart-1", "http://evil.example", method);
    // Without Access-Control-Allow-Origin the browser refuses the call, whatever else the answer says.
    expect(r.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("allows every request header the site sends, and only those", async () => {
    const r = await preflight("/ebill/customerBill", SITE, "GET", GATEWAY_REQUEST_HEADERS.join(",").toLowerCase());
    const allowed = listOf(r.headers.get("access-control-allow-headers")).map((h) => h.toLowerCase());
    expect(allowed.sort()).toEqual(GATEWAY_REQUEST_HEADERS.map((h) => h.toLowerCase()).sort());
    // A header nobody sends is not echoed back (the plugin's default would reflect whatever was asked).
    const odd = await preflight("/ebill/customerBill", SITE, "GET", "x-not-a-site-header");
    expect(odd.headers.get("access-control-allow-headers")?.toLowerCase()).not.toContain("x-not-a-site-header");
  });

  it("does not allow a method the site never sends", async () => {
    const r = await preflight("/cart/shoppingCart/cart-1", SITE, "PROPFIND");
    expect(listOf(r.headers.get("access-control-allow-methods"))).not.toContain("PROPFIND");
  });

  it("lets the page read the totals and a document's file name", async () => {
    const r = await fetch(`${t.url}/health`, { headers: { origin: SITE } });
    const exposed = listOf(r.headers.get("access-control-expose-headers"));
    expect(exposed).toEqual(expect.arrayContaining(["x-total-count", "x-total-amount", "content-disposition"]));
  });
});
