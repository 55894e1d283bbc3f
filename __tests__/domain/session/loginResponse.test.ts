import {
  INVALID_RESPONSE,
  MISSING_ACCESS_TOKEN,
  readConvertTokenResponse,
  readLoginResponse,
  readRefreshResponse,
  readSelectedIdentityResponse,
  readTokenPair,
} from "../../../src/domain/session/loginResponse";

const tokens = { accessToken: "at", refreshToken: "rt" };

describe("SPEC §5 login: errorCode other than no_error rejects; missing tokens gives missing_access_token", () => {
  it("no_error with both tokens → the pair and the payload", () => {
    const payload = { provider: "sso", requiresIdentitySelection: false };
    expect(readLoginResponse({ ...tokens, errorCode: "no_error", payload })).toEqual({ ok: true, tokens, payload });
  });
  it("a missing payload is null", () => {
    expect(readLoginResponse({ ...tokens, errorCode: "no_error" })).toEqual({ ok: true, tokens, payload: null });
  });
  it("keeps only the two tokens of the pair", () => {
    const answer = readLoginResponse({ ...tokens, errorCode: "no_error", expiresIn: 900 });
    expect(answer.ok && answer.tokens).toEqual(tokens);
  });
  it.each([
    [{ accessToken: null, refreshToken: null, errorCode: "invalid_credentials", payload: null }, "invalid_credentials"],
    [{ accessToken: null, refreshToken: null, errorCode: "recaptcha_failed", payload: { reason: "expired" } }, "recaptcha_failed"],
    [{ ...tokens, errorCode: "sms_blocked" }, "sms_blocked"],
    [{ ...tokens, errorCode: "EC1005" }, "EC1005"],
  ])("%j rejects with %s, even with tokens", (body, code) => {
    expect(readLoginResponse(body)).toEqual({ ok: false, errorCode: code });
  });
  it.each([
    { errorCode: "no_error" },
    { errorCode: "no_error", accessToken: "at" },
    { errorCode: "no_error", refreshToken: "rt" },
    { errorCode: "no_error", accessToken: "", refreshToken: "rt" },
    { errorCode: "no_error", accessToken: "at", refreshToken: null },
    { errorCode: "no_error", accessToken: 1, refreshToken: 2 },
  ])("no_error but %j → missing_access_token", (body) => {
    expect(readLoginResponse(body)).toEqual({ ok: false, errorCode: MISSING_ACCESS_TOKEN });
  });
  it.each([
    null,
    undefined,
    "<html>",
    42,
    [tokens],
    tokens,
    { ...tokens, errorCode: null },
    { ...tokens, errorCode: "" },
    { ...tokens, errorCode: 7 },
  ])("%p (not JSON, or no errorCode) → invalid_response", (body) => {
    expect(readLoginResponse(body)).toEqual({ ok: false, errorCode: INVALID_RESPONSE });
  });
});

describe("SPEC §7 selectedidentity answer (tokens swapped)", () => {
  it("tokens + payload; errorCode may be absent", () => {
    const payload = { identityId: "idn-015-ebu", selectedBan: "610000902", role: "Chooser", customerType: "EBU" };
    expect(readSelectedIdentityResponse({ ...tokens, expiresIn: 900, errorCode: "no_error", payload })).toEqual({
      ok: true,
      tokens,
      payload,
    });
    expect(readSelectedIdentityResponse(tokens)).toEqual({ ok: true, tokens, payload: null });
  });
  it("a present errorCode other than no_error rejects; no tokens → missing_access_token", () => {
    expect(readSelectedIdentityResponse({ ...tokens, errorCode: "Not found" })).toEqual({ ok: false, errorCode: "Not found" });
    expect(readSelectedIdentityResponse({ errorCode: "no_error" })).toEqual({ ok: false, errorCode: MISSING_ACCESS_TOKEN });
    expect(readSelectedIdentityResponse("ok")).toEqual({ ok: false, errorCode: INVALID_RESPONSE });
  });
});

describe("SPEC §7 convert-token answer", () => {
  it.each([
    ["shopebuweb", "shopEBU"],
    ["shopcbuweb", "shopCBU"],
    ["tobi", "tobi"],
    ["ecare", null],
    [undefined, null],
  ])("clientType %p → %p", (client, clientType) => {
    expect(readConvertTokenResponse({ ...tokens, clientType: client, errorCode: "no_error" })).toEqual({ ok: true, tokens, clientType });
  });
  it("rejects like the others", () => {
    expect(readConvertTokenResponse({ errorCode: "no_error" })).toEqual({ ok: false, errorCode: MISSING_ACCESS_TOKEN });
    expect(readConvertTokenResponse({ ...tokens, errorCode: "EC1005" })).toEqual({ ok: false, errorCode: "EC1005" });
  });
});

describe("SPEC §7 refresh answer (accessToken, refreshToken, baseTokens) and §8 'invalid response'", () => {
  const base = { accessToken: "bat", refreshToken: "brt" };
  it("both tokens, baseTokens read", () => {
    expect(readRefreshResponse({ ...tokens, expiresIn: 900, baseTokens: base })).toEqual({ ok: true, tokens, baseTokens: base });
  });
  it("baseTokens may be absent", () => {
    expect(readRefreshResponse(tokens)).toEqual({ ok: true, tokens, baseTokens: null });
    expect(readRefreshResponse({ ...tokens, baseTokens: null, errorCode: "no_error" })).toEqual({ ok: true, tokens, baseTokens: null });
  });
  it.each([
    null,
    "<html>",
    [],
    {},
    { accessToken: "at" },
    { refreshToken: "rt" },
    { accessToken: "", refreshToken: "rt" },
    { ...tokens, baseTokens: { accessToken: "x" } },
    { ...tokens, baseTokens: "yes" },
    { ...tokens, errorCode: "invalid_refresh_token" },
  ])("%j is invalid", (body) => {
    expect(readRefreshResponse(body)).toEqual({ ok: false });
  });
  it("readTokenPair wants two non-empty strings", () => {
    expect(readTokenPair(tokens)).toEqual(tokens);
    expect(readTokenPair({ accessToken: "a", refreshToken: "" })).toBeNull();
  });
});
