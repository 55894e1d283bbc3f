// SPEC §7 "Bar/unbar" (GET /list?owner={flag}, GET /count) as cartela-sim's business view asks for it (issue 27): the
// list's filters — whose lines (owner: the caller's own, or all in reach), a search (number, employee name or
// account), the account (BAN), the SIM state — and the page live in the address (?owner=true&q=…&ban=…&state=…&page=…),
// so a reload or the back button shows the same list. A bad value in the address falls back (that filter is off; page
// 1), never an error; the list asks the back end for one page of FLEET_PAGE_SIZE (its maximum is 50).

export const FLEET_LIST_PARAMS = { owner: "owner", q: "q", ban: "ban", state: "state", page: "page" } as const;
export const FLEET_PAGE_SIZE = 20;
/** The back end's longest search; a longer one typed or in the address is cut. */
export const FLEET_SEARCH_MAX = 60;
const PAGE_MAX = 10_000;

/** "mine": only the lines the caller holds themselves (owner=true); "all": every line in reach. */
export type FleetOwner = "all" | "mine";
/** The SIM state filter, in the back end's words: active, or barred (a suspended SIM). */
export type FleetStateFilter = "active" | "barred";
export const FLEET_STATE_FILTERS: readonly FleetStateFilter[] = ["active", "barred"];

export interface FleetListQuery {
  owner: FleetOwner;
  /** The search as sent ("" for none). */
  q: string;
  ban: string | null;
  state: FleetStateFilter | null;
  page: number;
}

export const DEFAULT_FLEET_LIST: FleetListQuery = { owner: "all", q: "", ban: null, state: null, page: 1 };

/** A typed search as sent: spaces collapsed, trimmed, at most FLEET_SEARCH_MAX characters. */
export const fleetSearchOf = (text: string | null | undefined): string =>
  (text ?? "").replace(/\s+/g, " ").trim().slice(0, FLEET_SEARCH_MAX).trim();

const isBan = (text: string) => /^\d{6,12}$/.test(text);

/** The account to filter on — 6–12 digits and, when the caller's accounts are known, one of them; else none. */
function banOf(text: string | null | undefined, bans: readonly string[] | undefined): string | null {
  const ban = (text ?? "").trim();
  if (!isBan(ban)) return null;
  return bans === undefined || bans.includes(ban) ? ban : null;
}

const stateOf = (text: string | null | undefined): FleetStateFilter | null => {
  const s = (text ?? "").trim();
  return (FLEET_STATE_FILTERS as readonly string[]).includes(s) ? (s as FleetStateFilter) : null;
};

function pageOf(text: string | null): number {
  if (text === null || !/^[1-9]\d{0,5}$/.test(text.trim())) return 1;
  return Math.min(Number(text.trim()), PAGE_MAX);
}

/**
 * The address's query (with or without "?"); each bad value falls back. `bans` (the caller's accounts, when known)
 * also drops an account filter that is not one of them.
 */
export function parseFleetListQuery(search: string | URLSearchParams, bans?: readonly string[]): FleetListQuery {
  const q = typeof search === "string" ? new URLSearchParams(search) : search;
  const p = FLEET_LIST_PARAMS;
  return {
    owner: q.get(p.owner)?.trim() === "true" ? "mine" : "all",
    q: fleetSearchOf(q.get(p.q)),
    ban: banOf(q.get(p.ban), bans),
    state: stateOf(q.get(p.state)),
    page: pageOf(q.get(p.page)),
  };
}

/** "?owner=true&…" with only what is set (all lines, no search, page 1 are not written); "" for the whole list. */
export function serializeFleetListQuery(query: FleetListQuery): string {
  const p = FLEET_LIST_PARAMS;
  const out = new URLSearchParams();
  if (query.owner === "mine") out.set(p.owner, "true");
  const q = fleetSearchOf(query.q);
  if (q) out.set(p.q, q);
  if (query.ban) out.set(p.ban, query.ban);
  if (query.state) out.set(p.state, query.state);
  if (query.page > 1) out.set(p.page, String(Math.floor(query.page)));
  const text = out.toString();
  return text ? `?${text}` : "";
}

/** What the filter form holds: the owner choice, the typed search, the chosen account and state ("" for any). */
export interface FleetFilterForm {
  owner: string;
  q: string;
  ban: string;
  state: string;
}

/** The form's filters as the query of page 1 (a value the form cannot hold falls back like in the address). */
export function readFleetFilterForm(form: FleetFilterForm, bans?: readonly string[]): FleetListQuery {
  return {
    owner: form.owner === "mine" ? "mine" : "all",
    q: fleetSearchOf(form.q),
    ban: banOf(form.ban, bans),
    state: stateOf(form.state),
    page: 1,
  };
}

/** The filters the list and the count share (SPEC §7: owner is a flag, sent only when it narrows). */
function filterParams(query: FleetListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.owner === "mine") params.owner = "true";
  const q = fleetSearchOf(query.q);
  if (q) params.q = q;
  if (query.ban) params.ban = query.ban;
  return params;
}

/** The GET /list query of the address's list: its filters and page. */
export function fleetListParams(query: FleetListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {
    ...filterParams(query),
    offset: (Math.max(1, Math.floor(query.page)) - 1) * FLEET_PAGE_SIZE,
    limit: FLEET_PAGE_SIZE,
  };
  if (query.state) params.state = query.state;
  return params;
}

/**
 * The GET /count query of the summary: the same owner, search and account, but every state, so the summary splits
 * what the search finds into active and blocked lines whatever state the list shows.
 */
export const fleetCountParams = (query: FleetListQuery): Record<string, string> => filterParams(query);

/** Pages of a list of `total` (at least 1). */
export const fleetPageCount = (total: number): number => Math.max(1, Math.ceil(Math.max(0, total) / FLEET_PAGE_SIZE));

/** Whether any filter is set (an empty list then says that no line matches the filters). */
export const isFleetFiltered = (q: FleetListQuery): boolean => q.owner === "mine" || q.q !== "" || q.ban !== null || q.state !== null;

/** The filters without the page: the selection of lines is kept while they stay the same. */
export const fleetFilterKey = (q: FleetListQuery): string => serializeFleetListQuery({ ...q, page: 1 });
