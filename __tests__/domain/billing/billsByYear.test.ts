import { mapBill, type Bill } from "../../../src/domain/billing/bills";
import { billsByYear } from "../../../src/domain/billing/billsByYear";
import { tmfBill } from "./fixtures";

const billOn = (id: string, billDate: string): Bill => mapBill(tmfBill(id, { billDate }))!;
const ids = (groups: ReturnType<typeof billsByYear>) => groups.map((g) => [g.year, g.bills.map((b) => b.billId)]);

describe("SPEC §3 billHistory grouped by year (issue 15): billsByYear", () => {
  it("no bills: no years", () => {
    expect(billsByYear([])).toEqual([]);
  });

  it("newest year first, each year's bills in the order given", () => {
    const bills = [
      billOn("2026-02", "2026-02-05T08:00:00Z"),
      billOn("2026-01", "2026-01-05T08:00:00Z"),
      billOn("2025-12", "2025-12-05T08:00:00Z"),
      billOn("2025-11", "2025-11-05T08:00:00Z"),
      billOn("2024-03", "2024-03-05T08:00:00Z"),
    ];
    expect(ids(billsByYear(bills))).toEqual([
      [2026, ["2026-02", "2026-01"]],
      [2025, ["2025-12", "2025-11"]],
      [2024, ["2024-03"]],
    ]);
  });

  it("the year is Romania's (a bill at 22:30 UTC on 31 December is next year's)", () => {
    expect(ids(billsByYear([billOn("ny", "2025-12-31T22:30:00Z")]))).toEqual([[2026, ["ny"]]]);
  });

  it("bills without a date go last under year null, in any input order", () => {
    const bills = [billOn("nodate", "x"), billOn("a", "2025-03-05T08:00:00Z"), billOn("b", "2026-03-05T08:00:00Z")];
    expect(ids(billsByYear(bills))).toEqual([
      [2026, ["b"]],
      [2025, ["a"]],
      [null, ["nodate"]],
    ]);
  });
});
