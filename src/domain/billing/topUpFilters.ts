// The top-up history's filters (SPEC §2 "Screen data needs: … top-up history", route istoric-reincarcari; SPEC §9
// "Usage page size 10"; docs/billing-contract.md "Top-up history": GET /prepay-balance/topupBalance?relatedPartyId=
// [&startDate=YYYY-MM-DD][&endDate=YYYY-MM-DD][&limit][&offset], both days inclusive, newest first).
// The page keeps them in its address (?de=YYYY-MM-DD&pana=YYYY-MM-DD&pagina=N) so a reload or the back button shows the
// same list: this module reads and writes that query, checks the range and turns it into the request.
import { USAGE_PAGE_SIZE } from "../constants";
import type { Money } from "../currency";

/** SPEC §9 "Usage page size 10": the history's pages are the usage lists' size. */
export const TOP_UP_PAGE_SIZE = USAGE_PAGE_SIZE;
/** The address's query names (Romanian, as the route). */
export const TOP_UP_PARAMS = { from: "de", to: "pana", page: "pagina" } as const;
/** Highest page number read from an address (a longer number is not a page). */
const PAGE_MAX = 100_000;

/** What the address asks for: days as YYYY-MM-DD or null (no bound), the page from 1. */
export interface TopUpQuery {
  from: string | null;
  to: string | null;
  page: number;
}

export type TopUpFilterKey = "dateInvalid" | "rangeReversed";
export type TopUpFilterErrors = Partial<Record<"from" | "to", TopUpFilterKey>>;

/** A top-up of the history (GET topupBalance, read by the bill pages' client). */
export interface TopUp {
  id: string;
  status: string | null;
  /** When it was confirmed, else requested (ISO text). */
  date: string | null;
  amount: Money;
  amountRon: Money | null;
  /** card | voucher | shop. */
  channel: string | null;
  channelName: string | null;
  msisdn: string | null;
}

export interface TopUpPage {
  items: TopUp[];
  /** Every matching top-up (X-Total-Count), for the pager. */
  total: number;
}

/** The request (the billing client's TopUpFilters shape). */
export interface TopUpRequest {
  relatedPartyId: string;
  startDate: string | null;
  endDate: string | null;
  limit: number;
  offset: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (what a date field gives): "2026-02-30" is not one. */
export function isIsoDay(text: unknown): text is string {
  if (typeof text !== "string") return false;
  const m = DAY.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const dayOrNull = (text: string | null): string | null => (text !== null && isIsoDay(text.trim()) ? text.trim() : null);

function pageOf(text: string | null): number {
  if (text === null || !/^[1-9]\d{0,5}$/.test(text.trim())) return 1;
  return Math.min(Number(text.trim()), PAGE_MAX);
}

/** The address's query (with or without "?"): a day that is not one is dropped, a page that is not one is page 1. */
export function parseTopUpQuery(search: string | URLSearchParams): TopUpQuery {
  const query = typeof search === "string" ? new URLSearchParams(search) : search;
  return {
    from: dayOrNull(query.get(TOP_UP_PARAMS.from)),
    to: dayOrNull(query.get(TOP_UP_PARAMS.to)),
    page: pageOf(query.get(TOP_UP_PARAMS.page)),
  };
}

/** "?de=…&pana=…&pagina=N" with only what differs from the default (no bound, page 1); "" for the default list. */
export function serializeTopUpQuery({ from, to, page }: TopUpQuery): string {
  const query = new URLSearchParams();
  if (from) query.set(TOP_UP_PARAMS.from, from);
  if (to) query.set(TOP_UP_PARAMS.to, to);
  if (page > 1) query.set(TOP_UP_PARAMS.page, String(Math.floor(page)));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The range's problem: a start after the end (the back end refuses it as invalid_query) — said under "Până la". */
export function rangeProblem(from: string | null, to: string | null): TopUpFilterErrors | null {
  return from !== null && to !== null && from > to ? { to: "rangeReversed" } : null;
}

/**
 * The filter form's two days as typed (empty: no bound). A new range always starts on page 1. The errors name the
 * field to show them under: a day that is not a date, or an end before the start.
 */
export function readTopUpRange(input: {
  from?: unknown;
  to?: unknown;
}): { ok: true; value: TopUpQuery } | { ok: false; errors: TopUpFilterErrors } {
  const read = (raw: unknown): { day: string | null; bad: boolean } => {
    const text = typeof raw === "string" ? raw.trim() : "";
    if (text === "") return { day: null, bad: false };
    return isIsoDay(text) ? { day: text, bad: false } : { day: null, bad: true };
  };
  const from = read(input.from);
  const to = read(input.to);
  const errors: TopUpFilterErrors = {};
  if (from.bad) errors.from = "dateInvalid";
  if (to.bad) errors.to = "dateInvalid";
  if (errors.from || errors.to) return { ok: false, errors };
  const reversed = rangeProblem(from.day, to.day);
  if (reversed) return { ok: false, errors: reversed };
  return { ok: true, value: { from: from.day, to: to.day, page: 1 } };
}

/** The first item of a page (page 1 → 0, page 2 → 10). */
export const pageOffset = (page: number): number => (Math.max(1, Math.floor(page)) - 1) * TOP_UP_PAGE_SIZE;

/** How many pages `total` top-ups make (at least 1: an empty list is one empty page). */
export const pageCount = (total: number): number => Math.max(1, Math.ceil(Math.max(0, total) / TOP_UP_PAGE_SIZE));

/**
 * The request for what the address asks, or null when none may be made: no number of one's own, or a range that
 * ends before it starts (the page says so, the back end is not asked).
 */
export function topUpRequest(query: TopUpQuery, ownNumber: string | null): TopUpRequest | null {
  if (!ownNumber || rangeProblem(query.from, query.to)) return null;
  return { relatedPartyId: ownNumber, startDate: query.from, endDate: query.to, limit: TOP_UP_PAGE_SIZE, offset: pageOffset(query.page) };
}
