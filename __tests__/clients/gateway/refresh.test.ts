import { GatewayError } from "../../../src/clients/gateway/errors";
import { createGatewayClient } from "../../../src/clients/gateway/http";
import { createIdentityApi } from "../../../src/clients/gateway/identity";
import { isRetryable } from "../../../src/domain/errors/errorClasses";
import type { Area } from "../../../src/domain/area";
import {
  emptyTokens,
  selectClientType,
  setAnonymousTokens,
  setBaseTokens,
  setExtendedTokens,
  setOtcTokens,
  type AuthTokens,
} from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { deferred, fakeGateway, json, memoryPort, type Reply, type Seen } from "./fakeGateway";

const N = 20;
const fresh = { accessToken: "new-access", refreshToken: "new-refresh" };

/** userinfo answers 200 to the new token and 401 to anything else; refresh answers `refreshReply` once released. */
function gateway(refreshReply: () => Reply, opts: { holdRefreshUntil?: Promise<void> } = {}) {
  return fakeGateway(async (req: Seen) => {
    if (req.path.startsWith("/identity/refresh/")) {
      await opts.holdRefreshUntil;
      return refreshReply();
    }
    return req.headers.authorization === `Bearer ${fresh.accessToken}`
      ? json({ user: "ok" })
      : json({ "@type": "Error", code: "token_expired", message: "Access token expired", status: "401" }, 401);
  });
}

/** Holds the refresh answer until all N requests have had their first 401, so they really are concurrent. */
function afterFirst401s(count: number) {
  const gate = deferred();
  let seen = 0;
  return {
    gate: gate.promise,
    count401: (gw: ReturnType<typeof fakeGateway>) => {
      const check = () => {
        seen = gw.calls.filter((c) => c.path.startsWith("/identity/userinfo")).length;
        if (seen >= count) gate.resolve();
        else setTimeout(check, 0);
      };
      check();
    },
  };
}

async function concurrent(tokens: AuthTokens, area: Area, refreshReply: () => Reply) {
  const hold = afterFirst401s(N);
  const gw = gateway(refreshReply, { holdRefreshUntil: hold.gate });
  const port = memoryPort(tokens, area);
  const http = createGatewayClient("identity", port, { adapter: gw.adapter });
  const requests = Array.from({ length: N }, (_, i) => http.get(`userinfo/shopcbuweb?i=${i}`));
  hold.count401(gw);
  const results = await Promise.allSettled(requests);
  return { gw, port, results, http };
}

