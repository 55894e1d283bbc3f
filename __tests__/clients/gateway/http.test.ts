import { GatewayError } from "../../../src/clients/gateway/errors";
import {
  CORRELATION_ID_STORAGE_KEY,
  correlationId,
  GATEWAY_HEADERS,
  PROJECT_HEADER_VALUE,
  SOURCE_HEADER_VALUE,
} from "../../../src/clients/gateway/gatewayHeaders";
import { createGatewayClient, GATEWAY_TIMEOUT_MS } from "../../../src/clients/gateway/http";
import { backendUrl, type Backend } from "../../../src/config/endpoints";
import {
  clearAuth,
  emptyTokens,
  setAnonymousTokens,
  setBaseTokens,
  setExtendedTokens,
  setOtcTokens,
  type AuthTokens,
} from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, json, memoryPort } from "./fakeGateway";

const ok = () => json({ ok: true });

describe("gateway client basics (SPEC §7 JSON headers against the gateway host)", () => {
  it("uses the back end's base URL, JSON headers and the timeout", async () => {
    const gw = fakeGateway(ok);
    const http = createGatewayClient("identity", memoryPort(), { adapter: gw.adapter });
    expect(http.defaults.baseURL).toBe(backendUrl("identity"));
    expect(http.defaults.timeout).toBe(GATEWAY_TIMEOUT_MS);
    await http.get("userinfo/shopcbuweb");
    expect(gw.calls[0]!.path).toBe("/identity/userinfo/shopcbuweb");
    expect(gw.calls[0]!.headers).toMatchObject({ accept: "application/json", "content-type": "application/json" });
  });
});

describe("tokens go to the gateway only (docs/security.md)", () => {
  it("joins an absolute URL to the gateway base instead of calling another host", () => {
    const http = createGatewayClient("identity", memoryPort(), { adapter: fakeGateway(ok).adapter });
    expect(http.getUri({ url: "https://evil.example/steal" })).toBe(`${backendUrl("identity")}/https://evil.example/steal`);
    expect(http.getUri({ url: "userinfo/shopcbuweb" })).toBe(`${backendUrl("identity")}/userinfo/shopcbuweb`);
  });
});

