import { mapBill, type Bill } from "../../../src/domain/billing/bills";
import { monthlyAmounts } from "../../../src/domain/billing/monthlyAmounts";
import { tmfBill } from "./fixtures";

const billOn = (id: string, billDate: string, value: number): Bill =>
  mapBill(tmfBill(id, { billDate, amountDue: { unit: "RON", value } }))!;
const NOW = Date.parse("2026-05-20T10:00:00Z");

describe("SPEC §3 Bill, issue 15 chart: monthlyAmounts (12 months, oldest → newest)", () => {
  it("no bills: 12 empty months ending with now's month", () => {
    const months = monthlyAmounts([], NOW);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2025, month: 6, amount: null, unit: "", billIds: [] });
    expect(months[11]).toMatchObject({ year: 2026, month: 5, amount: null });
    expect(months.map((m) => m.month)).toEqual([6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5]);
  });

  it("puts each bill in its release month; months without a bill stay null, a 0 lei bill is 0", () => {
    const months = monthlyAmounts(
      [billOn("may", "2026-05-05T08:00:00Z", 62.47), billOn("mar", "2026-03-05T08:00:00Z", 0), billOn("jan", "2026-01-05T08:00:00Z", 40)],
      NOW,
    );
    expect(months.map((m) => m.amount)).toEqual([null, null, null, null, null, null, null, 40, null, 0, null, 62.47]);
    expect(months[11]).toMatchObject({ unit: "RON", billIds: ["may"] });
  });

  it("the month is Romania's: a bill at 22:30 UTC on 31 May is a June bill", () => {
    const months = monthlyAmounts([billOn("jun", "2026-05-31T22:30:00Z", 10)], Date.parse("2026-06-10T00:00:00Z"));
    expect(months[11]).toMatchObject({ year: 2026, month: 6, amount: 10 });
  });

  it("now at 23:30 on 31 December in Bucharest (21:30 UTC) is still December", () => {
    const months = monthlyAmounts([], Date.parse("2026-12-31T21:30:00Z"));
    expect(months[11]).toMatchObject({ year: 2026, month: 12 });
    expect(months[0]).toMatchObject({ year: 2026, month: 1 });
  });

  it("two bills in one month are added up (to the cent)", () => {
    const months = monthlyAmounts([billOn("a", "2026-04-02T08:00:00Z", 0.1), billOn("b", "2026-04-20T08:00:00Z", 0.2)], NOW);
    expect(months[10]).toMatchObject({ amount: 0.3, billIds: ["a", "b"] });
  });

  it("leaves out bills older than 12 months, after now, or without a bill date", () => {
    const months = monthlyAmounts(
      [billOn("old", "2025-05-05T08:00:00Z", 1), billOn("future", "2026-06-05T08:00:00Z", 2), billOn("nodate", "x", 3)],
      NOW,
    );
    expect(months.every((m) => m.amount === null)).toBe(true);
  });

  it("accepts a Date and gives no chart (not a throw) for an invalid clock", () => {
    expect(monthlyAmounts([], new Date(NOW))).toHaveLength(12);
    expect(monthlyAmounts([], Number.NaN)).toEqual([]);
  });
});
