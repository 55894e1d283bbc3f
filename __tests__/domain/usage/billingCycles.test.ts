import { addDays, bucharestDay, cycleByKey, cycleDayOf, cycleKey, recentBillingCycles } from "../../../src/domain/usage/billingCycles";

const at = (iso: string) => Date.parse(iso);

describe("SPEC §7 usage: billing cycle year, instance and day (docs/services-contract.md Billing cycles)", () => {
  it("the running cycle and the three billed ones before it, newest first", () => {
    const cycles = recentBillingCycles(at("2026-02-20T12:00:00+02:00"), 5);
    expect(cycles.map((c) => [cycleKey(c), c.start, c.end, c.current])).toEqual([
      ["2026-02", "2026-02-05", "2026-03-04", true],
      ["2026-01", "2026-01-05", "2026-02-04", false],
      ["2025-12", "2025-12-05", "2026-01-04", false],
      ["2025-11", "2025-11-05", "2025-12-04", false],
    ]);
    expect(cycles[0]).toMatchObject({ year: 2026, instance: 2, day: 5 });
  });

  it("before the cycle day the running cycle started last month; the day is Romania's", () => {
    expect(recentBillingCycles(at("2026-02-04T21:59:00Z"), 5)[0]!.start).toBe("2026-01-05");
    // 22:00 UTC on the 4th is 00:00 on the 5th in Bucharest: the new cycle has started.
    expect(recentBillingCycles(at("2026-02-04T22:00:00Z"), 5)[0]!.start).toBe("2026-02-05");
    expect(recentBillingCycles(at("2026-01-03T10:00:00Z"), 5)[0]).toMatchObject({ year: 2025, instance: 12 });
  });

  it("a day past a month's end falls on its last day", () => {
    const cycles = recentBillingCycles(at("2026-03-10T10:00:00Z"), 31, 2);
    expect(cycles.map((c) => [c.start, c.end])).toEqual([
      ["2026-02-28", "2026-03-30"],
      ["2026-01-31", "2026-02-27"],
    ]);
  });

  it("no usable cycle day is the 1st", () => {
    expect(cycleDayOf(null)).toBe(1);
    expect(cycleDayOf(0)).toBe(1);
    expect(cycleDayOf(32)).toBe(1);
    expect(recentBillingCycles(at("2026-02-20T10:00:00Z"), null, 1)[0]).toMatchObject({ start: "2026-02-01", end: "2026-02-28" });
  });

  it("cycles by their address key; Romanian days and calendar steps", () => {
    const cycles = recentBillingCycles(at("2026-02-20T10:00:00Z"), 5);
    expect(cycleByKey(cycles, "2026-01")?.start).toBe("2026-01-05");
    expect(cycleByKey(cycles, "2024-01")).toBeNull();
    expect(bucharestDay(at("2026-07-31T21:30:00Z"))).toBe("2026-08-01");
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
  });
});
