import { checkPortingDate, isWorkingDay, orthodoxEaster, portingWindow, romanianHolidays } from "../../../src/domain/portIn/portingDate";

/** An instant given as Romania's wall clock in winter (+02:00). */
const at = (iso: string) => Date.parse(`${iso}+02:00`);

describe("ANCOM a5/a6 porting date: working days (weekends and Romanian public holidays)", () => {
  it.each([
    [2023, "2023-04-16"],
    [2024, "2024-05-05"],
    [2025, "2025-04-20"],
    [2026, "2026-04-12"],
    [2027, "2027-05-02"],
    [2028, "2028-04-16"],
  ])("Orthodox Easter %i is %s (computed, not a table)", (year, day) => {
    expect(orthodoxEaster(year)).toBe(day);
  });

  it("2026 holidays: the fixed ones and Good Friday, Easter Sunday/Monday, Pentecost Sunday/Monday", () => {
    expect(romanianHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-01-02",
      "2026-01-06",
      "2026-01-07",
      "2026-01-24",
      "2026-04-10",
      "2026-04-12",
      "2026-04-13",
      "2026-05-01",
      "2026-05-31",
      "2026-06-01",
      "2026-08-15",
      "2026-11-30",
      "2026-12-01",
      "2026-12-25",
      "2026-12-26",
    ]);
  });

  it("2024: Easter on 5 May puts Good Friday on 3 May; Pentecost Monday on 24 June", () => {
    expect(romanianHolidays(2024)).toEqual(expect.arrayContaining(["2024-05-03", "2024-05-05", "2024-05-06", "2024-06-23", "2024-06-24"]));
  });

  it("weekends and holidays are not working days; an ordinary weekday is", () => {
    expect(isWorkingDay("2026-03-07")).toBe(false); // Saturday
    expect(isWorkingDay("2026-03-08")).toBe(false); // Sunday
    expect(isWorkingDay("2026-04-10")).toBe(false); // Good Friday
    expect(isWorkingDay("2026-04-13")).toBe(false); // Easter Monday
    expect(isWorkingDay("2026-06-01")).toBe(false); // Children's Day and Pentecost Monday
    expect(isWorkingDay("2026-03-02")).toBe(true);
  });

  it("ANCOM a5: as soon as possible = the 3rd working day after the request day (Monday → Thursday)", () => {
    expect(portingWindow(at("2026-03-02T11:00:00"))).toEqual({ requestDay: "2026-03-02", earliest: "2026-03-05", latest: "2026-04-06" });
  });

  it("ANCOM a5: a request on Thursday 9 April 2026 skips Good Friday, the weekend and Easter Monday", () => {
    expect(portingWindow(at("2026-04-09T10:00:00")).earliest).toBe("2026-04-16");
  });

  it("the request day is Romania's: 23:30 UTC on Friday is already Saturday in Bucharest", () => {
    const w = portingWindow(Date.parse("2026-03-06T23:30:00Z"));
    expect(w.requestDay).toBe("2026-03-07");
    expect(w.earliest).toBe("2026-03-11");
  });

  it("ANCOM a6: the latest date is the 25th working day (holidays skipped on the way)", () => {
    // From Monday 30 March 2026: 25 working days, skipping 10 and 13 April.
    expect(portingWindow(at("2026-03-30T09:00:00")).latest).toBe("2026-05-07");
  });

  it("checkPortingDate: asap or nothing → the earliest date; a chosen working day in the window is kept", () => {
    const now = at("2026-03-02T11:00:00");
    expect(checkPortingDate("asap", now)).toEqual({ ok: true, date: "2026-03-05", asap: true });
    expect(checkPortingDate(undefined, now)).toEqual({ ok: true, date: "2026-03-05", asap: true });
    expect(checkPortingDate("2026-03-05", now)).toEqual({ ok: true, date: "2026-03-05", asap: false });
    expect(checkPortingDate("2026-04-06", now)).toEqual({ ok: true, date: "2026-04-06", asap: false });
  });

  it.each([
    ["2026-03-04", "tooEarly"],
    ["2026-04-07", "tooLate"],
    ["2026-03-14", "notWorkingDay"],
    ["2026-02-30", "invalidDate"],
    ["5 martie", "invalidDate"],
  ])("checkPortingDate(%s) → %s", (day, reason) => {
    expect(checkPortingDate(day, at("2026-03-02T11:00:00"))).toEqual({ ok: false, reason });
  });

  it("a holiday inside the window (Good Friday 2026) is not a working day to port on", () => {
    expect(checkPortingDate("2026-04-10", at("2026-03-30T09:00:00"))).toEqual({ ok: false, reason: "notWorkingDay" });
    expect(checkPortingDate("2026-04-14", at("2026-03-30T09:00:00")).ok).toBe(true);
  });
});
