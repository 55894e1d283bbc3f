// SPEC §2 raport-sumar-flota (chooser only) and SPEC §7 "GET fleet reports check-multiple-bans; POST fleet reports":
// the report a company's administrator asks for — which accounts (BANs), which months, which file format — checked
// here before anything is sent, so a bad choice is said under its field and costs no call. Rules (issue 27's contract,
// docs: "Fleet reports"): at least one account, each among those the back end allows (check-multiple-bans), several
// only when it says several may go in one report; a period of whole months (from ≤ to), at most REPORT_MAX_MONTHS long,
// none of it in the future (the current month counts, with its figures to date); format CSV or XLSX.
import { formatDateRo, RO_TIME_ZONE } from "../dates";

/** The longest period one report covers, in months (the sandbox refuses longer ones too). */
export const REPORT_MAX_MONTHS = 12;

export const REPORT_FORMATS = ["csv", "xlsx"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export interface Month {
  year: number;
  /** 1–12 */
  month: number;
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** "2026-10": the form the back end reads and a month input gives. */
export const monthText = (m: Month): string => `${m.year}-${pad2(m.month)}`;

/** Months since year 0, to compare and count. */
export const monthIndex = (m: Month): number => m.year * 12 + (m.month - 1);

const fromIndex = (i: number): Month => ({ year: Math.floor(i / 12), month: (i % 12) + 1 });

/**
 * A month as typed: "2026-10" (a month input), or "10.2026" / "10/2026" / "10-2026" (a browser without a month
 * picker shows a text box, where Romanians write the month first); null for anything else.
 */
export function parseMonth(text: string): Month | null {
  const t = text.trim();
  const iso = /^(\d{4})[-/.](\d{1,2})$/.exec(t);
  const ro = /^(\d{1,2})[-/.](\d{4})$/.exec(t);
  const year = Number(iso ? iso[1] : ro?.[2]);
  const month = Number(iso ? iso[2] : ro?.[1]);
  if ((!iso && !ro) || month < 1 || month > 12 || year < 2000 || year > 2999) return null;
  return { year, month };
}

/** Months from `from` to `to`, both included (0 when reversed). */
export const monthsInPeriod = (from: Month, to: Month): number => Math.max(0, monthIndex(to) - monthIndex(from) + 1);

const monthFormatter = new Intl.DateTimeFormat("en-US", { timeZone: RO_TIME_ZONE, year: "numeric", month: "numeric" });

/** The month `date` falls in, in Romania's time (the back end's calendar). */
export function monthOfDate(date: Date): Month {
  const parts = Object.fromEntries(monthFormatter.formatToParts(date).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month) };
}

/** "octombrie 2026", or "septembrie 2026 – octombrie 2026"; a month that cannot be read is shown as sent. */
export function periodLabel(period: { from: string; to: string }): string {
  const label = (text: string) => {
    const m = parseMonth(text);
    return m ? formatDateRo(`${monthText(m)}-15T12:00:00Z`, "monthYear") : text;
  };
  return period.from === period.to ? label(period.from) : `${label(period.from)} – ${label(period.to)}`;
}

/** The period the form starts with: the last whole month. */
export function defaultPeriod(current: Month): { from: string; to: string } {
  const last = monthText(fromIndex(monthIndex(current) - 1));
  return { from: last, to: last };
}

/** The accounts the back end lets the caller put in a report (check-multiple-bans, banCheck.ts). */
export interface ReportAccounts {
  allowed: readonly string[];
  /** Several accounts may go in one report. */
  multipleBans: boolean;
}

/** What the form holds when it is sent. */
export interface ReportInput {
  bans: readonly string[];
  from: string;
  to: string;
  format: string;
}

/** The POST body of SPEC §7 "POST fleet reports". */
export interface FleetReportRequest {
  bans: string[];
  period: { from: string; to: string };
  format: ReportFormat;
}

export type ReportField = "bans" | "from" | "to" | "format";
export type ReportProblem =
  | "noAccount"
  | "accountNotAllowed"
  | "oneAccountOnly"
  | "monthInvalid"
  | "monthInFuture"
  | "periodReversed"
  | "periodTooLong"
  | "formatUnknown";
export type ReportErrors = Partial<Record<ReportField, ReportProblem>>;

export type ReportCheck = { ok: true; request: FleetReportRequest } | { ok: false; errors: ReportErrors };

export const isReportFormat = (v: string): v is ReportFormat => (REPORT_FORMATS as readonly string[]).includes(v);

/** The form as the request to send, or the problem of each bad field; `current` is the back end's current month. */
export function checkReportRequest(input: ReportInput, accounts: ReportAccounts, current: Month): ReportCheck {
  const errors: ReportErrors = {};
  const chosen = [...new Set(input.bans.map((b) => b.trim()).filter((b) => b !== ""))];
  if (chosen.length === 0) errors.bans = "noAccount";
  else if (chosen.some((b) => !accounts.allowed.includes(b))) errors.bans = "accountNotAllowed";
  else if (chosen.length > 1 && !accounts.multipleBans) errors.bans = "oneAccountOnly";

  const now = monthIndex(current);
  const month = (field: "from" | "to", text: string): Month | null => {
    const m = parseMonth(text);
    if (!m) errors[field] = "monthInvalid";
    else if (monthIndex(m) > now) errors[field] = "monthInFuture";
    return errors[field] ? null : m;
  };
  const from = month("from", input.from);
  const to = month("to", input.to);
  if (from && to) {
    if (monthIndex(from) > monthIndex(to)) errors.to = "periodReversed";
    else if (monthsInPeriod(from, to) > REPORT_MAX_MONTHS) errors.to = "periodTooLong";
  }

  const format = input.format.trim().toLowerCase();
  if (!isReportFormat(format)) errors.format = "formatUnknown";

  if (Object.keys(errors).length > 0 || !from || !to || !isReportFormat(format)) return { ok: false, errors };
  // The accounts in the back end's order, whatever order they were ticked in.
  const bans = accounts.allowed.filter((b) => chosen.includes(b));
  return { ok: true, request: { bans, period: { from: monthText(from), to: monthText(to) }, format } };
}

/**
 * The back end's refusals of a request, in the page's words (contract "Fleet reports"): a period it does not accept,
 * an account that is not the company's, too many reports in generation (429), or a role that may not ask (403). null
 * for any other failure (the catalogue's ribbon then).
 */
export type ReportRefusal = "period" | "account" | "tooMany" | "notAllowed";

const REFUSALS: Readonly<Record<string, ReportRefusal>> = {
  invalid_period: "period",
  ban_not_in_company: "account",
  report_limit: "tooMany",
  insufficient_role: "notAllowed",
  not_business: "notAllowed",
};

export function reportRefusalOf(error: unknown): ReportRefusal | null {
  if (error === null || typeof error !== "object") return null;
  const { code, status } = error as { code?: unknown; status?: unknown };
  if (typeof code !== "string" || typeof status !== "number" || status < 400 || status >= 500) return null;
  return REFUSALS[code] ?? null;
}
