import { GatewayError } from "../../../src/clients/gateway/errors";
import { createIdentityApi, ONBOARDING_BOTCHECK_ACTION } from "../../../src/clients/gateway/identity";
import { emptyTokens, setAnonymousTokens, setBaseTokens, setExtendedTokens, type AuthTokens } from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, json, memoryPort, type Handler } from "./fakeGateway";

const tokens = { accessToken: "sbx_at_1", refreshToken: "sbx_rt_1" };
const sso = () => setBaseTokens(emptyTokens(), pair("base"));

function api(handler: Handler, state: AuthTokens = emptyTokens(), area: "personal" | "business" = "personal") {
  const gw = fakeGateway(handler);
  const port = memoryPort(state, area);
  return { gw, port, identity: createIdentityApi(port, { adapter: gw.adapter }) };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );

describe("SPEC §7 applicationLogin and SPEC §5 login errorCode rules", () => {
  const botcheck = { token: "sbx1.token", action: "login" };

  it("posts username, password and the bot-check fields, without any token; resolves with the pair", async () => {
    const payload = { provider: "sso", clientType: "ecare", requiresIdentitySelection: false };
    const { gw, identity } = api(
      () => json({ ...tokens, errorCode: "no_error", payload }),
      setAnonymousTokens(emptyTokens(), "anonymous", pair("a")),
    );
    await expect(identity.applicationLogin("ecare", { username: "postpaid.owner", password: "Sandbox!2026", botcheck })).resolves.toEqual({
      tokens,
      payload,
    });
    expect(gw.calls[0]).toMatchObject({
      method: "POST",
      path: "/identity/applicationLogin/ecare",
      body: { username: "postpaid.owner", password: "Sandbox!2026", "g-recaptcha-response": "sbx1.token", "g-recaptcha-action": "login" },
    });
    expect(gw.calls[0]!.headers).not.toHaveProperty("authorization");
  });

  it("without a bot-check token the fields are left out (the server decides)", async () => {
    const { gw, identity } = api(() =>
      json({ accessToken: null, refreshToken: null, errorCode: "recaptcha_failed", payload: { reason: "missing" } }),
    );
    const error = await rejection(identity.applicationLogin("shopcbuweb", { username: "u", password: "p", botcheck: null }));
    expect(gw.calls[0]!.body).toEqual({ username: "u", password: "p" });
    expect(error).toMatchObject({ kind: "rejected", code: "recaptcha_failed", status: 200, service: "identity" });
  });

  it.each([
    [{ accessToken: null, refreshToken: null, errorCode: "invalid_credentials", payload: null }, "invalid_credentials"],
    [{ ...tokens, errorCode: "EC1005" }, "EC1005"],
    [{ accessToken: null, refreshToken: null, errorCode: "no_error" }, "missing_access_token"],
    [{ accessToken: "a", errorCode: "no_error" }, "missing_access_token"],
    [{ ...tokens }, "invalid_response"],
    ["<html>", "invalid_response"],
  ])("%j → rejected with code %s", async (body, code) => {
    const { identity } = api(() => json(body));
    const error = await rejection(identity.applicationLogin("shopcbuweb", { username: "u", password: "p", botcheck }));
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: code === "invalid_response" ? "invalid_response" : "rejected", code, payload: body });
  });

  it("SPEC §7 anonymousLogin: no username, only the bot-check token and action name, without any token", async () => {
    const { gw, identity } = api(() => json({ ...tokens, errorCode: "no_error", payload: { provider: "ebuAnonymous" } }), sso());
    const anonymousBotcheck = { token: "sbx1.anon", action: "anonymousLogin" };
    await expect(identity.anonymousLogin("shopebuweb", anonymousBotcheck)).resolves.toEqual({
      tokens,
      payload: { provider: "ebuAnonymous" },
    });
    expect(gw.calls[0]).toMatchObject({
      method: "POST",
      path: "/identity/applicationLogin/shopebuweb",
      body: { "g-recaptcha-response": "sbx1.anon", "g-recaptcha-action": "anonymousLogin" },
    });
    expect(gw.calls[0]!.body).not.toHaveProperty("username");
    expect(gw.calls[0]!.headers).not.toHaveProperty("authorization");
  });

  it("SPEC §7 anonymousLogin names its own action whatever the token was minted for, and without a token sends {}", async () => {
    const { gw, identity } = api(() => json({ accessToken: null, refreshToken: null, errorCode: "recaptcha_failed", payload: null }));
    expect(await rejection(identity.anonymousLogin("shopcbuweb", botcheck))).toMatchObject({ kind: "rejected", code: "recaptcha_failed" });
    expect(gw.calls[0]!.body).toEqual({ "g-recaptcha-response": "sbx1.token", "g-recaptcha-action": "anonymousLogin" });
    await rejection(identity.anonymousLogin("shopcbuweb", null));
    expect(gw.calls[1]!.body).toEqual({});
  });

  it("an HTTP failure of the login is an http GatewayError", async () => {
    const { identity } = api(() => ({ status: 503, statusText: "Service Unavailable", data: "down" }));
    expect(await rejection(identity.anonymousLogin("shopcbuweb", botcheck))).toMatchObject({
      kind: "http",
      status: 503,
      message: "Service Unavailable",
    });
  });
});

