import { allowanceGauges, gaugeKind } from "../../../src/domain/usage/allowanceGauge";
import type { Allowance } from "../../../src/domain/usage/consumption";

const allowance = (over: Partial<Allowance>): Allowance => ({
  id: "b",
  name: "",
  usageType: "data",
  remaining: 7.5,
  initial: 15,
  units: "GB",
  remainingText: "",
  unlimited: false,
  shared: false,
  status: "active",
  validUntil: null,
  msisdn: null,
  ...over,
});

describe("SPEC §7 usage consumption buckets: remaining vs total per allowance (data, minutes, SMS, roaming)", () => {
  it("share and percentage left", () => {
    const [g] = allowanceGauges([allowance({ id: "d" })]);
    expect(g).toMatchObject({ kind: "data", share: 0.5, percentLeft: 50, remaining: 7.5, initial: 15 });
  });

  it("unlimited: no share, no total", () => {
    const [g] = allowanceGauges([allowance({ usageType: "voice", unlimited: true, remaining: 0, initial: 0, units: "min" })]);
    expect(g).toMatchObject({ kind: "voice", unlimited: true, share: null, percentLeft: null, initial: null });
  });

  it("roaming is named so; kinds in the order data, minutes, SMS, roaming", () => {
    expect(gaugeKind({ usageType: "data", name: "Roaming 5 GB" })).toBe("roaming");
    const kinds = allowanceGauges([
      allowance({ id: "r", name: "Roaming 5 GB" }),
      allowance({ id: "s", usageType: "sms" }),
      allowance({ id: "v", usageType: "voice" }),
      allowance({ id: "d" }),
    ]).map((g) => g.id);
    expect(kinds).toEqual(["d", "v", "s", "r"]);
  });

  it("a total of 0 or unknown has no share; more left than the total is full", () => {
    expect(allowanceGauges([allowance({ initial: null })])[0]!.share).toBeNull();
    expect(allowanceGauges([allowance({ initial: 0 })])[0]!.share).toBeNull();
    expect(allowanceGauges([allowance({ remaining: 20 })])[0]!.percentLeft).toBe(100);
  });
});
