// E-bill subscription and document format per BAN, with the e-mail proven by a code (docs/billing-contract.md
// "E-bill"; SPEC §3 E-bill subscription, Document format; §5 "E-mail validation succeeds only when the response error
// code is 'no_error'"; §7 "E-bill subscription and e-mail"). Stored: survives a new session and a restart.
import { tokenOf } from "./billing-helpers";
import { startTestSandbox, T0, type TestSandbox } from "./support/sandbox";

const SUB = "/dxl-subscribe/ebill-subscription/ebill";
const FORMAT = "/dxl-subscribe/document-format/ebill";

describe("e-bill subscription, document format, e-mail verification", () => {
  let t: TestSandbox;
  beforeEach(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 3600 });
    t.clock.now = T0;
  });
  afterEach(() => t.close());

  const sendCode = (token: string, email: string) =>
    t.request("POST", "/dxl-otc/otc/sendValidationEmail", {
      token,
      body: { payload: { email } },
      headers: { "client-id": "digitalfirst" },
    });
  const validate = (token: string, email: string, code: string) =>
    t.request("POST", "/dxl-otc/otc/validateEmail", {
      token,
      body: { payload: { email, code }, username: "postpaid.owner" },
      headers: { "client-id": "digitalfirst" },
    });
  const codeIn = async (email: string) => (await t.request("GET", `/sandbox/outbox?to=${email}`)).body.messages[0].code as string;

  it("verifies an e-mail by a code from the outbox: 'no_error' only for the right, fresh code", async () => {
    const owner = await tokenOf(t, "postpaid.owner");
    expect((await sendCode(owner, "andrei@example.ro")).body).toMatchObject({ errorCode: "no_error" });
    const code = await codeIn("andrei@example.ro");
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await validate(owner, "andrei@example.ro", code === "000000" ? "111111" : "000000");
    expect(wrong.body.errorCode).toBe("GenericError");
    expect((await validate(owner, "andrei@example.ro", code)).body.errorCode).toBe("no_error");
    // Used once.
    expect((await validate(owner, "andrei@example.ro", code)).body.errorCode).not.toBe("no_error");
    await sendCode(owner, "late@example.ro");
    const late = await codeIn("late@example.ro");
    t.clock.advance(5 * 60 * 1000 + 1);
    expect((await validate(await tokenOf(t, "postpaid.owner"), "late@example.ro", late)).body.errorCode).toBe("code_expired");
  });

  it("subscribes a BAN to e-bills with a verified address; the subscription survives a new session and a restart", async () => {
    const owner = await tokenOf(t, "postpaid.owner");
    expect((await t.request("GET", SUB, { token: owner })).body).toEqual({
      banId: "100000101",
      ebillEmail: null,
      isEbillSubscribed: false,
      isEmailVerified: false,
    });
    const unverified = await t.request("POST", SUB, { token: owner, body: { ebillEmail: "andrei@example.ro", isEbillSubscribed: true } });
    expect(unverified.status).toBe(409);
    expect(unverified.body).toMatchObject({ "@type": "Error", code: "email_not_verified", status: "409" });
    await sendCode(owner, "andrei@example.ro");
    expect((await validate(owner, "andrei@example.ro", await codeIn("andrei@example.ro"))).body.errorCode).toBe("no_error");
    const r = await t.request("POST", SUB, { token: owner, body: { ebillEmail: "Andrei@Example.ro", isEbillSubscribed: true } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ banId: "100000101", ebillEmail: "andrei@example.ro", isEbillSubscribed: true, isEmailVerified: true });
    const again = await tokenOf(t, "postpaid.owner");
    expect((await t.request("GET", SUB, { token: again })).body).toMatchObject({
      isEbillSubscribed: true,
      ebillEmail: "andrei@example.ro",
    });
    const dbFile = t.dbFile;
    await t.close();
    t = await startTestSandbox({ dbFile, accessTokenTtlSeconds: 3600 });
    expect((await t.request("GET", SUB, { token: await tokenOf(t, "postpaid.owner") })).body).toMatchObject({ isEbillSubscribed: true });
    // Per BAN: business.chooser's BANs are separate.
    const chooser = await tokenOf(t, "business.chooser");
    expect((await t.request("GET", `${SUB}?banId=500000502`, { token: chooser })).body).toMatchObject({
      banId: "500000502",
      isEbillSubscribed: false,
    });
  });

  it("unsubscribing needs no code; a bad address, a foreign or closed BAN and kept-out roles are refused", async () => {
    const owner = await tokenOf(t, "postpaid.owner");
    const off = await t.request("POST", SUB, { token: owner, body: { ebillEmail: "x@example.ro", isEbillSubscribed: false } });
    expect(off.body).toMatchObject({ isEbillSubscribed: false, isEmailVerified: false });
    const bad = await t.request("POST", SUB, { token: owner, body: { ebillEmail: "x", isEbillSubscribed: true } });
    expect([bad.status, bad.body.code]).toEqual([400, "invalid_email"]);
    const shape = await t.request("POST", SUB, { token: owner, body: { ebillEmail: "x@example.ro" } });
    expect([shape.status, shape.body.code]).toEqual([400, "invalid_body"]);
    const foreign = await t.request("GET", `${SUB}?banId=500000501`, { token: owner });
    expect([foreign.status, foreign.body.code]).toEqual([403, "ban_not_allowed"]);
    const closed = await t.request("GET", `${SUB}?banId=100000199`, { token: owner, headers: { "x-closed-account-ban": "100000199" } });
    expect([closed.status, closed.body.code]).toEqual([403, "ban_not_allowed"]);
    expect((await t.request("GET", SUB, { token: await tokenOf(t, "postpaid.user") })).status).toBe(403);
  });

  it("document format: defaults, then stored per BAN", async () => {
    const owner = await tokenOf(t, "postpaid.owner");
    expect((await t.request("GET", FORMAT, { token: owner })).body).toEqual({
      banId: "100000101",
      billDocumentFormat: "PAPER",
      isEbillAlertAllowed: false,
      isEbillFormatAllowed: true,
    });
    const r = await t.request("POST", FORMAT, { token: owner, body: { billDocumentFormat: "EBILL", isEbillAlertAllowed: true } });
    expect(r.body).toEqual({ banId: "100000101", billDocumentFormat: "EBILL", isEbillAlertAllowed: true, isEbillFormatAllowed: true });
    expect((await t.request("GET", FORMAT, { token: await tokenOf(t, "postpaid.owner") })).body.billDocumentFormat).toBe("EBILL");
    const bad = await t.request("POST", FORMAT, { token: owner, body: { billDocumentFormat: "FAX" } });
    expect([bad.status, bad.body.code]).toEqual([400, "invalid_body"]);
    const fault = await t.request("GET", FORMAT, { token: owner, headers: { "x-sandbox-fault": "status=503" } });
    expect(fault.status).toBe(503);
  });
});
