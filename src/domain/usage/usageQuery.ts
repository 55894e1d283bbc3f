// SPEC §7 "Usage and products": GET /dxl-nb-usage-management/usage with customerId, mainSubscriptionProductId,
// nbVdfBillEventType (billed or unbilled), nVdfCategory, nVdfAccessType, offset, limit 10, total true, and either
// billing cycle year, instance and day or start/end date-time with timezone offset; plus a sort key. SPEC §2 "usage
// detail lists (billed or unbilled, 10 per page)", SPEC §9 "Usage page size 10".
//
// Choices the spec leaves open (ours, as the sandbox's usage module takes them: docs/services-contract.md):
// - Parameter names: billingCycle.year, billingCycle.instance (1–12, the month the cycle starts in), billingCycle.day
//   (1–31, optional); startDateTime / endDateTime; sort ("-date" newest first by default; "-" = descending).
// - A date range is two Romanian calendar days, both inclusive, asked as the window [first day 00:00, the day after
//   the last 00:00) of Romania's clock, each end with the Europe/Bucharest offset in force at that instant
//   (DST-correct: a range across a change has two different offsets). The "+" of an offset must be encoded (%2B) in
//   the address: URLSearchParams does.
// - USAGE_RANGE_MAX_DAYS = 93 days (inclusive), a quarter of 31-day months: a longer range is refused
//   ("rangeTooLong") rather than asked of the back end.
// - A page that is not a whole number ≥ 1 is page 1 (as the top-up history, src/domain/billing/topUpFilters.ts).
import { USAGE_PAGE_SIZE } from "../constants";
import { calendarDay } from "../calendarDay";
import { bucharestDateTime } from "./bucharestTime";

/** Longest date range asked for, in days, both ends counted. */
export const USAGE_RANGE_MAX_DAYS = 93;

export const BILL_EVENT_TYPES = ["billed", "unbilled"] as const;
export type BillEventType = (typeof BILL_EVENT_TYPES)[number];

export const USAGE_SORT_FIELDS = ["date", "amount", "duration", "volume"] as const;
export type UsageSortField = (typeof USAGE_SORT_FIELDS)[number];
export interface UsageSort {
  field: UsageSortField;
  direction: "asc" | "desc";
}
/** Newest first. */
export const DEFAULT_USAGE_SORT: UsageSort = { field: "date", direction: "desc" };

export type UsagePeriod =
  { kind: "billingCycle"; year: number; instance: number; day?: number | null } | { kind: "dateRange"; from: string; to: string };

export interface UsageQueryInput {
  customerId: string;
  mainSubscriptionProductId: string;
  billEventType: BillEventType;
  period: UsagePeriod;
  /** nVdfCategory (data, voice, sms, …); omitted when empty. */
  category?: string | null;
  /** nVdfAccessType (national, roaming, …); omitted when empty. */
  accessType?: string | null;
  /** 1-based. */
  page?: number;
  sort?: UsageSort;
}

/** The query as sent: wire names → text, in a stable order. */
export type UsageQuery = Record<string, string>;

export type UsageQueryErrorKey =
  "customerMissing" | "billEventTypeInvalid" | "dateRequired" | "dateInvalid" | "rangeReversed" | "rangeTooLong" | "cycleInvalid";
/** The message keys by the field to show them under. */
export type UsageQueryErrors = Partial<Record<"customer" | "billEventType" | "from" | "to" | "cycle", UsageQueryErrorKey>>;

export type UsageQueryResult = { ok: true; query: UsageQuery } | { ok: false; errors: UsageQueryErrors };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first item of a 1-based page: page 1 → 0, page 3 → 20; anything else is page 1. */
export function usageOffset(page: unknown): number {
  const n = typeof page === "number" && Number.isFinite(page) ? Math.floor(page) : 1;
  return (Math.max(1, n) - 1) * USAGE_PAGE_SIZE;
}

/** "-date" / "amount": the sort parameter of a sort. */
export function usageSortKey(sort: UsageSort = DEFAULT_USAGE_SORT): string {
  const field = (USAGE_SORT_FIELDS as readonly string[]).includes(sort.field) ? sort.field : DEFAULT_USAGE_SORT.field;
  return `${sort.direction === "desc" ? "-" : ""}${field}`;
}

/** Days from `from` to `to`, both counted (same day: 1). */
function inclusiveDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

