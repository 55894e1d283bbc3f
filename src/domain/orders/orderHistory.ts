// The orders page's reading of a TMF622 ProductOrder (issue 26; SPEC §7 "GET product-ordering /productOrder…"; the
// sandbox's shape: docs/checkout-contract.md "Product orders", docs/services-contract.md "Self-care product orders"):
// number, state, date, channel (the shop's checkout = Online, self-care = eCare), totals, items and the timeline built
// from the order's state history (productOrderMilestone, TMF622 v5). Total, like every reader here: a field that is
// missing or of another type gives an empty value, an answer that is not an order is skipped; nothing here throws.
import type { Money } from "../currency";
import { isRecord, readList as list, readNumber, readRecord as record, readString as text, type RawRecord } from "../read";
import { isPendingOrderState, orderStateKey, type OrderStateKey } from "./orderStates";

/** Where the order was made: the shop's checkout or the self-care pages. */
export type SalesChannel = "shop" | "selfcare";
/** SPEC §7 "channel.id=eCare (or Online)". */
export const SALES_CHANNEL_IDS: Readonly<Record<SalesChannel, string>> = { shop: "Online", selfcare: "eCare" };

export type OrderItemAction = "add" | "modify" | "delete" | "other";

export interface OrderLine {
  id: string;
  /** The offering's name, else the product's, else the offering id. */
  name: string;
  quantity: number;
  action: OrderItemAction;
  /** The item's total to pay now / per month (RON preferred), when the answer prices it. */
  upfront: Money | null;
  monthly: Money | null;
  /** The item this one is bundled with (productOrderItemRelationship "bundled"). */
  bundledWith: string | null;
}

export interface TimelineEntry {
  state: OrderStateKey;
  /** The state as the answer wrote it (shown for an unknown one). */
  rawState: string;
  /** ISO text; null when the answer gives no usable date. */
  date: string | null;
}

export interface OrderSummary {
  id: string;
  /** orderNumber, else externalId, else id. */
  number: string;
  state: OrderStateKey;
  rawState: string;
  /** SPEC §4 pending set. */
  pending: boolean;
  /** orderDate (ISO) or null. */
  date: string | null;
  channel: SalesChannel | null;
  /** To pay now (the shop's upfront total) and per month; null when the order carries no price (self-care orders). */
  total: Money | null;
  monthly: Money | null;
  paymentMethod: "CARD" | "COD" | null;
  items: OrderLine[];
  timeline: TimelineEntry[];
}

const validDate = (v: unknown): string | null => {
  const s = text(v);
  return s !== "" && !Number.isNaN(Date.parse(s)) ? s : null;
};

function channelOf(raw: RawRecord): SalesChannel | null {
  for (const c of list(raw.channel)) {
    // v4: [{id, name}]; v5: [{channel: {id, name}, role}].
    const id = (text(record(c).id) || text(record(record(c).channel).id)).toLowerCase();
    if (id === SALES_CHANNEL_IDS.shop.toLowerCase()) return "shop";
    if (id === SALES_CHANNEL_IDS.selfcare.toLowerCase()) return "selfcare";
  }
  return null;
}

/** The entry of a TMF price list for now (oneTime / "upfront") or per month (recurring / "monthly"), RON first. */
function priceOf(prices: unknown, which: "upfront" | "monthly"): Money | null {
  const type = which === "upfront" ? "onetime" : "recurring";
  const found = list(prices)
    .map(record)
    .filter((p) => text(p.name).toLowerCase() === which || text(p.priceType).toLowerCase() === type)
    .map((p) => {
      const amount = record(record(p.price).taxIncludedAmount);
      const value = readNumber(amount.value);
      const unit = text(amount.unit).toUpperCase();
      return value === null || unit === "" ? null : { value, unit };
    })
    .filter((m): m is Money => m !== null);
  return found.find((m) => m.unit === "RON") ?? found[0] ?? null;
}

function actionOf(v: unknown): OrderItemAction {
  const a = text(v).toLowerCase();
  return a === "add" || a === "modify" || a === "delete" ? a : "other";
}

