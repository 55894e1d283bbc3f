// Product orders in SQLite (docs/checkout-contract.md "Product orders"). An order is a snapshot of the cart at
// checkout (items and totals as the cart answered them, contact media, related parties, notes), numbered in sequence.
import { randomUUID } from "node:crypto";
import { stmt } from "../../db";
import type { Migration, SandboxContext } from "../module";

export const ORDER_MIGRATIONS: Migration[] = [
  {
    id: "orders-001-orders",
    sql: `
      CREATE TABLE orders_orders (
        seq            INTEGER PRIMARY KEY AUTOINCREMENT, -- the order number's sequence
        id             TEXT NOT NULL UNIQUE,
        number         TEXT NOT NULL UNIQUE,
        owner          TEXT NOT NULL,                     -- orders/owner.ts (the cart's owner key)
        customer_type  TEXT NOT NULL CHECK (customer_type IN ('CBU', 'EBU')),
        cart_id        TEXT NOT NULL,
        fingerprint    TEXT NOT NULL,                     -- the cart's items and total when it was submitted
        state          TEXT NOT NULL,                     -- TMF622: pending | acknowledged | inProgress | cancelled | completed
        payment_method TEXT NOT NULL CHECK (payment_method IN ('CARD', 'COD')),
        total_ron      REAL NOT NULL,                     -- upfront to pay, RON with VAT
        snapshot       TEXT NOT NULL,                     -- JSON: items, totals, contactMedium, relatedParty, notes, documents
        created_at     INTEGER NOT NULL,
        updated_at     INTEGER NOT NULL
      );
      CREATE INDEX orders_owner ON orders_orders (owner, seq);
      CREATE INDEX orders_cart ON orders_orders (cart_id, state);
    `,
  },
  {
    // Issue 26: every state an order has been in, and when (the orders page's timeline; progress.ts moves the states
    // with the clock). Orders made before this migration start their history with the state they are in.
    id: "orders-002-state-history",
    sql: `
      CREATE TABLE orders_state_history (
        seq      INTEGER PRIMARY KEY AUTOINCREMENT,
        order_id TEXT NOT NULL,
        state    TEXT NOT NULL,
        reason   TEXT NOT NULL,                           -- a StateReason key (view.ts words it)
        at       INTEGER NOT NULL
      );
      CREATE INDEX orders_history_order ON orders_state_history (order_id, seq);
      CREATE INDEX orders_state ON orders_orders (state);
      INSERT INTO orders_state_history (order_id, state, reason, at) SELECT id, state, 'placed', created_at FROM orders_orders ORDER BY seq;
    `,
  },
];

/**
 * Why an order entered a state: placed (checkout), paid (the card payment was captured), replaced (the cart changed
 * and was submitted again), unpaid (no payment within a day), fulfilment and delivered (the clock: progress.ts SHOP_ORDER_TIMING).
 */
export type StateReason = "placed" | "paid" | "replaced" | "unpaid" | "fulfilment" | "delivered";

export interface StateChange {
  state: OrderState;
  reason: StateReason;
  at: number;
}

export type OrderState = "pending" | "acknowledged" | "inProgress" | "cancelled" | "completed";
export type PaymentMethod = "CARD" | "COD";

export interface OrderSnapshot {
  cartItem: unknown[];
  cartTotalPrice: unknown[];
  contactMedium: unknown[];
  relatedParty: unknown[];
  note: { id: string; text: string }[];
  documents: { id: string; documentType: string }[];
}

export interface OrderRecord {
  id: string;
  number: string;
  owner: string;
  customerType: "CBU" | "EBU";
  cartId: string;
  fingerprint: string;
  state: OrderState;
  paymentMethod: PaymentMethod;
  totalRon: number;
  snapshot: OrderSnapshot;
  createdAt: number;
  updatedAt: number;
}

interface OrderRow {
  seq: number;
  id: string;
  number: string;
  owner: string;
  customer_type: "CBU" | "EBU";
  cart_id: string;
  fingerprint: string;
  state: OrderState;
  payment_method: PaymentMethod;
  total_ron: number;
  snapshot: string;
  created_at: number;
  updated_at: number;
}