describe("SPEC §7 userinfo, logout, contact roles", () => {
  it("userInfo: GET userinfo/{client} with the active token, raw body back", async () => {
    const body = { firstName: "Elena", isAuthenticated: true };
    const { gw, identity } = api(() => json(body), sso());
    await expect(identity.userInfo("shopcbuweb")).resolves.toEqual(body);
    expect(gw.calls[0]).toMatchObject({ method: "GET", path: "/identity/userinfo/shopcbuweb" });
    expect(gw.calls[0]!.headers.authorization).toBe("Bearer base-access");
  });

  it("userInfo: a body that is not a JSON object → invalid_response", async () => {
    const { identity } = api(() => json("<html>"), sso());
    expect(await rejection(identity.userInfo("shopcbuweb"))).toMatchObject({ kind: "invalid_response", status: 200 });
  });

  it("logout: POST with the base tokens forced, credentials included; afterLogoutUrl read", async () => {
    const state = setExtendedTokens(sso(), "shopEBU", pair("ebu"));
    const { gw, identity } = api(() => json({ afterLogoutUrl: "https://www.example.ro/bye" }), state, "business");
    await expect(identity.logout("shopebuweb")).resolves.toEqual({ afterLogoutUrl: "https://www.example.ro/bye" });
    expect(gw.calls[0]).toMatchObject({ method: "POST", path: "/identity/logout/shopebuweb", withCredentials: true });
    expect(gw.calls[0]!.headers.authorization).toBe("Bearer base-access");
  });

  it.each([{ afterLogoutUrl: null }, { afterLogoutUrl: "" }, {}, ""])("logout answer %j → afterLogoutUrl null", async (body) => {
    const { identity } = api(() => json(body), sso());
    await expect(identity.logout("shopcbuweb")).resolves.toEqual({ afterLogoutUrl: null });
  });

  it("contactRoles: GET /contact-roles, the list of objects", async () => {
    const roles = [
      { id: "idn-015-cbu", ban: "600000901" },
      { id: "idn-015-ebu", ban: "610000902" },
    ];
    const { gw, identity } = api(() => json({ contactRoles: [...roles, "junk"] }), sso());
    await expect(identity.contactRoles()).resolves.toEqual(roles);
    expect(gw.calls[0]!.path).toBe("/identity/contact-roles");
  });

  it("contactRoles needs a signed-in user: anonymous → refused before sending", async () => {
    const { gw, identity } = api(() => json({ contactRoles: [] }), setAnonymousTokens(emptyTokens(), "anonymous", pair("a")));
    expect(await rejection(identity.contactRoles())).toMatchObject({ kind: "unauthorized", code: "authentication_required" });
    expect(gw.calls).toHaveLength(0);
  });
});

