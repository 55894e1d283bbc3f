// Contract: the site's user-info mapping (src/domain/session/userInfo.ts) and landing rule read every
// persona's real GET userinfo answer as DESIGN.md describes them.
import { landingPathAfterSignIn } from "../../src/domain/session/landing";
import { mapUserInfo, type UserInfo } from "../../src/domain/session/userInfo";
import { startTestSandbox, type TestSandbox } from "./support/sandbox";

describe("SPEC §3 user info mapping against the sandbox's GET userinfo", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  async function userInfoOf(username: string, selectBan?: string): Promise<UserInfo> {
    let { accessToken } = await t.login(username);
    if (selectBan) {
      const r = await t.request("POST", "/identity/selectedidentity/ecare", { token: accessToken, body: { changedBanId: selectBan } });
      accessToken = r.body.accessToken;
    }
    const r = await t.request("GET", "/identity/userinfo/ecare", { token: accessToken });
    expect(r.status).toBe(200);
    return mapUserInfo(r.body);
  }

  // [username, account type, fixed customer, gold, selectedBan, landing without a return path]
  it.each([
    ["postpaid.owner", "CBU", false, true, "100000101", "/ecare/dashboard"],
    ["postpaid.user", "CBU", false, false, "100000101", "/ecare/dashboard"],
    ["prepaid.owner", "CBU", false, false, "200000201", "/ecare/dashboard"],
    ["prepaid.special", "CBU", false, false, "200000202", "/ecare/dashboard"],
    ["hybrid.owner", "CBU", false, false, "300000301", "/ecare/dashboard"],
    ["fixed.owner", "UPC", true, false, "4000004", "/ecare/dashboard"],
    ["business.chooser", "EBU", false, true, "500000501", "/ecare/dashboard"],
    ["business.delegated", "EBU", false, false, "500000502", "/ecare/dashboard"],
    ["business.authorized", "EBU", false, false, "500000501", "/ecare/dashboard"],
    ["business.technical", "EBU", false, false, "500000501", "/business/assurance"],
    ["business.power", "EBU", false, false, "500000501", "/ecare/dashboard"],
    ["business.sub", "EBU", false, false, "500000501", "/ecare/dashboard"],
    ["nonvf.user", "POSTPAID", false, false, "", "/ecare/dashboard"],
    ["noroles.user", null, false, false, "", "/ecare/asociaza-servicii"],
  ] as const)("%s → %s, fixed %s, gold %s, ban %p, lands on %s", async (username, accountType, fixed, gold, ban, landing) => {
    const u = await userInfoOf(username);
    expect(u).toMatchObject({
      isAuthenticated: true,
      authProvider: "sso",
      accountType,
      isFixedCustomer: fixed,
      isGoldUser: gold,
      selectedBan: ban,
    });
    expect(landingPathAfterSignIn(u, null)).toBe(landing);
    expect(mapUserInfo(JSON.parse(JSON.stringify(u)))).toEqual(u);
  });

  it("nonvf.user's placeholder names are ignored", async () => {
    const u = await userInfoOf("nonvf.user");
    expect([u.firstName, u.lastName]).toEqual(["", ""]);
  });

  it("prepaid.special holds the special product", async () => {
    const u = await userInfoOf("prepaid.special");
    expect(u.customerInfo?.productInventory.filter((p) => p.isSpecial).map((p) => p.productOfferingId)).toEqual(["PRP-SPC-004"]);
  });

  it("multi.identity has no account type until an identity is selected", async () => {
    const before = await userInfoOf("multi.identity");
    expect(before.ssoRoles).toEqual(["ContractOwner", "Chooser"]);
    expect(before.accountType).toBeNull();
    const chooser = await userInfoOf("multi.identity", "610000902");
    expect(chooser).toMatchObject({ selectedRole: "Chooser", accountType: "EBU", selectedBan: "610000902" });
  });

  it("an anonymous answer maps to anonymous user info", async () => {
    const login = await t.request("POST", "/identity/applicationLogin/shopcbuweb", { body: await t.anonymousBody() });
    const r = await t.request("GET", "/identity/userinfo/shopcbuweb", { token: login.body.accessToken, provider: "anonymous" });
    const u = mapUserInfo(r.body);
    expect(u).toMatchObject({
      isAuthenticated: false,
      authProvider: "anonymous",
      ssoRoles: [],
      accountType: null,
      flowType: "NO_MSISDN_ACQ",
    });
    expect(u.eligibleFlows).toEqual(["ACQ", "MNP"]);
    expect(Object.keys(u).sort()).toEqual(Object.keys(mapUserInfo(null)).sort());
  });
});