const toOrder = (r: OrderRow): OrderRecord => ({
  id: r.id,
  number: r.number,
  owner: r.owner,
  customerType: r.customer_type,
  cartId: r.cart_id,
  fingerprint: r.fingerprint,
  state: r.state,
  paymentMethod: r.payment_method,
  totalRon: r.total_ron,
  snapshot: JSON.parse(r.snapshot) as OrderSnapshot,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export type NewOrder = Omit<OrderRecord, "id" | "number" | "createdAt" | "updatedAt">;

/** Stores an order; its number is CMD-<year>-<sequence, 6 digits> on the sandbox clock. */
export function insertOrder(ctx: SandboxContext, o: NewOrder): OrderRecord {
  const now = ctx.now();
  const id = `po-${randomUUID()}`;
  const info = stmt(
    ctx.db,
    `INSERT INTO orders_orders (id, number, owner, customer_type, cart_id, fingerprint, state, payment_method, total_ron, snapshot, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    id,
    o.owner,
    o.customerType,
    o.cartId,
    o.fingerprint,
    o.state,
    o.paymentMethod,
    o.totalRon,
    JSON.stringify(o.snapshot),
    now,
    now,
  );
  const number = `CMD-${new Date(now).getUTCFullYear()}-${String(info.lastInsertRowid).padStart(6, "0")}`;
  stmt(ctx.db, "UPDATE orders_orders SET number = ? WHERE id = ?").run(number, id);
  recordState(ctx, id, o.state, "placed", now);
  return getOrder(ctx, id) as OrderRecord;
}

export function getOrder(ctx: SandboxContext, id: string): OrderRecord | null {
  const row = stmt(ctx.db, "SELECT * FROM orders_orders WHERE id = ?").get(id) as OrderRow | undefined;
  return row ? toOrder(row) : null;
}

export function listOrders(ctx: SandboxContext, owner: string): OrderRecord[] {
  return (stmt(ctx.db, "SELECT * FROM orders_orders WHERE owner = ? ORDER BY seq DESC").all(owner) as OrderRow[]).map(toOrder);
}

/** The cart's order still waiting for its card payment, if any. */
export function pendingOrderOfCart(ctx: SandboxContext, cartId: string): OrderRecord | null {
  const row = stmt(ctx.db, "SELECT * FROM orders_orders WHERE cart_id = ? AND state = 'pending' ORDER BY seq DESC LIMIT 1").get(cartId) as
    OrderRow | undefined;
  return row ? toOrder(row) : null;
}

function recordState(ctx: SandboxContext, id: string, state: OrderState, reason: StateReason, at: number): void {
  stmt(ctx.db, "INSERT INTO orders_state_history (order_id, state, reason, at) VALUES (?, ?, ?, ?)").run(id, state, reason, at);
}

/**
 * Moves an order to `state` and writes it in the order's history (a move to the state it is in writes nothing). The
 * reason defaults by the move: pending → acknowledged is the card payment captured (payments/flow.ts), anything else
 * made by the checkout is a replaced order. `at` (default now) dates a move the clock made earlier (progress.ts).
 */
export function setOrderState(ctx: SandboxContext, id: string, state: OrderState, reason?: StateReason, at: number = ctx.now()): void {
  const current = stmt(ctx.db, "SELECT state FROM orders_orders WHERE id = ?").pluck().get(id) as OrderState | undefined;
  if (current === undefined || current === state) return;
  stmt(ctx.db, "UPDATE orders_orders SET state = ?, updated_at = ? WHERE id = ?").run(state, at, id);
  recordState(ctx, id, state, reason ?? (state === "acknowledged" ? "paid" : "replaced"), at);
}

/** The states the order has been in, oldest first. */
export function stateHistoryOf(ctx: SandboxContext, id: string): StateChange[] {
  return stmt(ctx.db, "SELECT state, reason, at FROM orders_state_history WHERE order_id = ? ORDER BY seq").all(id) as StateChange[];
}
