// SPEC §2 "cererileutilizatorilor" (issue 27; SPEC §7 trouble tickets): the company's users' requests. The list's
// filters and page live in the address (user, state, from, to, page), so a reload or the back button shows the same
// list. A bad value in the address is dropped (the list is unfiltered on that point), never an error; the back end is
// asked for one page of TICKET_PAGE_SIZE (SPEC §9 page size 10).
import { dayRangeOf, listPageOf, listQueryString, readDayRange, type DayRangeErrors } from "./requestListQuery";
import { TICKET_PAGE_SIZE } from "./ticketQuery";
import { isListedStatus, type ListedStatus } from "./ticketStatus";

export const USERS_REQUESTS_PARAMS = { user: "user", state: "state", from: "from", to: "to", page: "page" } as const;

/** A requester as the back end names them: a web user's id (usr-…) or the line of an employee without one. */
export const isRequesterId = (v: unknown): v is string => typeof v === "string" && /^(usr-[A-Za-z0-9-]{1,40}|0\d{9})$/.test(v);

export interface UsersRequestsQuery {
  /** The requester the list is narrowed to, or null for everyone the caller sees. */
  user: string | null;
  state: ListedStatus | null;
  /** YYYY-MM-DD, inclusive. */
  from: string | null;
  to: string | null;
  page: number;
}

export const DEFAULT_USERS_REQUESTS: UsersRequestsQuery = { user: null, state: null, from: null, to: null, page: 1 };

/** The address's query (with or without "?"); each bad value is dropped, a range that ends before it starts too. */
export function parseUsersRequestsQuery(search: string | URLSearchParams): UsersRequestsQuery {
  const q = typeof search === "string" ? new URLSearchParams(search) : search;
  const p = USERS_REQUESTS_PARAMS;
  const user = q.get(p.user)?.trim() ?? null;
  const state = q.get(p.state)?.trim() ?? null;
  return {
    user: isRequesterId(user) ? user : null,
    state: isListedStatus(state) ? state : null,
    ...dayRangeOf(q.get(p.from), q.get(p.to)),
    page: listPageOf(q.get(p.page)),
  };
}

/** "?user=…&…" with only what is set (page 1 is not written); "" for the whole list. */
export function serializeUsersRequestsQuery(query: UsersRequestsQuery): string {
  const p = USERS_REQUESTS_PARAMS;
  return listQueryString(
    [
      [p.user, query.user],
      [p.state, query.state],
      [p.from, query.from],
      [p.to, query.to],
    ],
    query.page,
  );
}

/** What the filter form holds (the selects' values and the typed days). */
export interface UsersRequestsFilterForm {
  user: string;
  state: string;
  from: string;
  to: string;
}

/** The form's filters as the query of page 1, or what is wrong with the days (said under their fields). */
export function readUsersRequestsFilterForm(
  form: UsersRequestsFilterForm,
): { ok: true; value: UsersRequestsQuery } | { ok: false; errors: DayRangeErrors } {
  const days = readDayRange(form.from, form.to);
  if (!days.ok) return days;
  const user = form.user.trim();
  return {
    ok: true,
    value: { user: isRequesterId(user) ? user : null, state: isListedStatus(form.state) ? form.state : null, ...days.value, page: 1 },
  };
}

/** The GET /companyRequest query of the address's list. */
export function usersRequestsParams(query: UsersRequestsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { offset: (query.page - 1) * TICKET_PAGE_SIZE, limit: TICKET_PAGE_SIZE };
  if (query.user) params.user = query.user;
  if (query.state) params.status = query.state;
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  return params;
}

/** Whether any filter is set (an empty list then says "no request matches" instead of "no requests yet"). */
export const isUsersRequestsFiltered = (q: UsersRequestsQuery): boolean =>
  q.user !== null || q.state !== null || q.from !== null || q.to !== null;
