// SPEC §7 "POST paymentAgreement (agreementDate header)": the promised day, in the range of docs/billing-contract.md
// "Payment confirmation and agreement" (tomorrow at the earliest, 30 days from today at the latest, Romanian days,
// both ends inclusive) and the eligibility answer's minAgreementDate/maxAgreementDate.
import {
  addDays,
  AGREEMENT_MAX_DAYS,
  agreementDateRange,
  checkAgreementDate,
  romanianToday,
} from "../../../src/domain/billing/agreementDate";
import { calendarDay } from "../../../src/domain/calendarDay";

// 2 March 2026, 12:00 in Bucharest (UTC+2 in winter).
const NOON = Date.parse("2026-03-02T10:00:00Z");

describe("Romanian days", () => {
  it("today is Romania's day: 22:30 UTC on 2 March is already 3 March in Bucharest", () => {
    expect(romanianToday(NOON)).toBe("2026-03-02");
    expect(romanianToday(Date.parse("2026-03-02T22:30:00Z"))).toBe("2026-03-03");
    expect(romanianToday(Date.parse("2026-03-02T21:59:59Z"))).toBe("2026-03-02");
  });

  it("adds days across months, years and the leap day", () => {
    expect(addDays("2026-03-02", 1)).toBe("2026-03-03");
    expect(addDays("2026-03-02", 30)).toBe("2026-04-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30"); // the clocks change that night: still one day
  });

  it.each(["2026-02-29", "2026-13-01", "2026-3-1", "01.03.2026", "2026-03-01T00:00:00Z", "", null, 20260301])(
    "calendarDay refuses %p",
    (raw) => {
      expect(calendarDay(raw)).toBeNull();
    },
  );

  it("calendarDay takes a real YYYY-MM-DD day", () => {
    expect(calendarDay("2028-02-29")).toBe("2028-02-29");
    expect(calendarDay(" 2026-03-03 ")).toBe("2026-03-03");
  });
});

describe("agreementDateRange: the answer's days kept inside tomorrow..today+30", () => {
  it("the sandbox's answer (tomorrow and 30 days ahead) is taken as is", () => {
    expect(agreementDateRange({ minAgreementDate: "2026-03-03", maxAgreementDate: "2026-04-01" }, NOON)).toEqual({
      min: "2026-03-03",
      max: "2026-04-01",
    });
    expect(AGREEMENT_MAX_DAYS).toBe(30);
  });

  it("a narrower answer narrows the range", () => {
    expect(agreementDateRange({ minAgreementDate: "2026-03-10", maxAgreementDate: "2026-03-20" }, NOON)).toEqual({
      min: "2026-03-10",
      max: "2026-03-20",
    });
  });

  it("an answer reaching today or beyond 30 days is cut to the contract's range", () => {
    expect(agreementDateRange({ minAgreementDate: "2026-03-02", maxAgreementDate: "2026-05-01" }, NOON)).toEqual({
      min: "2026-03-03",
      max: "2026-04-01",
    });
  });

  it("missing or invalid ends take the contract's", () => {
    expect(agreementDateRange({ minAgreementDate: null, maxAgreementDate: "2026-02-31" }, NOON)).toEqual({
      min: "2026-03-03",
      max: "2026-04-01",
    });
  });

  it("no day left (a stale answer from days ago): null", () => {
    expect(agreementDateRange({ minAgreementDate: "2026-01-01", maxAgreementDate: "2026-02-01" }, NOON)).toBeNull();
  });
});

describe("checkAgreementDate", () => {
  const range = { min: "2026-03-03", max: "2026-04-01" };

  it("both ends are allowed", () => {
    expect(checkAgreementDate("2026-03-03", range)).toEqual({ ok: true, date: "2026-03-03" });
    expect(checkAgreementDate("2026-04-01", range)).toEqual({ ok: true, date: "2026-04-01" });
  });

  it("today, the day after the last one, or far away: out of range", () => {
    expect(checkAgreementDate("2026-03-02", range)).toEqual({ ok: false, key: "dateOutOfRange" });
    expect(checkAgreementDate("2026-04-02", range)).toEqual({ ok: false, key: "dateOutOfRange" });
    expect(checkAgreementDate("2030-01-01", range)).toEqual({ ok: false, key: "dateOutOfRange" });
  });

  it("blank is required, a day that does not exist is invalid", () => {
    expect(checkAgreementDate("  ", range)).toEqual({ ok: false, key: "required" });
    expect(checkAgreementDate(undefined, range)).toEqual({ ok: false, key: "required" });
    expect(checkAgreementDate("2026-03-32", range)).toEqual({ ok: false, key: "dateInvalid" });
    expect(checkAgreementDate("3 martie", range)).toEqual({ ok: false, key: "dateInvalid" });
  });
});
