import { formatDateRo, monthNamesRo, weekdayNamesRo } from "../../src/domain/dates";

describe("SPEC §1/§9 Romanian dates, week starting on Monday", () => {
  it("formats dates in Romanian", () => {
    expect(formatDateRo("2026-11-21T10:00:00Z")).toBe("21.11.2026");
    expect(formatDateRo("2026-11-21T10:00:00Z", "long")).toBe("21 noiembrie 2026");
    expect(formatDateRo("2026-03-01T10:00:00Z", "monthYear")).toBe("martie 2026");
  });
  it("uses Romania's time zone, not the machine's", () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Bucharest (UTC+2).
    expect(formatDateRo("2026-12-31T22:30:00Z")).toBe("01.01.2027");
  });
  it("gives empty text for missing or invalid dates", () => {
    expect(formatDateRo(null)).toBe("");
    expect(formatDateRo("")).toBe("");
    expect(formatDateRo("not a date")).toBe("");
  });
  it("lists weekdays Monday first", () => {
    const names = weekdayNamesRo();
    expect(names[0]).toBe("luni");
    expect(names[6]).toBe("duminică");
    expect(names).toHaveLength(7);
  });
  it("lists Romanian month names", () => {
    expect(monthNamesRo()[0]).toBe("ianuarie");
    expect(monthNamesRo()[11]).toBe("decembrie");
  });
});
