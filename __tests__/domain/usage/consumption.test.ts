import {
  allowancesFor,
  formatQuantityRo,
  mapUsageSummary,
  remainingShare,
  USAGE_STALE_MS,
  type Allowance,
} from "../../../src/domain/usage/consumption";
import { formatAmount } from "../../../src/domain/currency";

const period = { startDateTime: "2026-05-01T00:00:00.000Z", endDateTime: "2026-05-31T20:59:59.000Z" };

function bucket(usageType: string, amount: number, over: Record<string, unknown> = {}) {
  const units = { monetary: "EUR", data: "GB", voice: "min", sms: "SMS" }[usageType] ?? "";
  return {
    id: `b-${usageType}`,
    name: usageType === "data" ? "Internet" : usageType,
    usageType,
    isShared: false,
    isUnlimited: false,
    remainingValue: { amount, units },
    remainingValueName: `${amount} ${units}`,
    initialValue: { amount: amount * 2, units },
    status: "active",
    validFor: period,
    ...over,
  };
}

const consumption = (msisdn: string, buckets: unknown[]) => ({
  id: `UC-${msisdn}`,
  logicalResource: [{ id: msisdn }],
  bucketRefOrValue: buckets,
});

describe("SPEC §7 Prepaid credit = first bucket of first usage consumption", () => {
  it("takes the credit from the first bucket of the first consumption (EUR)", () => {
    const summary = mapUsageSummary({
      usageConsumption: [
        consumption("0733000201", [bucket("monetary", 7.35), bucket("data", 3)]),
        consumption("0733000299", [bucket("monetary", 99)]),
      ],
    });
    expect(summary.credit).toEqual({ value: 7.35, unit: "EUR" });
    expect(summary.creditValidUntil).toBe(period.endDateTime);
    expect(formatAmount(summary.credit!.value, summary.credit!.unit)).toBe("7,35 €");
  });

  it("a monetary bucket that names no unit is in EUR", () => {
    const summary = mapUsageSummary({
      usageConsumption: [consumption("0733000201", [bucket("monetary", 5, { remainingValue: { amount: 5 } })])],
    });
    expect(summary.credit).toEqual({ value: 5, unit: "EUR" });
  });

  it("no credit when the first bucket is not money (a postpaid line leads with its data)", () => {
    const summary = mapUsageSummary({ usageConsumption: [consumption("0722000101", [bucket("data", 20), bucket("monetary", 3)])] });
    expect(summary.credit).toBeNull();
    expect(summary.creditValidUntil).toBeNull();
  });

  it("no credit without consumptions (fixed and non-operator users get an empty list)", () => {
    expect(mapUsageSummary({ usageConsumption: [] })).toEqual({ credit: null, creditValidUntil: null, allowances: [] });
  });

  it("prepaid credit stays fresh for 5 minutes (SPEC §9)", () => {
    expect(USAGE_STALE_MS).toBe(5 * 60 * 1000);
  });
});

