// applicationLogin, the bot-check, userinfo, contact roles, identity selection, eligible flows, convert-token.
import { PASSWORD, startTestSandbox, type TestSandbox } from "./support/sandbox";

describe("identity: sign-in and user info", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  const loginBody = async (username: string, password = PASSWORD, action = "login") => ({
    username,
    password,
    "g-recaptcha-response": await t.botToken(action),
    "g-recaptcha-action": action,
  });

  describe("applicationLogin", () => {
    it("signs a persona in with SSO tokens", async () => {
      const r = await t.request("POST", "/identity/applicationLogin/ecare", { body: await loginBody("postpaid.owner") });
      expect(r.status).toBe(200);
      expect(r.body.errorCode).toBe("no_error");
      expect(r.body.accessToken).toMatch(/^sbx_at_/);
      expect(r.body.refreshToken).toMatch(/^sbx_rt_/);
      expect(r.body.payload).toMatchObject({ provider: "sso", clientType: "ecare", expiresIn: 900, requiresIdentitySelection: false });
    });

    it("signs in every persona of DESIGN.md", async () => {
      const usernames = [
        "postpaid.owner",
        "postpaid.user",
        "prepaid.owner",
        "prepaid.special",
        "hybrid.owner",
        "fixed.owner",
        "business.chooser",
        "business.delegated",
        "business.authorized",
        "business.technical",
        "business.power",
        "business.sub",
        "nonvf.user",
        "noroles.user",
        "multi.identity",
      ];
      for (const u of usernames) await expect(t.login(u)).resolves.toHaveProperty("accessToken");
    });

    it.each([
      ["ecare", "anonymous"],
      ["shopcbuweb", "anonymous"],
      ["shopebuweb", "ebuAnonymous"],
    ])("gives anonymous tokens for a body with only the bot-check fields on %s (%s)", async (client, provider) => {
      const r = await t.request("POST", `/identity/applicationLogin/${client}`, { body: await t.anonymousBody() });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ errorCode: "no_error", payload: { provider } });
      const me = await t.request("GET", `/identity/userinfo/${client}`, { token: r.body.accessToken, provider });
      expect(me.body).toMatchObject({ isAuthenticated: false, authProvider: provider, ssoRoles: [], eligibleFlows: ["ACQ", "MNP"] });
    });

    it("answers a wrong password with 200 and invalid_credentials, without tokens", async () => {
      const r = await t.request("POST", "/identity/applicationLogin/ecare", { body: await loginBody("postpaid.owner", "wrong") });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ accessToken: null, refreshToken: null, errorCode: "invalid_credentials", payload: null });
    });

    it("answers an unknown user like a wrong password", async () => {
      const r = await t.request("POST", "/identity/applicationLogin/ecare", { body: await loginBody("nobody.here") });
      expect(r.body.errorCode).toBe("invalid_credentials");
    });

    it("refuses a login without a bot-check token", async () => {
      const r = await t.request("POST", "/identity/applicationLogin/ecare", { body: { username: "postpaid.owner", password: PASSWORD } });
      expect(r.body).toMatchObject({ errorCode: "recaptcha_failed", accessToken: null, payload: { reason: "missing" } });
    });

    it("refuses a forged, tampered, wrong-action or stale bot-check token", async () => {
      const forged = await t.request("POST", "/identity/applicationLogin/ecare", {
        body: { username: "postpaid.owner", password: PASSWORD, "g-recaptcha-response": "sbx1.e30.abc", "g-recaptcha-action": "login" },
      });
      expect(forged.body.payload.reason).toBe("bad_signature");

      const token = await t.botToken("login");
      const [v, , mac] = token.split(".");
      const tampered = `${v}.${Buffer.from(JSON.stringify({ a: "login", t: t.clock.now + 1 })).toString("base64url")}.${mac}`;
      const r2 = await t.request("POST", "/identity/applicationLogin/ecare", {
        body: { username: "postpaid.owner", password: PASSWORD, "g-recaptcha-response": tampered, "g-recaptcha-action": "login" },
      });
      expect(r2.body.payload.reason).toBe("bad_signature");

      const other = await t.request("POST", "/identity/applicationLogin/ecare", {
        body: {
          username: "postpaid.owner",
          password: PASSWORD,
          "g-recaptcha-response": await t.botToken("checkout"),
          "g-recaptcha-action": "login",
        },
      });
      expect(other.body.payload.reason).toBe("wrong_action");

      const stale = await t.botToken("login");
      t.clock.advance(121_000);
      const r4 = await t.request("POST", "/identity/applicationLogin/ecare", {
        body: { username: "postpaid.owner", password: PASSWORD, "g-recaptcha-response": stale, "g-recaptcha-action": "login" },
      });
      expect(r4.body.payload.reason).toBe("expired");
    });

    describe("SPEC §7 the anonymous sign-in carries a bot-check token and action name", () => {
      const anonymously = (body?: unknown) => t.request("POST", "/identity/applicationLogin/shopcbuweb", { body });
      const refused = (reason: string) => ({ accessToken: null, refreshToken: null, errorCode: "recaptcha_failed", payload: { reason } });

      it.each<[string, unknown]>([
        ["no body", undefined],
        ["an empty body", {}],
        ["an action without a token", { "g-recaptcha-action": "anonymousLogin" }],
      ])("refuses %s: recaptcha_failed (missing), no tokens", async (_, body) => {
        const r = await anonymously(body);
        expect(r.status).toBe(200);
        expect(r.body).toEqual(refused("missing"));
      });

      it("refuses a token minted for another action, or named for another action", async () => {
        const forLogin = await t.botToken("login");
        expect((await anonymously({ "g-recaptcha-response": forLogin, "g-recaptcha-action": "anonymousLogin" })).body).toEqual(
          refused("wrong_action"),
        );
        expect((await anonymously({ "g-recaptcha-response": forLogin, "g-recaptcha-action": "login" })).body).toEqual(
          refused("wrong_action"),
        );
      });

      it("refuses a forged or stale token", async () => {
        const forged = await anonymously({ "g-recaptcha-response": "sbx1.e30.abc", "g-recaptcha-action": "anonymousLogin" });
        expect(forged.body).toEqual(refused("bad_signature"));
        const stale = await t.anonymousBody();
        t.clock.advance(121_000);
        expect((await anonymously(stale)).body).toEqual(refused("expired"));
      });
    });

    it("serves a reCAPTCHA-v3-compatible script", async () => {
      const r = await t.request("GET", "/sandbox/recaptcha/api.js");
      expect(r.status).toBe(200);
      expect(r.headers.get("content-type")).toMatch(/javascript/);
      expect(r.text).toContain("window.grecaptcha");
      expect(r.text).toContain("/sandbox/recaptcha/token");
    });
  });

  describe("userinfo", () => {
    const FIELDS = [
      "address",
      "attributes",
      "cnp",
      "phoneNumber",
      "firstName",
      "lastName",
      "email",
      "eligibleFlows",
      "subscriberId",
      "ssoRoles",
      "isAuthenticated",
      "vfSidKey",
      "vfSid",
      "authProvider",
      "clientType",
      "isGoldUser",
      "isMigratedFromOMS",
      "vfEntityType",
      "vfEntityId",
      "vfCustomerSegment",
      "vfCustomerType",
      "vfCRMRole",
      "selectedBanType",
      "vfResourceType",
      "vfResourceValue",
      "vfIsHybrid",
      "vfIsPrepaid",
      "isHybrid",
      "isPrepaid",
      "isNonVdf",
      "isFixVdf",
      "selectedBan",
      "vfOdsCui",
      "vfSsoId",
      "vfCid",
      "appClientName",
      "ewpRegularAllow",
      "ewpRootAllow",
      "customerInfo",
      "flowType",
      "gdprAttributes",
      "shippingAddress",
      "billingAddress",
      "fixedInstallationAddress",
      "vetting",
    ];

    const userinfo = async (username: string) => {
      const { accessToken } = await t.login(username);
      const r = await t.request("GET", "/identity/userinfo/ecare", { token: accessToken });
      expect(r.status).toBe(200);
      return r.body;
    };

    it("carries every user-info field of SPEC §3", async () => {
      const me = await userinfo("postpaid.owner");
      for (const f of FIELDS) expect(me).toHaveProperty(f);
      expect(me).toMatchObject({
        address: { city: "București", countryIso: "RO" },
        attributes: { email: "postpaid.owner@sandbox.example.ro", msisdn: "0722000101", user_id: "usr-001" },
        phoneNumber: "0722000101",
        ssoRoles: ["ContractOwner"],
        isAuthenticated: true,
        authProvider: "sso",
        isGoldUser: true,
        vfCustomerType: "CBU",
        vfResourceType: "MSISDN",
        isPrepaid: false,
        isHybrid: false,
        selectedBan: "100000101",
        eligibleFlows: ["ACQ", "RET", "MNP"],
        flowType: "RET",
        gdprAttributes: { gdprBasic: true, gdprAdvanced: true },
        ewpRegularAllow: "true",
        ewpRootAllow: "false",
        customerInfo: { customerId: "CUST-CBU-1001", closedBans: ["100000199"] },
        vetting: { msisdn: "0722000101", currentStep: "LOGIN_OPTIONS", tocAccepted: false },
      });
      expect(me.attributes.msisdnHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it("flags prepaid, hybrid, fixed and non-operator customers", async () => {
      expect(await userinfo("prepaid.owner")).toMatchObject({
        isPrepaid: true,
        vfIsPrepaid: true,
        eligibleFlows: ["ACQ", "MFP", "MNP"],
        selectedBanType: "PREPAID",
      });
      expect(await userinfo("hybrid.owner")).toMatchObject({ isHybrid: true, vfIsHybrid: true, isPrepaid: false });
      expect(await userinfo("fixed.owner")).toMatchObject({
        isFixVdf: true,
        vfResourceType: "FIXED",
        selectedBan: "4000004",
        ssoRoles: ["FixedContractOwner"],
        fixedInstallationAddress: { city: "București" },
      });
      expect(await userinfo("nonvf.user")).toMatchObject({
        isNonVdf: true,
        selectedBan: null,
        firstName: "Prenume",
        lastName: "Nume",
        ssoRoles: ["nonVFUser"],
      });
      expect(await userinfo("noroles.user")).toMatchObject({ ssoRoles: [], selectedBan: null, isAuthenticated: true });
    });

    it("exposes the special product of prepaid.special in the product inventory", async () => {
      const me = await userinfo("prepaid.special");
      expect(me.customerInfo.productInventory).toEqual(
        expect.arrayContaining([expect.objectContaining({ productOfferingId: "PRP-SPC-004", isSpecial: true })]),
      );
    });

    it("describes business users with company, CUI, CRM role and BANs", async () => {
      const me = await userinfo("business.chooser");
      expect(me).toMatchObject({
        vfCustomerType: "EBU",
        vfCRMRole: "Administrator",
        vfOdsCui: "RO18547290",
        vfEntityType: "COMPANY",
        ssoRoles: ["Chooser"],
      });
      expect(me.customerInfo.bans).toEqual(["500000501", "500000502", "500000503"]);
    });

    it("answers 401 without a token", async () => {
      const r = await t.request("GET", "/identity/userinfo/ecare");
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ code: "missing_token", status: "401" });
      expect(r.headers.get("www-authenticate")).toMatch(/^Bearer/);
    });
  });

  describe("identities", () => {
    it("lists two contact roles for multi.identity and none selected until one is picked", async () => {
      const { accessToken } = await t.login("multi.identity");
      const roles = await t.request("GET", "/identity/contact-roles", { token: accessToken });
      expect(roles.status).toBe(200);
      expect(roles.body.contactRoles).toEqual([
        expect.objectContaining({ ban: "600000901", role: "ContractOwner", customerType: "CBU", selected: false }),
        expect.objectContaining({ ban: "610000902", role: "Chooser", customerType: "EBU", selected: false }),
      ]);
      const me = await t.request("GET", "/identity/userinfo/ecare", { token: accessToken });
      expect(me.body).toMatchObject({ selectedBan: null, ssoRoles: ["ContractOwner", "Chooser"] });
    });

    it("swaps the tokens on selectedidentity and revokes the old ones", async () => {
      const old = await t.login("multi.identity");
      const r = await t.request("POST", "/identity/selectedidentity/ecare", {
        token: old.accessToken,
        body: { changedBanId: "610000902" },
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ errorCode: "no_error", payload: { selectedBan: "610000902", role: "Chooser", customerType: "EBU" } });
      expect(r.body.accessToken).not.toBe(old.accessToken);

      const me = await t.request("GET", "/identity/userinfo/ecare", { token: r.body.accessToken });
      expect(me.body).toMatchObject({ selectedBan: "610000902", vfCustomerType: "EBU", vfOdsCui: "RO30112233" });
      expect((await t.request("GET", "/identity/userinfo/ecare", { token: old.accessToken })).status).toBe(401);
      expect((await t.request("POST", "/identity/refresh/ecare", { body: { refreshToken: old.refreshToken } })).status).toBe(401);

      const back = await t.request("POST", "/identity/selectedidentity/ecare", {
        token: r.body.accessToken,
        body: { changedBanId: "600000901", customerType: "CBU" },
      });
      expect(back.body.payload.role).toBe("ContractOwner");
    });

    it("answers 404 for a BAN the user does not hold and 400 without one", async () => {
      const { accessToken } = await t.login("multi.identity");
      const r = await t.request("POST", "/identity/selectedidentity/ecare", { token: accessToken, body: { changedBanId: "100000101" } });
      expect(r.status).toBe(404);
      expect(r.body.code).toBe("Not found");
      const bad = await t.request("POST", "/identity/selectedidentity/ecare", { token: accessToken, body: {} });
      expect(bad.status).toBe(400);
    });
  });

  describe("eligible flows", () => {
    it("needs dmp=true", async () => {
      const { accessToken } = await t.login("postpaid.owner");
      const r = await t.request("GET", "/identity/eligible-flows/CBU", { token: accessToken });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe("invalid_query");
    });

    it("lists ACQ first, then the customer's own flows", async () => {
      const pre = await t.login("prepaid.owner");
      expect((await t.request("GET", "/identity/eligible-flows/CBU?dmp=true", { token: pre.accessToken })).body.flows).toEqual([
        "ACQ",
        "MFP",
        "MNP",
      ]);
      const multi = await t.login("multi.identity");
      expect((await t.request("GET", "/identity/eligible-flows/EBU?dmp=true", { token: multi.accessToken })).body.flows).toEqual([
        "ACQ",
        "RET",
        "MNP",
      ]);
      const anon = await t.request("POST", "/identity/applicationLogin/shopcbuweb", { body: await t.anonymousBody() });
      const r = await t.request("GET", "/identity/eligible-flows/CBU?dmp=true", { token: anon.body.accessToken, provider: "anonymous" });
      expect(r.body.flows).toEqual(["ACQ", "MNP"]);
      expect((await t.request("GET", "/identity/eligible-flows/XYZ?dmp=true", { token: pre.accessToken })).status).toBe(400);
    });
  });

  describe("convert-token", () => {
    it("issues extended tokens for another client in the same session", async () => {
      const { accessToken } = await t.login("business.chooser");
      const r = await t.request("GET", "/identity/convert-token?client=shopebuweb", { token: accessToken });
      expect(r.status).toBe(200);
      expect(r.body.clientType).toBe("shopebuweb");
      const me = await t.request("GET", "/identity/userinfo/shopebuweb", { token: r.body.accessToken });
      expect(me.body).toMatchObject({ appClientName: "shopebuweb", ssoRoles: ["Chooser"] });
      await t.request("POST", "/identity/logout/ecare", { token: accessToken });
      expect((await t.request("GET", "/identity/userinfo/shopebuweb", { token: r.body.accessToken })).status).toBe(401);
    });

    it("refuses anonymous tokens", async () => {
      const anon = await t.request("POST", "/identity/applicationLogin/ecare", { body: await t.anonymousBody() });
      const r = await t.request("GET", "/identity/convert-token", { token: anon.body.accessToken, provider: "anonymous" });
      expect(r.status).toBe(401);
    });
  });
});
