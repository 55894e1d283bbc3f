import { GatewayError } from "../../../src/clients/gateway/errors";
import { createOtcApi, EMAIL_CLIENT_ID, OTC_CLIENT_IDS, OTC_SMS_BOTCHECK_ACTION, type OtcChannel } from "../../../src/clients/gateway/otc";
import { emptyTokens, setAnonymousTokens, setBaseTokens, type AuthTokens } from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, json, memoryPort, type Handler } from "./fakeGateway";

function api(handler: Handler, state: AuthTokens = emptyTokens()) {
  const gw = fakeGateway(handler);
  return { gw, otc: createOtcApi(memoryPort(state), { adapter: gw.adapter }) };
}
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );
const botcheck = { token: "sbx1.sms", action: OTC_SMS_BOTCHECK_ACTION };

describe("SPEC §7 sendValidationSms", () => {
  const sent = () => json({ errorCode: "no_error", payload: { msisdn: "0722000101", expiresIn: 300 } });

  it("POST …/dxl-otc/otc/sendValidationSms with {payload:{msisdn}} and the bot-check fields (action otcSendValidationSms)", async () => {
    const { gw, otc } = api(sent);
    await expect(otc.sendValidationSms("0722000101", botcheck, "shop")).resolves.toEqual({ msisdn: "0722000101", expiresIn: 300 });
    expect(gw.calls[0]).toMatchObject({
      method: "POST",
      path: "/dxl-otc/otc/sendValidationSms",
      body: { payload: { msisdn: "0722000101" }, "g-recaptcha-response": "sbx1.sms", "g-recaptcha-action": "otcSendValidationSms" },
    });
    expect(gw.calls[0]!.headers["content-type"]).toBe("application/json");
  });

  it.each<[OtcChannel, string, boolean]>([
    ["shop", "shopcbuweb", true],
    ["ecare", "ecare", false],
    ["business", "shopebuweb", false],
  ])("channel %s: client-id %s; trace-transaction-id only for the first channel (%s)", async (channel, clientId, traced) => {
    const { gw, otc } = api(sent);
    await otc.sendValidationSms("0722000101", botcheck, channel);
    await otc.sendValidationSms("0722000101", botcheck, channel);
    const [a, b] = gw.calls.map((c) => c.headers);
    expect(a!["client-id"]).toBe(clientId);
    if (traced) {
      expect(a!["trace-transaction-id"]).toMatch(/^[0-9a-f-]{32,36}$/);
      expect(b!["trace-transaction-id"]).not.toBe(a!["trace-transaction-id"]);
    } else {
      expect(a).not.toHaveProperty("trace-transaction-id");
    }
  });

  it("one distinct client-id per channel", () => {
    expect(new Set(Object.values(OTC_CLIENT_IDS)).size).toBe(Object.keys(OTC_CLIENT_IDS).length);
  });

  it.each(["cannot_send_sms", "sms_blocked", "recaptcha_failed"])("errorCode %s → rejected with that code", async (code) => {
    const { otc } = api(() => json({ errorCode: code, payload: null }));
    const error = await rejection(otc.sendValidationSms("0799999900", botcheck, "shop"));
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: "rejected", code, service: "otc" });
  });

  it("the rejection carries the trace-transaction-id the request was sent with (SPEC §3 transactionId)", async () => {
    const { gw, otc } = api(() => json({ errorCode: "sms_blocked" }));
    const error = await rejection(otc.sendValidationSms("0722000101", botcheck, "shop"));
    expect(error.transactionId).toBe(gw.calls[0]!.headers["trace-transaction-id"]);
  });

  it.each([
    [{ network: true as const }, "network"],
    [{ timeout: true as const }, "timeout"],
    [{ status: 502, statusText: "Bad Gateway", data: "<html>Bad gateway</html>" }, "http"],
  ])("errors are rethrown as GatewayError: %j → %s", async (reply, kind) => {
    const { otc } = api(() => reply);
    expect(await rejection(otc.sendValidationSms("0722000101", botcheck, "business"))).toMatchObject({ kind, service: "otc" });
  });
});

