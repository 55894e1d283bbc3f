// /sandbox/sessions/*: expire a user's access tokens, revoke their refresh tokens.
import { startTestSandbox, type TestSandbox } from "./support/sandbox";

describe("sandbox admin: session levers", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  const userinfo = (token: string) => t.request("GET", "/identity/userinfo/ecare", { token });

  it("expire-access: old access tokens are token_expired, refresh still works, other users untouched", async () => {
    const a = await t.login("postpaid.owner");
    const b = await t.login("postpaid.owner", "shopcbuweb");
    const other = await t.login("prepaid.owner");
    const r = await t.request("POST", "/sandbox/sessions/expire-access", { body: { username: "postpaid.owner" } });
    expect(r.status).toBe(200);
    expect(r.body.expired).toBeGreaterThanOrEqual(2);

    const old = await userinfo(a.accessToken);
    expect(old.status).toBe(401);
    expect(old.body.code).toBe("token_expired");
    expect((await t.request("GET", "/identity/userinfo/shopcbuweb", { token: b.accessToken })).body.code).toBe("token_expired");
    expect((await userinfo(other.accessToken)).status).toBe(200);

    const refreshed = await t.request("POST", "/identity/refresh/ecare", { body: a });
    expect(refreshed.status).toBe(200);
    expect((await userinfo(refreshed.body.accessToken)).body.phoneNumber).toBe("0722000101");

    // Nothing live is left to expire once the only live token is expired again.
    await t.request("POST", "/sandbox/sessions/expire-access", { body: { username: "postpaid.owner" } });
    expect((await t.request("POST", "/sandbox/sessions/expire-access", { body: { username: "postpaid.owner" } })).body).toEqual({
      expired: 0,
    });
  });

  it("revoke-refresh: the refresh is 401, the access token keeps working until it expires", async () => {
    const s = await t.login("hybrid.owner");
    const r = await t.request("POST", "/sandbox/sessions/revoke-refresh", { body: { username: "hybrid.owner" } });
    expect(r.status).toBe(200);
    expect(r.body.revoked).toBeGreaterThanOrEqual(1);

    expect((await userinfo(s.accessToken)).status).toBe(200);
    const refresh = await t.request("POST", "/identity/refresh/ecare", { body: s });
    expect(refresh.status).toBe(401);
    expect(refresh.body.code).toBe("token_revoked");

    t.clock.advance(15 * 60 * 1000);
    expect((await userinfo(s.accessToken)).body.code).toBe("token_expired");
  });

  it("counts only the named user's live tokens", async () => {
    await t.login("fixed.owner");
    await t.login("fixed.owner");
    const r = await t.request("POST", "/sandbox/sessions/revoke-refresh", { body: { username: "fixed.owner" } });
    expect(r.body).toEqual({ revoked: 2 });
    expect((await t.request("POST", "/sandbox/sessions/revoke-refresh", { body: { username: "fixed.owner" } })).body).toEqual({
      revoked: 0,
    });
  });

  it.each(["expire-access", "revoke-refresh"])("%s: 404 for an unknown username, 400 without one", async (route) => {
    const r = await t.request("POST", `/sandbox/sessions/${route}`, { body: { username: "nobody.here" } });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe("Not found");
    expect((await t.request("POST", `/sandbox/sessions/${route}`, { body: {} })).status).toBe(400);
  });
});
