import { chartDays, dailyMax, dailyTotal, dailyUsage, daysBetween } from "../../../src/domain/usage/dailyUsage";
import { volumeInMb } from "../../../src/domain/usage/usageRecords";
import type { UsageRecord } from "../../../src/domain/usage/usageRecords";

const rec = (id: string, date: string | null, extra: Partial<UsageRecord> = {}): UsageRecord => ({
  id,
  date,
  category: "other",
  type: "",
  description: "",
  amountRon: 0,
  volume: null,
  durationSeconds: null,
  calledNumber: "",
  roamingCountry: "",
  ...extra,
});
const data = (id: string, date: string, value: number, units = "MB") => rec(id, date, { category: "data", volume: { value, units } });
const call = (id: string, date: string, seconds: number) => rec(id, date, { category: "voice", durationSeconds: seconds });
const sms = (id: string, date: string | null) => rec(id, date, { category: "sms" });

describe("SPEC §7 usage and products: daily use over the cycle (Europe/Bucharest days, DST-correct)", () => {
  it("every day of the range is present, 0 when nothing happened", () => {
    const days = dailyUsage([data("a", "2026-02-06T10:00:00+02:00", 120.5)], "2026-02-05", "2026-02-08");
    expect(days.map((d) => d.day)).toEqual(["2026-02-05", "2026-02-06", "2026-02-07", "2026-02-08"]);
    expect(days[0]).toEqual({ day: "2026-02-05", dataMb: 0, minutes: 0, sms: 0 });
    expect(days[1]).toEqual({ day: "2026-02-06", dataMb: 120.5, minutes: 0, sms: 0 });
  });

  it("sums data in MB (GB and KB converted), call seconds as minutes, SMS counted; MMS and others not", () => {
    const days = dailyUsage(
      [
        data("a", "2026-02-06T01:00:00+02:00", 1, "GB"),
        data("b", "2026-02-06T12:00:00+02:00", 512, "KB"),
        call("c", "2026-02-06T09:00:00+02:00", 90),
        call("d", "2026-02-06T19:00:00+02:00", 45),
        sms("e", "2026-02-06T20:00:00+02:00"),
        sms("f", "2026-02-06T21:00:00+02:00"),
        rec("g", "2026-02-06T22:00:00+02:00", { category: "mms" }),
      ],
      "2026-02-06",
      "2026-02-06",
    );
    expect(days).toEqual([{ day: "2026-02-06", dataMb: 1024.5, minutes: 2.3, sms: 2 }]);
  });

  it("a record's day is Romania's day at its instant, whatever offset its text carries", () => {
    // 22:30 UTC on the 5th is 00:30 on the 6th in Bucharest (winter, +02:00).
    const days = dailyUsage([sms("a", "2026-02-05T22:30:00Z"), sms("b", "2026-02-05T21:59:59Z")], "2026-02-05", "2026-02-06");
    expect(days.map((d) => d.sms)).toEqual([1, 1]);
  });

  it("the spring change day (23 hours) and the autumn one (25 hours) are one day each", () => {
    // 29 March 2026: 00:00 is +02:00, 23:59 is +03:00 (20:59 UTC).
    const spring = dailyUsage(
      [sms("a", "2026-03-28T22:00:00Z"), sms("b", "2026-03-29T20:59:00Z"), sms("c", "2026-03-29T21:00:00Z")],
      "2026-03-29",
      "2026-03-30",
    );
    expect(spring.map((d) => [d.day, d.sms])).toEqual([
      ["2026-03-29", 2],
      ["2026-03-30", 1],
    ]);
    // 25 October 2026: 00:00 is +03:00 (21:00 UTC the 24th), 23:59 is +02:00 (21:59 UTC).
    const autumn = dailyUsage(
      [sms("a", "2026-10-24T21:00:00Z"), sms("b", "2026-10-25T21:59:00Z"), sms("c", "2026-10-24T20:59:00Z")],
      "2026-10-24",
      "2026-10-25",
    );
    expect(autumn.map((d) => [d.day, d.sms])).toEqual([
      ["2026-10-24", 1],
      ["2026-10-25", 2],
    ]);
  });

  it("records without a date or outside the range are left out", () => {
    const days = dailyUsage([sms("a", null), sms("b", "2026-01-01T10:00:00+02:00"), sms("c", "not a date")], "2026-02-05", "2026-02-05");
    expect(days).toEqual([{ day: "2026-02-05", dataMb: 0, minutes: 0, sms: 0 }]);
  });

  it("the chart's days run from the cycle's first day to today (or the cycle's last day)", () => {
    expect(chartDays({ start: "2026-02-05", end: "2026-03-04" }, "2026-02-20")).toEqual({ from: "2026-02-05", to: "2026-02-20" });
    expect(chartDays({ start: "2026-01-05", end: "2026-02-04" }, "2026-02-20")).toEqual({ from: "2026-01-05", to: "2026-02-04" });
    expect(daysBetween("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(daysBetween("2026-03-02", "2026-03-01")).toEqual([]);
  });

  it("the highest day and the totals of a measure", () => {
    const days = dailyUsage(
      [data("a", "2026-02-05T10:00:00+02:00", 0.1), data("b", "2026-02-06T10:00:00+02:00", 0.2)],
      "2026-02-05",
      "2026-02-07",
    );
    expect(dailyMax(days, "dataMb")).toBe(0.2);
    expect(dailyTotal(days, "dataMb")).toBe(0.3);
    expect(dailyMax(days, "sms")).toBe(0);
  });

  it("volumes: no unit is MB, an unknown unit is not a volume", () => {
    expect(volumeInMb({ value: 3, units: "" })).toBe(3);
    expect(volumeInMb({ value: 2, units: "gb" })).toBe(2048);
    expect(volumeInMb({ value: 2, units: "min" })).toBeNull();
    expect(volumeInMb(null)).toBeNull();
  });
});
