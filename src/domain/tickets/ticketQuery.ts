// SPEC §7 trouble tickets, "Cererile mele": the list's filters and page live in the address (state, kind, from, to,
// page), so a reload or the back button shows the same list. A bad value in the address is ignored (the list is
// unfiltered on that point), never an error; the list asks the back end for one page of PAGE_SIZE (SPEC §9 page size 10).
import { isListedStatus, type ListedStatus } from "./ticketStatus";
import { isTicketKind, type TicketKind } from "./ticketModel";
import { dayRangeOf, listPageOf, listQueryString, readDayRange, type DayRangeErrors } from "./requestListQuery";

export const TICKET_LIST_PARAMS = { state: "state", kind: "kind", from: "from", to: "to", page: "page" } as const;
export const TICKET_PAGE_SIZE = 10;

export interface TicketListQuery {
  state: ListedStatus | null;
  kind: TicketKind | null;
  /** YYYY-MM-DD, inclusive. */
  from: string | null;
  to: string | null;
  page: number;
}

export const DEFAULT_TICKET_LIST: TicketListQuery = { state: null, kind: null, from: null, to: null, page: 1 };

/** The address's query (with or without "?"); each bad value is dropped. */
export function parseTicketListQuery(search: string | URLSearchParams): TicketListQuery {
  const q = typeof search === "string" ? new URLSearchParams(search) : search;
  const p = TICKET_LIST_PARAMS;
  const state = q.get(p.state)?.trim() ?? null;
  const kind = q.get(p.kind)?.trim() ?? null;
  return {
    state: isListedStatus(state) ? state : null,
    kind: isTicketKind(kind) ? kind : null,
    ...dayRangeOf(q.get(p.from), q.get(p.to)),
    page: listPageOf(q.get(p.page)),
  };
}

/** "?state=…&…" with only what is set (page 1 is not written); "" for the whole list. */
export function serializeTicketListQuery(query: TicketListQuery): string {
  const p = TICKET_LIST_PARAMS;
  return listQueryString(
    [
      [p.state, query.state],
      [p.kind, query.kind],
      [p.from, query.from],
      [p.to, query.to],
    ],
    query.page,
  );
}

/** What the filter form holds (the select values and typed days). */
export interface TicketFilterForm {
  state: string;
  kind: string;
  from: string;
  to: string;
}

export type TicketFilterErrors = DayRangeErrors;

/** The form's filters as the query of page 1, or what is wrong with the days (said under their fields). */
export function readTicketFilterForm(
  form: TicketFilterForm,
): { ok: true; value: TicketListQuery } | { ok: false; errors: TicketFilterErrors } {
  const days = readDayRange(form.from, form.to);
  if (!days.ok) return days;
  return {
    ok: true,
    value: {
      state: isListedStatus(form.state) ? form.state : null,
      kind: isTicketKind(form.kind) ? form.kind : null,
      ...days.value,
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
