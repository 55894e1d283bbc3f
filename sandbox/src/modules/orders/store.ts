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
];

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

export function setOrderState(ctx: SandboxContext, id: string, state: OrderState): void {
  stmt(ctx.db, "UPDATE orders_orders SET state = ?, updated_at = ? WHERE id = ?").run(state, ctx.now(), id);
}