function dayParts(day: string): [number, number, number] {
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
}

/** The calendar day after `day` (YYYY-MM-DD), by the calendar alone. */
function nextDay(day: string): [number, number, number] {
  const d = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

/**
 * A date range of Romanian days (YYYY-MM-DD, inclusive) → the start and end date-times with their offsets, or the
 * errors by field: blank ("dateRequired"), not a real day ("dateInvalid"), end before start ("rangeReversed", under
 * "to"), more than USAGE_RANGE_MAX_DAYS days ("rangeTooLong", under "to").
 */
export function usageDateRange(
  from: unknown,
  to: unknown,
): { ok: true; startDateTime: string; endDateTime: string } | { ok: false; errors: UsageQueryErrors } {
  const read = (raw: unknown): { day: string | null; key?: UsageQueryErrorKey } => {
    if (typeof raw !== "string" || raw.trim() === "") return { day: null, key: "dateRequired" };
    const day = calendarDay(raw);
    return day ? { day } : { day: null, key: "dateInvalid" };
  };
  const start = read(from);
  const end = read(to);
  const errors: UsageQueryErrors = {};
  if (start.key) errors.from = start.key;
  if (end.key) errors.to = end.key;
  if (start.day === null || end.day === null) return { ok: false, errors };
  // YYYY-MM-DD texts compare as the days they name.
  if (start.day > end.day) return { ok: false, errors: { to: "rangeReversed" } };
  if (inclusiveDays(start.day, end.day) > USAGE_RANGE_MAX_DAYS) return { ok: false, errors: { to: "rangeTooLong" } };
  return {
    ok: true,
    startDateTime: bucharestDateTime(...dayParts(start.day), 0, 0, 0),
    endDateTime: bucharestDateTime(...nextDay(end.day), 0, 0, 0),
  };
}

const wholeIn = (v: unknown, min: number, max: number): v is number => typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;

/** The billing-cycle parameters, or null when the year (2000–2100), instance (1–12) or day (1–31) is not one. */
export function billingCycleParams(period: { year: unknown; instance: unknown; day?: unknown }): UsageQuery | null {
  const { year, instance, day } = period;
  if (!wholeIn(year, 2000, 2100) || !wholeIn(instance, 1, 12)) return null;
  if (day !== undefined && day !== null && !wholeIn(day, 1, 31)) return null;
  const params: UsageQuery = { "billingCycle.year": String(year), "billingCycle.instance": String(instance) };
  if (typeof day === "number") params["billingCycle.day"] = String(day);
  return params;
}

const trimmed = (v: unknown): string => (typeof v === "string" ? v.trim() : "");

/** The usage-management query for one page, or the message keys of what is wrong with the input. */
export function buildUsageQuery(input: UsageQueryInput): UsageQueryResult {
  const errors: UsageQueryErrors = {};
  const customerId = trimmed(input.customerId);
  const mainSubscriptionProductId = trimmed(input.mainSubscriptionProductId);
  if (!customerId || !mainSubscriptionProductId) errors.customer = "customerMissing";
  if (!(BILL_EVENT_TYPES as readonly string[]).includes(input.billEventType)) errors.billEventType = "billEventTypeInvalid";

  let period: UsageQuery | null = null;
  if (input.period?.kind === "billingCycle") {
    period = billingCycleParams(input.period);
    if (!period) errors.cycle = "cycleInvalid";
  } else if (input.period?.kind === "dateRange") {
    const range = usageDateRange(input.period.from, input.period.to);
    if (range.ok) period = { startDateTime: range.startDateTime, endDateTime: range.endDateTime };
    else Object.assign(errors, range.errors);
  } else {
    errors.cycle = "cycleInvalid";
  }
  if (Object.keys(errors).length > 0 || !period) return { ok: false, errors };

  const query: UsageQuery = { customerId, mainSubscriptionProductId, nbVdfBillEventType: input.billEventType };
  const category = trimmed(input.category);
  const accessType = trimmed(input.accessType);
  if (category) query.nVdfCategory = category;
  if (accessType) query.nVdfAccessType = accessType;
  Object.assign(query, {
    offset: String(usageOffset(input.page ?? 1)),
    limit: String(USAGE_PAGE_SIZE),
    total: "true",
    ...period,
    sort: usageSortKey(input.sort),
  });
  return { ok: true, query };
}
