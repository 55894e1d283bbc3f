// SPEC §2/§6 "User, power user, sub user and non-operator users are kept out of billing pages", enforced by the
// sandbox (sandbox/src/auth/billingAccess.ts) on every ebill route, and the same rule as the site's route guards:
// whoever the guards let onto the bills page (and whose dashboard asks for a bill) gets the bills; everyone else 403.
import { BILLING_REFUSED_ROLES, BILLING_ROLES, mayUseBilling } from "../../sandbox/src/auth/billingAccess";
import { ROLES } from "../../sandbox/src/auth/roles";
import { dashboardPlan } from "../../src/domain/dashboard/plan";
import { PATHS } from "../../src/domain/guards/paths";
import { resolveRoute } from "../../src/domain/guards/resolveRoute";
import { mapUserInfo, type UserInfo } from "../../src/domain/session/userInfo";
import { PASSWORD, startTestSandbox, type TestSandbox } from "./support/sandbox";

const BILLS = "/ebill/customerBill";

/** What the site decides for the bills page (SPEC §2 "facturi-si-plati"). */
const siteAllowsBills = (u: UserInfo) => resolveRoute(PATHS.bills, "", u, u.customerInfo?.productInventory ?? []).allow;

describe("SPEC §2/§6: billing is refused to the roles kept out of billing", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  async function session(username: string, selectBan?: string): Promise<{ token: string; profile: UserInfo }> {
    let { accessToken } = await t.login(username);
    if (selectBan) {
      const r = await t.request("POST", "/identity/selectedidentity/ecare", { token: accessToken, body: { changedBanId: selectBan } });
      expect(r.status).toBe(200);
      accessToken = r.body.accessToken;
    }
    const me = await t.request("GET", "/identity/userinfo/ecare", { token: accessToken });
    expect(me.status).toBe(200);
    return { token: accessToken, profile: mapUserInfo(me.body) };
  }

  it("SPEC §2/§6: one list: User, PowerUser, SubUser and nonVFUser refused, every other role allowed", () => {
    expect([...BILLING_REFUSED_ROLES].sort()).toEqual(["PowerUser", "SubUser", "User", "nonVFUser"].sort());
    expect([...BILLING_ROLES, ...BILLING_REFUSED_ROLES].sort()).toEqual([...ROLES].sort());
  });

  it.each(ROLES.flatMap((role) => [false, true].map((nonOperator) => [role, nonOperator] as const)))(
    "SPEC §2/§6: the sandbox and the site's guard table agree for role %s (non-operator flag %s)",
    (role, isNonVdf) => {
      const profile = mapUserInfo({
        isAuthenticated: true,
        authProvider: "sso",
        ssoRoles: [role],
        selectedRole: role,
        vfResourceType: "MSISDN",
        isNonVdf,
        customerInfo: { customerId: "C", bans: ["1"], productInventory: [] },
      });
      expect(mayUseBilling(role, { isNonVdf })).toBe(siteAllowsBills(profile));
    },
  );

  it.each([
    ["postpaid.user", "User", "100000101"],
    ["business.power", "PowerUser", "500000501"],
    ["business.sub", "SubUser", "500000501"],
    ["nonvf.user", "nonVFUser", "100000101"],
    ["noroles.user", "no role", "100000101"],
  ])("SPEC §2/§6: %s (%s) gets 403 insufficient_role for the bill list, even of a BAN it holds", async (username, _role, ban) => {
    const { token, profile } = await session(username);
    expect(siteAllowsBills(profile)).toBe(false);
    expect(dashboardPlan(profile).billingAccount).toBeNull();
    const r = await t.request("GET", `${BILLS}?banId=${ban}`, { token });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ "@type": "Error", code: "insufficient_role", reason: "Forbidden", status: "403" });
    // Refused before the query is read: no banId at all is a 403 too, not a 400.
    expect((await t.request("GET", BILLS, { token })).status).toBe(403);
  });

  it.each([
    ["postpaid.owner", ""],
    ["prepaid.owner", ""],
    ["prepaid.special", ""],
    ["hybrid.owner", ""],
    ["fixed.owner", ""],
    ["business.chooser", ""],
    ["business.chooser", "500000502"],
    ["business.delegated", ""],
    ["business.authorized", ""],
    ["business.technical", ""],
    ["multi.identity", "600000901"],
    ["multi.identity", "610000902"],
  ])("SPEC §2/§6: %s %s is allowed billing; the dashboard's bill card gets its bills", async (username, selectBan) => {
    const { token, profile } = await session(username, selectBan || undefined);
    expect(siteAllowsBills(profile)).toBe(true);
    const ban = dashboardPlan(profile).billingAccount ?? profile.customerInfo?.bans[0];
    expect(ban).toBeTruthy();
    const r = await t.request("GET", `${BILLS}?banId=${ban}`, { token });
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
    // Every dashboard that shows a bill card (postpaid, hybrid, fixed, business) has bills to show.
    if (dashboardPlan(profile).billingAccount !== null) expect(r.body.length).toBeGreaterThan(0);
  });

  it("SPEC §2/§6: postpaid.user signing in with its password gets 403 from the ebill bill list (the e2e trust test)", async () => {
    const login = await t.request("POST", "/identity/applicationLogin/ecare", {
      body: {
        username: "postpaid.user",
        password: PASSWORD,
        "g-recaptcha-response": await t.botToken("login"),
        "g-recaptcha-action": "login",
      },
    });
    expect(login.body.errorCode).toBe("no_error");
    const res = await fetch(`${t.url}${BILLS}?banId=100000101`, { headers: { authorization: `Bearer ${login.body.accessToken}` } });
    expect(res.status).toBe(403);
    await expect(res.json()).resolves.toMatchObject({ "@type": "Error", status: "403" });
  });

  it("keeps the earlier refusals first: identity not selected, anonymous callers", async () => {
    const multi = await t.login("multi.identity");
    expect((await t.request("GET", `${BILLS}?banId=600000901`, { token: multi.accessToken })).body.code).toBe("identity_not_selected");
    const anon = await t.request("POST", "/identity/applicationLogin/ecare", { body: await t.anonymousBody() });
    const r = await t.request("GET", `${BILLS}?banId=100000101`, { token: anon.body.accessToken, provider: "anonymous" });
    expect([r.status, r.body.code]).toEqual([401, "authentication_required"]);
  });
});
