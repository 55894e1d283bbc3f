// Issue 26 "My account" back ends (contract: /identity account routes, /dxl-loyalty, /dxl-hbo-max, webuser-name's
// status false): SPEC §3 user info (names with the 'nume'/'prenume' rule, e-mail), SPEC §7 webuser-name, e-mail
// verification, "POST loyalty tier", "GET HBO-max banner", identity "disassociate roles", "closed-account roles",
// "share-code". Each route enforces sign-in, roles and ownership on the server.
import { startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";

const CONTACT_EMAIL = "/identity/contact-email";
const DISASSOCIATE = "/identity/disassociate-roles";
const CLOSED_ROLES = "/identity/closed-account-roles";
const SHARE_CODE = "/identity/share-code";
const LOYALTY = "/dxl-loyalty/tier";
const HBO = "/dxl-hbo-max/banner";
const MINUTE = 60_000;

describe("account settings back ends", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 24 * 3600 });
  });
  afterAll(() => t.close());

  const code = (r: Reply) => [r.status, (r.body as { code?: string }).code];
  const userinfo = async (token: string) => (await t.request("GET", "/identity/userinfo/ecare", { token })).body;
  const requestsOf = async (token: string, kind: string) =>
    (
      await t.request<{ ticketType: string; description: string; status: string }[]>(
        "GET",
        `/trouble-ticket/troubleTicket?ticketType=${kind}`,
        { token },
      )
    ).body;

  /** A code sent to the address and checked, as the site does (POST sendValidationEmail, then validateEmail). */
  async function proveEmail(token: string, email: string): Promise<void> {
    const sent = await t.request("POST", "/dxl-otc/otc/sendValidationEmail", { token, body: { payload: { email } } });
    expect(sent.body.errorCode).toBe("no_error");
    const emailCode = (await t.request("GET", `/sandbox/outbox?to=${encodeURIComponent(email)}&limit=1`)).body.messages[0].code;
    const checked = await t.request("POST", "/dxl-otc/otc/validateEmail", { token, body: { payload: { email, code: emailCode } } });
    expect(checked.body.errorCode).toBe("no_error");
  }

  async function select(token: string, identityId: string): Promise<string> {
    const r = await t.request("POST", "/identity/selectedidentity/ecare", { token, body: { identityId } });
    expect(r.body.errorCode).toBe("no_error");
    return r.body.accessToken as string;
  }

  async function otcSession(msisdn: string): Promise<string> {
    await t.request("POST", "/dxl-otc/otc/sendValidationSms", {
      body: {
        payload: { msisdn },
        "g-recaptcha-response": await t.botToken("otcSendValidationSms"),
        "g-recaptcha-action": "otcSendValidationSms",
      },
    });
    const smsCode = (await t.request("GET", `/sandbox/outbox?to=${msisdn}&limit=1`)).body.messages[0].code;
    return (await t.request("POST", "/dxl-otc/otc/validate", { body: { payload: { msisdn, code: smsCode } } })).body.accessToken;
  }

  describe("SPEC §3/§7 contact e-mail: changed only to an address proved by an e-mail code", () => {
    it("refuses an address not verified (409 email_not_verified) and changes nothing", async () => {
      const { accessToken } = await t.login("hybrid.owner");
      const before = (await userinfo(accessToken)).email;
      const r = await t.request("POST", CONTACT_EMAIL, { token: accessToken, body: { email: "nou.hybrid@exemplu.ro" } });
      expect(code(r)).toEqual([409, "email_not_verified"]);
      expect((await userinfo(accessToken)).email).toBe(before);
    });

    it("after the code: saved (lower case), userinfo shows it, and an emailChange request is recorded", async () => {
      const { accessToken } = await t.login("hybrid.owner");
      await proveEmail(accessToken, "radu.nou@exemplu.ro");
      const r = await t.request("POST", CONTACT_EMAIL, { token: accessToken, body: { email: "Radu.Nou@Exemplu.ro" } });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ email: "radu.nou@exemplu.ro", changed: true, requestId: expect.stringMatching(/^TT-/) });
      const info = await userinfo(accessToken);
      expect(info.email).toBe("radu.nou@exemplu.ro");
      expect(info.attributes.email).toBe("radu.nou@exemplu.ro");
      const requests = await requestsOf(accessToken, "emailChange");
      expect(requests.map((x) => x.description)).toContain("Schimbare e-mail de contact în radu.nou@exemplu.ro");
      // The address already held: nothing to change, no new request.
      const again = await t.request("POST", CONTACT_EMAIL, { token: accessToken, body: { email: "radu.nou@exemplu.ro" } });
      expect(again.body).toEqual({ email: "radu.nou@exemplu.ro", changed: false, requestId: null });
      expect(await requestsOf(accessToken, "emailChange")).toHaveLength(requests.length);
    });

    it("a proof older than 30 minutes no longer counts", async () => {
      const { accessToken } = await t.login("fixed.owner");
      await proveEmail(accessToken, "cristina.veche@exemplu.ro");
      t.clock.advance(31 * MINUTE);
      const r = await t.request("POST", CONTACT_EMAIL, { token: accessToken, body: { email: "cristina.veche@exemplu.ro" } });
      expect(code(r)).toEqual([409, "email_not_verified"]);
    });

    it("another user's proof does not count (ownership of the proof)", async () => {
      const other = await t.login("prepaid.owner");
      await proveEmail(other.accessToken, "comun@exemplu.ro");
      const { accessToken } = await t.login("business.sub");
      const r = await t.request("POST", CONTACT_EMAIL, { token: accessToken, body: { email: "comun@exemplu.ro" } });
      expect(code(r)).toEqual([409, "email_not_verified"]);
    });

    it("401 without a signed-in user, 403 for a one-time-code session, 400 for a malformed address", async () => {
      expect((await t.request("POST", CONTACT_EMAIL, { body: { email: "a@exemplu.ro" } })).status).toBe(401);
      const otc = await otcSession("0722000301");
      const r = await t.request("POST", CONTACT_EMAIL, { token: otc, provider: "otc", body: { email: "a@exemplu.ro" } });
      expect(code(r)).toEqual([403, "provider_not_allowed"]);
      const { accessToken } = await t.login("hybrid.owner");
      expect(code(await t.request("POST", CONTACT_EMAIL, { token: accessToken, body: { email: "nu-e-adresa" } }))).toEqual([
        400,
        "invalid_body",
      ]);
    });
  });

  describe("SPEC §7 webuser-name: on failure returns status false; SPEC §3 placeholders are refused", () => {
    it.each([
      ["given_name", { given_name: "prenume", family_name: "Popescu" }],
      ["family_name", { given_name: "Andrei", family_name: "NUME" }],
      ["given_name", { given_name: "Andrei2", family_name: "Popescu" }],
    ])("200 {status: false, errorCode: invalid_name, field: %s}; the names stay", async (field, body) => {
      const { accessToken } = await t.login("postpaid.owner");
      const before = await userinfo(accessToken);
      const r = await t.request("POST", "/dxl-sso-webuser/webuser-name", { token: accessToken, body });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ status: false, errorCode: "invalid_name", field });
      expect(await userinfo(accessToken)).toMatchObject({ firstName: before.firstName, lastName: before.lastName });
    });

    it("a change is recorded as a nameChange request naming the new name", async () => {
      const { accessToken } = await t.login("postpaid.user");
      const r = await t.request("POST", "/dxl-sso-webuser/webuser-name", {
        token: accessToken,
        body: { given_name: "Ioana-Maria", family_name: "Popescu" },
      });
      expect(r.body).toEqual({ status: true, webUserName: { given_name: "Ioana-Maria", family_name: "Popescu" } });
      const requests = await requestsOf(accessToken, "nameChange");
      expect(requests.map((x) => x.description)).toContain("Schimbare nume în Ioana-Maria Popescu");
    });
  });

  describe("SPEC §7 POST loyalty tier: the CBU postpaid contract holder's tier; 'not applicable' otherwise", () => {
    it("postpaid.owner: tier, points and the next tier agree; the same answer twice", async () => {
      const { accessToken } = await t.login("postpaid.owner");
      const r = await t.request("POST", LOYALTY, { token: accessToken, body: {} });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ customerId: "CUST-CBU-1001", applicable: true, validUntil: "2026-12-31" });
      const floors: Record<string, number> = { bronze: 0, silver: 1000, gold: 2500, platinum: 5000 };
      const { tier, points, nextTier, pointsToNextTier } = r.body;
      expect(points).toBeGreaterThanOrEqual(floors[tier]);
      if (nextTier) expect(points + pointsToNextTier).toBe(floors[nextTier]);
      else expect(tier).toBe("platinum");
      expect((await t.request("POST", LOYALTY, { token: accessToken, body: { customerId: "CUST-CBU-1001" } })).body).toEqual(r.body);
    });

    it.each([
      ["postpaid.user", "not_contract_owner"],
      ["prepaid.owner", "not_postpaid"],
      ["hybrid.owner", "not_postpaid"],
      ["fixed.owner", "not_postpaid"],
      ["business.chooser", "business_account"],
      ["nonvf.user", "non_operator"],
    ])("%s: 200 applicable false (%s), no points", async (username, reason) => {
      const { accessToken } = await t.login(username);
      const r = await t.request("POST", LOYALTY, { token: accessToken });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ customerId: expect.any(String), applicable: false, reason });
    });

    it("another customer's id is 403 customer_not_allowed; an identity must be picked; sign-in required", async () => {
      const { accessToken } = await t.login("postpaid.owner");
      expect(code(await t.request("POST", LOYALTY, { token: accessToken, body: { customerId: "CUST-CBU-6001" } }))).toEqual([
        403,
        "customer_not_allowed",
      ]);
      const multi = await t.login("multi.identity");
      expect(code(await t.request("POST", LOYALTY, { token: multi.accessToken, body: {} }))).toEqual([403, "identity_not_selected"]);
      expect((await t.request("POST", LOYALTY, { body: {} })).status).toBe(401);
    });
  });

  describe("SPEC §7 GET HBO-max banner: shown where the plan includes HBO Max", () => {
    it("postpaid.owner (RED 12): show true with a title, a text naming the plan and an https link", async () => {
      const { accessToken } = await t.login("postpaid.owner");
      const r = await t.request("GET", HBO, { token: accessToken });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ show: true, banner: { id: "hbo-max-included", link: { url: expect.stringMatching(/^https:\/\//) } } });
      expect(r.body.banner.text).toContain("RED 12");
    });

    it.each([
      ["postpaid.user", "plan_without_hbo_max"],
      ["prepaid.owner", "not_postpaid"],
      ["business.chooser", "business_account"],
      ["nonvf.user", "role_not_eligible"],
    ])("%s: show false (%s)", async (username, reason) => {
      const { accessToken } = await t.login(username);
      expect((await t.request("GET", HBO, { token: accessToken })).body).toEqual({ show: false, reason });
    });

    it("an identity must be picked; sign-in required", async () => {
      const multi = await t.login("multi.identity");
      expect(code(await t.request("GET", HBO, { token: multi.accessToken }))).toEqual([403, "identity_not_selected"]);
      expect((await t.request("GET", HBO)).status).toBe(401);
    });
  });

  describe("SPEC §7 identity 'disassociate roles': one identity leaves the web user; never the one in use nor the last", () => {
    afterEach(async () => {
      await t.request("POST", "/sandbox/accounts/restore-identities", { body: { username: "multi.identity" } });
    });

    const contactRoles = async (token: string) =>
      ((await t.request("GET", "/identity/contact-roles", { token })).body.contactRoles as { id: string }[]).map((r) => r.id);

    it("multi.identity acting as the personal account removes the business one: gone from contact-roles and ssoRoles", async () => {
      const other = await select((await t.login("multi.identity")).accessToken, "idn-015-ebu");
      const token = await select((await t.login("multi.identity")).accessToken, "idn-015-cbu");
      const r = await t.request("POST", DISASSOCIATE, { token, body: { identityId: "idn-015-ebu" } });
      expect(r.status).toBe(200);
      expect(r.body.disassociated).toMatchObject({ id: "idn-015-ebu", ban: "610000902", role: "Chooser", customerType: "EBU" });
      expect(r.body.contactRoles).toEqual([expect.objectContaining({ id: "idn-015-cbu", selected: true })]);
      expect(await contactRoles(token)).toEqual(["idn-015-cbu"]);
      expect((await userinfo(token)).ssoRoles).toEqual(["ContractOwner"]);
      // A session acting as the released identity ends; a new sign-in has the one identity picked.
      expect(code(await t.request("GET", "/identity/userinfo/ecare", { token: other }))).toEqual([401, "token_revoked"]);
      const again = await t.request("POST", "/identity/applicationLogin/ecare", {
        body: {
          username: "multi.identity",
          password: "Sandbox!2026",
          "g-recaptcha-response": await t.botToken("login"),
          "g-recaptcha-action": "login",
        },
      });
      expect(again.body.payload.requiresIdentitySelection).toBe(false);
      expect((await userinfo(again.body.accessToken)).selectedIdentityId).toBe("idn-015-cbu");
      // Released, it can no longer be selected either.
      const back = await t.request("POST", "/identity/selectedidentity/ecare", { token, body: { identityId: "idn-015-ebu" } });
      expect(back.status).toBe(404);
    });

    it("the identity in use is 409 identity_in_use; the last one is 409 last_identity", async () => {
      const token = await select((await t.login("multi.identity")).accessToken, "idn-015-cbu");
      expect(code(await t.request("POST", DISASSOCIATE, { token, body: { identityId: "idn-015-cbu" } }))).toEqual([409, "identity_in_use"]);
      // Signed in without a pick, one may go, then the last stays.
      const { accessToken } = await t.login("multi.identity");
      expect((await t.request("POST", DISASSOCIATE, { token: accessToken, body: { identityId: "idn-015-ebu" } })).status).toBe(200);
      expect(code(await t.request("POST", DISASSOCIATE, { token: accessToken, body: { identityId: "idn-015-cbu" } }))).toEqual([
        409,
        "last_identity",
      ]);
      expect(await contactRoles(accessToken)).toEqual(["idn-015-cbu"]);
    });

    it("another user's identity is 404 and stays theirs; OTC 403; anonymous 401; a malformed body 400", async () => {
      const { accessToken } = await t.login("postpaid.owner");
      expect(code(await t.request("POST", DISASSOCIATE, { token: accessToken, body: { identityId: "idn-015-ebu" } }))).toEqual([
        404,
        "Not found",
      ]);
      expect(await contactRoles((await t.login("multi.identity")).accessToken)).toEqual(["idn-015-cbu", "idn-015-ebu"]);
      const otc = await otcSession("0722000901");
      expect(code(await t.request("POST", DISASSOCIATE, { token: otc, provider: "otc", body: { identityId: "idn-015-ebu" } }))).toEqual([
        403,
        "provider_not_allowed",
      ]);
      expect((await t.request("POST", DISASSOCIATE, { body: { identityId: "idn-015-ebu" } })).status).toBe(401);
      expect(code(await t.request("POST", DISASSOCIATE, { token: accessToken, body: {} }))).toEqual([400, "invalid_body"]);
    });

    it("the sandbox lever gives the identities and roles back", async () => {
      const token = await select((await t.login("multi.identity")).accessToken, "idn-015-cbu");
      await t.request("POST", DISASSOCIATE, { token, body: { identityId: "idn-015-ebu" } });
      const r = await t.request("POST", "/sandbox/accounts/restore-identities", { body: { username: "multi.identity" } });
      expect(r.body).toEqual({ restored: 1 });
      expect(await contactRoles(token)).toEqual(["idn-015-cbu", "idn-015-ebu"]);
      expect((await userinfo(token)).ssoRoles).toEqual(["ContractOwner", "Chooser"]);
    });
  });

  describe("SPEC §7 identity 'closed-account roles' (SPEC §3 closed account: customerId, crmCustomerSegment, ban)", () => {
    it.each([
      ["postpaid.owner", [{ ban: "100000199", role: "ContractOwner", customerId: "CUST-CBU-1001", crmCustomerSegment: "RESIDENTIAL" }]],
      ["business.chooser", [{ ban: "500000599", role: "Chooser", customerId: "CUST-EBU-5000", customerType: "EBU" }]],
      ["prepaid.owner", []],
    ])("%s: its roles on closed accounts", async (username, expected) => {
      const { accessToken } = await t.login(username);
      const r = await t.request("GET", CLOSED_ROLES, { token: accessToken });
      expect(r.status).toBe(200);
      expect(r.body.closedAccountRoles).toEqual(expected.map((e) => expect.objectContaining(e)));
    });

    it("a role kept out of billing (SPEC §6) sees none; OTC 403", async () => {
      const { accessToken } = await t.login("postpaid.user");
      expect((await t.request("GET", CLOSED_ROLES, { token: accessToken })).body).toEqual({ closedAccountRoles: [] });
      const otc = await otcSession("0722000101");
      expect(code(await t.request("GET", CLOSED_ROLES, { token: otc, provider: "otc" }))).toEqual([403, "provider_not_allowed"]);
    });
  });

  describe("SPEC §7 identity 'share-code': a support code valid 10 minutes", () => {
    it("6 digits, the same while it lives, a new one after; not stored by caches", async () => {
      const { accessToken } = await t.login("prepaid.owner");
      const first = await t.request("GET", SHARE_CODE, { token: accessToken });
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe("no-store");
      expect(first.body).toMatchObject({ code: expect.stringMatching(/^\d{6}$/), purpose: "supportVerification", expiresIn: 600 });
      t.clock.advance(5 * MINUTE);
      const same = await t.request("GET", SHARE_CODE, { token: accessToken });
      expect(same.body).toMatchObject({ code: first.body.code, expiresAt: first.body.expiresAt, expiresIn: 300 });
      t.clock.advance(6 * MINUTE);
      const next = await t.request("GET", SHARE_CODE, { token: accessToken });
      expect(next.body.expiresIn).toBe(600);
      expect(Date.parse(next.body.expiresAt)).toBeGreaterThan(Date.parse(first.body.expiresAt));
    });

    it("per user: another user gets their own; an identity must be picked; sign-in required", async () => {
      const a = (await t.request("GET", SHARE_CODE, { token: (await t.login("postpaid.owner")).accessToken })).body;
      const b = (await t.request("GET", SHARE_CODE, { token: (await t.login("postpaid.user")).accessToken })).body;
      expect(a.identityId).toBe("idn-001");
      expect(b.identityId).toBe("idn-002");
      const multi = await t.login("multi.identity");
      expect(code(await t.request("GET", SHARE_CODE, { token: multi.accessToken }))).toEqual([403, "identity_not_selected"]);
      expect((await t.request("GET", SHARE_CODE)).status).toBe(401);
    });
  });
});
