// POST /dxl-sso-webuser/webuser-name (SPEC §7 "E-bill subscription and e-mail").
import { startTestSandbox, type TestSandbox } from "./support/sandbox";

const PATH = "/dxl-sso-webuser/webuser-name";

describe("SPEC §7 webuser-name: POST /dxl-sso-webuser/webuser-name {family_name, given_name}", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  const userinfo = async (accessToken: string) => (await t.request("GET", "/identity/userinfo/ecare", { token: accessToken })).body;

  it("sets the signed-in user's names (trimmed), which userinfo then shows; other profile fields untouched", async () => {
    const { accessToken } = await t.login("nonvf.user");
    const before = await userinfo(accessToken);
    expect(before).toMatchObject({ firstName: "Prenume", lastName: "Nume" });
    const r = await t.request("POST", PATH, { token: accessToken, body: { family_name: " Marin ", given_name: "Ioana" } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: true, webUserName: { given_name: "Ioana", family_name: "Marin" } });
    const after = await userinfo(accessToken);
    expect(after).toMatchObject({ firstName: "Ioana", lastName: "Marin", email: before.email, cnp: "2950505400134" });
    expect(after.phoneNumber).toBe("0744000701");
  });

  it("changes only the caller's names, not another user's", async () => {
    const other = await t.login("prepaid.owner");
    const untouched = await userinfo(other.accessToken);
    const { accessToken } = await t.login("hybrid.owner");
    await t.request("POST", PATH, { token: accessToken, body: { family_name: "Ionescu", given_name: "Radu" } });
    expect(await userinfo(other.accessToken)).toMatchObject({ firstName: untouched.firstName, lastName: untouched.lastName });
  });

  it.each([
    ["no body", undefined, "body.family_name"],
    ["no given_name", { family_name: "Marin" }, "body.given_name"],
    ["a blank family_name", { family_name: "   ", given_name: "Ioana" }, "body.family_name"],
    ["a name over 100 characters", { family_name: "M".repeat(101), given_name: "Ioana" }, "body.family_name"],
    ["a number", { family_name: "Marin", given_name: 7 }, "body.given_name"],
  ])("answers 400 invalid_body for %s and changes nothing", async (_label, body, field) => {
    const { accessToken } = await t.login("postpaid.owner");
    const before = await userinfo(accessToken);
    const r = await t.request("POST", PATH, { token: accessToken, body });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("invalid_body");
    expect(r.body.message).toContain(field);
    expect(await userinfo(accessToken)).toMatchObject({ firstName: before.firstName, lastName: before.lastName });
  });

  it("accepts names of exactly 100 characters", async () => {
    const { accessToken } = await t.login("postpaid.user");
    const r = await t.request("POST", PATH, { token: accessToken, body: { family_name: "M".repeat(100), given_name: "I" } });
    expect(r.status).toBe(200);
    expect(r.body.webUserName.family_name).toHaveLength(100);
  });

  it("answers 401 without a token or with an anonymous one, before looking at the body", async () => {
    const none = await t.request("POST", PATH, { body: { family_name: "Marin", given_name: "Ioana" } });
    expect(none.status).toBe(401);
    expect(none.body.code).toBe("missing_token");
    expect((await t.request("POST", PATH, { body: {} })).status).toBe(401);
    const anon = await t.request("POST", "/identity/applicationLogin/shopcbuweb", { body: await t.anonymousBody() });
    const r = await t.request("POST", PATH, {
      token: anon.body.accessToken,
      provider: "anonymous",
      body: { family_name: "Marin", given_name: "Ioana" },
    });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe("authentication_required");
  });

  it("answers 403 provider_not_allowed to a one-time-code session", async () => {
    await t.request("POST", "/dxl-otc/otc/sendValidationSms", {
      body: {
        payload: { msisdn: "0733000202" },
        "g-recaptcha-response": await t.botToken("otcSendValidationSms"),
        "g-recaptcha-action": "otcSendValidationSms",
      },
    });
    const code = (await t.request("GET", "/sandbox/outbox?to=0733000202")).body.messages[0].code;
    const otc = await t.request("POST", "/dxl-otc/otc/validate", { body: { payload: { msisdn: "0733000202", code } } });
    expect(otc.body.errorCode).toBe("no_error");
    const r = await t.request("POST", PATH, {
      token: otc.body.accessToken,
      provider: "otc",
      body: { family_name: "Marin", given_name: "Ioana" },
    });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("provider_not_allowed");
  });

  it("the old GET /identity/webuser-name is gone", async () => {
    const { accessToken } = await t.login("business.chooser");
    expect((await t.request("GET", "/identity/webuser-name", { token: accessToken })).status).toBe(404);
    expect((await t.request("GET", PATH, { token: accessToken })).status).toBe(404);
  });
});