describe("SPEC §7 a 401 triggers ONE token refresh shared by all requests in flight, then a retry", () => {
  it(`${N} concurrent 401s → exactly 1 refresh; all ${N} retried once with the new token and resolved`, async () => {
    const { gw, port, results } = await concurrent(setBaseTokens(emptyTokens(), pair("old")), "personal", () =>
      json({ ...fresh, expiresIn: 900, baseTokens: fresh }),
    );
    const refreshes = gw.on("/identity/refresh/");
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!).toMatchObject({
      method: "POST",
      path: "/identity/refresh/shopcbuweb",
      body: { accessToken: "old-access", refreshToken: "old-refresh" },
    });
    // The refresh call is bare: no bearer, no provider header.
    expect(refreshes[0]!.headers).not.toHaveProperty("authorization");
    const userinfo = gw.on("/identity/userinfo");
    expect(userinfo).toHaveLength(2 * N);
    expect(userinfo.filter((c) => c.headers.authorization === "Bearer old-access")).toHaveLength(N);
    expect(userinfo.filter((c) => c.headers.authorization === "Bearer new-access")).toHaveLength(N);
    // Each request was resent once: every i appears exactly twice.
    for (let i = 0; i < N; i++) expect(userinfo.filter((c) => c.path.endsWith(`?i=${i}`))).toHaveLength(2);
    expect(results.every((r) => r.status === "fulfilled" && r.value.data.user === "ok")).toBe(true);
    expect(port.tokens.baseSSO).toEqual(fresh);
    expect(port.onSessionExpired).not.toHaveBeenCalled();
  });

  it("single flight spans every client of the session (two clients, one refresh)", async () => {
    const hold = afterFirst401s(2);
    const gw = gateway(() => json({ ...fresh, baseTokens: fresh }), { holdRefreshUntil: hold.gate });
    const port = memoryPort(setBaseTokens(emptyTokens(), pair("old")));
    const a = createGatewayClient("identity", port, { adapter: gw.adapter });
    const b = createGatewayClient("identity", port, { adapter: gw.adapter });
    const both = Promise.all([a.get("userinfo/a"), b.get("userinfo/b")]);
    hold.count401(gw);
    await both;
    expect(gw.on("/identity/refresh/")).toHaveLength(1);
  });

  it("a 401 that arrives after the refresh finished resends with the new tokens without a second refresh", async () => {
    const late = deferred();
    const gw = fakeGateway(async (req) => {
      if (req.path.startsWith("/identity/refresh/")) return json({ ...fresh, baseTokens: fresh });
      if (req.headers.authorization === "Bearer new-access") return json({ user: "ok" });
      if (req.path.includes("late")) await late.promise;
      return json({ code: "token_expired" }, 401);
    });
    const port = memoryPort(setBaseTokens(emptyTokens(), pair("old")));
    const http = createGatewayClient("identity", port, { adapter: gw.adapter });
    const slow = http.get("userinfo/late");
    await http.get("userinfo/early");
    late.resolve();
    await expect(slow).resolves.toMatchObject({ data: { user: "ok" } });
    expect(gw.on("/identity/refresh/")).toHaveLength(1);
  });

  it("a second 401 on the retry is not refreshed again: the request fails with kind unauthorized", async () => {
    const gw = fakeGateway((req) =>
      req.path.startsWith("/identity/refresh/") ? json({ ...fresh, baseTokens: fresh }) : json({ code: "insufficient" }, 401),
    );
    const port = memoryPort(setBaseTokens(emptyTokens(), pair("old")));
    const error = await createGatewayClient("identity", port, { adapter: gw.adapter })
      .get("userinfo/x")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: "unauthorized", status: 401 });
    expect(gw.on("/identity/refresh/")).toHaveLength(1);
    expect(gw.on("/identity/userinfo")).toHaveLength(2);
    expect(port.onSessionExpired).not.toHaveBeenCalled();
  });

  it("a 401 on a request that carried no token is final (nothing to refresh)", async () => {
    const gw = gateway(() => json(fresh));
    const error = await createGatewayClient("identity", memoryPort(), { adapter: gw.adapter })
      .get("userinfo/x")
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "unauthorized", code: "token_expired" });
    expect(gw.on("/identity/refresh/")).toHaveLength(0);
  });

  it("other failures are not refreshed and come out as GatewayError", async () => {
    const gw = fakeGateway(() => json({ code: "Not found", message: "No such identity" }, 404));
    const error = await createGatewayClient("identity", memoryPort(setBaseTokens(emptyTokens(), pair("old"))), { adapter: gw.adapter })
      .get("x")
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "http", status: 404, code: "Not found", message: "No such identity" });
    expect(gw.calls).toHaveLength(1);
  });
});

describe("SPEC §7 the refreshed pair goes back to the slot the request used", () => {
  it("selected extended set: written to that set, client of the set, selection kept; differing baseTokens replace the base", async () => {
    const base2 = { accessToken: "base2-access", refreshToken: "base2-refresh" };
    const gw = gateway(() => json({ ...fresh, baseTokens: base2 }));
    const tokens = setExtendedTokens(setBaseTokens(emptyTokens(), pair("base")), "shopEBU", pair("ebu"));
    const port = memoryPort(tokens, "business");
    await createGatewayClient("identity", port, { adapter: gw.adapter }).get("userinfo/x");
    expect(gw.on("/identity/refresh/")[0]).toMatchObject({ path: "/identity/refresh/shopebuweb", body: { refreshToken: "ebu-refresh" } });
    expect(port.tokens.extendedSSO.shopEBU).toEqual(fresh);
    expect(port.tokens.extendedSSO.selectedClientType).toBe("shopEBU");
    expect(port.tokens.baseSSO).toEqual(base2);
  });

  it("baseTokens equal to the returned pair leave the base set of an extended refresh alone", async () => {
    const gw = gateway(() => json({ ...fresh, baseTokens: fresh }));
    const port = memoryPort(setExtendedTokens(setBaseTokens(emptyTokens(), pair("base")), "tobi", pair("tobi")), "personal");
    await createGatewayClient("identity", port, { adapter: gw.adapter }).get("userinfo/x");
    expect(gw.on("/identity/refresh/")[0]!.path).toBe("/identity/refresh/tobi");
    expect(port.tokens.extendedSSO.tobi).toEqual(fresh);
    expect(port.tokens.baseSSO).toEqual(pair("base"));
  });

  it.each<[string, AuthTokens, Area, string, (t: AuthTokens) => unknown]>([
    [
      "otc business",
      setOtcTokens(emptyTokens(), "business", pair("otc")),
      "business",
      "/identity/refresh/shopebuweb",
      (t) => t.otc.business,
    ],
    [
      "otc personal",
      setOtcTokens(emptyTokens(), "personal", pair("otc")),
      "personal",
      "/identity/refresh/shopcbuweb",
      (t) => t.otc.personal,
    ],
    [
      "anonymous",
      setAnonymousTokens(emptyTokens(), "anonymous", pair("anon")),
      "personal",
      "/identity/refresh/shopcbuweb",
      (t) => t.anonymous,
    ],
    [
      "ebuAnonymous",
      setAnonymousTokens(emptyTokens(), "ebuAnonymous", pair("anon")),
      "business",
      "/identity/refresh/shopebuweb",
      (t) => t.ebuAnonymous,
    ],
    [
      "base with extended sets held but none selected",
      selectClientType(setExtendedTokens(setBaseTokens(emptyTokens(), pair("base")), "shopCBU", pair("cbu")), null),
      "personal",
      "/identity/refresh/shopcbuweb",
      (t) => t.baseSSO,
    ],
  ])("%s", async (_, tokens, area, path, slotOf) => {
    const gw = gateway(() => json({ ...fresh, baseTokens: fresh }));
    const port = memoryPort(tokens, area);
    await createGatewayClient("identity", port, { adapter: gw.adapter }).get("userinfo/x");
    expect(gw.on("/identity/refresh/")[0]!.path).toBe(path);
    expect(slotOf(port.tokens)).toEqual(fresh);
    expect(port.tokens.baseSSO === null).toBe(tokens.baseSSO === null);
  });
});

