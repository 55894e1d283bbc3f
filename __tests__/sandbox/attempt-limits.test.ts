// Attempt limits (sandbox/src/auth/attempts.ts): at most 5 failed sign-ins per 15 minutes, per username for the
// password and per number for the one-time code; the next attempt in the window is refused without checking anything,
// HTTP 200 with the SPEC §8 login code EC1005. Only failures count; a success clears the count.
import { PASSWORD, startTestSandbox, type TestSandbox } from "./support/sandbox";

const MINUTE = 60 * 1000;
const WINDOW = 15 * MINUTE;

describe("SPEC §8 EC1005: attempt limits", () => {
  let t: TestSandbox;
  beforeEach(async () => {
    t = await startTestSandbox();
  });
  afterEach(() => t.close());

  async function passwordLogin(username: string, password: string) {
    const r = await t.request("POST", "/identity/applicationLogin/ecare", {
      body: { username, password, "g-recaptcha-response": await t.botToken("login"), "g-recaptcha-action": "login" },
    });
    expect(r.status).toBe(200);
    return r.body as { errorCode: string; accessToken: string | null; payload: any };
  }

  const failLogin = async (username: string, times: number) => {
    for (let i = 0; i < times; i++) expect((await passwordLogin(username, "not-the-password")).errorCode).toBe("invalid_credentials");
  };

  async function sendCode(msisdn: string): Promise<string> {
    const sent = await t.request("POST", "/dxl-otc/otc/sendValidationSms", {
      body: {
        payload: { msisdn },
        "g-recaptcha-response": await t.botToken("otcSendValidationSms"),
        "g-recaptcha-action": "otcSendValidationSms",
      },
    });
    expect(sent.body.errorCode).toBe("no_error");
    return (await t.request("GET", `/sandbox/outbox?to=${msisdn}`)).body.messages[0].code;
  }

  async function validate(msisdn: string, code: string) {
    const r = await t.request("POST", "/dxl-otc/otc/validate", { body: { payload: { msisdn, code } } });
    expect(r.status).toBe(200);
    return r.body as { errorCode: string; accessToken: string | null; payload: any };
  }
  const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");

  describe("password sign-in, per username", () => {
    it("SPEC §8: after 5 failures the 6th attempt is EC1005 even with the right password, without tokens", async () => {
      await failLogin("postpaid.owner", 5);
      const locked = await passwordLogin("postpaid.owner", PASSWORD);
      expect(locked).toEqual({ accessToken: null, refreshToken: null, errorCode: "EC1005", payload: { retryAfterSeconds: 900 } });
      // Refused attempts are not counted: the lock lifts when the first failure leaves the window.
      t.clock.advance(10 * MINUTE);
      expect((await passwordLogin("postpaid.owner", PASSWORD)).payload).toEqual({ retryAfterSeconds: 300 });
    });

    it("SPEC §8: the window slides on the sandbox clock: the lock lifts 15 minutes after the oldest counted failure", async () => {
      await failLogin("prepaid.owner", 1);
      t.clock.advance(5 * MINUTE);
      await failLogin("prepaid.owner", 4);
      expect((await passwordLogin("prepaid.owner", PASSWORD)).errorCode).toBe("EC1005");
      t.clock.advance(WINDOW - 5 * MINUTE - 1);
      expect((await passwordLogin("prepaid.owner", PASSWORD)).errorCode).toBe("EC1005");
      t.clock.advance(1);
      // One failure has left the window: one more try is allowed, and a failure there locks again at once.
      await failLogin("prepaid.owner", 1);
      expect((await passwordLogin("prepaid.owner", PASSWORD)).errorCode).toBe("EC1005");
      t.clock.advance(5 * MINUTE);
      const ok = await passwordLogin("prepaid.owner", PASSWORD);
      expect(ok.errorCode).toBe("no_error");
      expect(ok.accessToken).toEqual(expect.any(String));
    });

    it("SPEC §8: counts per username: another user, and the anonymous sign-in, are not affected", async () => {
      await failLogin("hybrid.owner", 5);
      expect((await passwordLogin("hybrid.owner", PASSWORD)).errorCode).toBe("EC1005");
      expect((await passwordLogin("HYBRID.OWNER", PASSWORD)).errorCode).toBe("EC1005");
      expect((await passwordLogin("fixed.owner", PASSWORD)).errorCode).toBe("no_error");
      const anon = await t.request("POST", "/identity/applicationLogin/ecare", { body: await t.anonymousBody() });
      expect(anon.body.errorCode).toBe("no_error");
    });

    it("SPEC §8: only failures count, and a success clears them: many sign-ins, a few typos in between", async () => {
      for (let round = 0; round < 4; round++) {
        await failLogin("business.chooser", 4);
        expect((await passwordLogin("business.chooser", PASSWORD)).errorCode).toBe("no_error");
      }
      for (let i = 0; i < 10; i++) expect((await passwordLogin("business.chooser", PASSWORD)).errorCode).toBe("no_error");
    });

    it("SPEC §8: unknown usernames are limited like known ones (the lock says nothing about accounts)", async () => {
      await failLogin("nobody.here", 5);
      expect((await passwordLogin("nobody.here", "x")).errorCode).toBe("EC1005");
    });

    it("a failed bot-check is no password attempt and does not count", async () => {
      for (let i = 0; i < 6; i++) {
        const r = await t.request("POST", "/identity/applicationLogin/ecare", { body: { username: "postpaid.user", password: "x" } });
        expect(r.body.errorCode).toBe("recaptcha_failed");
      }
      expect((await passwordLogin("postpaid.user", PASSWORD)).errorCode).toBe("no_error");
    });
  });

  describe("one-time-code sign-in, per number", () => {
    it("SPEC §8: after 5 wrong codes the 6th validation is EC1005 even with the right code; other numbers are not affected", async () => {
      const code = await sendCode("0722000101");
      for (let i = 0; i < 5; i++) expect((await validate("0722000101", wrongFor(code))).errorCode).toBe("GenericError");
      const fresh = await sendCode("0722000101");
      const locked = await validate("+40 722 000 101", fresh);
      expect(locked).toEqual({ errorCode: "EC1005", accessToken: null, refreshToken: null, payload: { retryAfterSeconds: 900 } });
      // Another number is not affected.
      const other = await sendCode("0733000201");
      expect((await validate("0733000201", other)).errorCode).toBe("no_error");
    });

    it("SPEC §8: the lock lifts when the window has passed on the sandbox clock", async () => {
      const code = await sendCode("0722000301");
      for (let i = 0; i < 5; i++) expect((await validate("0722000301", wrongFor(code))).errorCode).toBe("GenericError");
      t.clock.advance(WINDOW - 1);
      expect((await validate("0722000301", "123456")).errorCode).toBe("EC1005");
      t.clock.advance(1);
      const fresh = await sendCode("0722000301");
      const ok = await validate("0722000301", fresh);
      expect(ok.errorCode).toBe("no_error");
      expect(ok.accessToken).toEqual(expect.any(String));
    });

    it("SPEC §8: a successful code clears the number's failures", async () => {
      const first = await sendCode("0728000501");
      for (let i = 0; i < 4; i++) expect((await validate("0728000501", wrongFor(first))).errorCode).toBe("GenericError");
      expect((await validate("0728000501", first)).errorCode).toBe("no_error");
      const second = await sendCode("0728000501");
      for (let i = 0; i < 4; i++) expect((await validate("0728000501", wrongFor(second))).errorCode).toBe("GenericError");
      expect((await validate("0728000501", second)).errorCode).toBe("no_error");
    });

    it("keeps the two counters apart: a number's failed codes do not lock its owner's password sign-in", async () => {
      const code = await sendCode("0722000102");
      for (let i = 0; i < 5; i++) await validate("0722000102", wrongFor(code));
      expect((await passwordLogin("postpaid.user", PASSWORD)).errorCode).toBe("no_error");
    });
  });

  describe("configuration", () => {
    it("takes its limits from the config (SANDBOX_LOGIN_MAX_FAILURES, SANDBOX_LOGIN_WINDOW_SECONDS); 0 switches them off", async () => {
      await t.close();
      t = await startTestSandbox({ loginMaxFailures: 2, loginWindowSeconds: 60 });
      await failLogin("postpaid.owner", 2);
      expect((await passwordLogin("postpaid.owner", PASSWORD)).errorCode).toBe("EC1005");
      t.clock.advance(60 * 1000);
      expect((await passwordLogin("postpaid.owner", PASSWORD)).errorCode).toBe("no_error");
      await t.close();
      t = await startTestSandbox({ loginMaxFailures: 0 });
      await failLogin("postpaid.owner", 12);
      expect((await passwordLogin("postpaid.owner", PASSWORD)).errorCode).toBe("no_error");
    });

    it("keeps the count across a restart (SQLite, not memory)", async () => {
      await failLogin("postpaid.owner", 5);
      const { dbFile } = t;
      const now = t.clock.now;
      await t.close();
      t = await startTestSandbox({ dbFile });
      t.clock.now = now;
      expect((await passwordLogin("postpaid.owner", PASSWORD)).errorCode).toBe("EC1005");
    });
  });
});
