// usage-consumption: GET /dxl-nb-usage-consumption/queryUsageConsumption[/summary] (SPEC §7 "Usage and products",
// TMF677) per persona type, with the sandbox clock pinned at T0 = 2026-03-02 09:00 UTC.
import { startTestSandbox, T0, type TestSandbox } from "./support/sandbox";

const DAY = 24 * 60 * 60 * 1000;
const SUMMARY = "/dxl-nb-usage-consumption/queryUsageConsumption/summary";
const DETAIL = "/dxl-nb-usage-consumption/queryUsageConsumption";

describe("usage-consumption", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  async function usageOf(username: string, path = SUMMARY, selectBan?: string) {
    let { accessToken } = await t.login(username);
    if (selectBan) {
      const s = await t.request("POST", "/identity/selectedidentity/ecare", { token: accessToken, body: { changedBanId: selectBan } });
      accessToken = s.body.accessToken;
    }
    const r = await t.request("GET", path, { token: accessToken });
    expect(r.status).toBe(200);
    return r.body.usageConsumption as any[];
  }

  const types = (c: any) => c.bucketRefOrValue.map((b: any) => b.usageType);

  it("SPEC §7 prepaid credit = first bucket of first usage consumption: monetary, in EUR, valid 30 days from the last top-up", async () => {
    const [first, ...rest] = await usageOf("prepaid.owner");
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      id: "UC-0733000201",
      relatedParty: [{ id: "CUST-CBU-2001", role: "Customer" }],
      logicalResource: [{ id: "0733000201" }],
    });
    expect(types(first)).toEqual(["monetary", "data", "voice"]);
    const credit = first.bucketRefOrValue[0];
    expect(credit).toMatchObject({ usageType: "monetary", isShared: false, isUnlimited: false, status: "active" });
    expect(credit.remainingValue.units).toBe("EUR");
    expect(credit.initialValue.units).toBe("EUR");
    expect(credit.remainingValue.amount).toBeGreaterThan(0);
    expect(credit.remainingValue.amount).toBeLessThanOrEqual(credit.initialValue.amount);
    expect(credit.remainingValueName).toBe(`${credit.remainingValue.amount.toFixed(2).replace(".", ",")} EUR`);
    const start = Date.parse(credit.validFor.startDateTime);
    expect(Date.parse(credit.validFor.endDateTime) + 1 - start).toBe(30 * DAY);
    expect(start).toBeLessThan(T0);
    expect(T0 - start).toBeLessThanOrEqual(21 * DAY);
    // The allowances of a prepaid card share the top-up window.
    for (const b of first.bucketRefOrValue) expect(b.validFor).toEqual(credit.validFor);
  });

  it("prepaid.special also holds the special product's data bucket", async () => {
    const [first] = await usageOf("prepaid.special");
    expect(types(first)).toEqual(["monetary", "data", "voice", "data"]);
    expect(first.bucketRefOrValue[3]).toMatchObject({ name: "Cartela Specială Date", initialValue: { amount: 50, units: "GB" } });
  });

  it("hybrid: the extra credit first (EUR), then the plan's allowances for the current billing period", async () => {
    const [first] = await usageOf("hybrid.owner");
    expect(types(first)).toEqual(["monetary", "data", "voice", "sms"]);
    expect(first.bucketRefOrValue[0]).toMatchObject({ name: "Credit extra", remainingValue: { units: "EUR" } });
    for (const b of first.bucketRefOrValue.slice(1)) {
      expect(b.validFor).toEqual({ startDateTime: "2026-03-01T00:00:00.000Z", endDateTime: "2026-03-31T23:59:59.999Z" });
      expect(b.isUnlimited).toBe(false);
    }
    expect(first.bucketRefOrValue[2]).toMatchObject({ usageType: "voice", initialValue: { amount: 300, units: "min" } });
  });

  it("postpaid: data in GB, unlimited voice and SMS, no credit, valid for the current billing period", async () => {
    const [first, ...rest] = await usageOf("postpaid.owner");
    expect(rest).toEqual([]);
    expect(types(first)).toEqual(["data", "voice", "sms", "data"]);
    const [data, voice, sms, roaming] = first.bucketRefOrValue;
    expect(data).toMatchObject({ name: "Internet", isUnlimited: false, initialValue: { amount: 50, units: "GB" } });
    expect(data.remainingValue.units).toBe("GB");
    expect(data.remainingValue.amount).toBeGreaterThan(0);
    expect(data.remainingValue.amount).toBeLessThan(50);
    expect(data.remainingValueName).toMatch(/^\d+(,\d)? GB$/);
    expect(voice).toMatchObject({ isUnlimited: true, remainingValueName: "Nelimitat", remainingValue: { units: "min" } });
    expect(sms).toMatchObject({ isUnlimited: true, remainingValue: { units: "SMS" } });
    expect(roaming).toMatchObject({ name: "Roaming 5 GB", initialValue: { amount: 5, units: "GB" } });
    // Billing cycle day 5: the period running at T0 started on 5 February.
    for (const b of first.bucketRefOrValue) {
      expect(b.validFor).toEqual({ startDateTime: "2026-02-05T00:00:00.000Z", endDateTime: "2026-03-04T23:59:59.999Z" });
    }
  });

  it("business: one consumption per mobile line, the identity's own number first, a shared data pool", async () => {
    const lines = await usageOf("business.chooser");
    expect(lines.map((c) => c.logicalResource[0].id)).toEqual(["0728000501", "0728000511"]);
    expect(lines[0].relatedParty[0]).toEqual({ id: "CUST-EBU-5000", role: "Customer", "@referredType": "Organization" });
    expect(lines[0].bucketRefOrValue[0]).toMatchObject({ usageType: "data", isShared: true, initialValue: { amount: 60 } });
    expect(lines[1].bucketRefOrValue[0]).toMatchObject({ usageType: "data", isShared: false, initialValue: { amount: 30 } });
    expect(types(lines[0])).not.toContain("monetary");
  });

  it.each(["fixed.owner", "nonvf.user", "noroles.user"])("%s has no usage consumption", async (username) => {
    expect(await usageOf(username)).toEqual([]);
    expect(await usageOf(username, DETAIL)).toEqual([]);
  });

  it("the detail variant adds a used counter per bucket; used + remaining = allowance", async () => {
    for (const username of ["postpaid.owner", "prepaid.owner", "hybrid.owner", "business.chooser"]) {
      const summary = await usageOf(username);
      const detail = await usageOf(username, DETAIL);
      const withoutCounters = detail.map((c) => ({
        ...c,
        bucketRefOrValue: c.bucketRefOrValue.map(({ bucketCounter: _c, ...b }: any) => b),
      }));
      expect(withoutCounters).toEqual(summary);
      for (const c of summary) for (const b of c.bucketRefOrValue) expect(b).not.toHaveProperty("bucketCounter");
      for (const b of detail.flatMap((c) => c.bucketRefOrValue)) {
        expect(b.bucketCounter).toEqual([
          {
            counterType: "used",
            value: { amount: expect.any(Number), units: b.remainingValue.units },
            consumptionPeriod: { startDateTime: b.validFor.startDateTime, endDateTime: new Date(T0).toISOString() },
          },
        ]);
        if (!b.isUnlimited) expect(b.bucketCounter[0].value.amount + b.remainingValue.amount).toBeCloseTo(b.initialValue.amount, 2);
        else expect(b.bucketCounter[0].value.amount).toBeGreaterThan(0);
      }
    }
  });

  it("is deterministic per persona: two answers are equal, two personas differ", async () => {
    expect(await usageOf("prepaid.owner", DETAIL)).toEqual(await usageOf("prepaid.owner", DETAIL));
    const owner = (await usageOf("prepaid.owner"))[0].bucketRefOrValue[0];
    const special = (await usageOf("prepaid.special"))[0].bucketRefOrValue[0];
    expect(special.remainingValue.amount).not.toBe(owner.remainingValue.amount);
  });

  it("multi.identity: 403 identity_not_selected until an identity is picked, then that identity's line", async () => {
    const { accessToken } = await t.login("multi.identity");
    const r = await t.request("GET", SUMMARY, { token: accessToken });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("identity_not_selected");
    const ebu = await usageOf("multi.identity", SUMMARY, "610000902");
    expect(ebu.map((c) => c.logicalResource[0].id)).toEqual(["0728000902"]);
  });

  it("answers 401 without a token or with an anonymous one", async () => {
    for (const path of [SUMMARY, DETAIL]) {
      const none = await t.request("GET", path);
      expect(none.status).toBe(401);
      expect(none.body.code).toBe("missing_token");
    }
    const anon = await t.request("POST", "/identity/applicationLogin/ecare", { body: await t.anonymousBody() });
    const r = await t.request("GET", SUMMARY, { token: anon.body.accessToken, provider: "anonymous" });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe("authentication_required");
  });
});
