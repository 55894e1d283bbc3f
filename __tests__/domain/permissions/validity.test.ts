// src/domain/permissions/validity.ts: TMF672 validFor as issue 27 uses it — "until a date" is the end of that day in
// Romania (SPEC §1 dates are Romania's), never in the past, at most 2 years ahead, after the start.
import {
  checkValidity,
  checkValidUntil,
  dayOfRo,
  endOfDayRo,
  latestValidityDay,
  startOfDayRo,
  validUntilDateTime,
} from "../../../src/domain/permissions/validity";

const NOW = Date.parse("2026-03-02T09:00:00Z"); // 11:00 in Bucharest

describe("SPEC §6 permisiuni / TMF672 validFor: dates in Romanian time", () => {
  it("SPEC §1: 'until 30 June' ends at 23:59:59 Bucharest summer time, 'until 15 January' in winter time", () => {
    expect(validUntilDateTime("2026-06-30")).toBe("2026-06-30T23:59:59+03:00");
    expect(validUntilDateTime("2027-01-15")).toBe("2027-01-15T23:59:59+02:00");
    expect(endOfDayRo("2026-06-30")).toBe(Date.parse("2026-06-30T20:59:59Z"));
    expect(startOfDayRo("2026-03-02")).toBe(Date.parse("2026-03-01T22:00:00Z"));
  });

  it("SPEC §1: the Romanian day of an instant, also just after midnight there (still the previous day in UTC)", () => {
    expect(dayOfRo(NOW)).toBe("2026-03-02");
    expect(dayOfRo(Date.parse("2026-03-02T22:30:00Z"))).toBe("2026-03-03");
  });

  it("SPEC §6 permisiuni: at most 2 years ahead, to the same calendar day (29 February → 28 February)", () => {
    expect(latestValidityDay(NOW)).toBe("2028-03-02");
    expect(latestValidityDay(Date.parse("2028-02-29T10:00:00Z"))).toBe("2030-02-28");
  });

  it("SPEC §6 permisiuni: the form's 'Valabil până la' — today and the last allowed day pass; past, too far and bad days do not", () => {
    expect(checkValidUntil("2026-03-02", NOW)).toEqual({
      ok: true,
      endAt: endOfDayRo("2026-03-02"),
      endDateTime: "2026-03-02T23:59:59+02:00",
    });
    expect(checkValidUntil(" 2028-03-02 ", NOW)).toMatchObject({ ok: true });
    expect(checkValidUntil("2028-03-03", NOW)).toEqual({ ok: false, problem: "endTooFar" });
    expect(checkValidUntil("2026-03-01", NOW)).toEqual({ ok: false, problem: "endInPast" });
    expect(checkValidUntil("", NOW)).toEqual({ ok: false, problem: "dayMissing" });
    expect(checkValidUntil("2026-02-30", NOW)).toEqual({ ok: false, problem: "dayInvalid" });
    expect(checkValidUntil("30.06.2026", NOW)).toEqual({ ok: false, problem: "dayInvalid" });
  });

  it("TMF672 validFor: end after start; a start given now not before today; an open end only as seeded", () => {
    const end = endOfDayRo("2026-06-30");
    expect(checkValidity({ startAt: NOW, endAt: end }, NOW, false)).toBeNull();
    expect(checkValidity({ startAt: end, endAt: end }, NOW, true)).toBe("endBeforeStart");
    expect(checkValidity({ startAt: startOfDayRo("2026-03-02"), endAt: end }, NOW, true)).toBeNull();
    expect(checkValidity({ startAt: startOfDayRo("2026-03-02") - 1, endAt: end }, NOW, true)).toBe("startInPast");
    // A start already stored may lie in the past (changing only the end keeps it).
    expect(checkValidity({ startAt: NOW - 400 * 86400000, endAt: end }, NOW, false)).toBeNull();
    expect(checkValidity({ startAt: NOW - 86400000, endAt: NOW - 1 }, NOW, false)).toBe("endInPast");
    expect(checkValidity({ startAt: NOW, endAt: null }, NOW, false)).toBeNull();
  });
});
