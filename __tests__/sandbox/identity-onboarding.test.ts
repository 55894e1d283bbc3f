// continueOnboarding and selectIdentity/{customerType} (SPEC §7 "Identity and sign-in").
import { startTestSandbox, type TestSandbox } from "./support/sandbox";

describe("identity: onboarding, identity selection by customer type", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  const onboarding = async (profile: Record<string, unknown>, action = "customerInfoUpdate", tokenAction = action) => ({
    profile,
    "g-recaptcha-response": await t.botToken(tokenAction),
    "g-recaptcha-action": action,
  });

  describe("continueOnboarding", () => {
    it("updates names and e-mail, which userinfo then shows", async () => {
      const { accessToken } = await t.login("nonvf.user");
      const r = await t.request("POST", "/identity/continueOnboarding", {
        token: accessToken,
        body: await onboarding({ firstName: " Ioana ", lastName: "Marin", email: "ioana.marin@example.ro" }),
      });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        errorCode: "no_error",
        payload: { firstName: "Ioana", lastName: "Marin", email: "ioana.marin@example.ro" },
      });
      const me = await t.request("GET", "/identity/userinfo/ecare", { token: accessToken });
      expect(me.body).toMatchObject({ firstName: "Ioana", lastName: "Marin", email: "ioana.marin@example.ro" });
    });

    it("changes only the fields sent and drops anything else (no CNP is stored)", async () => {
      const { accessToken } = await t.login("hybrid.owner");
      const before = (await t.request("GET", "/identity/userinfo/ecare", { token: accessToken })).body;
      const r = await t.request("POST", "/identity/continueOnboarding", {
        token: accessToken,
        body: await onboarding({ lastName: "Nou", cnp: "1900101000000" }),
      });
      expect(r.body.payload).toEqual({ firstName: before.firstName, lastName: "Nou", email: before.email });
      const me = (await t.request("GET", "/identity/userinfo/ecare", { token: accessToken })).body;
      expect(me.cnp).toBe(before.cnp);
      expect(me.lastName).toBe("Nou");
    });

    it.each([
      ["no token", {}],
      ["a token for another action", { "g-recaptcha-action": "customerInfoUpdate", tokenAction: "login" }],
      ["another action name", { "g-recaptcha-action": "login", tokenAction: "login" }],
    ])("answers 200 recaptcha_failed with %s and changes nothing", async (_label, o: Record<string, string>) => {
      const { accessToken } = await t.login("prepaid.owner");
      const body: Record<string, unknown> = { profile: { firstName: "Hacker" } };
      if (o.tokenAction) {
        body["g-recaptcha-response"] = await t.botToken(o.tokenAction);
        body["g-recaptcha-action"] = o["g-recaptcha-action"];
      }
      const r = await t.request("POST", "/identity/continueOnboarding", { token: accessToken, body });
      expect(r.status).toBe(200);
      expect(r.body.errorCode).toBe("recaptcha_failed");
      const me = await t.request("GET", "/identity/userinfo/ecare", { token: accessToken });
      expect(me.body.firstName).not.toBe("Hacker");
    });

    it("rejects a bad e-mail or an empty profile with 400", async () => {
      const { accessToken } = await t.login("prepaid.owner");
      const bad = await t.request("POST", "/identity/continueOnboarding", {
        token: accessToken,
        body: await onboarding({ email: "nope" }),
      });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe("invalid_body");
      expect(bad.body.message).toContain("profile.email");
      const empty = await t.request("POST", "/identity/continueOnboarding", { token: accessToken, body: await onboarding({}) });
      expect(empty.status).toBe(400);
    });

    it("needs an SSO bearer", async () => {
      expect((await t.request("POST", "/identity/continueOnboarding", { body: await onboarding({ firstName: "A" }) })).status).toBe(401);
      const anon = await t.request("POST", "/identity/applicationLogin/ecare", { body: await t.anonymousBody() });
      const r = await t.request("POST", "/identity/continueOnboarding", {
        token: anon.body.accessToken,
        provider: "anonymous",
        body: await onboarding({ firstName: "A" }),
      });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe("authentication_required");
    });
  });

  describe("selectIdentity/{customerType}", () => {
    const contactRoles = async (accessToken: string) =>
      (await t.request("GET", "/identity/contact-roles", { token: accessToken })).body.contactRoles as Record<string, unknown>[];

    it("swaps the tokens for the identity sent, as selectedidentity does", async () => {
      const old = await t.login("multi.identity");
      const [, ebu] = await contactRoles(old.accessToken);
      const r = await t.request("POST", "/identity/selectIdentity/EBU", { token: old.accessToken, body: ebu });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        errorCode: "no_error",
        payload: { identityId: "idn-015-ebu", selectedBan: "610000902", role: "Chooser", customerType: "EBU" },
      });
      expect(r.body.expiresIn).toBe(900);
      const me = await t.request("GET", "/identity/userinfo/ecare", { token: r.body.accessToken });
      expect(me.body).toMatchObject({ selectedBan: "610000902", vfCustomerType: "EBU", appClientName: "ecare" });
      expect((await t.request("GET", "/identity/userinfo/ecare", { token: old.accessToken })).body.code).toBe("token_revoked");
      expect((await contactRoles(r.body.accessToken)).map((c) => c.selected)).toEqual([false, true]);
    });

    it("accepts an identity by ban alone and the optional AuthProvider header", async () => {
      const { accessToken } = await t.login("multi.identity");
      const r = await t.request("POST", "/identity/selectIdentity/CBU", {
        token: accessToken,
        headers: { AuthProvider: "sso" },
        body: { ban: "600000901" },
      });
      expect(r.status).toBe(200);
      expect(r.body.payload).toMatchObject({ selectedBan: "600000901", customerType: "CBU" });
    });

    it("answers 401 provider_mismatch for an AuthProvider other than sso", async () => {
      const { accessToken } = await t.login("multi.identity");
      const r = await t.request("POST", "/identity/selectIdentity/CBU", {
        token: accessToken,
        headers: { AuthProvider: "otc" },
        body: { ban: "600000901" },
      });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe("provider_mismatch");
    });

    it("answers 404 for an identity of the other customer type or not held, and keeps the tokens", async () => {
      const { accessToken } = await t.login("multi.identity");
      const [cbu] = await contactRoles(accessToken);
      const wrongType = await t.request("POST", "/identity/selectIdentity/EBU", { token: accessToken, body: cbu });
      expect(wrongType.status).toBe(404);
      expect(wrongType.body.code).toBe("Not found");
      const notHeld = await t.request("POST", "/identity/selectIdentity/CBU", { token: accessToken, body: { id: "idn-001" } });
      expect(notHeld.status).toBe(404);
      const mixed = await t.request("POST", "/identity/selectIdentity/CBU", { token: accessToken, body: { id: cbu.id, ban: "610000902" } });
      expect(mixed.status).toBe(404);
      expect((await t.request("GET", "/identity/userinfo/ecare", { token: accessToken })).status).toBe(200);
    });

    it("answers 400 for a body without id or ban and for an unknown customer type", async () => {
      const { accessToken } = await t.login("multi.identity");
      expect((await t.request("POST", "/identity/selectIdentity/CBU", { token: accessToken, body: { role: "Chooser" } })).status).toBe(400);
      expect((await t.request("POST", "/identity/selectIdentity/XBU", { token: accessToken, body: { ban: "600000901" } })).status).toBe(
        400,
      );
    });
  });
});