describe("SPEC §6 auth headers per provider, computed when the request leaves", () => {
  const cases: [string, AuthTokens, "personal" | "business", Record<string, string | undefined>][] = [
    [
      "sso (base)",
      setBaseTokens(emptyTokens(), pair("base")),
      "personal",
      { authorization: "Bearer base-access", "x-auth-provider": undefined },
    ],
    [
      "sso (selected extended)",
      setExtendedTokens(setBaseTokens(emptyTokens(), pair("base")), "shopEBU", pair("ebu")),
      "business",
      { authorization: "Bearer ebu-access", "x-auth-provider": undefined },
    ],
    [
      "otc",
      setOtcTokens(emptyTokens(), "business", pair("otc-b")),
      "business",
      { authorization: "Bearer otc-b-access", "x-auth-provider": "otc" },
    ],
    [
      "anonymous",
      setAnonymousTokens(emptyTokens(), "anonymous", pair("anon")),
      "personal",
      { authorization: "Bearer anon-access", "x-auth-provider": "anonymous" },
    ],
    [
      "ebuAnonymous",
      setAnonymousTokens(emptyTokens(), "ebuAnonymous", pair("ebu-anon")),
      "business",
      { authorization: "Bearer ebu-anon-access", "x-auth-provider": "ebuAnonymous" },
    ],
    ["none", emptyTokens(), "personal", { authorization: undefined, "x-auth-provider": undefined }],
  ];
  it.each(cases)("%s", async (_, tokens, area, expected) => {
    const gw = fakeGateway(ok);
    await createGatewayClient("identity", memoryPort(tokens, area), { adapter: gw.adapter }).get("userinfo/x");
    const h = gw.calls[0]!.headers;
    expect({ authorization: h.authorization, "x-auth-provider": h["x-auth-provider"] }).toEqual(expected);
  });

  it("forceBase sends the base set although an extended one is selected (SPEC §4)", async () => {
    const gw = fakeGateway(ok);
    const port = memoryPort(setExtendedTokens(setBaseTokens(emptyTokens(), pair("base")), "shopEBU", pair("ebu")), "business");
    const http = createGatewayClient("identity", port, { adapter: gw.adapter });
    await http.get("a", { gateway: { forceBase: true } });
    await http.get("b");
    expect(gw.calls.map((c) => c.headers.authorization)).toEqual(["Bearer base-access", "Bearer ebu-access"]);
  });

  it("a request after logout (tokens cleared) carries no Authorization header", async () => {
    const gw = fakeGateway(ok);
    const port = memoryPort(setBaseTokens(emptyTokens(), pair("base")));
    const http = createGatewayClient("identity", port, { adapter: gw.adapter });
    await http.get("before");
    port.setTokens(() => clearAuth());
    await http.get("after");
    expect(gw.calls[0]!.headers.authorization).toBe("Bearer base-access");
    expect(gw.calls[1]!.headers).not.toHaveProperty("authorization");
    expect(gw.calls[1]!.headers).not.toHaveProperty("x-auth-provider");
  });

  it("tokens changed between two requests: each request uses the tokens of its moment", async () => {
    const gw = fakeGateway(ok);
    const port = memoryPort(setAnonymousTokens(emptyTokens(), "anonymous", pair("anon")));
    const http = createGatewayClient("identity", port, { adapter: gw.adapter });
    await http.get("one");
    port.setTokens((t) => setBaseTokens(t, pair("base")));
    await http.get("two");
    expect(gw.calls.map((c) => c.headers.authorization)).toEqual(["Bearer anon-access", "Bearer base-access"]);
  });

  it("a header passed by the caller cannot smuggle a stale token", async () => {
    const gw = fakeGateway(ok);
    const http = createGatewayClient("identity", memoryPort(), { adapter: gw.adapter });
    await http.get("x", { headers: { Authorization: "Bearer stale", "X-Auth-Provider": "otc" } });
    expect(gw.calls[0]!.headers).not.toHaveProperty("authorization");
    expect(gw.calls[0]!.headers).not.toHaveProperty("x-auth-provider");
  });

  it("withoutAuth sends no token at all", async () => {
    const gw = fakeGateway(ok);
    const http = createGatewayClient("identity", memoryPort(setBaseTokens(emptyTokens(), pair("base"))), { adapter: gw.adapter });
    await http.post("applicationLogin/shopcbuweb", {}, { gateway: { withoutAuth: true } });
    expect(gw.calls[0]!.headers).not.toHaveProperty("authorization");
  });

  it.each<[string, AuthTokens]>([
    ["no tokens", emptyTokens()],
    ["anonymous tokens", setAnonymousTokens(emptyTokens(), "anonymous", pair("anon"))],
  ])("anonymousAllowed: false with %s → refused before sending (kind unauthorized)", async (_, tokens) => {
    const gw = fakeGateway(ok);
    const http = createGatewayClient("identity", memoryPort(tokens), { adapter: gw.adapter, anonymousAllowed: false });
    const error = await http.get("contact-roles").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: "unauthorized", code: "authentication_required", service: "identity" });
    expect(gw.calls).toHaveLength(0);
  });

  it("anonymousAllowed: false lets a signed-in request through", async () => {
    const gw = fakeGateway(ok);
    const http = createGatewayClient("identity", memoryPort(setOtcTokens(emptyTokens(), "personal", pair("otc"))), {
      adapter: gw.adapter,
      anonymousAllowed: false,
    });
    await http.get("contact-roles");
    expect(gw.calls[0]!.headers.authorization).toBe("Bearer otc-access");
  });
});

