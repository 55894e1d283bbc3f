// Carts in SQLite: one cart per owner and customer type (docs/cart-contract.md "no cart id in the path"). A request
// loads the cart into memory (CartState), changes it there and saves it back inside one transaction, so a PATCH list
// is all or nothing.
import { randomUUID } from "node:crypto";
import { stmt } from "../../db";
import type { Migration, SandboxContext } from "../module";
import type { CustomerType } from "./offerings";

export const CART_MIGRATIONS: Migration[] = [
  {
    id: "cart-001-carts",
    sql: `
      CREATE TABLE cart_carts (
        id             TEXT PRIMARY KEY,
        owner          TEXT NOT NULL,            -- owner.ts: anon:<session>, otc:<msisdn>, sso:<user id>
        customer_type  TEXT NOT NULL CHECK (customer_type IN ('CBU', 'EBU')),
        status         TEXT NOT NULL,
        created_at     INTEGER NOT NULL,         -- sandbox clock, ms
        updated_at     INTEGER NOT NULL,
        contact_medium TEXT NOT NULL,            -- JSON, stored for checkout and echoed
        related_party  TEXT NOT NULL,            -- JSON
        notes          TEXT NOT NULL,            -- JSON [{id, text}]
        UNIQUE (owner, customer_type)
      );
      CREATE TABLE cart_items (
        id              TEXT PRIMARY KEY,
        cart_id         TEXT NOT NULL REFERENCES cart_carts (id) ON DELETE CASCADE,
        position        INTEGER NOT NULL,
        parent_id       TEXT,                    -- bundle children: the parent item
        kind            TEXT NOT NULL CHECK (kind IN ('product', 'bundle', 'child', 'starter', 'voucher')),
        offering_id     TEXT NOT NULL,
        quantity        INTEGER NOT NULL,
        characteristics TEXT NOT NULL,           -- JSON {name: value} as sent (SPEC §7 add characteristics)
        voucher_code    TEXT
      );
      CREATE INDEX cart_items_cart ON cart_items (cart_id, position);
    `,
  },
];

export type ItemKind = "product" | "bundle" | "child" | "starter" | "voucher";

export interface CartItemRecord {
  id: string;
  parentId: string | null;
  kind: ItemKind;
  offeringId: string;
  quantity: number;
  characteristics: Record<string, string>;
  voucherCode: string | null;
}

export interface Note {
  id: string;
  text: string;
}

export interface CartRecord {
  id: string;
  status: string;
  createdAt: number;
  updatedAt: number;
  contactMedium: unknown[];
  relatedParty: unknown[];
  notes: Note[];
}

/** A cart as one request sees it; `cart` null = nothing stored yet (the empty cart, id null). */
export interface CartState {
  owner: string;
  customerType: CustomerType;
  cart: CartRecord | null;
  items: CartItemRecord[];
}

interface CartRow {
  id: string;
  status: string;
  created_at: number;
  updated_at: number;
  contact_medium: string;
  related_party: string;
  notes: string;
}

interface ItemRow {
  id: string;
  parent_id: string | null;
  kind: ItemKind;
  offering_id: string;
  quantity: number;
  characteristics: string;
  voucher_code: string | null;
}

export const newItemId = (): string => randomUUID();

export function loadCart(ctx: SandboxContext, owner: string, customerType: CustomerType): CartState {
  const row = stmt(ctx.db, "SELECT * FROM cart_carts WHERE owner = ? AND customer_type = ?").get(owner, customerType) as
    CartRow | undefined;
  if (!row) return { owner, customerType, cart: null, items: [] };
  const items = (stmt(ctx.db, "SELECT * FROM cart_items WHERE cart_id = ? ORDER BY position").all(row.id) as ItemRow[]).map(
    (r): CartItemRecord => ({
      id: r.id,
      parentId: r.parent_id,
      kind: r.kind,
      offeringId: r.offering_id,
      quantity: r.quantity,
      characteristics: JSON.parse(r.characteristics) as Record<string, string>,
      voucherCode: r.voucher_code,
    }),
  );
  return {
    owner,
    customerType,
    cart: {
      id: row.id,
      status: row.status,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      contactMedium: JSON.parse(row.contact_medium) as unknown[],
      relatedParty: JSON.parse(row.related_party) as unknown[],
      notes: JSON.parse(row.notes) as Note[],
    },
    items,
  };
}

/** A state ready to change: an unsaved cart gets its record (and id) now; it is stored only by saveCart. */
export function openCart(state: CartState, now: number): CartRecord {
  state.cart ??= {
    id: `c-${randomUUID()}`,
    status: "ACTIVE",
    createdAt: now,
    updatedAt: now,
    contactMedium: [],
    relatedParty: [],
    notes: [],
  };
  return state.cart;
}

/** Writes the state back (cart row upserted, items replaced). Call inside the request's transaction. */
export function saveCart(ctx: SandboxContext, state: CartState): void {
  const cart = state.cart;
  if (!cart) return;
  cart.updatedAt = ctx.now();
  stmt(
    ctx.db,
    `INSERT INTO cart_carts (id, owner, customer_type, status, created_at, updated_at, contact_medium, related_party, notes)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at,
       contact_medium = excluded.contact_medium, related_party = excluded.related_party, notes = excluded.notes`,
  ).run(
    cart.id,
    state.owner,
    state.customerType,
    cart.status,
    cart.createdAt,
    cart.updatedAt,
    JSON.stringify(cart.contactMedium),
    JSON.stringify(cart.relatedParty),
    JSON.stringify(cart.notes),
  );
  stmt(ctx.db, "DELETE FROM cart_items WHERE cart_id = ?").run(cart.id);
  const insert = stmt(
    ctx.db,
    `INSERT INTO cart_items (id, cart_id, position, parent_id, kind, offering_id, quantity, characteristics, voucher_code)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  state.items.forEach((i, position) =>
    insert.run(i.id, cart.id, position, i.parentId, i.kind, i.offeringId, i.quantity, JSON.stringify(i.characteristics), i.voucherCode),
  );
}

export function deleteCart(ctx: SandboxContext, cartId: string): void {
  stmt(ctx.db, "DELETE FROM cart_items WHERE cart_id = ?").run(cartId);
  stmt(ctx.db, "DELETE FROM cart_carts WHERE id = ?").run(cartId);
}
