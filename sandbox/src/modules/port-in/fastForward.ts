// The sandbox's test lever for port-in orders (issue 28 step 3), under /sandbox like the fault rules:
// POST /sandbox/port-in/{orderId}/fast-forward makes the order's next pending step due now — on an acknowledged order
// the donor's answer (→ inProgress, or rejected with its reason), on an inProgress one the porting day (→ completed) —
// so an e2e sees acknowledged → inProgress → completed without waiting days. Answers the order as GET would.
// Optional JSON body {"portingSoon": true}: first the porting day becomes that of the NEXT porting window (the next
// 04:00 Romania time after now, so less than 24 hours away: past the cancellation limit, cancel.ts), then the usual step.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { stmt } from "../../db";
import { notFound } from "../../http/errors";
import { parseBody, parseParams } from "../../http/validation";
import { bucharestInstant, formatBucharest } from "../../../../src/domain/usage/bucharestTime";
import type { SandboxContext, SandboxModule } from "../module";
import { orderView } from "./index";
import { advancePortIns, getOrder, PORT_IN_TIMING } from "./store";

const Params = z.object({ orderId: z.string().min(1).max(40) });
const Body = z.object({ portingSoon: z.boolean().optional() });

/** The day (YYYY-MM-DD, Romania) of the next porting window's start after `now`: today's if it is still ahead, else tomorrow's. */
function nextWindowDay(now: number): string {
  const [y, m, d] = formatBucharest(now).slice(0, 10).split("-").map(Number);
  if (bucharestInstant(y, m, d, PORT_IN_TIMING.windowStartHour) > now) return formatBucharest(now).slice(0, 10);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export const portInAdminModule: SandboxModule = {
  name: "port-in-admin",
  prefix: "/sandbox",
  migrations: [],
  register(app: FastifyInstance, ctx: SandboxContext) {
    app.post("/port-in/:orderId/fast-forward", async (request) => {
      const { orderId } = parseParams(Params, request.params);
      const order = getOrder(ctx.db, orderId);
      if (!order) throw notFound(`No port-in order ${orderId}.`);
      const now = ctx.now();
      if (parseBody(Body, request.body).portingSoon === true && (order.state === "acknowledged" || order.state === "inProgress")) {
        stmt(ctx.db, "UPDATE portin_orders SET porting_date = ? WHERE id = ?").run(nextWindowDay(now), orderId);
      }
      if (order.state === "acknowledged") stmt(ctx.db, "UPDATE portin_orders SET answer_due = ? WHERE id = ?").run(now, orderId);
      else if (order.state === "inProgress") stmt(ctx.db, "UPDATE portin_orders SET done_due = ? WHERE id = ?").run(now, orderId);
      advancePortIns(ctx);
      return orderView(ctx, getOrder(ctx.db, orderId) as NonNullable<ReturnType<typeof getOrder>>);
    });
  },
};