function mapLine(raw: unknown, n: number): OrderLine {
  const item = record(raw);
  const offering = record(item.productOffering);
  const quantity = readNumber(item.quantity);
  const bundled = list(item.productOrderItemRelationship)
    .map(record)
    .find((r) => text(r.relationshipType).toLowerCase() === "bundled");
  return {
    id: text(item.id) || String(n + 1),
    name: text(offering.name) || text(record(item.product).name) || text(offering.id),
    quantity: quantity !== null && quantity >= 0 ? Math.floor(quantity) : 1,
    action: actionOf(item.action),
    upfront: priceOf(item.itemTotalPrice, "upfront"),
    monthly: priceOf(item.itemTotalPrice, "monthly"),
    bundledWith: bundled ? text(bundled.id) || null : null,
  };
}

/** The same state: the same key, or for unknown ones the same text. */
const sameState = (a: TimelineEntry, b: TimelineEntry) => a.state === b.state && (a.state !== "unknown" || a.rawState === b.rawState);

const time = (e: TimelineEntry) => (e.date === null ? Number.POSITIVE_INFINITY : Date.parse(e.date));

/**
 * The order's timeline, oldest first: one entry per state it entered (productOrderMilestone: `name`, else `status`;
 * `milestoneDate`). Entries are put in date order (undated ones last, in the order given); a repeat of the state
 * before it is dropped; it ends with the order's current state (added, dated with the completion, cancellation or last
 * update, when the history does not reach it). Without any history: the current state alone.
 */
export function orderTimeline(raw: unknown): TimelineEntry[] {
  const order = record(raw);
  const given = list(order.productOrderMilestone)
    .map(record)
    .map((m) => {
      const rawState = text(m.name) || text(m.status);
      return { state: orderStateKey(rawState), rawState, date: validDate(m.milestoneDate) };
    })
    .filter((e) => e.rawState !== "");
  const sorted = given
    .map((e, i) => ({ e, i }))
    .sort((a, b) => time(a.e) - time(b.e) || a.i - b.i)
    .map(({ e }) => e);
  const entries = sorted.filter((e, i) => {
    const before = sorted[i - 1];
    return before === undefined || !sameState(e, before);
  });
  const rawState = text(order.state);
  if (rawState === "") return entries;
  const key = orderStateKey(rawState);
  const last = entries[entries.length - 1];
  if (last && sameState(last, { state: key, rawState, date: null })) return entries;
  const date =
    (key === "completed" ? validDate(order.completionDate) : null) ??
    (key === "cancelled" ? validDate(order.cancellationDate) : null) ??
    validDate(order.lastUpdate) ??
    (entries.length === 0 ? validDate(order.orderDate) : null);
  return [...entries, { state: key, rawState, date }];
}

/** One order, or null for an answer that is not one (no id). */
export function mapOrder(raw: unknown): OrderSummary | null {
  if (!isRecord(raw)) return null;
  const id = text(raw.id);
  if (!id) return null;
  const rawState = text(raw.state);
  const method = text(raw.paymentMethod).toUpperCase();
  return {
    id,
    number: text(raw.orderNumber) || text(raw.externalId) || id,
    state: orderStateKey(rawState),
    rawState,
    pending: isPendingOrderState(rawState),
    date: validDate(raw.orderDate),
    channel: channelOf(raw),
    total: priceOf(raw.orderTotalPrice, "upfront"),
    monthly: priceOf(raw.orderTotalPrice, "monthly"),
    paymentMethod: method === "CARD" || method === "COD" ? method : null,
    items: list(raw.productOrderItem).map(mapLine),
    timeline: orderTimeline(raw),
  };
}

/** The orders of a list answer, the unreadable ones skipped. */
export function mapOrders(body: unknown): OrderSummary[] {
  return list(body).flatMap((o) => mapOrder(o) ?? []);
}

/** One page of the list and how many orders match in all (for the pager). */
export interface OrderPage {
  orders: OrderSummary[];
  total: number;
}

/**
 * A list answer and its X-Total-Count: a total that is missing, not a whole number, or smaller than what this page
 * already shows is replaced by what the page shows (offset + its orders).
 */
export function mapOrderPage(body: unknown, totalHeader: unknown, offset: number): OrderPage {
  const orders = mapOrders(body);
  const header = typeof totalHeader === "string" || typeof totalHeader === "number" ? Number(totalHeader) : Number.NaN;
  const least = Math.max(0, offset) + orders.length;
  return { orders, total: Number.isInteger(header) && header >= least ? header : least };
}
