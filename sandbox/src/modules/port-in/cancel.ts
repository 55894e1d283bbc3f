// Cancelling a port-in (issue 28 step 3; ANCOM fact a7: filed with the acceptor — us — at least 24 hours before the
// agreed porting moment, confirmed; a completed port cannot be undone). TMF622 maps a cancellation to its own resource:
// POST {prefix}/cancelProductOrder {productOrder:{id}, cancellationReason?} → 201 CancelProductOrder state "done" (the
// cancellation is decided at once, so assessingCancellation/pendingCancellation are never seen) and the order moves to
// state "cancelled" (dated now, ctx.now()). The rule is the domain's (src/domain/portIn/cancellation.ts), the site's
// too. A cancelled order is no longer open (store.ts hasOpenPortIn): the number may be filed again.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { portInCancellation, type CancelRefusal } from "../../../../src/domain/portIn/cancellation";
import { formatBucharest } from "../../../../src/domain/usage/bucharestTime";
import { requireAuth } from "../../auth/guard";
import { stmt } from "../../db";
import { parseBody } from "../../http/validation";
import { CartError } from "../cart/errors";
import type { Migration, SandboxContext } from "../module";
import { ownerKeyOf } from "../orders/owner";
import { portInErrors } from "./errors";
import { getOrder, windowOf } from "./store";

export const PORT_IN_CANCEL_MIGRATIONS: Migration[] = [
  {
    id: "port-in-003-cancel",
    sql: `
      CREATE TABLE portin_cancellations (
        id        TEXT PRIMARY KEY,
        order_id  TEXT NOT NULL UNIQUE,
        reason    TEXT,
        at        INTEGER NOT NULL
      );
    `,
  },
];

const CancelBody = z.object({
  productOrder: z.object({ id: z.string().min(1).max(40) }),
  cancellationReason: z.string().max(200).optional(),
});

const REFUSAL_TEXT: Record<CancelRefusal, string> = {
  tooLate: "Portarea nu mai poate fi anulată: au rămas mai puțin de 24 de ore până la portare.",
  completed: "Portarea s-a încheiat: o portare finalizată nu mai poate fi anulată.",
  rejected: "Cererea de portare a fost respinsă de operatorul actual: nu mai este nimic de anulat.",
  cancelled: "Portarea a fost deja anulată.",
};

const notCancellable = (reason: CancelRefusal) => new CartError(409, "port_in_not_cancellable", reason, REFUSAL_TEXT[reason]);

export function registerPortInCancel(app: FastifyInstance, ctx: SandboxContext, prefix: string): void {
  app.post("/cancelProductOrder", async (request, reply) => {
    const body = parseBody(CancelBody, request.body);
    const caller = requireAuth(request);
    const id = body.productOrder.id;
    const order = getOrder(ctx.db, id);
    if (!order || order.owner !== ownerKeyOf(caller)) throw portInErrors.orderNotFound(id);
    const now = ctx.now();
    const windowStart = order.state === "inProgress" ? formatBucharest(windowOf(order.porting_date).start) : null;
    const verdict = portInCancellation({ state: order.state, portingDate: order.porting_date, windowStart }, now);
    if (!verdict.ok) throw notCancellable(verdict.reason);
    const cancellationId = ctx.db.transaction(() => {
      const moved = stmt(
        ctx.db,
        "UPDATE portin_orders SET state = 'cancelled' WHERE id = ? AND state IN ('acknowledged', 'inProgress')",
      ).run(id);
      if (moved.changes !== 1) throw notCancellable("cancelled");
      stmt(ctx.db, "INSERT INTO portin_history (order_id, state, at) VALUES (?, 'cancelled', ?)").run(id, now);
      const seq = (stmt(ctx.db, "SELECT COUNT(*) FROM portin_cancellations").pluck().get() as number) + 8001;
      const cpo = `CPO-${seq}`;
      stmt(ctx.db, "INSERT INTO portin_cancellations (id, order_id, reason, at) VALUES (?, ?, ?, ?)").run(
        cpo,
        id,
        body.cancellationReason ?? null,
        now,
      );
      return cpo;
    })();
    return reply
      .code(201)
      .header("location", `${prefix}/cancelProductOrder/${cancellationId}`)
      .send({
        "@type": "CancelProductOrder",
        id: cancellationId,
        href: `${prefix}/cancelProductOrder/${cancellationId}`,
        state: "done",
        productOrder: { id, href: `${prefix}/productOrder/${id}`, "@referredType": "ProductOrder" },
        ...(body.cancellationReason !== undefined ? { cancellationReason: body.cancellationReason } : {}),
        effectiveCancellationDate: formatBucharest(now),
      });
  });
}
