// cost control (docs/services-contract.md "Cost control"): settings of prepaid and hybrid lines — read by any line's
// reader, written by ContractOwner and User, validated field by field (invalid_settings names the first bad one), kept.
import { startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";

const SETTINGS = "/dxl-cost-control/settings";

type Settings = {
  publicIdentifier: string;
  monthlyLimit: { value: number; unit: string } | null;
  alertThresholdPercent: number;
  blockPremiumNumbers: boolean;
  blockRoamingData: boolean;
  spentThisMonth: { value: number; unit: string };
  updatedAt: string | null;
};

const VALID = { monthlyLimit: { value: 50, unit: "EUR" }, alertThresholdPercent: 90, blockPremiumNumbers: false, blockRoamingData: true };

describe("cost control", () => {
  let t: TestSandbox;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 24 * 3600 });
  });
  afterAll(() => t.close());

  async function call(method: string, path: string, username: string, body?: unknown): Promise<Reply<Settings>> {
    if (!tokens.has(username)) tokens.set(username, (await t.login(username)).accessToken);
    return t.request<Settings>(method, path, { token: tokens.get(username), body });
  }
  const refusal = (r: Reply) => [r.status, (r.body as { code?: string }).code];

  it("GET: prepaid.owner's seeded settings; the month's spending is read only and stable", async () => {
    const r = await call("GET", SETTINGS, "prepaid.owner");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      publicIdentifier: "0733000201",
      monthlyLimit: { value: 20, unit: "EUR" },
      alertThresholdPercent: 80,
      blockPremiumNumbers: true,
      blockRoamingData: false,
      spentThisMonth: { unit: "EUR" },
    });
    expect(r.body.updatedAt).toMatch(/^2026-01-15T12:30:00\+02:00$/);
    expect(r.body.spentThisMonth.value).toBeGreaterThanOrEqual(0);
    expect((await call("GET", SETTINGS, "prepaid.owner")).body).toEqual(r.body);
  });

  it("a line never saved answers the defaults (hybrid.owner)", async () => {
    const r = await call("GET", `${SETTINGS}?publicIdentifier=0722000301`, "hybrid.owner");
    expect(r.body).toMatchObject({
      monthlyLimit: null,
      alertThresholdPercent: 80,
      blockPremiumNumbers: false,
      blockRoamingData: false,
      updatedAt: null,
    });
  });

  it("PUT saves all four fields (spentThisMonth ignored) and GET reads them back; no limit = null", async () => {
    const put = await call("PUT", SETTINGS, "prepaid.owner", { ...VALID, spentThisMonth: { value: 999, unit: "EUR" } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ ...VALID, publicIdentifier: "0733000201" });
    expect(put.body.spentThisMonth.value).not.toBe(999);
    expect(Date.parse(put.body.updatedAt as string)).toBe(t.clock.now - (t.clock.now % 1000));
    expect((await call("GET", SETTINGS, "prepaid.owner")).body).toEqual(put.body);
    const none = await call("PUT", SETTINGS, "prepaid.owner", { ...VALID, monthlyLimit: null });
    expect(none.body.monthlyLimit).toBeNull();
    expect((await call("GET", SETTINGS, "prepaid.owner")).body.monthlyLimit).toBeNull();
  });

  it.each([
    [{ ...VALID, monthlyLimit: { value: 4, unit: "EUR" } }, "monthlyLimit"],
    [{ ...VALID, monthlyLimit: { value: 301, unit: "EUR" } }, "monthlyLimit"],
    [{ ...VALID, monthlyLimit: { value: 12.5, unit: "EUR" } }, "monthlyLimit"],
    [{ ...VALID, monthlyLimit: { value: 20, unit: "RON" } }, "monthlyLimit"],
    [{ ...VALID, monthlyLimit: undefined }, "monthlyLimit"],
    [{ ...VALID, alertThresholdPercent: 70 }, "alertThresholdPercent"],
    [{ ...VALID, alertThresholdPercent: "80" }, "alertThresholdPercent"],
    [{ ...VALID, blockPremiumNumbers: "yes" }, "blockPremiumNumbers"],
    [{ ...VALID, blockRoamingData: undefined }, "blockRoamingData"],
    [{ ...VALID, publicIdentifier: "0733000202" }, "publicIdentifier"],
    [{ ...VALID, monthlyLimit: 3, alertThresholdPercent: 1 }, "monthlyLimit"],
    [[VALID], "body"],
  ])("PUT %j → 400 invalid_settings naming %s; nothing saved", async (body, field) => {
    const before = (await call("GET", SETTINGS, "prepaid.owner")).body;
    const r = await call("PUT", SETTINGS, "prepaid.owner", body);
    expect([...refusal(r), (r.body as unknown as { field: string }).field]).toEqual([400, "invalid_settings", field]);
    expect((await call("GET", SETTINGS, "prepaid.owner")).body).toEqual(before);
  });

  it("postpaid and fixed lines → 400 not_prepaid_line", async () => {
    expect(refusal(await call("GET", SETTINGS, "postpaid.owner"))).toEqual([400, "not_prepaid_line"]);
    expect(refusal(await call("PUT", SETTINGS, "postpaid.owner", VALID))).toEqual([400, "not_prepaid_line"]);
    expect(refusal(await call("GET", SETTINGS, "fixed.owner"))).toEqual([400, "not_prepaid_line"]);
  });

  it("read: the caller's lines; write: ContractOwner and User only; another's number → 403 product_not_allowed", async () => {
    expect(refusal(await call("GET", `${SETTINGS}?publicIdentifier=0733000202`, "prepaid.owner"))).toEqual([403, "product_not_allowed"]);
    expect(refusal(await call("PUT", `${SETTINGS}?publicIdentifier=0733000202`, "prepaid.owner", VALID))).toEqual([
      403,
      "product_not_allowed",
    ]);
    expect((await call("PUT", SETTINGS, "hybrid.owner", VALID)).status).toBe(200);
    expect((await call("PUT", SETTINGS, "minor.user", VALID)).status).toBe(200);
    for (const user of ["business.technical", "nonvf.user"])
      expect(refusal(await call("GET", SETTINGS, user))).toEqual([403, "insufficient_role"]);
    // Business own-line roles and the chooser may read (their lines are postpaid) but never write.
    for (const user of ["business.chooser", "business.delegated", "business.power"]) {
      expect(refusal(await call("PUT", SETTINGS, user, VALID))).toEqual([403, "insufficient_role"]);
      expect(refusal(await call("GET", SETTINGS, user))).toEqual([400, "not_prepaid_line"]);
    }
    expect((await t.request("GET", SETTINGS)).status).toBe(401);
  });
});
