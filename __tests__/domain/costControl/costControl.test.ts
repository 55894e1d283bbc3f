import { checkCostControl, costControlBody, mapCostControl } from "../../../src/domain/costControl/costControl";

const input = (limit: string, threshold = "80") => ({ limit, threshold, blockPremiumNumbers: true, blockRoamingData: false });

describe("SPEC §2 cost-control: a prepaid line's limits", () => {
  it("reads the settings answer", () => {
    expect(
      mapCostControl({
        publicIdentifier: "0733000201",
        monthlyLimit: { value: 20, unit: "EUR" },
        alertThresholdPercent: 90,
        blockPremiumNumbers: true,
        blockRoamingData: false,
        spentThisMonth: { value: 4.25, unit: "EUR" },
      }),
    ).toEqual({
      msisdn: "0733000201",
      monthlyLimitEur: 20,
      alertThresholdPercent: 90,
      blockPremiumNumbers: true,
      blockRoamingData: false,
      spentThisMonthEur: 4.25,
    });
  });
  it("no limit, an unknown threshold (80 then) and no number", () => {
    expect(mapCostControl({ publicIdentifier: "0733000201", monthlyLimit: null, alertThresholdPercent: 33 })).toMatchObject({
      monthlyLimitEur: null,
      alertThresholdPercent: 80,
      spentThisMonthEur: null,
    });
    expect(mapCostControl({ monthlyLimit: null })).toBeNull();
    expect(mapCostControl([])).toBeNull();
  });
  it.each([
    ["20", 20],
    [" 5 ", 5],
    ["300 €", 300],
    ["", null],
  ])("limit %j is accepted as %j", (typed, limit) => {
    const r = checkCostControl(input(typed));
    expect(r).toEqual({
      ok: true,
      body: { monthlyLimitEur: limit, alertThresholdPercent: 80, blockPremiumNumbers: true, blockRoamingData: false },
    });
  });
  it.each([
    ["4", "limitRange"],
    ["301", "limitRange"],
    ["12,5", "limitNotWhole"],
    ["-10", "limitNotWhole"],
    ["douăzeci", "limitNotWhole"],
  ])("limit %j is refused (%s)", (typed, key) => {
    expect(checkCostControl(input(typed))).toEqual({ ok: false, errors: { limit: key } });
  });
  it("a threshold outside 50/80/90 is refused with the limit's own message", () => {
    expect(checkCostControl(input("x", "70"))).toEqual({ ok: false, errors: { limit: "limitNotWhole", threshold: "thresholdUnknown" } });
  });
  it("the PUT body of the contract", () => {
    expect(
      costControlBody({
        msisdn: "0733000201",
        monthlyLimitEur: null,
        alertThresholdPercent: 50,
        blockPremiumNumbers: false,
        blockRoamingData: true,
      }),
    ).toEqual({
      publicIdentifier: "0733000201",
      monthlyLimit: null,
      alertThresholdPercent: 50,
      blockPremiumNumbers: false,
      blockRoamingData: true,
    });
  });
});
