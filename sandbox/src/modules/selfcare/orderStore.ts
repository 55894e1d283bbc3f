// Self-care product orders in SQLite (docs/services-contract.md "Self-care product orders"). An order's state follows
// the clock: acknowledged when made, inProgress after half of SANDBOX_ORDER_COMPLETION_MS, completed after all of it.
// Nothing runs in the background: settleDueOrders (called before every request, module.ts beforeRequest) applies the
// orders whose time has come — options into customer_products, the roaming switch into sc_roaming, prepaid prices
// from the credit — so every back end (inventory, allowances, userinfo, bills) reads the same state at a given clock.
import type { SandboxContext } from "../module";
import { stmt } from "../../db";
import { listProducts } from "../identity/store";
import { creditLeft, insertCharge } from "./credit";
import { setRoamingOff, setRoamingOn } from "./roaming";
import type { StoredProduct } from "./inventory";

export type OrderCategory = "ecare" | "ebill" | "mva";
export type OrderState = "acknowledged" | "inProgress" | "completed" | "failed";

export interface OrderItem {
  id: string;
  action: "add" | "delete";
  offeringId: string;
  offeringName: string;
  /** roaming = the line's RoamingService; option = a product in customer_products. */
  kind: "option" | "roaming";
  /** delete: the product removed; add: the product created, once completed. */
  productId: string | null;
  targetSystem: string;
}

export interface SelfcareOrder {
  seq: number;
  id: string;
  category: OrderCategory;
  userId: string;
  identityId: string;
  customerId: string;
  msisdn: string;
  items: OrderItem[];
  chargeEur: number;
  idemKey: string | null;
  fingerprint: string;
  createdAt: number;
  dueAt: number;
  settled: "completed" | "failed" | null;
}

interface Row {
  seq: number;
  id: string;
  category: OrderCategory;
  user_id: string;
  identity_id: string;
  customer_id: string;
  msisdn: string;
  items: string;
  charge_eur: number;
  idem_key: string | null;
  fingerprint: string;
  created_at: number;
  due_at: number;
  settled: "completed" | "failed" | null;
}

const toOrder = (r: Row): SelfcareOrder => ({
  seq: r.seq,
  id: r.id,
  category: r.category,
  userId: r.user_id,
  identityId: r.identity_id,
  customerId: r.customer_id,
  msisdn: r.msisdn,
  items: JSON.parse(r.items) as OrderItem[],
  chargeEur: r.charge_eur,
  idemKey: r.idem_key,
  fingerprint: r.fingerprint,
  createdAt: r.created_at,
  dueAt: r.due_at,
  settled: r.settled,
});

/** The state at `now`: settled orders keep their outcome; open ones are acknowledged, then inProgress half-way. */
export function stateAt(o: SelfcareOrder, now: number): OrderState {
  if (o.settled) return o.settled;
  return now < o.createdAt + (o.dueAt - o.createdAt) / 2 ? "acknowledged" : "inProgress";
}

export type NewOrder = Omit<SelfcareOrder, "seq" | "id" | "createdAt" | "dueAt" | "settled">;