describe("SPEC §7 usage consumption summary: allowances", () => {
  it("maps data, voice and sms buckets of every consumption, in order, with the number they belong to", () => {
    const summary = mapUsageSummary({
      usageConsumption: [
        consumption("0728000501", [
          bucket("data", 41.5, { name: "Internet partajat", isShared: true, initialValue: { amount: 60, units: "GB" } }),
          bucket("voice", 0, { isUnlimited: true, remainingValueName: "Nelimitat" }),
        ]),
        consumption("+40728000511", [bucket("sms", 320)]),
      ],
    });
    expect(summary.allowances).toEqual<Allowance[]>([
      {
        id: "b-data",
        name: "Internet partajat",
        usageType: "data",
        remaining: 41.5,
        initial: 60,
        units: "GB",
        remainingText: "41.5 GB",
        unlimited: false,
        shared: true,
        status: "active",
        validUntil: period.endDateTime,
        msisdn: "0728000501",
      },
      {
        id: "b-voice",
        name: "voice",
        usageType: "voice",
        remaining: 0,
        initial: 0,
        units: "min",
        remainingText: "Nelimitat",
        unlimited: true,
        shared: false,
        status: "active",
        validUntil: period.endDateTime,
        msisdn: "0728000501",
      },
      expect.objectContaining({ usageType: "sms", remaining: 320, msisdn: "0728000511" }),
    ]);
  });

  it("the credit bucket and other usage types are not allowances", () => {
    const summary = mapUsageSummary({
      usageConsumption: [consumption("0733000201", [bucket("monetary", 7), bucket("other", 1), bucket("data", 2)])],
    });
    expect(summary.allowances.map((a) => a.usageType)).toEqual(["data"]);
  });

  it("skips expired buckets and buckets without a remaining figure (unless unlimited)", () => {
    const summary = mapUsageSummary({
      usageConsumption: [
        consumption("0722000101", [
          bucket("data", 3, { status: "expired" }),
          bucket("voice", 0, { remainingValue: null }),
          bucket("sms", 0, { remainingValue: null, isUnlimited: "true" }),
        ]),
      ],
    });
    expect(summary.allowances).toHaveLength(1);
    expect(summary.allowances[0]).toMatchObject({ usageType: "sms", unlimited: true, remaining: null });
  });

  it.each([null, "x", [], { usageConsumption: "x" }, { usageConsumption: [null, 3, { bucketRefOrValue: "x" }] }])(
    "a malformed answer (%j) gives no credit and no allowances, never a crash",
    (body) => {
      expect(mapUsageSummary(body)).toEqual({ credit: null, creditValidUntil: null, allowances: [] });
    },
  );

  it("a consumption without a number gives allowances of no number", () => {
    const summary = mapUsageSummary({ usageConsumption: [{ bucketRefOrValue: [bucket("data", 1)] }] });
    expect(summary.allowances[0]?.msisdn).toBeNull();
  });
});

describe("allowances of the user's number (business dashboard)", () => {
  const summary = mapUsageSummary({
    usageConsumption: [
      consumption("0728000501", [bucket("data", 1)]),
      consumption("0728000511", [bucket("sms", 2)]),
      { bucketRefOrValue: [bucket("voice", 3)] },
    ],
  });

  it("keeps the number's own allowances and those of no number", () => {
    expect(allowancesFor(summary.allowances, "+40 728 000 511").map((a) => a.usageType)).toEqual(["sms", "voice"]);
  });

  it("keeps every allowance when no number is given", () => {
    expect(allowancesFor(summary.allowances, null)).toHaveLength(3);
  });
});

describe("allowance display helpers", () => {
  it("remainingShare is the share left of the initial amount, 0–1", () => {
    expect(remainingShare({ remaining: 15, initial: 60, unlimited: false })).toBe(0.25);
    expect(remainingShare({ remaining: 80, initial: 60, unlimited: false })).toBe(1);
    expect(remainingShare({ remaining: -1, initial: 60, unlimited: false })).toBe(0);
  });

  it("remainingShare is unknown for unlimited allowances or without an initial amount", () => {
    expect(remainingShare({ remaining: 0, initial: 0, unlimited: true })).toBeNull();
    expect(remainingShare({ remaining: 5, initial: null, unlimited: false })).toBeNull();
    expect(remainingShare({ remaining: 5, initial: 0, unlimited: false })).toBeNull();
  });

  it("formats quantities the Romanian way (SPEC §1)", () => {
    expect(formatQuantityRo(1.9)).toBe("1,9");
    expect(formatQuantityRo(1024.5)).toBe("1.024,5");
    expect(formatQuantityRo(300)).toBe("300");
    expect(formatQuantityRo(2.456)).toBe("2,46");
    expect(formatQuantityRo(Number.NaN)).toBe("");
  });
});
