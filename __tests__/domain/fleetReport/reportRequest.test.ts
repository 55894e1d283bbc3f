// The fleet report request (src/domain/fleetReport/reportRequest.ts, banCheck.ts): SPEC §2 raport-sumar-flota "choose
// accounts and period", SPEC §7 "GET fleet reports check-multiple-bans; POST fleet reports".
import { mapBanCheck, reportAccountsOf } from "../../../src/domain/fleetReport/banCheck";
import {
  checkReportRequest,
  defaultPeriod,
  monthOfDate,
  monthsInPeriod,
  parseMonth,
  periodLabel,
  REPORT_MAX_MONTHS,
  reportRefusalOf,
  type ReportInput,
} from "../../../src/domain/fleetReport/reportRequest";

const NOW = { year: 2026, month: 11 };
const ACCOUNTS = { allowed: ["500000501", "500000502", "500000503"], multipleBans: true };
const input = (over: Partial<ReportInput> = {}): ReportInput => ({
  bans: ["500000503"],
  from: "2026-09",
  to: "2026-10",
  format: "csv",
  ...over,
});

describe("SPEC §7 fleet reports: months and periods", () => {
  it.each([
    ["2026-10", { year: 2026, month: 10 }],
    ["2026-1", { year: 2026, month: 1 }],
    [" 10.2026 ", { year: 2026, month: 10 }],
    ["3/2025", { year: 2025, month: 3 }],
    ["2026-13", null],
    ["00.2026", null],
    ["octombrie", null],
    ["", null],
    ["26-10", null],
  ])("parseMonth(%j) → %j", (text, month) => {
    expect(parseMonth(text)).toEqual(month);
  });

  it("counts the months of a period, both ends included", () => {
    expect(monthsInPeriod({ year: 2025, month: 12 }, { year: 2026, month: 11 })).toBe(12);
    expect(monthsInPeriod({ year: 2026, month: 5 }, { year: 2026, month: 5 })).toBe(1);
    expect(monthsInPeriod({ year: 2026, month: 5 }, { year: 2026, month: 4 })).toBe(0);
  });

  it("the form starts with the last whole month (January → December of the year before)", () => {
    expect(defaultPeriod(NOW)).toEqual({ from: "2026-10", to: "2026-10" });
    expect(defaultPeriod({ year: 2026, month: 1 })).toEqual({ from: "2025-12", to: "2025-12" });
  });

  it("the current month is Romania's: 31 Oct 23:30 UTC is already November in Bucharest", () => {
    expect(monthOfDate(new Date("2026-10-31T23:30:00Z"))).toEqual({ year: 2026, month: 11 });
    expect(monthOfDate(new Date("2026-10-31T12:00:00Z"))).toEqual({ year: 2026, month: 10 });
  });
});

describe("SPEC §2 raport-sumar-flota: the report request", () => {
  it("a valid request: accounts in the back end's order, months as YYYY-MM, format lower case", () => {
    expect(
      checkReportRequest(input({ bans: ["500000503", "500000501", "500000503"], from: "09.2026", format: "XLSX" }), ACCOUNTS, NOW),
    ).toEqual({
      ok: true,
      request: { bans: ["500000501", "500000503"], period: { from: "2026-09", to: "2026-10" }, format: "xlsx" },
    });
  });

  it("the current month may be asked for (its figures to date); a later month may not", () => {
    expect(checkReportRequest(input({ from: "2026-11", to: "2026-11" }), ACCOUNTS, NOW).ok).toBe(true);
    expect(checkReportRequest(input({ to: "2026-12" }), ACCOUNTS, NOW)).toEqual({ ok: false, errors: { to: "monthInFuture" } });
    expect(checkReportRequest(input({ from: "2027-01", to: "2027-01" }), ACCOUNTS, NOW)).toEqual({
      ok: false,
      errors: { from: "monthInFuture", to: "monthInFuture" },
    });
  });

  it(`at most ${REPORT_MAX_MONTHS} months; from after to is reversed`, () => {
    expect(checkReportRequest(input({ from: "2025-12", to: "2026-11" }), ACCOUNTS, NOW).ok).toBe(true);
    expect(checkReportRequest(input({ from: "2025-11", to: "2026-11" }), ACCOUNTS, NOW)).toEqual({
      ok: false,
      errors: { to: "periodTooLong" },
    });
    expect(checkReportRequest(input({ from: "2026-10", to: "2026-09" }), ACCOUNTS, NOW)).toEqual({
      ok: false,
      errors: { to: "periodReversed" },
    });
  });

  it("each field's problem: no account, a bad month, an unknown format", () => {
    expect(checkReportRequest(input({ bans: [], from: "sept", to: "", format: "pdf" }), ACCOUNTS, NOW)).toEqual({
      ok: false,
      errors: { bans: "noAccount", from: "monthInvalid", to: "monthInvalid", format: "formatUnknown" },
    });
  });

  it("an account the back end does not allow; several when only one may go in a report", () => {
    expect(checkReportRequest(input({ bans: ["500000599"] }), ACCOUNTS, NOW)).toEqual({ ok: false, errors: { bans: "accountNotAllowed" } });
    const single = { allowed: ["500000501", "500000502"], multipleBans: false };
    expect(checkReportRequest(input({ bans: ["500000501", "500000502"] }), single, NOW)).toEqual({
      ok: false,
      errors: { bans: "oneAccountOnly" },
    });
    expect(checkReportRequest(input({ bans: ["500000502"] }), single, NOW).ok).toBe(true);
  });
});

