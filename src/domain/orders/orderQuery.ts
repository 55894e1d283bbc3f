// The orders page's address (issue 26, PATHS.orders): which orders it lists (all / SPEC §4 pending / completed), from
// which channel (the shop's checkout, self-care, or both), the page, and the order whose detail is open:
//   ?stare=in-curs|finalizate  &canal=magazin|contul-meu  &pagina=N  &comanda=<order id>
// so a reload, a shared link or the back button shows the same. Values that are not one of these are ignored (the
// default), never an error. The request a query makes (states, channels, offset, limit) is built here too; the orders
// client turns it into SPEC §7's `state` and `channel.id` parameters.
import { USAGE_PAGE_SIZE } from "../constants";
import { PENDING_ORDER_STATES } from "../offers/orderStates";
import type { SalesChannel } from "./orderHistory";

/** Orders per page: the self-care lists' size (SPEC §9 "Usage page size 10", as the top-up history). */
export const ORDERS_PAGE_SIZE = USAGE_PAGE_SIZE;
/** The address's query names (Romanian, as the route). */
export const ORDER_PARAMS = { status: "stare", channel: "canal", page: "pagina", order: "comanda" } as const;

export const ORDER_STATUS_FILTERS = ["all", "pending", "completed"] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];
export const ORDER_CHANNEL_FILTERS = ["all", "shop", "selfcare"] as const;
export type OrderChannelFilter = (typeof ORDER_CHANNEL_FILTERS)[number];

/** The address's words for the filters ("all" is the absence of the parameter). */
const STATUS_WORDS: Readonly<Record<Exclude<OrderStatusFilter, "all">, string>> = { pending: "in-curs", completed: "finalizate" };
const CHANNEL_WORDS: Readonly<Record<Exclude<OrderChannelFilter, "all">, string>> = { shop: "magazin", selfcare: "contul-meu" };

export interface OrderListQuery {
  status: OrderStatusFilter;
  channel: OrderChannelFilter;
  /** From 1. */
  page: number;
  /** The order whose detail is open, or null. */
  order: string | null;
}

export const DEFAULT_ORDER_QUERY: OrderListQuery = { status: "all", channel: "all", page: 1, order: null };

/** What the list asks the back end for. */
export interface OrderListRequest {
  /** null = any state. */
  states: readonly string[] | null;
  channels: readonly SalesChannel[];
  offset: number;
  limit: number;
}

const PAGE_MAX = 100_000;
/** An order id as the back ends make them (po-<uuid>, SCO-000001, CMD-…): letters, digits, ".", "_", "-". */
const ORDER_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;

function wordFilter<K extends string>(words: Readonly<Record<K, string>>, value: string | null): K | null {
  const v = value?.trim().toLowerCase();
  return (Object.keys(words) as K[]).find((k) => words[k] === v) ?? null;
}

function pageOf(value: string | null): number {
  const v = value?.trim() ?? "";
  return /^[1-9]\d{0,5}$/.test(v) ? Math.min(Number(v), PAGE_MAX) : 1;
}

/** The address's query (with or without "?"): an unknown filter is "all", a bad page 1, a bad order id none. */
export function parseOrderQuery(search: string | URLSearchParams): OrderListQuery {
  const q = typeof search === "string" ? new URLSearchParams(search) : search;
  const order = q.get(ORDER_PARAMS.order)?.trim() ?? "";
  return {
    status: wordFilter(STATUS_WORDS, q.get(ORDER_PARAMS.status)) ?? "all",
    channel: wordFilter(CHANNEL_WORDS, q.get(ORDER_PARAMS.channel)) ?? "all",
    page: pageOf(q.get(ORDER_PARAMS.page)),
    order: ORDER_ID.test(order) ? order : null,
  };
}

/** "?stare=…&canal=…&pagina=N&comanda=…" with only what differs from the default; "" for the default list. */
export function serializeOrderQuery(query: OrderListQuery): string {
  const q = new URLSearchParams();
  if (query.status !== "all") q.set(ORDER_PARAMS.status, STATUS_WORDS[query.status]);
  if (query.channel !== "all") q.set(ORDER_PARAMS.channel, CHANNEL_WORDS[query.channel]);
  if (query.page > 1) q.set(ORDER_PARAMS.page, String(Math.floor(query.page)));
  if (query.order !== null && ORDER_ID.test(query.order)) q.set(ORDER_PARAMS.order, query.order);
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** The filter form's choices as typed (radio values); a new filter starts on page 1 and closes the detail. */
export function readOrderFilters(input: { status?: unknown; channel?: unknown }): OrderListQuery {
  const pick = <K extends string>(all: readonly K[], v: unknown): K | null => ((all as readonly unknown[]).includes(v) ? (v as K) : null);
  return {
    ...DEFAULT_ORDER_QUERY,
    status: pick(ORDER_STATUS_FILTERS, input.status) ?? "all",
    channel: pick(ORDER_CHANNEL_FILTERS, input.channel) ?? "all",
  };
}

/** SPEC §4 pending = inProgress, acknowledged, pending (the same constant as the pending-orders query). */
const STATES: Readonly<Record<OrderStatusFilter, readonly string[] | null>> = {
  all: null,
  pending: PENDING_ORDER_STATES,
  completed: ["completed"],
};
const CHANNELS: Readonly<Record<OrderChannelFilter, readonly SalesChannel[]>> = {
  all: ["shop", "selfcare"],
  shop: ["shop"],
  selfcare: ["selfcare"],
};

/** The list's request for the query: its states, channels and the page's slice. */
export function orderListRequest(query: OrderListQuery): OrderListRequest {
  return {
    states: STATES[query.status],
    channels: CHANNELS[query.channel],
    offset: (Math.max(1, Math.floor(query.page)) - 1) * ORDERS_PAGE_SIZE,
    limit: ORDERS_PAGE_SIZE,
  };
}

/** How many pages `total` orders make (at least 1). */
export const orderPageCount = (total: number): number => Math.max(1, Math.ceil(Math.max(0, total) / ORDERS_PAGE_SIZE));