describe("SPEC §8 a refresh whose token is refused (400/401) or whose 200 is unreadable clears the session", () => {
  it.each<[string, () => Reply]>([
    ["401 refresh_token_reused", () => json({ code: "refresh_token_reused" }, 401)],
    ["400 invalid_grant", () => json({ code: "invalid_grant" }, 400)],
    ["200 without tokens", () => json({ ok: true })],
    ["200 with an empty access token", () => json({ accessToken: "", refreshToken: "r" })],
    ["200 not JSON", () => json("<html>")],
  ])(`%s → onSessionExpired once, all ${N} reject kind unauthorized, no retry`, async (_, reply) => {
    const { gw, port, results } = await concurrent(setBaseTokens(emptyTokens(), pair("old")), "personal", reply);
    expect(port.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(gw.on("/identity/refresh/")).toHaveLength(1);
    expect(gw.on("/identity/userinfo")).toHaveLength(N);
    for (const r of results) {
      expect(r.status).toBe("rejected");
      const reason = (r as PromiseRejectedResult).reason as GatewayError;
      expect(reason).toBeInstanceOf(GatewayError);
      expect(reason.kind).toBe("unauthorized");
    }
  });

  it("a state that does not clear its tokens still gets one expiry: a late 401 with the dead token does not refresh again", async () => {
    const gw = gateway(() => json({ code: "invalid_refresh_token" }, 401));
    const port = memoryPort(setBaseTokens(emptyTokens(), pair("old")), "personal", false);
    const http = createGatewayClient("identity", port, { adapter: gw.adapter });
    await expect(http.get("userinfo/1")).rejects.toMatchObject({ kind: "unauthorized" });
    await expect(http.get("userinfo/2")).rejects.toMatchObject({ kind: "unauthorized" });
    expect(gw.on("/identity/refresh/")).toHaveLength(1);
    expect(port.onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe("issue 24: a refresh that fails for any other reason (no answer, 5xx, 429) keeps the session", () => {
  it.each<[string, () => Reply, number]>([
    ["503", () => json({ code: "service_unavailable" }, 503), 503],
    ["500", () => json({ code: "internal_error" }, 500), 500],
    ["502 non-JSON", () => ({ status: 502, statusText: "Bad Gateway", data: "<html>Bad gateway</html>" }), 502],
    ["429", () => json({ code: "too_many_requests" }, 429), 429],
  ])(`a refresh answered %s keeps the session: all ${N} reject retryable, the tokens stay`, async (_, reply, status) => {
    const { gw, port, results } = await concurrent(setBaseTokens(emptyTokens(), pair("old")), "personal", reply);
    expect(port.onSessionExpired).not.toHaveBeenCalled();
    expect(port.tokens.baseSSO).toEqual(pair("old"));
    expect(gw.on("/identity/refresh/")).toHaveLength(1);
    for (const r of results) {
      expect(r.status).toBe("rejected");
      const reason = (r as PromiseRejectedResult).reason as GatewayError;
      expect(reason).toMatchObject({ kind: "http", status, service: "identity" });
      expect(isRetryable(reason)).toBe(true);
    }
  });

  it("after a 503 refresh a later call refreshes again and, answered, goes through", async () => {
    let refreshes = 0;
    const gw = gateway(() => (++refreshes === 1 ? json({ code: "service_unavailable" }, 503) : json({ ...fresh, baseTokens: fresh })));
    const port = memoryPort(setBaseTokens(emptyTokens(), pair("old")));
    const http = createGatewayClient("identity", port, { adapter: gw.adapter });
    await expect(http.get("userinfo/1")).rejects.toMatchObject({ kind: "http", status: 503 });
    await expect(http.get("userinfo/2")).resolves.toMatchObject({ data: { user: "ok" } });
    expect(gw.on("/identity/refresh/")).toHaveLength(2);
    expect(port.tokens.baseSSO).toEqual(fresh);
    expect(port.onSessionExpired).not.toHaveBeenCalled();
  });

  it("a refresh that gets no answer (network) keeps the session and reports the network failure", async () => {
    const gw = fakeGateway((req) => (req.path.startsWith("/identity/refresh/") ? { network: true } : json({}, 401)));
    const port = memoryPort(setBaseTokens(emptyTokens(), pair("old")));
    const http = createGatewayClient("identity", port, { adapter: gw.adapter });
    await expect(http.get("userinfo/x")).rejects.toMatchObject({ kind: "network" });
    expect(port.onSessionExpired).not.toHaveBeenCalled();
    expect(port.tokens.baseSSO).toEqual(pair("old"));
    // Not remembered as dead: the next 401 tries again.
    await expect(http.get("userinfo/y")).rejects.toMatchObject({ kind: "network" });
    expect(gw.on("/identity/refresh/")).toHaveLength(2);
  });
});

describe("SPEC §4 logout clears auth state: tokens cleared during a refresh are not resurrected", () => {
  it("logout while the refresh is in flight → the new pair is dropped and the request fails unauthorized", async () => {
    const release = deferred();
    const gw = gateway(() => json({ ...fresh, baseTokens: fresh }), { holdRefreshUntil: release.promise });
    const port = memoryPort(setBaseTokens(emptyTokens(), pair("old")));
    const request = createGatewayClient("identity", port, { adapter: gw.adapter })
      .get("userinfo/x")
      .catch((e: unknown) => e);
    while (gw.on("/identity/refresh/").length === 0) await new Promise((r) => setTimeout(r, 0));
    port.setTokens(() => emptyTokens());
    release.resolve();
    const error = await request;
    expect(port.tokens).toEqual(emptyTokens());
    expect(error).toMatchObject({ kind: "unauthorized" });
    expect(gw.on("/identity/userinfo")).toHaveLength(1);
    expect(port.onSessionExpired).not.toHaveBeenCalled();
  });

  it("a new sign-in during the refresh wins over the refreshed pair", async () => {
    const release = deferred();
    const gw = gateway(() => json({ ...fresh, baseTokens: fresh }), { holdRefreshUntil: release.promise });
    const port = memoryPort(setOtcTokens(emptyTokens(), "personal", pair("old")));
    const request = createGatewayClient("identity", port, { adapter: gw.adapter })
      .get("userinfo/x")
      .catch((e: unknown) => e);
    while (gw.on("/identity/refresh/").length === 0) await new Promise((r) => setTimeout(r, 0));
    port.setTokens((t) => setOtcTokens(t, "personal", pair("relogin")));
    release.resolve();
    expect(await request).toMatchObject({ kind: "unauthorized" });
    expect(port.tokens.otc.personal).toEqual(pair("relogin"));
  });

  it("signed out before the 401 came back → no refresh at all", async () => {
    const answer = deferred();
    const gw = fakeGateway(async (req) => {
      if (req.path.startsWith("/identity/userinfo")) await answer.promise;
      return json({}, 401);
    });
    const port = memoryPort(setBaseTokens(emptyTokens(), pair("old")));
    const request = createGatewayClient("identity", port, { adapter: gw.adapter })
      .get("userinfo/x")
      .catch((e: unknown) => e);
    while (gw.calls.length === 0) await new Promise((r) => setTimeout(r, 0));
    port.setTokens(() => emptyTokens());
    answer.resolve();
    expect(await request).toMatchObject({ kind: "unauthorized" });
    expect(gw.on("/identity/refresh/")).toHaveLength(0);
  });
});

describe("the identity API goes through the same refresh", () => {
  it("userInfo after an expired access token: refreshed and answered", async () => {
    const gw = gateway(() => json({ ...fresh, baseTokens: fresh }));
    const port = memoryPort(setBaseTokens(emptyTokens(), pair("old")));
    await expect(createIdentityApi(port, { adapter: gw.adapter }).userInfo("shopcbuweb")).resolves.toEqual({ user: "ok" });
    expect(gw.on("/identity/refresh/")).toHaveLength(1);
  });
});
