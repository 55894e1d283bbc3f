import {
  bucharestDateTime,
  bucharestInstant,
  bucharestOffsetMinutes,
  formatBucharest,
  formatOffset,
} from "../../../src/domain/usage/bucharestTime";

describe("SPEC §7 usage: date-time with timezone offset (Europe/Bucharest, DST-correct)", () => {
  it("is +02:00 in winter and +03:00 in summer", () => {
    expect(bucharestOffsetMinutes(Date.parse("2026-01-15T12:00:00Z"))).toBe(120);
    expect(bucharestOffsetMinutes(Date.parse("2026-07-15T12:00:00Z"))).toBe(180);
  });
  it("changes at 01:00 UTC on the last Sunday of March (03:00 local)", () => {
    expect(bucharestOffsetMinutes(Date.parse("2026-03-29T00:59:59Z"))).toBe(120);
    expect(bucharestOffsetMinutes(Date.parse("2026-03-29T01:00:00Z"))).toBe(180);
  });
  it("changes back at 01:00 UTC on the last Sunday of October (04:00 local)", () => {
    expect(bucharestOffsetMinutes(Date.parse("2026-10-25T00:59:59Z"))).toBe(180);
    expect(bucharestOffsetMinutes(Date.parse("2026-10-25T01:00:00Z"))).toBe(120);
  });
  it("formats offsets with sign, hours and minutes", () => {
    expect(formatOffset(120)).toBe("+02:00");
    expect(formatOffset(180)).toBe("+03:00");
    expect(formatOffset(-90)).toBe("-01:30");
  });
  it("writes midnight and the last second of the change days with their own offsets", () => {
    expect(bucharestDateTime(2026, 3, 29, 0, 0, 0)).toBe("2026-03-29T00:00:00+02:00");
    expect(bucharestDateTime(2026, 3, 29, 23, 59, 59)).toBe("2026-03-29T23:59:59+03:00");
    expect(bucharestDateTime(2026, 10, 25, 0, 0, 0)).toBe("2026-10-25T00:00:00+03:00");
    expect(bucharestDateTime(2026, 10, 25, 23, 59, 59)).toBe("2026-10-25T23:59:59+02:00");
  });
  it("gives the instant of a wall-clock time", () => {
    expect(new Date(bucharestInstant(2026, 3, 28)).toISOString()).toBe("2026-03-27T22:00:00.000Z");
    expect(new Date(bucharestInstant(2026, 3, 30, 23, 59, 59)).toISOString()).toBe("2026-03-30T20:59:59.000Z");
  });
  it("moves a time of the skipped hour forward and reads the repeated hour as its winter occurrence", () => {
    expect(bucharestDateTime(2026, 3, 29, 3, 30, 0)).toBe("2026-03-29T04:30:00+03:00");
    expect(bucharestDateTime(2026, 10, 25, 3, 30, 0)).toBe("2026-10-25T03:30:00+02:00");
  });
  it("formats an instant as Romania's clock reads it", () => {
    expect(formatBucharest(Date.parse("2026-12-31T22:30:00Z"))).toBe("2027-01-01T00:30:00+02:00");
  });
});