describe("SPEC §7 identity selection (SPEC §4 'tokens are swapped, then extended tokens loaded')", () => {
  const swapped = { ...tokens, expiresIn: 900, errorCode: "no_error", payload: { identityId: "idn-015-ebu", role: "Chooser" } };

  it("selectIdentity: POST selectedidentity/{client} with the body, base tokens, credentials, optional AuthProvider header", async () => {
    const { gw, identity } = api(() => json(swapped), setExtendedTokens(sso(), "shopCBU", pair("cbu")));
    const body = { changedBanId: "610000902", role: "Chooser" as const, customerType: "EBU" as const };
    await expect(identity.selectIdentity("shopebuweb", body, { authProvider: "sso" })).resolves.toEqual({
      tokens,
      payload: swapped.payload,
    });
    expect(gw.calls[0]).toMatchObject({ method: "POST", path: "/identity/selectedidentity/shopebuweb", body, withCredentials: true });
    expect(gw.calls[0]!.headers).toMatchObject({ authorization: "Bearer base-access", authprovider: "sso" });
  });

  it("selectIdentity without the option sends no AuthProvider header", async () => {
    const { gw, identity } = api(() => json(swapped), sso());
    await identity.selectIdentity("shopcbuweb", { changedBanId: "600000901" });
    expect(gw.calls[0]!.headers).not.toHaveProperty("authprovider");
  });

  it("selectIdentity: 404 for a BAN the user does not hold is an http error with the code", async () => {
    const { identity } = api(
      () => json({ "@type": "Error", code: "Not found", message: "No such identity for this user.", status: "404" }, 404),
      sso(),
    );
    expect(await rejection(identity.selectIdentity("shopcbuweb", { changedBanId: "1" }))).toMatchObject({
      kind: "http",
      status: 404,
      code: "Not found",
      message: "No such identity for this user.",
    });
  });

  it("selectIdentityForCustomerType: POST selectIdentity/{type}, body = the LAST identity of the list", async () => {
    const list = [
      { id: "idn-015-cbu", ban: "600000901" },
      { id: "idn-015-ebu", ban: "610000902" },
    ];
    const { gw, identity } = api(() => json(swapped), sso());
    await expect(identity.selectIdentityForCustomerType("EBU", list, { authProvider: "sso" })).resolves.toMatchObject({ tokens });
    expect(gw.calls[0]).toMatchObject({ path: "/identity/selectIdentity/EBU", body: list[1], withCredentials: true });
    expect(gw.calls[0]!.headers.authprovider).toBe("sso");
  });

  it("selectIdentityForCustomerType with an empty list → rejected without a call", async () => {
    const { gw, identity } = api(() => json(swapped), sso());
    expect(await rejection(identity.selectIdentityForCustomerType("CBU", []))).toMatchObject({ kind: "rejected", code: "no_identity" });
    expect(gw.calls).toHaveLength(0);
  });

  it("convertToken: GET convert-token?client=…, base tokens, credentials; the extended pair and its type", async () => {
    const { gw, identity } = api(
      () => json({ ...tokens, expiresIn: 900, clientType: "shopebuweb", errorCode: "no_error" }),
      setExtendedTokens(sso(), "shopCBU", pair("cbu")),
    );
    await expect(identity.convertToken("shopebuweb")).resolves.toEqual({ tokens, clientType: "shopEBU" });
    expect(gw.calls[0]).toMatchObject({ method: "GET", path: "/identity/convert-token?client=shopebuweb", withCredentials: true });
    expect(gw.calls[0]!.headers.authorization).toBe("Bearer base-access");
  });

  it.each([
    [{ status: 201, data: { ...tokens } }, "http"],
    [{ status: 200, data: "<html>" }, "invalid_response"],
    [{ status: 200, data: { errorCode: "no_error" } }, "rejected"],
  ])("convertToken %j → %s (SPEC §7 'expects 200 and JSON, else the response is thrown')", async (reply, kind) => {
    const { identity } = api(() => reply, sso());
    expect(await rejection(identity.convertToken("shopcbuweb"))).toMatchObject({ kind });
  });
});

