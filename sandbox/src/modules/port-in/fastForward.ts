// The sandbox's test lever for port-in orders (issue 28 step 3), under /sandbox like the fault rules:
// POST /sandbox/port-in/{orderId}/fast-forward makes the order's next pending step due now — on an acknowledged order
// the donor's answer (→ inProgress, or rejected with its reason), on an inProgress one the porting day (→ completed) —
// so an e2e sees acknowledged → inProgress → completed without waiting days. Answers the order as GET would.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { stmt } from "../../db";
import { notFound } from "../../http/errors";
import { parseParams } from "../../http/validation";
import type { SandboxContext, SandboxModule } from "../module";
import { orderView } from "./index";
import { advancePortIns, getOrder } from "./store";

const Params = z.object({ orderId: z.string().min(1).max(40) });

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
      if (order.state === "acknowledged") stmt(ctx.db, "UPDATE portin_orders SET answer_due = ? WHERE id = ?").run(now, orderId);
      else if (order.state === "inProgress") stmt(ctx.db, "UPDATE portin_orders SET done_due = ? WHERE id = ?").run(now, orderId);
      advancePortIns(ctx);
      return orderView(ctx, getOrder(ctx.db, orderId) as NonNullable<ReturnType<typeof getOrder>>);
    });
  },
};
