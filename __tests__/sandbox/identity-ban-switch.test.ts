// SPEC §7 "POST selectedidentity/{client} (changedBanId etc.)": switching to another BAN of the current identity
// (business.chooser holds 500000501, 500000502, 500000503). The identity stays, the new pair records the BAN.
import { startTestSandbox, type TestSandbox } from "./support/sandbox";

const SELECT = "/identity/selectedidentity/ecare";
const USERINFO = "/identity/userinfo/ecare";

describe("identity: BAN switch within an identity", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  const userinfo = async (token: string) => (await t.request("GET", USERINFO, { token })).body;

  it("switches business.chooser to another of its BANs: same identity, selectedBan changes, the old pair dies", async () => {
    const old = await t.login("business.chooser");
    expect((await userinfo(old.accessToken)).selectedBan).toBe("500000501");

    const r = await t.request("POST", SELECT, { token: old.accessToken, body: { changedBanId: "500000502" } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      errorCode: "no_error",
      payload: { identityId: "idn-007", selectedBan: "500000502", role: "Chooser", customerType: "EBU" },
    });
    const me = await userinfo(r.body.accessToken);
    expect(me).toMatchObject({
      selectedBan: "500000502",
      selectedIdentityId: "idn-007",
      selectedRole: "Chooser",
      vfOdsCui: "RO18547290",
      customerInfo: { bans: ["500000501", "500000502", "500000503"] },
    });
    expect((await t.request("GET", USERINFO, { token: old.accessToken })).status).toBe(401);
    expect((await t.request("POST", "/identity/refresh/ecare", { body: { refreshToken: old.refreshToken } })).status).toBe(401);
  });

  it("keeps the selected BAN through token refreshes and convert-token", async () => {
    const { accessToken } = await t.login("business.chooser");
    const sw = await t.request("POST", SELECT, { token: accessToken, body: { changedBanId: "500000503", customerType: "EBU" } });
    expect(sw.body.payload.selectedBan).toBe("500000503");

    let pair = { accessToken: sw.body.accessToken, refreshToken: sw.body.refreshToken };
    for (let i = 0; i < 2; i++) {
      const r = await t.request("POST", "/identity/refresh/ecare", { body: pair });
      expect(r.status).toBe(200);
      pair = { accessToken: r.body.accessToken, refreshToken: r.body.refreshToken };
      expect((await userinfo(pair.accessToken)).selectedBan).toBe("500000503");
    }
    const ext = await t.request("GET", "/identity/convert-token?client=shopebuweb", { token: pair.accessToken });
    expect(ext.status).toBe(200);
    const extMe = await t.request("GET", "/identity/userinfo/shopebuweb", { token: ext.body.accessToken });
    expect(extMe.body).toMatchObject({ selectedBan: "500000503", clientType: "shopebuweb" });
  });

  it("switches back to the identity's own BAN, and selecting the identity again resets the BAN", async () => {
    const { accessToken } = await t.login("business.chooser");
    const to502 = await t.request("POST", SELECT, { token: accessToken, body: { changedBanId: "500000502" } });
    const back = await t.request("POST", SELECT, { token: to502.body.accessToken, body: { changedBanId: "500000501" } });
    expect(back.body.payload).toMatchObject({ identityId: "idn-007", selectedBan: "500000501" });
    expect((await userinfo(back.body.accessToken)).selectedBan).toBe("500000501");

    const to503 = await t.request("POST", SELECT, { token: back.body.accessToken, body: { changedBanId: "500000503" } });
    const byId = await t.request("POST", SELECT, { token: to503.body.accessToken, body: { identityId: "idn-007" } });
    expect(byId.body.payload.selectedBan).toBe("500000501");
    expect((await userinfo(byId.body.accessToken)).selectedBan).toBe("500000501");
  });

  it("refuses with 404 a BAN outside the identity's open BANs, or one the filters exclude, and keeps the tokens", async () => {
    const { accessToken } = await t.login("business.chooser");
    const refused: Record<string, unknown>[] = [
      { changedBanId: "500000599" }, // closed BAN
      { changedBanId: "100000101" }, // another customer's
      { changedBanId: "500000502", customerType: "CBU" },
      { changedBanId: "500000502", role: "ContractOwner" },
    ];
    for (const body of refused) {
      const r = await t.request("POST", SELECT, { token: accessToken, body });
      expect([body, r.status, r.body.code]).toEqual([body, 404, "Not found"]);
    }
    expect((await userinfo(accessToken)).selectedBan).toBe("500000501");
  });

  it("does not let a user whose identity holds one BAN reach a colleague's BAN", async () => {
    const { accessToken } = await t.login("business.delegated");
    const r = await t.request("POST", SELECT, { token: accessToken, body: { changedBanId: "500000501" } });
    expect(r.status).toBe(404);
    expect((await userinfo(accessToken)).selectedBan).toBe("500000502");
  });

  it("still matches other identities by their own BAN (multi.identity), which takes no BAN switch along", async () => {
    const { accessToken } = await t.login("multi.identity");
    const cbu = await t.request("POST", SELECT, { token: accessToken, body: { changedBanId: "600000901" } });
    expect(cbu.body.payload).toEqual({ identityId: "idn-015-cbu", selectedBan: "600000901", role: "ContractOwner", customerType: "CBU" });
    const ebu = await t.request("POST", SELECT, { token: cbu.body.accessToken, body: { changedBanId: "610000902" } });
    expect(ebu.body.payload).toEqual({ identityId: "idn-015-ebu", selectedBan: "610000902", role: "Chooser", customerType: "EBU" });
    expect(await userinfo(ebu.body.accessToken)).toMatchObject({ selectedBan: "610000902", selectedIdentityId: "idn-015-ebu" });
  });

  it("keeps fixed.owner's selectedBan as the BAN base id when it selects its own BAN", async () => {
    const { accessToken } = await t.login("fixed.owner");
    const r = await t.request("POST", SELECT, { token: accessToken, body: { changedBanId: "400000401" } });
    expect(r.body.payload.selectedBan).toBe("4000004");
    expect((await userinfo(r.body.accessToken)).selectedBan).toBe("4000004");
  });

  it("serves the switched BAN's bills with the new token", async () => {
    const { accessToken } = await t.login("business.chooser");
    const sw = await t.request("POST", SELECT, { token: accessToken, body: { changedBanId: "500000502" } });
    const bills = await t.request("GET", "/ebill/customerBill?banId=500000502", { token: sw.body.accessToken });
    expect(bills.status).toBe(200);
    expect(bills.body[0].billingAccount).toEqual({ id: "500000502" });
  });
});