describe("SPEC §7 continueOnboarding, eligible flows", () => {
  it("continueOnboarding: POST {profile} with bot-check action customerInfoUpdate", async () => {
    const { gw, identity } = api(() => json({ errorCode: "no_error", payload: { firstName: "Ana" } }), sso());
    const profile = { firstName: "Ana", lastName: "Pop", email: "ana@example.ro" };
    await expect(identity.continueOnboarding(profile, { token: "sbx1.t", action: ONBOARDING_BOTCHECK_ACTION })).resolves.toEqual({
      firstName: "Ana",
    });
    expect(ONBOARDING_BOTCHECK_ACTION).toBe("customerInfoUpdate");
    expect(gw.calls[0]).toMatchObject({
      method: "POST",
      path: "/identity/continueOnboarding",
      body: { profile, "g-recaptcha-response": "sbx1.t", "g-recaptcha-action": "customerInfoUpdate" },
    });
  });

  it("continueOnboarding: errorCode other than no_error → rejected", async () => {
    const { identity } = api(() => json({ errorCode: "recaptcha_failed" }), sso());
    expect(await rejection(identity.continueOnboarding({}, null))).toMatchObject({ kind: "rejected", code: "recaptcha_failed" });
  });

  it.each([
    ["CBU", ["ACQ", "RET", "MNP"], ["RET", "MNP", "ACQ"]],
    ["EBU", ["ACQ", "MFP", "MNP"], ["MFP", "MNP", "ACQ"]],
  ] as const)(
    "eligibleFlows(%s): GET eligible-flows/{type}?dmp=true with the customer-type header; ACQ last (SPEC §4)",
    async (customerType, flows, ordered) => {
      const { gw, identity } = api(() => json({ customerType, flows }), sso());
      await expect(identity.eligibleFlows(customerType)).resolves.toEqual(ordered);
      expect(gw.calls[0]).toMatchObject({ method: "GET", path: `/identity/eligible-flows/${customerType}?dmp=true` });
      expect(gw.calls[0]!.headers["x-customer-type"]).toBe(customerType);
    },
  );

  it("eligibleFlows: an answer without a flows list → invalid_response", async () => {
    const { identity } = api(() => json({ customerType: "CBU" }), sso());
    expect(await rejection(identity.eligibleFlows("CBU"))).toMatchObject({ kind: "invalid_response" });
  });
});

