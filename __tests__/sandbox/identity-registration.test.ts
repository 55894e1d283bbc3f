// Registration (issue 26 "Creează cont"; SPEC §7 "routes for registration", SPEC §4 "Vetting starts at a login options
// step", SPEC §3 vetting): a customer's number or a new customer's proves the number by SMS code, gives the details and
// the terms, and is signed in. Refusals, limits and the bot-check are checked against the sandbox's own state.
import { startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";

const MIN = 60_000;
const PASSWORD_OK = "Primavara2026";

describe("identity: registration", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  const bot = async (action = "registration") => ({ "g-recaptcha-response": await t.botToken(action), "g-recaptcha-action": action });
  const start = async (option: string, msisdn: string) =>
    t.request("POST", "/identity/registration", { body: { option, msisdn, ...(await bot()) } });
  const outbox = async (to: string): Promise<{ code: string }[]> =>
    (await t.request("GET", `/sandbox/outbox?to=${encodeURIComponent(to)}`)).body.messages;
  const lastCode = async (to: string) => (await outbox(to))[0]!.code;
  const code = (id: string, value: string) => t.request("POST", `/identity/registration/${id}/code`, { body: { code: value } });
  const resend = async (id: string) => t.request("POST", `/identity/registration/${id}/resend`, { body: await bot() });
  const account = async (id: string, details: Record<string, unknown>) =>
    t.request("POST", `/identity/registration/${id}/account`, { body: { client: "shopcbuweb", ...details, ...(await bot()) } });
  const details = (email: string, extra: Record<string, unknown> = {}) => ({
    firstName: "Ana",
    lastName: "Stoica",
    email,
    password: PASSWORD_OK,
    tocAccepted: true,
    ...extra,
  });
  /** A registration at CODE_VALIDATED. */
  async function validated(option: string, msisdn: string): Promise<string> {
    const s = await start(option, msisdn);
    expect(s.body.errorCode).toBe("no_error");
    const v = await code(s.body.registrationId, await lastCode(msisdn));
    expect(v.body.vetting.currentStep).toBe("CODE_VALIDATED");
    return s.body.registrationId;
  }
  const wrongCode = (right: string) => (right === "000000" ? "111111" : "000000");

  it("SPEC §4 vetting: a customer's number proves itself by SMS code, gives the details and is signed in with its role", async () => {
    const s = await start("EXISTING_NUMBER", "+40 722 000 111");
    expect(s.status).toBe(200);
    expect(s.body).toEqual({
      errorCode: "no_error",
      registrationId: expect.stringMatching(/^reg_[\w-]{20,}$/),
      payload: null,
      vetting: {
        option: "EXISTING_NUMBER",
        msisdn: "0722000111",
        cnp: null,
        county: "Cluj",
        city: "Cluj-Napoca",
        carrierType: "POSTPAID",
        operator: "VDF",
        currentStep: "CODE_SENT",
        tocAccepted: false,
        resendTimestamp: t.clock.now,
        eligibleFlows: ["ACQ", "RET", "MNP"],
        expiresAt: t.clock.now + 30 * MIN,
      },
    });
    // The code goes only to the number (the outbox), never in an answer.
    expect(s.text).not.toMatch(/\b\d{6}\b/);
    const sms = await lastCode("0722000111");
    const id: string = s.body.registrationId;

    const read = await t.request("GET", `/identity/registration/${id}`);
    expect(read.body).toEqual(s.body);

    const wrong = await code(id, wrongCode(sms));
    expect(wrong.body).toMatchObject({ errorCode: "GenericError", vetting: { currentStep: "CODE_SENT" } });
    const right = await code(id, sms);
    expect(right.body).toMatchObject({ errorCode: "no_error", vetting: { currentStep: "CODE_VALIDATED", tocAccepted: false } });

    const made = await account(id, details("Ana.Stoica@Example.ro", { firstName: " Ana ", lastName: "Stoica" }));
    expect(made.body).toMatchObject({
      errorCode: "no_error",
      accessToken: expect.stringMatching(/^sbx_at_/),
      refreshToken: expect.stringMatching(/^sbx_rt_/),
      registrationId: id,
      vetting: { currentStep: "ACCOUNT_CREATED", tocAccepted: true },
      payload: { provider: "sso", clientType: "shopcbuweb", requiresIdentitySelection: false, username: "ana.stoica@example.ro" },
    });

    const me = (await t.request("GET", "/identity/userinfo/shopcbuweb", { token: made.body.accessToken })).body;
    expect(me).toMatchObject({
      firstName: "Ana",
      lastName: "Stoica",
      email: "ana.stoica@example.ro",
      phoneNumber: "0722000111",
      ssoRoles: ["ContractOwner"],
      selectedRole: "ContractOwner",
      selectedBan: "100000111",
      vfResourceValue: "0722000111",
      authProvider: "sso",
      // SPEC §3 vetting: the account's user info says where its registration ended.
      vetting: { currentStep: "ACCOUNT_CREATED", tocAccepted: true, msisdn: "0722000111" },
      isNonVdf: false,
      // Consents start off (issue 26: off until the customer turns them on).
      gdprAttributes: { gdprBasic: false, gdprAdvanced: false },
    });
    const roles = (await t.request("GET", "/identity/contact-roles", { token: made.body.accessToken })).body.contactRoles;
    expect(roles).toEqual([
      expect.objectContaining({ ban: "100000111", role: "ContractOwner", resourceValue: "0722000111", selected: true }),
    ]);

    // The account signs in like any other: user name = the e-mail, with the chosen password.
    const login = await t.request("POST", "/identity/applicationLogin/ecare", {
      body: { username: "ana.stoica@example.ro", password: PASSWORD_OK, ...(await bot("login")) },
    });
    expect(login.body.errorCode).toBe("no_error");

    const after = await t.request("GET", `/identity/registration/${id}`);
    expect(after.body.vetting).toMatchObject({ currentStep: "ACCOUNT_CREATED", tocAccepted: true });
    // The number now has an account: a second registration is refused before any SMS.
    const sent = (await outbox("0722000111")).length;
    expect((await start("EXISTING_NUMBER", "0722000111")).body).toEqual({ errorCode: "account_exists", payload: null });
    expect(await outbox("0722000111")).toHaveLength(sent);
  });

  it("SPEC §4 vetting: a new customer (another network) becomes a non-operator user", async () => {
    const s = await start("NEW_CUSTOMER", "0755 000 123");
    expect(s.body.vetting).toMatchObject({
      option: "NEW_CUSTOMER",
      msisdn: "0755000123",
      operator: "OTHER",
      carrierType: null,
      county: null,
      eligibleFlows: ["ACQ", "MNP"],
      currentStep: "CODE_SENT",
    });
    await code(s.body.registrationId, await lastCode("0755000123"));
    const made = await account(s.body.registrationId, details("nou.client@example.ro", { firstName: "Ion", lastName: "Nou" }));
    expect(made.body.errorCode).toBe("no_error");
    const me = (await t.request("GET", "/identity/userinfo/shopcbuweb", { token: made.body.accessToken })).body;
    expect(me).toMatchObject({ firstName: "Ion", ssoRoles: ["nonVFUser"], selectedRole: "nonVFUser", isNonVdf: true, selectedBan: null });
  });

  describe("the login options step refuses, before any SMS", () => {
    it.each([
      ["a number with a web account (postpaid.owner)", "EXISTING_NUMBER", "0722000101", "account_exists"],
      ["a number with a web account, as a new customer", "NEW_CUSTOMER", "0722000101", "account_exists"],
      ["the phone of an account without roles (noroles.user)", "NEW_CUSTOMER", "0722000801", "account_exists"],
      ["'I have a number of yours' with a number that is no customer's", "EXISTING_NUMBER", "0755000999", "not_operator_number"],
      ["'I am new' with a customer's number", "NEW_CUSTOMER", "0722000113", "operator_number"],
      ["a number that cannot receive SMS (SPEC §8)", "NEW_CUSTOMER", "0799999900", "cannot_send_sms"],
      ["a fixed-line number", "NEW_CUSTOMER", "0212345678", "cannot_send_sms"],
    ])("%s: %s %s → %s", async (_label, option, msisdn, errorCode) => {
      const r = await start(option, msisdn);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ errorCode, payload: null });
      expect(await outbox(msisdn)).toHaveLength(0);
    });

    it.each([
      ["no bot-check token", {}],
      ["a token minted for another action", { "g-recaptcha-response": "login", "g-recaptcha-action": "registration" }],
      ["another action name", { "g-recaptcha-response": "login", "g-recaptcha-action": "login" }],
    ])("%s: recaptcha_failed", async (_label, o: Record<string, string>) => {
      const body: Record<string, unknown> = { option: "NEW_CUSTOMER", msisdn: "0755000444" };
      if (o["g-recaptcha-response"]) {
        body["g-recaptcha-response"] = await t.botToken(o["g-recaptcha-response"]);
        body["g-recaptcha-action"] = o["g-recaptcha-action"];
      }
      const r = await t.request("POST", "/identity/registration", { body });
      expect(r.body.errorCode).toBe("recaptcha_failed");
      expect(await outbox("0755000444")).toHaveLength(0);
    });

    it("malformed input is a 400 naming the field", async () => {
      const r = await t.request("POST", "/identity/registration", { body: { option: "MAYBE", msisdn: "0755000555", ...(await bot()) } });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: "invalid_body", message: expect.stringContaining("body.option") });
    });
  });

  it("SPEC §3 vetting resendTimestamp: a new code only after the interval, within the SMS limit (sms_blocked)", async () => {
    const s = await start("NEW_CUSTOMER", "0755000200");
    const id: string = s.body.registrationId;
    const first = await lastCode("0755000200");
    const early = await resend(id);
    expect(early.body).toMatchObject({
      errorCode: "resend_too_soon",
      payload: { retryAfterSeconds: 60 },
      vetting: { resendTimestamp: t.clock.now },
    });
    expect(await outbox("0755000200")).toHaveLength(1);

    t.clock.advance(MIN);
    const again = await resend(id);
    expect(again.body).toMatchObject({ errorCode: "no_error", vetting: { currentStep: "CODE_SENT", resendTimestamp: t.clock.now } });
    const second = await lastCode("0755000200");
    // The earlier code is replaced by the new one (unless the two happen to be equal).
    expect(second === first || (await code(id, first)).body.errorCode === "GenericError").toBe(true);

    t.clock.advance(MIN);
    expect((await resend(id)).body.errorCode).toBe("no_error");
    t.clock.advance(MIN);
    // The otc module's limit: 3 codes per number in 10 minutes.
    const blocked = await resend(id);
    expect(blocked.body).toMatchObject({ errorCode: "sms_blocked", vetting: { currentStep: "CODE_SENT" } });
    expect(await outbox("0755000200")).toHaveLength(3);
    expect((await start("NEW_CUSTOMER", "0755000200")).body.errorCode).toBe("sms_blocked");
  });

  it("SPEC §8 code_expired, and five wrong codes lock the number (EC1005) even for a new registration", async () => {
    const s = await start("NEW_CUSTOMER", "0755000300");
    const id: string = s.body.registrationId;
    const sms = await lastCode("0755000300");
    t.clock.advance(5 * MIN);
    expect((await code(id, sms)).body.errorCode).toBe("code_expired");

    t.clock.advance(MIN);
    expect((await resend(id)).body.errorCode).toBe("no_error");
    const fresh = await lastCode("0755000300");
    const results: string[] = [];
    for (let i = 0; i < 5; i++) results.push((await code(id, wrongCode(fresh))).body.errorCode);
    // code_expired above counted as the first failure.
    expect(results).toEqual(["GenericError", "GenericError", "GenericError", "GenericError", "EC1005"]);
    const locked = await code(id, fresh);
    expect(locked.body).toMatchObject({
      errorCode: "EC1005",
      payload: { retryAfterSeconds: expect.any(Number) },
      vetting: { currentStep: "CODE_SENT" },
    });
    expect((await start("NEW_CUSTOMER", "0755000300")).body.errorCode).toBe("EC1005");
  });

  it("SPEC §3 vetting tocAccepted: the terms are required, the details are checked field by field, the e-mail is unique", async () => {
    const id = await validated("NEW_CUSTOMER", "0755000400");
    const terms = await account(id, details("toc@example.ro", { tocAccepted: false }));
    expect(terms.body).toMatchObject({
      errorCode: "toc_required",
      payload: { fields: { tocAccepted: "tocRequired" } },
      vetting: { currentStep: "CODE_VALIDATED", tocAccepted: false },
    });
    expect(terms.body.accessToken).toBeUndefined();

    const bad = await account(id, details("not-an-email", { firstName: "prenume", password: "scurta1", tocAccepted: "true" }));
    expect(bad.body).toMatchObject({
      errorCode: "invalid_details",
      payload: { fields: { firstName: "namePlaceholder", email: "emailInvalid", password: "passwordShort", tocAccepted: "tocRequired" } },
    });
    const personal = await account(id, details("ion@example.ro", { password: "Parola0755000400" }));
    expect(personal.body.payload.fields).toEqual({ password: "passwordPersonal" });

    const taken = await validated("NEW_CUSTOMER", "0755000401");
    expect((await account(taken, details("acelasi@example.ro"))).body.errorCode).toBe("no_error");
    const second = await account(id, details("ACELASI@example.ro"));
    expect(second.body).toMatchObject({ errorCode: "email_taken", vetting: { currentStep: "CODE_VALIDATED" } });
    const noBot = await t.request("POST", `/identity/registration/${id}/account`, { body: details("altul@example.ro") });
    expect(noBot.body.errorCode).toBe("recaptcha_failed");
  });

  it("steps cannot be skipped (409 wrong_step); unknown, replaced and expired registrations are 404", async () => {
    const s = await start("EXISTING_NUMBER", "0733000211");
    const id: string = s.body.registrationId;
    const early = await account(id, details("early@example.ro"));
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("wrong_step");

    const unknown = await t.request("GET", "/identity/registration/reg_nope");
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("registration_not_found");

    // Starting again for the same number replaces the unfinished registration.
    t.clock.advance(MIN);
    const next = await start("EXISTING_NUMBER", "0733000211");
    expect(next.body.vetting).toMatchObject({ carrierType: "PREPAID", eligibleFlows: ["ACQ", "MFP", "MNP"] });
    expect((await t.request("GET", `/identity/registration/${id}`)).status).toBe(404);

    const v = await code(next.body.registrationId, await lastCode("0733000211"));
    expect(v.body.vetting.currentStep).toBe("CODE_VALIDATED");
    const twice: Reply = await code(next.body.registrationId, "123456");
    expect(twice.status).toBe(409);
    const sent = (await outbox("0733000211")).length;
    const resent = await resend(next.body.registrationId);
    expect(resent.status).toBe(409);
    expect(await outbox("0733000211")).toHaveLength(sent);

    t.clock.advance(30 * MIN);
    const gone = await account(next.body.registrationId, details("late@example.ro"));
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe("registration_not_found");
  });
});
