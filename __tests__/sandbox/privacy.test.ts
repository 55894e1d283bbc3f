// The privacy back ends (issue 26; SPEC §3 gdprAttributes, SPEC §7 "GET (with ?skipCache) and POST GDPR settings" and
// "GET and POST party-management and privacy"; TMF644): consents per customer, person and purpose, off until granted;
// the GDPR settings read cache that lags a change unless ?skipCache=true; the TMF644 profile with its history as
// agreements; signed-in SSO only, the caller's own customer only, every bad purpose or value refused with its code.
import { startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";
import { PRIVACY_PURPOSES } from "../../src/domain/privacy/privacy";
import { PURPOSES } from "../../sandbox/src/modules/privacy/purposes";
import { GDPR_CACHE_TTL_MS } from "../../sandbox/src/modules/privacy/store";

const OWNER = "CUST-CBU-1001";
const gdpr = (customerId: string, query = "") => `/dxl-gdpr/gdpr-settings/${customerId}${query}`;
const tmf = (customerId: string) => `/party-management/privacy/${customerId}`;

type Settings = {
  customerId: string;
  gdprBasic: Record<string, boolean>;
  gdprAdvanced: Record<string, boolean>;
  lastUpdated: string | null;
};

describe("privacy back ends", () => {
  let t: TestSandbox;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 24 * 3600 });
  });
  afterAll(() => t.close());

  async function call<T = any>(method: string, path: string, username: string, body?: unknown): Promise<Reply<T>> {
    if (!tokens.has(username)) tokens.set(username, (await t.login(username)).accessToken);
    return t.request<T>(method, path, { token: tokens.get(username), body });
  }
  const refusal = (r: Reply) => [r.status, (r.body as { code?: string }).code];

  it("the site's purposes are the back end's, each in the same group", () => {
    expect(PRIVACY_PURPOSES.map((p) => [p.id, p.group])).toEqual(PURPOSES.map((p) => [p.id, p.group]));
  });

  describe("SPEC §7 GDPR settings (/dxl-gdpr)", () => {
    it("GET: every purpose of both groups; the seeded grants on, everything else off", async () => {
      const r = await call<Settings>("GET", gdpr(OWNER), "postpaid.owner");
      expect(r.status).toBe(200);
      expect(r.headers.get("cache-control")).toBe("no-store");
      expect(r.body).toEqual({
        customerId: OWNER,
        gdprBasic: { marketingEmail: true, marketingSms: false, marketingCall: false },
        gdprAdvanced: { profiling: true, partners: false },
        lastUpdated: "2025-09-01T12:00:00+03:00",
      });
    });

    it("consents are the person's: postpaid.user (same customer) has only what it was seeded with, and changing it leaves the owner's alone", async () => {
      const user = await call<Settings>("GET", gdpr(OWNER, "?skipCache=true"), "postpaid.user");
      expect(user.body.gdprBasic).toEqual({ marketingEmail: true, marketingSms: false, marketingCall: false });
      expect(user.body.gdprAdvanced).toEqual({ profiling: false, partners: false });
      const post = await call("POST", gdpr(OWNER), "postpaid.user", { gdprAdvanced: { partners: true } });
      expect(post.status).toBe(200);
      expect((await call<Settings>("GET", gdpr(OWNER, "?skipCache=true"), "postpaid.owner")).body.gdprAdvanced.partners).toBe(false);
      expect((await call<Settings>("GET", gdpr(OWNER, "?skipCache=true"), "postpaid.user")).body.gdprAdvanced.partners).toBe(true);
    });

    it("POST stores and answers what changed (not the settings); a value already held changes nothing", async () => {
      const r = await call("POST", gdpr("CUST-CBU-2001"), "prepaid.owner", {
        gdprBasic: { marketingEmail: true, marketingSms: true },
        gdprAdvanced: { partners: false },
      });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        customerId: "CUST-CBU-2001",
        status: "saved",
        changed: [{ purpose: "marketingSms", granted: true }],
        lastUpdated: expect.stringMatching(/^2026-03-02T11:00:00\+02:00$/),
      });
      const again = await call("POST", gdpr("CUST-CBU-2001"), "prepaid.owner", { gdprBasic: { marketingSms: true } });
      expect(again.body.changed).toEqual([]);
    });

    it("GET answers its cached copy for a few minutes after a change; ?skipCache=true answers the change and refreshes the copy", async () => {
      const path = gdpr("CUST-CBU-3001");
      const first = await call<Settings>("GET", path, "hybrid.owner");
      expect(first.headers.get("x-gdpr-cache")).toBe("miss");
      expect(first.body.gdprBasic.marketingCall).toBe(false);
      await call("POST", path, "hybrid.owner", { gdprBasic: { marketingCall: true } });

      t.clock.advance(GDPR_CACHE_TTL_MS - 1000);
      const stale = await call<Settings>("GET", path, "hybrid.owner");
      expect(stale.headers.get("x-gdpr-cache")).toBe("hit");
      expect(stale.body.gdprBasic.marketingCall).toBe(false);

      const fresh = await call<Settings>("GET", `${path}?skipCache=true`, "hybrid.owner");
      expect(fresh.headers.get("x-gdpr-cache")).toBe("bypass");
      expect(fresh.body.gdprBasic.marketingCall).toBe(true);
      const after = await call<Settings>("GET", path, "hybrid.owner");
      expect([after.headers.get("x-gdpr-cache"), after.body.gdprBasic.marketingCall]).toEqual(["hit", true]);
    });

    it("the cached copy expires by itself after GDPR_CACHE_TTL_MS", async () => {
      const path = gdpr("CUST-CBU-2002");
      await call<Settings>("GET", path, "prepaid.special");
      await call("POST", path, "prepaid.special", { gdprAdvanced: { profiling: true } });
      expect((await call<Settings>("GET", path, "prepaid.special")).body.gdprAdvanced.profiling).toBe(false);
      t.clock.advance(GDPR_CACHE_TTL_MS);
      const r = await call<Settings>("GET", path, "prepaid.special");
      expect([r.headers.get("x-gdpr-cache"), r.body.gdprAdvanced.profiling]).toEqual(["miss", true]);
    });

    // A valid purpose beside the bad one (partners) is not saved either.
    it.each([
      [{ gdprBasic: { marketingFax: true }, gdprAdvanced: { partners: true } }, 400, "unknown_purpose"],
      [{ gdprBasic: { profiling: true }, gdprAdvanced: { partners: true } }, 400, "purpose_group_mismatch"],
      [{ gdprAdvanced: { partners: true, marketingSms: true } }, 400, "purpose_group_mismatch"],
      [{ gdprBasic: { marketingSms: "true" }, gdprAdvanced: { partners: true } }, 400, "invalid_consent_value"],
      [{ gdprAdvanced: { partners: true, profiling: 1 } }, 400, "invalid_consent_value"],
      [{}, 400, "no_purposes"],
      [{ gdprBasic: {} }, 400, "no_purposes"],
      [{ gdprAdvanced: { partners: true }, gdprExtra: {} }, 400, "invalid_body"],
      [{ gdprBasic: [true] }, 400, "invalid_body"],
    ])("POST %j → %i %s, and nothing changes", async (body, status, code) => {
      const before = await call<Settings>("GET", gdpr("CUST-CBU-4001", "?skipCache=true"), "fixed.owner");
      expect(before.body.gdprAdvanced.partners).toBe(false);
      expect(refusal(await call("POST", gdpr("CUST-CBU-4001"), "fixed.owner", body))).toEqual([status, code]);
      expect((await call<Settings>("GET", gdpr("CUST-CBU-4001", "?skipCache=true"), "fixed.owner")).body).toEqual(before.body);
    });

    it("?skipCache takes true or false only", async () => {
      expect(refusal(await call("GET", gdpr(OWNER, "?skipCache=yes"), "postpaid.owner"))).toEqual([400, "invalid_query"]);
      expect((await call("GET", gdpr(OWNER, "?skipCache=false"), "postpaid.owner")).status).toBe(200);
    });
  });

  describe("who may read and change", () => {
    it.each([
      ["GET", gdpr("CUST-CBU-2001")],
      ["POST", gdpr("CUST-CBU-2001")],
      ["GET", tmf("CUST-CBU-2001")],
      ["POST", tmf("CUST-CBU-2001")],
      ["GET", gdpr("CUST-NOPE-0000")],
    ])("%s %s of another customer (or none) is a 404", async (method, path) => {
      const body =
        method === "POST"
          ? path.includes("dxl")
            ? { gdprBasic: { marketingSms: true } }
            : { partyPrivacyProfileCharacteristic: [{ name: "marketingSms", value: true }] }
          : undefined;
      expect(refusal(await call(method, path, "postpaid.owner", body))).toEqual([404, "customer_not_found"]);
    });

    it("no token, an anonymous token: 401; a one-time-code session: 403", async () => {
      expect((await t.request("GET", gdpr(OWNER))).status).toBe(401);
      const anon = await t.request("POST", "/identity/applicationLogin/ecare", { body: await t.anonymousBody() });
      const r = await t.request("GET", gdpr(OWNER), { token: anon.body.accessToken, provider: "anonymous" });
      expect(refusal(r)).toEqual([401, "authentication_required"]);
      await t.request("POST", "/dxl-otc/otc/sendValidationSms", {
        body: {
          payload: { msisdn: "0722000101" },
          "g-recaptcha-response": await t.botToken("otcSendValidationSms"),
          "g-recaptcha-action": "otcSendValidationSms",
        },
      });
      const code = (await t.request("GET", "/sandbox/outbox?to=0722000101")).body.messages[0].code;
      const otc = await t.request("POST", "/dxl-otc/otc/validate", { body: { payload: { msisdn: "0722000101", code } } });
      const o = await t.request("GET", gdpr(OWNER), { token: otc.body.accessToken, provider: "otc" });
      expect(refusal(o)).toEqual([403, "provider_not_allowed"]);
    });

    it("a user without a customer: 403 no_customer; several identities and none chosen: 403 identity_not_selected", async () => {
      expect(refusal(await call("GET", gdpr(OWNER), "noroles.user"))).toEqual([403, "no_customer"]);
      expect(refusal(await call("GET", gdpr("CUST-CBU-6001"), "multi.identity"))).toEqual([403, "identity_not_selected"]);
    });

    it.each([
      ["business.sub", "CUST-EBU-5000"],
      ["business.technical", "CUST-EBU-5000"],
      ["business.chooser", "CUST-EBU-5000"],
    ])("any contact role manages its own consents (%s)", async (username, customerId) => {
      const post = await call("POST", gdpr(customerId), username, { gdprBasic: { marketingCall: true } });
      expect(post.status).toBe(200);
      expect((await call<Settings>("GET", gdpr(customerId, "?skipCache=true"), username)).body.gdprBasic.marketingCall).toBe(true);
    });
  });

  describe("TMF644 party-management/privacy", () => {
    it("GET: a PartyPrivacyProfile with a characteristic per purpose and the seeded grants as approved agreements", async () => {
      const r = await call("GET", tmf("CUST-CBU-2003"), "minor.user");
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        "@type": "PartyPrivacyProfile",
        status: "created",
        agreedByParty: { id: "usr-016", "@referredType": "Individual" },
        applicableForParty: { id: "usr-016" },
        relatedParty: [{ id: "CUST-CBU-2003", role: "Customer" }],
        partyPrivacyProfileSpecification: { id: "PPPS-CONSENT-RO-1" },
      });
      expect(r.body.partyPrivacyProfileCharacteristic.map((c: any) => [c.name, c.value, c.privacyUsagePurpose, c.gdprGroup])).toEqual([
        ["marketingEmail", true, "MARKETING", "gdprBasic"],
        ["marketingSms", false, "MARKETING", "gdprBasic"],
        ["marketingCall", false, "MARKETING", "gdprBasic"],
        ["profiling", false, "PROFILING", "gdprAdvanced"],
        ["partners", false, "THIRD_PARTY_MARKETING", "gdprAdvanced"],
      ]);
      expect(r.body.partyPrivacyProfileCharacteristic[0].validFor).toEqual({ startDateTime: "2025-09-01T12:00:00+03:00" });
      expect(r.body.partyPrivacyProfileCharacteristic[1].validFor).toBeNull();
      expect(r.body.partyPrivacyAgreement).toEqual([
        expect.objectContaining({
          "@type": "PartyPrivacyAgreement",
          name: "marketingEmail",
          status: "approved",
          validFor: { startDateTime: "2025-09-01T12:00:00+03:00" },
          characteristic: [{ name: "grantedVia", value: "seed" }],
        }),
      ]);
    });

    it("the history: a grant and a withdrawal through /dxl-gdpr make a terminated agreement with both dates", async () => {
      const path = gdpr("CUST-CBU-2003");
      await call("POST", path, "minor.user", { gdprBasic: { marketingSms: true } });
      const granted = t.clock.now;
      t.clock.advance(60_000);
      await call("POST", path, "minor.user", { gdprBasic: { marketingSms: false } });
      const r = await call("GET", tmf("CUST-CBU-2003"), "minor.user");
      const sms = r.body.partyPrivacyAgreement.filter((a: any) => a.name === "marketingSms");
      expect(sms).toHaveLength(1);
      expect(sms[0]).toMatchObject({
        status: "terminated",
        characteristic: [
          { name: "grantedVia", value: "dxl-gdpr" },
          { name: "withdrawnVia", value: "dxl-gdpr" },
        ],
      });
      expect(Date.parse(sms[0].validFor.startDateTime)).toBe(granted - (granted % 1000));
      expect(Date.parse(sms[0].validFor.endDateTime) - Date.parse(sms[0].validFor.startDateTime)).toBe(60_000);
      expect(r.body.partyPrivacyProfileCharacteristic.find((c: any) => c.name === "marketingSms").value).toBe(false);
    });

    it("POST: 201 with the profile; the change is the GDPR settings' too (at once with skipCache)", async () => {
      const r = await call("POST", tmf("CUST-CBU-2003"), "minor.user", {
        "@type": "PartyPrivacyProfile",
        agreedByParty: { id: "usr-016" },
        partyPrivacyProfileCharacteristic: [{ name: "partners", value: true, privacyUsagePurpose: "THIRD_PARTY_MARKETING" }],
      });
      expect(r.status).toBe(201);
      expect(r.body.partyPrivacyProfileCharacteristic.find((c: any) => c.name === "partners").value).toBe(true);
      expect(r.body.partyPrivacyAgreement.at(-1)).toMatchObject({
        name: "partners",
        status: "approved",
        characteristic: [{ name: "grantedVia", value: "party-management" }],
      });
      const s = await call<Settings>("GET", gdpr("CUST-CBU-2003", "?skipCache=true"), "minor.user");
      expect(s.body.gdprAdvanced.partners).toBe(true);
    });

    it.each([
      [{ partyPrivacyProfileCharacteristic: [{ name: "marketingFax", value: true }] }, 400, "unknown_purpose"],
      [
        { partyPrivacyProfileCharacteristic: [{ name: "profiling", value: true, privacyUsagePurpose: "MARKETING" }] },
        400,
        "privacy_usage_purpose_mismatch",
      ],
      [{ partyPrivacyProfileCharacteristic: [{ name: "profiling", value: "yes" }] }, 400, "invalid_consent_value"],
      [
        {
          partyPrivacyProfileCharacteristic: [
            { name: "profiling", value: true },
            { name: "profiling", value: false },
          ],
        },
        400,
        "duplicate_purpose",
      ],
      [{ partyPrivacyProfileCharacteristic: [] }, 400, "no_purposes"],
      [{ name: "no characteristics" }, 400, "invalid_body"],
      [
        { agreedByParty: { id: "usr-001" }, partyPrivacyProfileCharacteristic: [{ name: "profiling", value: true }] },
        403,
        "agreed_by_other",
      ],
    ])("POST %j → %i %s, nothing recorded", async (body, status, code) => {
      const before = await call("GET", tmf("CUST-CBU-2003"), "minor.user");
      expect(refusal(await call("POST", tmf("CUST-CBU-2003"), "minor.user", body))).toEqual([status, code]);
      expect((await call("GET", tmf("CUST-CBU-2003"), "minor.user")).body).toEqual(before.body);
    });
  });

  it("SPEC §3 gdprAttributes in user info follow the store: a group is on while one of its purposes is granted", async () => {
    const me = async () => (await call("GET", "/identity/userinfo/ecare", "business.power")).body.gdprAttributes;
    expect(await me()).toEqual({ gdprBasic: true, gdprAdvanced: false });
    await call("POST", gdpr("CUST-EBU-5000"), "business.power", {
      gdprBasic: { marketingEmail: false },
      gdprAdvanced: { profiling: true },
    });
    expect(await me()).toEqual({ gdprBasic: false, gdprAdvanced: true });
  });
});