describe("SPEC §7 POST /dxl-sso-webuser/webuser-name {family_name, given_name}; on failure returns status false", () => {
  const name = { givenName: " Ioana ", familyName: "Marin" };
  const echo = { status: true, webUserName: { given_name: "Ioana", family_name: "Marin" } };
  const expired = () => json({ "@type": "Error", code: "token_expired", message: "Access token expired", status: "401" }, 401);

  it("posts the trimmed names to the webuser back end with the signed-in token; status true with the stored names", async () => {
    const { gw, identity } = api(() => json(echo), sso());
    await expect(identity.updateWebUserName(name)).resolves.toEqual({
      status: true,
      webUserName: { givenName: "Ioana", familyName: "Marin" },
    });
    expect(gw.calls).toHaveLength(1);
    expect(gw.calls[0]).toMatchObject({ method: "POST", path: "/dxl-sso-webuser/webuser-name" });
    expect(gw.calls[0]!.body).toEqual({ family_name: "Marin", given_name: "Ioana" });
    expect(gw.calls[0]!.headers).toMatchObject({ authorization: "Bearer base-access", "content-type": "application/json" });
  });

  it("the names the answer echoes win over those sent", async () => {
    const { identity } = api(() => json({ status: true, webUserName: { given_name: "IOANA", family_name: "MARIN" } }), sso());
    await expect(identity.updateWebUserName(name)).resolves.toEqual({
      status: true,
      webUserName: { givenName: "IOANA", familyName: "MARIN" },
    });
  });

  it.each([{ status: true }, {}, { webUserName: "postpaid.owner" }, { webUserName: { given_name: "Ioana" } }])(
    "a 2xx answer %j without both names → status true with the names sent",
    async (body) => {
      const { identity } = api(() => json(body), sso());
      await expect(identity.updateWebUserName(name)).resolves.toEqual({
        status: true,
        webUserName: { givenName: "Ioana", familyName: "Marin" },
      });
    },
  );

  it.each([
    ["a 500", () => json({ code: "internal_error", message: "boom" }, 500), { kind: "http", status: 500, code: "internal_error" }],
    ["a 400", () => json({ code: "invalid_body", message: "body.given_name: Too small" }, 400), { kind: "http", code: "invalid_body" }],
    ["200 status false", () => json({ status: false }), { kind: "rejected", code: "status_false", status: 200 }],
    ["200 status false with an errorCode", () => json({ status: false, errorCode: "EC42" }), { kind: "rejected", code: "EC42" }],
    ["a non-JSON 200", () => json("<html>"), { kind: "invalid_response", status: 200 }],
    ["no answer", () => ({ network: true as const }), { kind: "network", status: 0 }],
    ["a timeout", () => ({ timeout: true as const }), { kind: "timeout" }],
  ])("%s → status false with the error, never a rejection", async (_label, reply, error) => {
    const { identity } = api(reply, sso());
    const result = await identity.updateWebUserName(name);
    expect(result.status).toBe(false);
    expect(!result.status && result.error).toBeInstanceOf(GatewayError);
    expect(!result.status && result.error).toMatchObject({ ...error, service: "webuser" });
  });

  it("401 and a failed refresh → status false unauthorized, session expired, not resent", async () => {
    const { gw, port, identity } = api(
      (req) => (req.path.startsWith("/identity/refresh/") ? json({ code: "token_revoked" }, 401) : expired()),
      sso(),
    );
    const result = await identity.updateWebUserName(name);
    expect(result.status).toBe(false);
    expect(!result.status && result.error).toMatchObject({ kind: "unauthorized", status: 401, code: "token_expired" });
    expect(gw.on("/identity/refresh/")).toHaveLength(1);
    expect(gw.on("/dxl-sso-webuser/")).toHaveLength(1);
    expect(port.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("401 and a good refresh → resent once with the new token, status true", async () => {
    const fresh = { accessToken: "new-access", refreshToken: "new-refresh" };
    const { gw, identity } = api((req) => {
      if (req.path.startsWith("/identity/refresh/")) return json({ ...fresh, expiresIn: 900, baseTokens: fresh });
      return req.headers.authorization === "Bearer new-access" ? json(echo) : expired();
    }, sso());
    await expect(identity.updateWebUserName(name)).resolves.toMatchObject({ status: true });
    expect(gw.on("/dxl-sso-webuser/").map((c) => c.headers.authorization)).toEqual(["Bearer base-access", "Bearer new-access"]);
  });

  it("without a signed-in user → status false authentication_required, nothing sent", async () => {
    const { gw, identity } = api(() => json(echo), setAnonymousTokens(emptyTokens(), "anonymous", pair("a")));
    const result = await identity.updateWebUserName(name);
    expect(result).toMatchObject({ status: false, error: { kind: "unauthorized", code: "authentication_required" } });
    expect(gw.calls).toHaveLength(0);
  });
});