describe("SPEC §7 context headers per back end and area", () => {
  beforeEach(() => window.localStorage.clear());

  const TRACE = ["x-transaction-id", "x-customer-segment", "x-project", "x-source"];

  it.each<Backend>(["cart", "ebill"])("%s: transaction id (new per request), customer segment, project and source", async (backend) => {
    const gw = fakeGateway(ok);
    const port = memoryPort();
    port.segment = "PREPAID";
    const http = createGatewayClient(backend, port, { adapter: gw.adapter });
    await http.get("x");
    await http.get("y");
    const [a, b] = gw.calls.map((c) => c.headers);
    expect(a).toMatchObject({ "x-customer-segment": "PREPAID", "x-project": PROJECT_HEADER_VALUE, "x-source": SOURCE_HEADER_VALUE });
    expect(a!["x-transaction-id"]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(b!["x-transaction-id"]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(a!["x-transaction-id"]).not.toBe(b!["x-transaction-id"]);
  });

  it("cart without a known segment: no segment header, the others still sent", async () => {
    const gw = fakeGateway(ok);
    await createGatewayClient("cart", memoryPort(), { adapter: gw.adapter }).get("x");
    expect(gw.calls[0]!.headers).not.toHaveProperty("x-customer-segment");
    expect(gw.calls[0]!.headers).toHaveProperty("x-project", PROJECT_HEADER_VALUE);
  });

  it.each<Backend>(["identity", "otc", "usage", "products", "payments"])("%s: none of the cart/ebill headers", async (backend) => {
    const gw = fakeGateway(ok);
    const port = memoryPort();
    port.segment = "PREPAID";
    await createGatewayClient(backend, port, { adapter: gw.adapter }).get("x");
    for (const name of TRACE) expect(gw.calls[0]!.headers).not.toHaveProperty(name);
  });

  it("business area: the correlation id is created once, stored in localStorage and reused by every client", async () => {
    const gw = fakeGateway(ok);
    const port = memoryPort(emptyTokens(), "business");
    await createGatewayClient("identity", port, { adapter: gw.adapter }).get("a");
    await createGatewayClient("cart", port, { adapter: gw.adapter }).get("b");
    await createGatewayClient("identity", port, { adapter: gw.adapter }).get("c");
    const ids = gw.calls.map((c) => c.headers["x-correlation-id"]);
    const stored = window.localStorage.getItem(CORRELATION_ID_STORAGE_KEY);
    expect(stored).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(ids).toEqual([stored, stored, stored]);
  });

  it("business area: an id already stored (earlier visit) is the one sent", async () => {
    window.localStorage.setItem(CORRELATION_ID_STORAGE_KEY, "corr-from-last-visit");
    const gw = fakeGateway(ok);
    await createGatewayClient("identity", memoryPort(emptyTokens(), "business"), { adapter: gw.adapter }).get("a");
    expect(gw.calls[0]!.headers["x-correlation-id"]).toBe("corr-from-last-visit");
  });

  it("personal area: no correlation id", async () => {
    const gw = fakeGateway(ok);
    await createGatewayClient("cart", memoryPort(emptyTokens(), "personal"), { adapter: gw.adapter }).get("a");
    expect(gw.calls[0]!.headers).not.toHaveProperty("x-correlation-id");
  });

  it("the area is read per request", async () => {
    const gw = fakeGateway(ok);
    const port = memoryPort(emptyTokens(), "personal");
    const http = createGatewayClient("identity", port, { adapter: gw.adapter });
    await http.get("a");
    port.area = "business";
    await http.get("b");
    expect(gw.calls.map((c) => "x-correlation-id" in c.headers)).toEqual([false, true]);
  });

  it("storage that throws does not break requests; the id stays stable in memory", () => {
    const spy = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    try {
      const first = correlationId();
      expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
      expect(correlationId()).toBe(first);
    } finally {
      spy.mockRestore();
    }
  });

  it("the header names are one exported list", () => {
    expect(GATEWAY_HEADERS).toMatchObject({
      correlationId: "X-Correlation-Id",
      transactionId: "X-Transaction-Id",
      customerSegment: "X-Customer-Segment",
      project: "X-Project",
      source: "X-Source",
    });
  });
});
