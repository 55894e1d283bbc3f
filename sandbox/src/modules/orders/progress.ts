// Shop orders follow the clock after checkout (issue 26, the orders page; docs/checkout-contract.md "Product orders"):
//   acknowledged (card payment captured, or cash on delivery) → inProgress SHOP_ORDER_TIMING.inProgressAfterMs later
//   (being prepared and handed to the courier) → completed SHOP_ORDER_TIMING.completedAfterMs after acknowledgement
//   (delivered);
//   pending (waiting for its card payment) → cancelled SHOP_ORDER_TIMING.unpaidCancelAfterMs after it was placed. A
//   declined payment leaves the order pending, so the customer can pay again (the checkout contract); an order nobody
//   paid within the day is cancelled (nothing was charged, so not "failed": failed is for a fulfilment that went wrong).
// Nothing runs in the background: advanceShopOrders runs before every request (module.ts beforeRequest), and each move
// is dated when it became due, not when it was noticed, so a history read at any later time is the same.
import { stmt } from "../../db";
import type { SandboxContext } from "../module";
import { cancelOpenPayments } from "../payments/store";
import { setOrderState } from "./store";

export const SHOP_ORDER_TIMING = {
  inProgressAfterMs: 2 * 60 * 1000,
  completedAfterMs: 10 * 60 * 1000,
  unpaidCancelAfterMs: 24 * 60 * 60 * 1000,
} as const;

interface Running {
  id: string;
  state: "acknowledged" | "inProgress";
  ack_at: number;
}

export function advanceShopOrders(ctx: SandboxContext): void {
  const now = ctx.now();
  const unpaid = stmt(ctx.db, "SELECT id, created_at FROM orders_orders WHERE state = 'pending' AND created_at <= ?").all(
    now - SHOP_ORDER_TIMING.unpaidCancelAfterMs,
  ) as { id: string; created_at: number }[];
  for (const o of unpaid) {
    ctx.db.transaction(() => {
      cancelOpenPayments(ctx, o.id);
      setOrderState(ctx, o.id, "cancelled", "unpaid", o.created_at + SHOP_ORDER_TIMING.unpaidCancelAfterMs);
    })();
  }
  const running = stmt(
    ctx.db,
    `SELECT o.id AS id, o.state AS state, MAX(h.at) AS ack_at FROM orders_orders o
       JOIN orders_state_history h ON h.order_id = o.id AND h.state = 'acknowledged'
      WHERE o.state IN ('acknowledged', 'inProgress')
      GROUP BY o.id HAVING (o.state = 'acknowledged' AND MAX(h.at) <= ?) OR MAX(h.at) <= ?`,
  ).all(now - SHOP_ORDER_TIMING.inProgressAfterMs, now - SHOP_ORDER_TIMING.completedAfterMs) as Running[];
  for (const o of running) {
    ctx.db.transaction(() => {
      if (o.state === "acknowledged") setOrderState(ctx, o.id, "inProgress", "fulfilment", o.ack_at + SHOP_ORDER_TIMING.inProgressAfterMs);
      const done = o.ack_at + SHOP_ORDER_TIMING.completedAfterMs;
      if (done <= now) setOrderState(ctx, o.id, "completed", "delivered", done);
    })();
  }
}
