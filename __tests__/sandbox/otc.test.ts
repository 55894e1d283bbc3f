// One-time codes: SMS send → outbox → validate → otc tokens; expiry, blocking, bad numbers; e-mail codes.
import { startTestSandbox, type TestSandbox } from "./support/sandbox";

describe("otc", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  const sendSms = async (msisdn: string, extra: Record<string, unknown> = {}) =>
    t.request("POST", "/dxl-otc/otc/sendValidationSms", {
      body: {
        payload: { msisdn },
        "g-recaptcha-response": await t.botToken("otcSendValidationSms"),
        "g-recaptcha-action": "otcSendValidationSms",
        ...extra,
      },
      headers: { "client-id": "shopcbuweb" },
    });
  const lastCode = async (to: string): Promise<string> =>
    (await t.request("GET", `/sandbox/outbox?to=${encodeURIComponent(to)}`)).body.messages[0].code;

  it("sends a code that only the outbox shows, and signs in with otc tokens", async () => {
    const sent = await sendSms("+40 722 000 101");
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ errorCode: "no_error", payload: { msisdn: "0722000101", expiresIn: 300 } });
    expect(sent.text).not.toMatch(/\b\d{6}\b/);

    const outbox = await t.request("GET", "/sandbox/outbox?to=0722000101");
    expect(outbox.body.messages).toHaveLength(1);
    const { code, channel, text } = outbox.body.messages[0];
    expect(channel).toBe("sms");
    expect(code).toMatch(/^\d{6}$/);
    expect(text).toContain(code);

    const v = await t.request("POST", "/dxl-otc/otc/validate", {
      body: { payload: { msisdn: "0722000101", code } },
      headers: { "client-id": "shopebuweb" },
    });
    expect(v.body).toMatchObject({ errorCode: "no_error", payload: { provider: "otc", clientType: "shopebuweb", isCustomer: true } });
    const me = await t.request("GET", "/identity/userinfo/shopebuweb", { token: v.body.accessToken, provider: "otc" });
    expect(me.body).toMatchObject({
      authProvider: "otc",
      isAuthenticated: true,
      phoneNumber: "0722000101",
      ssoRoles: [],
      // A one-time-code session gets no BANs, CNP or addresses (otc-claims.test.ts).
      selectedBan: null,
    });

    const again = await t.request("POST", "/dxl-otc/otc/validate", { body: { payload: { msisdn: "0722000101", code } } });
    expect(again.body.errorCode).toBe("GenericError");
  });

  it("signs in a prospect whose number is not a customer", async () => {
    await sendSms("0755123456");
    const v = await t.request("POST", "/dxl-otc/otc/validate", {
      body: { payload: { msisdn: "0755123456", code: await lastCode("0755123456") }, client: "shopcbuweb" },
    });
    expect(v.body.payload).toMatchObject({ isCustomer: false });
    const me = await t.request("GET", "/identity/userinfo/shopcbuweb", { token: v.body.accessToken, provider: "otc" });
    expect(me.body).toMatchObject({ phoneNumber: "0755123456", eligibleFlows: ["ACQ", "MNP"], selectedBan: null });
  });

  it("answers GenericError to a wrong code and burns the code after 5 wrong tries", async () => {
    await sendSms("0722000301");
    const code = await lastCode("0722000301");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const r = await t.request("POST", "/dxl-otc/otc/validate", { body: { payload: { msisdn: "0722000301", code: wrong } } });
      expect(r.body.errorCode).toBe("GenericError");
    }
    // The number is locked for the attempt window (EC1005, attempt-limits.test.ts); once it lifts, the code is still burnt.
    const locked = await t.request("POST", "/dxl-otc/otc/validate", { body: { payload: { msisdn: "0722000301", code } } });
    expect(locked.body.errorCode).toBe("EC1005");
    t.clock.advance(15 * 60 * 1000);
    const late = await t.request("POST", "/dxl-otc/otc/validate", { body: { payload: { msisdn: "0722000301", code } } });
    expect(late.body.errorCode).toBe("GenericError");
  });

  it("answers code_expired after the code TTL", async () => {
    await sendSms("0733000201");
    const code = await lastCode("0733000201");
    t.clock.advance(5 * 60 * 1000);
    const r = await t.request("POST", "/dxl-otc/otc/validate", { body: { payload: { msisdn: "0733000201", code } } });
    expect(r.body).toMatchObject({ errorCode: "code_expired", accessToken: null });
  });

  it("answers sms_blocked to the 4th send within 10 minutes, and sends again later", async () => {
    for (let i = 0; i < 3; i++) expect((await sendSms("0722555666")).body.errorCode).toBe("no_error");
    const blocked = await sendSms("0722555666");
    expect(blocked.body.errorCode).toBe("sms_blocked");
    expect((await t.request("GET", "/sandbox/outbox?to=0722555666")).body.messages).toHaveLength(3);
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await sendSms("0722555666")).body.errorCode).toBe("no_error");
  });

  it.each(["12345", "0212345678", "0799999901", "null"])("answers cannot_send_sms for %s", async (msisdn) => {
    const r = await sendSms(msisdn);
    expect(r.status).toBe(200);
    expect(r.body.errorCode).toBe("cannot_send_sms");
  });

  it("needs the otcSendValidationSms bot-check", async () => {
    const none = await t.request("POST", "/dxl-otc/otc/sendValidationSms", { body: { payload: { msisdn: "0722000101" } } });
    expect(none.body).toMatchObject({ errorCode: "recaptcha_failed", payload: { reason: "missing" } });
    const wrong = await t.request("POST", "/dxl-otc/otc/sendValidationSms", {
      body: { payload: { msisdn: "0722000101" }, "g-recaptcha-response": await t.botToken("login"), "g-recaptcha-action": "login" },
    });
    expect(wrong.body.payload.reason).toBe("wrong_action");
    const viaHeader = await t.request("POST", "/dxl-otc/otc/sendValidationSms", {
      body: { payload: { msisdn: "0722000102" } },
      headers: { "g-recaptcha-response": await t.botToken("otcSendValidationSms") },
    });
    expect(viaHeader.body.errorCode).toBe("no_error");
  });

  it("rejects malformed OTC bodies with 400", async () => {
    expect((await t.request("POST", "/dxl-otc/otc/sendValidationSms", { body: { msisdn: "0722000101" } })).status).toBe(400);
    expect((await t.request("POST", "/dxl-otc/otc/validate", { body: { payload: { msisdn: "0722000101" } } })).status).toBe(400);
    expect(
      (await t.request("POST", "/dxl-otc/otc/validate", { body: { payload: { msisdn: "0722000101", code: "1" }, client: "ecare" } }))
        .status,
    ).toBe(400);
  });

  it("verifies an e-mail address for a signed-in user", async () => {
    const { accessToken } = await t.login("postpaid.owner");
    const anon = await t.request("POST", "/dxl-otc/otc/sendValidationEmail", { body: { payload: { email: "nou@example.ro" } } });
    expect(anon.status).toBe(401);
    const sent = await t.request("POST", "/dxl-otc/otc/sendValidationEmail", {
      token: accessToken,
      body: { payload: { email: "Nou@Example.ro" } },
    });
    expect(sent.body.errorCode).toBe("no_error");
    const mail = (await t.request("GET", "/sandbox/outbox?to=nou@example.ro")).body.messages[0];
    expect(mail).toMatchObject({ channel: "email", subject: expect.any(String) });
    const wrong = await t.request("POST", "/dxl-otc/otc/validateEmail", {
      token: accessToken,
      body: { payload: { email: "nou@example.ro", code: "x" }, username: "postpaid.owner" },
    });
    expect(wrong.body.errorCode).toBe("GenericError");
    const ok = await t.request("POST", "/dxl-otc/otc/validateEmail", {
      token: accessToken,
      body: { payload: { email: "nou@example.ro", code: mail.code }, username: "postpaid.owner" },
    });
    expect(ok.body).toEqual({ errorCode: "no_error" });
    expect(t.sb.db.prepare("SELECT user_id FROM otc_verified_emails WHERE email = ?").pluck().get("nou@example.ro")).toBe("usr-001");
    expect(
      (await t.request("POST", "/dxl-otc/otc/sendValidationEmail", { token: accessToken, body: { payload: { email: "not-an-email" } } }))
        .status,
    ).toBe(400);
  });

  it("clears the outbox", async () => {
    await t.request("DELETE", "/sandbox/outbox");
    expect((await t.request("GET", "/sandbox/outbox")).body.messages).toEqual([]);
  });
});
