// The query of GET /usage (docs/services-contract.md "Query"): every parameter checked on its own, with its own 400
// code, before anything is read. Unknown parameters are ignored (TMF `fields` and the like).
import { ACCESS_TYPES, USAGE_KINDS, type AccessType } from "./records";
import { usageErrors } from "./errors";

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
/** nVdfCategory: the kind of use, or `roaming` = any use abroad. */
export const CATEGORIES = [...USAGE_KINDS, "roaming"] as const;
export type Category = (typeof CATEGORIES)[number];
export const BILL_EVENT_TYPES = ["billed", "unbilled"] as const;
export type BillEventType = (typeof BILL_EVENT_TYPES)[number];
export const SORT_KEYS = ["date", "-date", "amount", "-amount", "duration", "-duration", "volume", "-volume"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = "-date";

export type Selection =
  { by: "all" } | { by: "cycle"; year: number; instance: number; day?: number } | { by: "range"; start: number; end: number };

export interface UsageQuery {
  customerId: string;
  mainSubscriptionProductId?: string;
  billEventType?: BillEventType;
  categories?: Category[];
  accessTypes?: AccessType[];
  offset: number;
  limit: number;
  total: boolean;
  selection: Selection;
  sort: SortKey;
}

type Raw = Record<string, unknown>;

function text(q: Raw, name: string): string | undefined {
  const v = q[name];
  if (v === undefined) return undefined;
  if (Array.isArray(v)) throw usageErrors.repeated(name);
  const s = String(v).trim();
  return s === "" ? undefined : s;
}

const INTEGER = /^\d{1,9}$/;

function integer(q: Raw, name: string, fail: () => Error): number | undefined {
  const s = text(q, name);
  if (s === undefined) return undefined;
  if (!INTEGER.test(s)) throw fail();
  return Number(s);
}

function list<T extends string>(q: Raw, name: string, allowed: readonly T[], fail: (v: string) => Error): T[] | undefined {
  const s = text(q, name);
  if (s === undefined) return undefined;
  const values = s.split(",").map((v) => v.trim());
  for (const v of values) if (!(allowed as readonly string[]).includes(v)) throw fail(v);
  return [...new Set(values)] as T[];
}

// 2026-03-29T00:00:00+02:00, 2026-03-29T00:00+02:00, 2026-03-28T22:00:00.000Z: an explicit offset is required.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|([+-])(\d{2}):(\d{2}))$/;

/** An instant from an ISO 8601 date-time with an offset; null if malformed or not a real calendar time. */
export function parseDateTime(s: string): number | null {
  const m = DATE_TIME.exec(s);
  if (!m) return null;
  const [y, mo, d, h, mi] = [1, 2, 3, 4, 5].map((i) => Number(m[i]));
  const sec = Number(m[6] ?? 0);
  const ms = Number((m[7] ?? "0").padEnd(3, "0"));
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || sec > 59) return null;
  const naive = Date.UTC(y, mo - 1, d, h, mi, sec, ms);
  if (new Date(naive).getUTCDate() !== d) return null;
  if (m[8] === "Z") return naive;
  const offH = Number(m[10]);
  const offM = Number(m[11]);
  if (offH > 14 || offM > 59) return null;
  const off = (offH * 60 + offM) * 60 * 1000;
  return m[9] === "+" ? naive - off : naive + off;
}

function dateTime(q: Raw, name: string): number | undefined {
  const s = text(q, name);
  if (s === undefined) return undefined;
  const t = parseDateTime(s);
  if (t === null) throw usageErrors.invalidDateTime(name, s);
  return t;
}

function selectionOf(q: Raw): Selection {
  const bad = (detail: string) => () => usageErrors.invalidBillingCycle(detail);
  const year = integer(q, "billingCycle.year", bad("billingCycle.year este un an, de exemplu 2026"));
  const instance = integer(q, "billingCycle.instance", bad("billingCycle.instance este luna de început a ciclului, 1–12"));
  const day = integer(q, "billingCycle.day", bad("billingCycle.day este ziua de început a ciclului, 1–31"));
  const start = dateTime(q, "startDateTime");
  const end = dateTime(q, "endDateTime");
  const cycleAsked = year !== undefined || instance !== undefined || day !== undefined;
  const rangeAsked = start !== undefined || end !== undefined;
  if (cycleAsked && rangeAsked) throw usageErrors.conflictingSelection();
  if (cycleAsked) {
    if (year === undefined || instance === undefined)
      throw usageErrors.invalidBillingCycle("billingCycle.year și billingCycle.instance se trimit împreună");
    if (year < 2000 || year > 2100) throw usageErrors.invalidBillingCycle("billingCycle.year este între 2000 și 2100");
    if (instance < 1 || instance > 12) throw usageErrors.invalidBillingCycle("billingCycle.instance este luna de început a ciclului, 1–12");
    if (day !== undefined && (day < 1 || day > 31))
      throw usageErrors.invalidBillingCycle("billingCycle.day este ziua de început a ciclului, 1–31");
    return { by: "cycle", year, instance, ...(day !== undefined ? { day } : {}) };
  }
  if (rangeAsked) {
    if (start === undefined || end === undefined) throw usageErrors.incompleteDateRange();
    if (end < start) throw usageErrors.invalidDateRange();
    return { by: "range", start, end };
  }
  return { by: "all" };
}

export function parseUsageQuery(q: Raw): UsageQuery {
  const customerId = text(q, "customerId");
  if (customerId === undefined) throw usageErrors.missing("customerId");
  const limit = integer(q, "limit", () => usageErrors.invalidLimit(MAX_LIMIT)) ?? DEFAULT_LIMIT;
  if (limit < 1 || limit > MAX_LIMIT) throw usageErrors.invalidLimit(MAX_LIMIT);
  const offset = integer(q, "offset", () => usageErrors.invalidOffset()) ?? 0;
  const totalText = text(q, "total");
  if (totalText !== undefined && totalText !== "true" && totalText !== "false") throw usageErrors.invalidTotal();
  const billEvent = text(q, "nbVdfBillEventType");
  if (billEvent !== undefined && !(BILL_EVENT_TYPES as readonly string[]).includes(billEvent))
    throw usageErrors.invalidBillEventType(billEvent);
  const sort = text(q, "sort") ?? DEFAULT_SORT;
  if (!(SORT_KEYS as readonly string[]).includes(sort)) throw usageErrors.invalidSort(sort, SORT_KEYS);
  const product = text(q, "mainSubscriptionProductId");
  const categories = list(q, "nVdfCategory", CATEGORIES, (v) => usageErrors.invalidCategory(v, CATEGORIES));
  const accessTypes = list(q, "nVdfAccessType", ACCESS_TYPES, (v) => usageErrors.invalidAccessType(v, ACCESS_TYPES));
  return {
    customerId,
    ...(product !== undefined ? { mainSubscriptionProductId: product } : {}),
    ...(billEvent !== undefined ? { billEventType: billEvent as BillEventType } : {}),
    ...(categories ? { categories } : {}),
    ...(accessTypes ? { accessTypes } : {}),
    offset,
    limit,
    total: totalText === "true",
    selection: selectionOf(q),
    sort: sort as SortKey,
  };
}
