// A one-time-code session's GET userinfo carries a reduced claim set (sandbox/README.md "Identity"): no CNP, no postal
// addresses, no BANs, with the keys kept (null / []) so the site's mapping reads the same shape.
import { PERSONAS } from "../../sandbox/src/seed/personas";
import { mapUserInfo } from "../../src/domain/session/userInfo";
import { startTestSandbox, type TestSandbox } from "./support/sandbox";

const persona = (username: string) => {
  const p = PERSONAS.find((x) => x.username === username);
  if (!p) throw new Error(username);
  return p;
};

/** The claims a one-time-code session never gets (sandbox/README.md "Identity"): CNP, postal addresses, BANs. */
const OTC_WITHHELD_CLAIMS = [
  "cnp",
  "vetting.cnp",
  "address",
  "vetting.county",
  "vetting.city",
  "shippingAddress",
  "billingAddress",
  "fixedInstallationAddress",
  "selectedBan",
  "customerInfo.bans",
  "customerInfo.closedBans",
] as const;

/** The value at a dotted path ("vetting.cnp"); `missing` when a key on the way is absent. */
function at(body: unknown, path: string): unknown {
  let v: unknown = body;
  for (const key of path.split(".")) {
    if (v === null || typeof v !== "object" || !(key in v)) return "missing";
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

describe("one-time-code sessions: reduced user-info claims", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  async function otcSession(msisdn: string, client = "shopcbuweb"): Promise<string> {
    await t.request("POST", "/dxl-otc/otc/sendValidationSms", {
      body: {
        payload: { msisdn },
        "g-recaptcha-response": await t.botToken("otcSendValidationSms"),
        "g-recaptcha-action": "otcSendValidationSms",
      },
    });
    const code = (await t.request("GET", `/sandbox/outbox?to=${msisdn}`)).body.messages[0].code;
    const v = await t.request("POST", "/dxl-otc/otc/validate", { body: { payload: { msisdn, code }, client } });
    expect(v.body.errorCode).toBe("no_error");
    return v.body.accessToken;
  }

  const userinfo = async (token: string, client = "shopcbuweb") =>
    (await t.request("GET", `/identity/userinfo/${client}`, { token, provider: "otc" })).body;

  // Owners with BANs (one with a closed BAN), a fixed-line owner with addresses, a business chooser with several BANs.
  it.each([
    ["postpaid.owner", "0722000101"],
    ["business.chooser", "0728000501"],
    ["hybrid.owner", "0722000301"],
  ])("%s signed in by code: the CNP, addresses and BANs appear nowhere in the answer", async (username, msisdn) => {
    const p = persona(username);
    const body = await userinfo(await otcSession(msisdn));
    const json = JSON.stringify(body);
    expect(body.authProvider).toBe("otc");
    expect(json).not.toContain(p.cnp);
    for (const i of p.identities) for (const ban of [i.ban, ...i.bans, ...i.closedBans]) if (ban) expect(json).not.toContain(ban);
    for (const address of [p.address, p.shippingAddress, p.billingAddress, p.fixedInstallationAddress]) {
      if (address?.street) expect(json).not.toContain(address.street);
      if (address?.postcode) expect(json).not.toContain(address.postcode);
    }
    // The same persona signed in with its password does get them: the reduction is the provider's, not the data's.
    const sso = (await t.request("GET", "/identity/userinfo/ecare", { token: (await t.login(username)).accessToken })).body;
    expect(JSON.stringify(sso)).toContain(p.cnp);
  });

  it("keeps every withheld key, null or empty, and the rest of the customer data of the number", async () => {
    const body = await userinfo(await otcSession("0722000101", "shopebuweb"), "shopebuweb");
    for (const path of OTC_WITHHELD_CLAIMS) {
      const v = at(body, path);
      expect([path, v === null || (Array.isArray(v) && v.length === 0)]).toEqual([path, true]);
    }
    expect(body).toMatchObject({
      cnp: null,
      address: null,
      shippingAddress: null,
      billingAddress: null,
      fixedInstallationAddress: null,
      selectedBan: null,
      vetting: { cnp: null, msisdn: "0722000101" },
      customerInfo: { bans: [], closedBans: [], customerId: "CUST-CBU-1001" },
      phoneNumber: "0722000101",
      ssoRoles: [],
      isAuthenticated: true,
    });
    expect(body.customerInfo.productInventory.length).toBeGreaterThan(0);
  });

  it("is read by the site's mapping like any other answer (the one-time-code sign-in keeps working)", async () => {
    const u = mapUserInfo(await userinfo(await otcSession("0733000202")));
    expect(u).toMatchObject({
      authProvider: "otc",
      isAuthenticated: true,
      phoneNumber: "0733000202",
      cnp: "",
      selectedBan: "",
      address: null,
      shippingAddress: null,
      billingAddress: null,
      customerInfo: { bans: [], closedBans: [] },
    });
    // SPEC §9 special product still flagged for the shop's rules.
    expect(u.customerInfo?.productInventory.some((x) => x.isSpecial)).toBe(true);
  });

  it("gives a prospect (a number that is no customer's) the same keys, all empty", async () => {
    const body = await userinfo(await otcSession("0755123456"));
    // No customer, no customerInfo at all (as for anonymous callers); every other withheld key is there, null.
    for (const path of OTC_WITHHELD_CLAIMS.filter((x) => !x.startsWith("customerInfo.")))
      expect([path, at(body, path)]).toEqual([path, null]);
    expect(body).toMatchObject({ cnp: null, selectedBan: null, customerInfo: null, phoneNumber: "0755123456" });
  });
});
