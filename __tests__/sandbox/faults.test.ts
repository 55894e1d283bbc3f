// Fault injection by header and by admin rule, on any route of any module.
import { startTestSandbox, type TestSandbox } from "./support/sandbox";

const FAULT = "x-sandbox-fault";

describe("fault injection", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());
  afterEach(() => t.request("DELETE", "/sandbox/faults"));

  describe("by request header", () => {
    it.each([400, 401, 403, 404, 409, 412, 429, 500, 501, 502, 503, 504])("answers status %i", async (status) => {
      const r = await t.request("GET", "/identity/userinfo/ecare", { headers: { [FAULT]: `status=${status}` } });
      expect(r.status).toBe(status);
      expect(r.headers.get("x-sandbox-fault-injected")).toBe("1");
    });

    it("answers {code, message, errMsg} for an error-catalogue code", async () => {
      const r = await t.request("GET", "/health", { headers: { [FAULT]: "status=400;code=400110" } });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ code: 400110, message: "Sandbox fault 400110", errMsg: "Sandbox fault 400110" });
    });

    it("keeps non-numeric codes as strings and defaults the status to 500", async () => {
      const r = await t.request("GET", "/health", { headers: { [FAULT]: "code=FRAUD_AND_PREVENTEL" } });
      expect(r.status).toBe(500);
      expect(r.body.code).toBe("FRAUD_AND_PREVENTEL");
    });

    it("sends a raw non-JSON body verbatim, semicolons included", async () => {
      const r = await t.request("GET", "/health", { headers: { [FAULT]: "status=502;body=<html>Bad gateway; try later</html>" } });
      expect(r.status).toBe(502);
      expect(r.text).toBe("<html>Bad gateway; try later</html>");
      expect(r.headers.get("content-type")).toMatch(/^text\/plain/);
    });

    it("sends a JSON body as JSON", async () => {
      const r = await t.request("GET", "/health", { headers: { [FAULT]: 'status=400;body={"code":400203,"errMsg":"voucher"}' } });
      expect(r.headers.get("content-type")).toMatch(/^application\/json/);
      expect(r.body).toEqual({ code: 400203, errMsg: "voucher" });
    });

    it("sends malformed JSON with malformed=1", async () => {
      const r = await t.request("GET", "/health", { headers: { [FAULT]: "status=200;malformed=1" } });
      expect(r.status).toBe(200);
      expect(r.headers.get("content-type")).toMatch(/^application\/json/);
      expect(() => JSON.parse(r.text)).toThrow();
    });

    it("delays, then answers normally when only a delay is given (timeout simulation)", async () => {
      const started = Date.now();
      const r = await t.request("GET", "/health", { headers: { [FAULT]: "delay=300" } });
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(r.status).toBe(200);
      expect(r.body.status).toBe("ok");
    });

    it("lets a client time out on a long delay", async () => {
      await expect(
        fetch(`${t.url}/health`, { headers: { [FAULT]: "delay=2000;status=503" }, signal: AbortSignal.timeout(200) }),
      ).rejects.toThrow();
    });

    it("applies before auth and validation, so any route can fail", async () => {
      const r = await t.request("POST", "/dxl-otc/otc/validate", { rawBody: "{not json", headers: { [FAULT]: "status=503" } });
      expect(r.status).toBe(503);
    });

    it("rejects an invalid header with 400", async () => {
      const bad = await t.request("GET", "/health", { headers: { [FAULT]: "status=99" } });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe("invalid_fault");
      const unknown = await t.request("GET", "/health", { headers: { [FAULT]: "colour=red" } });
      expect(unknown.status).toBe(400);
    });
  });

  describe("by admin rule", () => {
    it("fails matching requests count times, then clears itself", async () => {
      const created = await t.request("POST", "/sandbox/faults", {
        body: { pathPattern: "/identity/*/ecare", status: 503, code: 999999, count: 2 },
      });
      expect(created.status).toBe(201);
      expect(created.body.fault).toMatchObject({ pathPattern: "/identity/*/ecare", status: 503, remaining: 2 });
      const a = await t.request("GET", "/identity/userinfo/ecare");
      const b = await t.request("POST", "/identity/logout/ecare");
      const c = await t.request("GET", "/identity/userinfo/ecare");
      expect([a.status, b.status]).toEqual([503, 503]);
      expect(a.body.code).toBe(999999);
      expect(c.status).toBe(401);
      expect((await t.request("GET", "/sandbox/faults")).body.faults).toEqual([]);
    });

    it("matches the method when given and ** across segments", async () => {
      await t.request("POST", "/sandbox/faults", {
        body: { pathPattern: "/dxl-otc/**", method: "post", status: 500, body: "upstream down" },
      });
      const post = await t.request("POST", "/dxl-otc/otc/validate", { body: {} });
      expect(post.status).toBe(500);
      expect(post.text).toBe("upstream down");
      const health = await t.request("GET", "/health");
      expect(health.status).toBe(200);
    });

    it("accepts regular expressions and JSON bodies", async () => {
      await t.request("POST", "/sandbox/faults", { body: { pathPattern: "^/health$", status: 409, body: { code: 400502 } } });
      const r = await t.request("GET", "/health");
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ code: 400502 });
    });

    it("delays without failing when only a delay is set", async () => {
      await t.request("POST", "/sandbox/faults", { body: { pathPattern: "/health", delay: 250, count: 1 } });
      const started = Date.now();
      const r = await t.request("GET", "/health");
      expect(r.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    });

    it("serves malformed JSON from a rule", async () => {
      await t.request("POST", "/sandbox/faults", { body: { pathPattern: "/health", status: 200, malformed: true } });
      const r = await t.request("GET", "/health");
      expect(() => JSON.parse(r.text)).toThrow();
    });

    it("lets the newest rule win, and deletes one rule by id", async () => {
      const broad = await t.request("POST", "/sandbox/faults", { body: { pathPattern: "/**", status: 500 } });
      const narrow = await t.request("POST", "/sandbox/faults", { body: { pathPattern: "/health", status: 418 } });
      expect((await t.request("GET", "/health")).status).toBe(418);
      await t.request("DELETE", `/sandbox/faults/${narrow.body.fault.id}`);
      expect((await t.request("GET", "/health")).status).toBe(500);
      // Admin routes stay reachable under a catch-all rule.
      expect((await t.request("GET", "/sandbox/faults")).body.faults).toHaveLength(1);
      expect((await t.request("DELETE", `/sandbox/faults/${broad.body.fault.id}`)).status).toBe(200);
      expect((await t.request("GET", "/health")).status).toBe(200);
    });

    it("validates the rule", async () => {
      const r = await t.request("POST", "/sandbox/faults", { body: { pathPattern: "", status: 1000 } });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe("invalid_body");
      const re = await t.request("POST", "/sandbox/faults", { body: { pathPattern: "re:([", status: 500 } });
      expect(re.status).toBe(400);
    });
  });
});
