// SPEC §7 trouble tickets, "Cererile mele": the list's filters and page live in the address (state, kind, from, to,
// page), so a reload or the back button shows the same list. A bad value in the address is ignored (the list is
// unfiltered on that point), never an error; the list asks the back end for one page of PAGE_SIZE (SPEC §9 page size 10).
import { isListedStatus, type ListedStatus } from "./ticketStatus";
import { isTicketKind, type TicketKind } from "./ticketModel";

export const TICKET_LIST_PARAMS = { state: "state", kind: "kind", from: "from", to: "to", page: "page" } as const;
export const TICKET_PAGE_SIZE = 10;
const PAGE_MAX = 10_000;

export interface TicketListQuery {
  state: ListedStatus | null;
  kind: TicketKind | null;
  /** YYYY-MM-DD, inclusive. */
  from: string | null;
  to: string | null;
  page: number;
}

export const DEFAULT_TICKET_LIST: TicketListQuery = { state: null, kind: null, from: null, to: null, page: 1 };

/** A real calendar day written YYYY-MM-DD, else null. */
export function isoDay(text: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec((text ?? "").trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && y >= 2000 ? m[0] : null;
}

function pageOf(text: string | null): number {
  if (text === null || !/^[1-9]\d{0,5}$/.test(text.trim())) return 1;
  return Math.min(Number(text.trim()), PAGE_MAX);
}

/** The address's query (with or without "?"); each bad value is dropped. */
export function parseTicketListQuery(search: string | URLSearchParams): TicketListQuery {
  const q = typeof search === "string" ? new URLSearchParams(search) : search;
  const p = TICKET_LIST_PARAMS;
  const state = q.get(p.state)?.trim() ?? null;
  const kind = q.get(p.kind)?.trim() ?? null;
  let from = isoDay(q.get(p.from));
  let to = isoDay(q.get(p.to));
  // A range that ends before it starts is not a range: both ends are dropped.
  if (from !== null && to !== null && from > to) from = to = null;
  return {
    state: isListedStatus(state) ? state : null,
    kind: isTicketKind(kind) ? kind : null,
    from,
    to,
    page: pageOf(q.get(p.page)),
  };
}

/** "?state=…&…" with only what is set (page 1 is not written); "" for the whole list. */
export function serializeTicketListQuery(query: TicketListQuery): string {
  const p = TICKET_LIST_PARAMS;
  const out = new URLSearchParams();
  if (query.state) out.set(p.state, query.state);
  if (query.kind) out.set(p.kind, query.kind);
  if (query.from) out.set(p.from, query.from);
  if (query.to) out.set(p.to, query.to);
  if (query.page > 1) out.set(p.page, String(Math.floor(query.page)));
  const text = out.toString();
  return text ? `?${text}` : "";
}

/** What the filter form holds (the select values and typed days). */
export interface TicketFilterForm {
  state: string;
  kind: string;
  from: string;
  to: string;
}

export type TicketFilterErrors = Partial<Record<"from" | "to", "dayFormat" | "rangeOrder">>;

/** The form's filters as the query of page 1, or what is wrong with the days (said under their fields). */
export function readTicketFilterForm(
  form: TicketFilterForm,
): { ok: true; value: TicketListQuery } | { ok: false; errors: TicketFilterErrors } {
  const errors: TicketFilterErrors = {};
  const from = form.from.trim() === "" ? null : isoDay(form.from);
  const to = form.to.trim() === "" ? null : isoDay(form.to);
  if (form.from.trim() !== "" && from === null) errors.from = "dayFormat";
  if (form.to.trim() !== "" && to === null) errors.to = "dayFormat";
  if (from !== null && to !== null && from > to) errors.to = "rangeOrder";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      state: isListedStatus(form.state) ? form.state : null,
      kind: isTicketKind(form.kind) ? form.kind : null,
      from,
      to,
      page: 1,
    },
  };
}

/** The GET /troubleTicket query of the address's list. */
export function ticketListParams(query: TicketListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { offset: (query.page - 1) * TICKET_PAGE_SIZE, limit: TICKET_PAGE_SIZE };
  if (query.state) params.status = query.state;
  if (query.kind) params.ticketType = query.kind;
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  return params;
}

/** Pages of a list of `total` (at least 1). */
export const ticketPageCount = (total: number): number => Math.max(1, Math.ceil(Math.max(0, total) / TICKET_PAGE_SIZE));

/** Whether any filter is set (an empty list then says "no request matches" instead of "no requests yet"). */
export const isFiltered = (q: TicketListQuery): boolean => q.state !== null || q.kind !== null || q.from !== null || q.to !== null;