export function insertOrder(ctx: SandboxContext, o: NewOrder): SelfcareOrder {
  const now = ctx.now();
  const info = stmt(
    ctx.db,
    `INSERT INTO sc_orders (id, category, user_id, identity_id, customer_id, msisdn, items, charge_eur, idem_key, fingerprint, created_at, due_at)
     VALUES ('', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    o.category,
    o.userId,
    o.identityId,
    o.customerId,
    o.msisdn,
    JSON.stringify(o.items),
    o.chargeEur,
    o.idemKey,
    o.fingerprint,
    now,
    now + ctx.config.orderCompletionMs,
  );
  const id = `SCO-${String(info.lastInsertRowid).padStart(6, "0")}`;
  stmt(ctx.db, "UPDATE sc_orders SET id = ? WHERE seq = ?").run(id, info.lastInsertRowid);
  return getOrder(ctx, id) as SelfcareOrder;
}

export function getOrder(ctx: SandboxContext, id: string): SelfcareOrder | null {
  const row = stmt(ctx.db, "SELECT * FROM sc_orders WHERE id = ?").get(id) as Row | undefined;
  return row ? toOrder(row) : null;
}

export function findByIdempotencyKey(ctx: SandboxContext, userId: string, category: OrderCategory, key: string): SelfcareOrder | null {
  const row = stmt(ctx.db, "SELECT * FROM sc_orders WHERE user_id = ? AND category = ? AND idem_key = ?").get(userId, category, key) as
    Row | undefined;
  return row ? toOrder(row) : null;
}

/** Every order on the lines, newest first. */
export function ordersOfLines(ctx: SandboxContext, msisdns: string[]): SelfcareOrder[] {
  if (msisdns.length === 0) return [];
  const rows = ctx.db
    .prepare(`SELECT * FROM sc_orders WHERE msisdn IN (${msisdns.map(() => "?").join(",")}) ORDER BY seq DESC`)
    .all(...msisdns) as Row[];
  return rows.map(toOrder);
}

/** Orders made on the line since `since` (the daily limit). */
export function countOrdersSince(ctx: SandboxContext, msisdn: string, since: number): number {
  return stmt(ctx.db, "SELECT COUNT(*) FROM sc_orders WHERE msisdn = ? AND created_at >= ?").pluck().get(msisdn, since) as number;
}

/** Applies one due order inside a transaction: completed, or failed when the credit no longer covers its price. */
function settle(ctx: SandboxContext, o: SelfcareOrder): void {
  if (o.chargeEur > 0 && creditLeft(ctx, o.msisdn, o.dueAt) < o.chargeEur) {
    stmt(ctx.db, "UPDATE sc_orders SET settled = 'failed' WHERE seq = ?").run(o.seq);
    return;
  }
  const main = listProducts(ctx.db, o.identityId).find((p) => p.msisdn === o.msisdn);
  const mainId = main?.id ?? o.msisdn;
  const items = o.items.map((item) => {
    if (item.kind === "roaming") {
      if (item.action === "delete") {
        setRoamingOff(ctx.db, o.msisdn);
        return item;
      }
      const productId = `${mainId}-roaming-${o.id}`;
      setRoamingOn(ctx.db, { msisdn: o.msisdn, identityId: o.identityId, productId, startedAt: o.dueAt });
      return { ...item, productId };
    }
    if (item.action === "delete") {
      stmt(ctx.db, "DELETE FROM customer_products WHERE id = ?").run(item.productId);
      return item;
    }
    // `<plan id>-…` sorts right after the plan, so the line's first product (its main subscription) stays the plan.
    const productId = `${mainId}-${o.id}-${item.id}`;
    const product: StoredProduct = {
      id: productId,
      productOfferingId: item.offeringId,
      name: item.offeringName,
      status: "active",
      targetSystem: item.targetSystem as StoredProduct["targetSystem"],
      msisdn: o.msisdn,
      startedAt: o.dueAt,
    };
    stmt(ctx.db, "INSERT INTO customer_products (id, identity_id, product_offering_id, data) VALUES (?, ?, ?, ?)").run(
      productId,
      o.identityId,
      item.offeringId,
      JSON.stringify(product),
    );
    return { ...item, productId };
  });
  if (o.chargeEur > 0) insertCharge(ctx, o.id, o.msisdn, o.chargeEur, o.dueAt);
  stmt(ctx.db, "UPDATE sc_orders SET settled = 'completed', items = ? WHERE seq = ?").run(JSON.stringify(items), o.seq);
}

/** Completes every order whose time has come, oldest first. */
export function settleDueOrders(ctx: SandboxContext): void {
  const due = stmt(ctx.db, "SELECT * FROM sc_orders WHERE settled IS NULL AND due_at <= ? ORDER BY due_at, seq").all(ctx.now()) as Row[];
  for (const row of due) ctx.db.transaction(() => settle(ctx, toOrder(row)))();
}