describe("SPEC §7 one-time-code sign-in (validate)", () => {
  it("POST validate with {payload:{msisdn, code}, client} → the otc pair", async () => {
    const { gw, otc } = api(() =>
      json({ errorCode: "no_error", accessToken: "at", refreshToken: "rt", payload: { provider: "otc", isCustomer: true } }),
    );
    await expect(otc.validateCode("0722000101", "123456", "shopebuweb")).resolves.toEqual({ accessToken: "at", refreshToken: "rt" });
    expect(gw.calls[0]).toMatchObject({
      path: "/dxl-otc/otc/validate",
      body: { payload: { msisdn: "0722000101", code: "123456" }, client: "shopebuweb" },
    });
  });
  it.each([
    [{ errorCode: "code_expired", accessToken: null, refreshToken: null }, "code_expired"],
    [{ errorCode: "GenericError", accessToken: null, refreshToken: null }, "GenericError"],
    [{ errorCode: "no_error", accessToken: null, refreshToken: null }, "missing_access_token"],
  ])("%j → rejected %s", async (body, code) => {
    const { otc } = api(() => json(body));
    expect(await rejection(otc.validateCode("0722000101", "000000", "shopcbuweb"))).toMatchObject({ kind: "rejected", code });
  });
});

describe("SPEC §7 e-mail verification (client-id digitalfirst) and SPEC §5 'succeeds only on no_error'", () => {
  const signedIn = setBaseTokens(emptyTokens(), pair("base"));

  it("sendValidationEmail posts {payload:{email}} with client-id digitalfirst and the user's token", async () => {
    const { gw, otc } = api(() => json({ errorCode: "no_error", payload: { email: "nou@example.ro", expiresIn: 300 } }), signedIn);
    await otc.sendValidationEmail("nou@example.ro");
    expect(gw.calls[0]).toMatchObject({ path: "/dxl-otc/otc/sendValidationEmail", body: { payload: { email: "nou@example.ro" } } });
    expect(gw.calls[0]!.headers).toMatchObject({ "client-id": EMAIL_CLIENT_ID, authorization: "Bearer base-access" });
    expect(EMAIL_CLIENT_ID).toBe("digitalfirst");
  });

  it("sendValidationEmail: sms_blocked → rejected", async () => {
    const { otc } = api(() => json({ errorCode: "sms_blocked", payload: null }), signedIn);
    expect(await rejection(otc.sendValidationEmail("nou@example.ro"))).toMatchObject({ kind: "rejected", code: "sms_blocked" });
  });

  it.each([
    [{ errorCode: "no_error" }, true],
    [{ errorCode: "code_expired" }, false],
    [{ errorCode: "GenericError" }, false],
    [{}, false],
  ])("validateEmail answer %j → %s", async (body, expected) => {
    const { gw, otc } = api(() => json(body), signedIn);
    await expect(otc.validateEmail("nou@example.ro", "123456", "postpaid.owner")).resolves.toBe(expected);
    expect(gw.calls[0]).toMatchObject({
      path: "/dxl-otc/otc/validateEmail",
      body: { payload: { email: "nou@example.ro", code: "123456" }, username: "postpaid.owner" },
    });
    expect(gw.calls[0]!.headers["client-id"]).toBe("digitalfirst");
  });

  it("e-mail calls wrap errors (SPEC §8): a 500 is a GatewayError, not a false", async () => {
    const { otc } = api(() => json({ code: "internal_error", message: "boom" }, 500), signedIn);
    expect(await rejection(otc.validateEmail("a@b.ro", "1", "u"))).toMatchObject({ kind: "http", status: 500, code: "internal_error" });
  });

  it("e-mail calls need a signed-in user", async () => {
    const { gw, otc } = api(() => json({ errorCode: "no_error" }), setAnonymousTokens(emptyTokens(), "anonymous", pair("a")));
    expect(await rejection(otc.sendValidationEmail("a@b.ro"))).toMatchObject({ kind: "unauthorized" });
    expect(gw.calls).toHaveLength(0);
  });
});