describe("SPEC §7 check-multiple-bans: the answer", () => {
  const ANSWER = {
    customerId: "CUST-EBU-5000",
    multipleBans: true,
    currentMonth: "2026-11",
    bans: [
      { ban: "500000501", allowed: true, lineCount: 142 },
      { ban: "500000503", allowed: true, lineCount: "60" },
      { ban: "500000599", allowed: false, lineCount: null, reason: "notCompanyAccount" },
      { ban: "500000501", allowed: false },
      { allowed: true },
    ],
  };

  it("reads the accounts (each once), whether several may go together and the back end's month", () => {
    expect(mapBanCheck(ANSWER)).toEqual({
      customerId: "CUST-EBU-5000",
      multipleBans: true,
      currentMonth: { year: 2026, month: 11 },
      accounts: [
        { ban: "500000501", allowed: true, lineCount: 142 },
        { ban: "500000503", allowed: true, lineCount: 60 },
        { ban: "500000599", allowed: false, lineCount: null },
      ],
    });
  });

  it.each([[null], [[]], ["x"], [{ customerId: "C" }]])("%j is no answer", (raw) => {
    expect(mapBanCheck(raw)).toBeNull();
  });

  it("the form's accounts: the profile's BANs until the check answers, then the check's allowed ones", () => {
    expect(reportAccountsOf(null, ["500000501", "500000502", "500000501"])).toEqual({
      accounts: [
        { ban: "500000501", allowed: true, lineCount: null },
        { ban: "500000502", allowed: true, lineCount: null },
      ],
      allowed: ["500000501", "500000502"],
      multipleBans: true,
    });
    const check = mapBanCheck({ ...ANSWER, multipleBans: false })!;
    expect(reportAccountsOf(check, ["500000501"])).toMatchObject({ allowed: ["500000501", "500000503"], multipleBans: false });
  });
});

describe("SPEC §1 dates in Romanian: the report's period", () => {
  it("one month, or from – to, by name; an unreadable month as sent", () => {
    expect(periodLabel({ from: "2026-10", to: "2026-10" })).toBe("octombrie 2026");
    expect(periodLabel({ from: "2025-12", to: "2026-01" })).toBe("decembrie 2025 – ianuarie 2026");
    expect(periodLabel({ from: "x", to: "2026-01" })).toBe("x – ianuarie 2026");
  });
});

describe("SPEC §8 the fleet report back end's refusals, in the page's words", () => {
  const err = (status: number, code: string | null) => ({ kind: "http", status, code });
  it.each([
    [err(400, "invalid_period"), "period"],
    [err(400, "ban_not_in_company"), "account"],
    [err(429, "report_limit"), "tooMany"],
    [err(403, "insufficient_role"), "notAllowed"],
    [err(403, "not_business"), "notAllowed"],
    [err(500, "report_limit"), null],
    [err(400, "invalid_body"), null],
    [err(400, null), null],
    [null, null],
  ])("%j → %s", (error, refusal) => {
    expect(reportRefusalOf(error)).toBe(refusal);
  });
});
