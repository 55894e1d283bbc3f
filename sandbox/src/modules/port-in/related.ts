// A port-in order related to the shop order that bought its plan (issue 28 step 3: characteristic relatedOrderNumber):
// that order must be the caller's (the same owner key as cart and orders) and paid — placed and no longer waiting for
// its card payment nor cancelled (orders/store.ts states) — else the port is not filed.
import { stmt } from "../../db";
import { CartError } from "../cart/errors";
import type { SandboxContext } from "../module";

const UNPAID = new Set(["pending", "cancelled"]);

/** Throws 404 related_order_not_found (unknown or someone else's) or 409 related_order_not_paid. */
export function checkRelatedOrder(ctx: SandboxContext, orderNumber: string, owner: string): void {
  const o = stmt(ctx.db, "SELECT owner, state FROM orders_orders WHERE number = ?").get(orderNumber) as
    { owner: string; state: string } | undefined;
  if (!o || o.owner !== owner) {
    throw new CartError(404, "related_order_not_found", "relatedOrderNumber", `Nu am găsit comanda ${orderNumber} în contul tău.`);
  }
  if (UNPAID.has(o.state)) {
    throw new CartError(
      409,
      "related_order_not_paid",
      "relatedOrderNumber",
      `Comanda ${orderNumber} nu este plătită: cererea de portare se trimite după plată.`,
    );
  }
}

export function relateOrder(ctx: SandboxContext, portInId: string, orderNumber: string): void {
  stmt(ctx.db, "UPDATE portin_orders SET related_order = ? WHERE id = ?").run(orderNumber, portInId);
}
