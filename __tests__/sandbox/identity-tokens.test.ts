// Token lifecycle (expiry, rotation, reuse, logout) and requireAuth as gateway modules use it.
import type { SandboxModule } from "../../sandbox/src/modules/module";
import { requireAuth } from "../../sandbox/src/auth/guard";
import { startTestSandbox, type TestSandbox } from "./support/sandbox";

/** A stand-in gateway backend guarded like ebill: billing summary for choosers and owners only. */
const guardedModule: SandboxModule = {
  name: "test-gateway",
  prefix: "/test-gateway",
  migrations: [],
  register(app) {
    app.get("/billing", async (request) => {
      const caller = requireAuth(request, { roles: ["ContractOwner", "Chooser", "DelegatedChooser", "AuthorizedPerson"] });
      return { ban: caller.identity?.ban, roles: caller.roles };
    });
    app.get("/cart", async (request) => {
      const caller = requireAuth(request);
      return { provider: caller.token.provider, anonymous: caller.isAnonymous };
    });
    app.get("/members", async (request) => {
      requireAuth(request, { authenticated: true });
      return { ok: true };
    });
  },
};

describe("identity: tokens", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ extraModules: [guardedModule] });
  });
  afterAll(() => t.close());

  it("expires access tokens after the configured TTL (15 min by default)", async () => {
    const { accessToken } = await t.login("postpaid.owner");
    t.clock.advance(15 * 60 * 1000 - 1000);
    expect((await t.request("GET", "/identity/userinfo/ecare", { token: accessToken })).status).toBe(200);
    t.clock.advance(1000);
    const r = await t.request("GET", "/identity/userinfo/ecare", { token: accessToken });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe("token_expired");
  });

  it("rotates refresh tokens: the new pair works, the old refresh token is rejected", async () => {
    const first = await t.login("postpaid.owner");
    const r = await t.request("POST", "/identity/refresh/ecare", { body: first });
    expect(r.status).toBe(200);
    expect(r.body.refreshToken).not.toBe(first.refreshToken);
    expect(r.body.baseTokens).toEqual({ accessToken: r.body.accessToken, refreshToken: r.body.refreshToken });
    expect((await t.request("GET", "/identity/userinfo/ecare", { token: r.body.accessToken })).status).toBe(200);
    // The old access token of the rotated pair is dead too.
    expect((await t.request("GET", "/identity/userinfo/ecare", { token: first.accessToken })).status).toBe(401);

    const reuse = await t.request("POST", "/identity/refresh/ecare", { body: first });
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe("refresh_token_reused");
    // Reuse revokes the whole session, including the pair issued by the legitimate refresh.
    expect((await t.request("GET", "/identity/userinfo/ecare", { token: r.body.accessToken })).status).toBe(401);
  });

  it("refreshes after the access token expired", async () => {
    const first = await t.login("prepaid.owner");
    t.clock.advance(60 * 60 * 1000);
    const r = await t.request("POST", "/identity/refresh/ecare", { body: first });
    expect(r.status).toBe(200);
    expect((await t.request("GET", "/identity/userinfo/ecare", { token: r.body.accessToken })).body.isPrepaid).toBe(true);
  });

  it("rejects an unknown refresh token and a malformed refresh body", async () => {
    const r = await t.request("POST", "/identity/refresh/ecare", { body: { refreshToken: "sbx_rt_nope" } });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe("invalid_refresh_token");
    expect((await t.request("POST", "/identity/refresh/ecare", { body: { accessToken: "x" } })).status).toBe(400);
  });

  it("revokes the session on logout", async () => {
    const { accessToken, refreshToken } = await t.login("postpaid.owner");
    const out = await t.request("POST", "/identity/logout/ecare", { token: accessToken });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ afterLogoutUrl: null });
    const r = await t.request("GET", "/identity/userinfo/ecare", { token: accessToken });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe("token_revoked");
    expect((await t.request("POST", "/identity/refresh/ecare", { body: { accessToken, refreshToken } })).status).toBe(401);
  });

  it("requires X-Auth-Provider for non-SSO tokens and refuses a wrong one", async () => {
    const anon = await t.request("POST", "/identity/applicationLogin/shopcbuweb", { body: await t.anonymousBody() });
    const token = anon.body.accessToken;
    expect((await t.request("GET", "/test-gateway/cart", { token })).body.code).toBe("provider_mismatch");
    expect((await t.request("GET", "/test-gateway/cart", { token, provider: "otc" })).status).toBe(401);
    const ok = await t.request("GET", "/test-gateway/cart", { token, provider: "anonymous" });
    expect(ok.body).toEqual({ provider: "anonymous", anonymous: true });
    const sso = await t.login("postpaid.owner");
    expect((await t.request("GET", "/test-gateway/cart", { token: sso.accessToken, provider: "anonymous" })).status).toBe(401);
  });

  describe("roles", () => {
    it("lets an allowed role through", async () => {
      const { accessToken } = await t.login("business.chooser");
      const r = await t.request("GET", "/test-gateway/billing", { token: accessToken });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ ban: "500000501", roles: ["Chooser"] });
    });

    it.each(["postpaid.user", "business.power", "business.sub", "nonvf.user", "noroles.user"])("answers 403 to %s", async (username) => {
      const { accessToken } = await t.login(username);
      const r = await t.request("GET", "/test-gateway/billing", { token: accessToken });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: "insufficient_role", status: "403", reason: "Forbidden" });
    });

    it("answers 403 identity_not_selected to a multi-identity user who has not picked one", async () => {
      const { accessToken } = await t.login("multi.identity");
      expect((await t.request("GET", "/test-gateway/billing", { token: accessToken })).body.code).toBe("identity_not_selected");
      const sel = await t.request("POST", "/identity/selectedidentity/ecare", { token: accessToken, body: { changedBanId: "610000902" } });
      expect((await t.request("GET", "/test-gateway/billing", { token: sel.body.accessToken })).status).toBe(200);
    });

    it("answers 401 to anonymous callers of a signed-in route", async () => {
      const anon = await t.request("POST", "/identity/applicationLogin/shopebuweb", { body: await t.anonymousBody() });
      const r = await t.request("GET", "/test-gateway/members", { token: anon.body.accessToken, provider: "ebuAnonymous" });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe("authentication_required");
    });
  });
});

describe("identity: short TTL on a real clock", () => {
  it("expires a token after accessTokenTtlSeconds: 1", async () => {
    const t = await startTestSandbox({ accessTokenTtlSeconds: 1, realClock: true, afterLogoutUrl: "http://127.0.0.1:9000/" });
    try {
      const { accessToken } = await t.login("hybrid.owner");
      const r0 = await t.request("POST", "/identity/applicationLogin/ecare", { body: await t.anonymousBody() });
      expect(r0.body.payload.expiresIn).toBe(1);
      expect((await t.request("GET", "/identity/userinfo/ecare", { token: accessToken })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await t.request("GET", "/identity/userinfo/ecare", { token: accessToken })).status).toBe(401);
      const fresh = await t.login("hybrid.owner");
      expect((await t.request("POST", "/identity/logout/ecare", { token: fresh.accessToken })).body.afterLogoutUrl).toBe(
        "http://127.0.0.1:9000/",
      );
    } finally {
      await t.close();
    }
  });
});
