// Self-care product orders (docs/services-contract.md "Self-care product orders"), mounted at /product-ordering next to
// the shop's checkout orders (orders module): POST productOrder/ebill, /ecare and /mva here; the orders module's GET
// productOrder and productOrder/{id} answer these orders too, through selfcareOrdersOf and selfcareOrderOf.
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SandboxContext, SandboxModule } from "../module";
import { ORDER_PREFIX } from "../orders/paths";
import { orderScope, selfcareScope, type SelfcareScope } from "./access";
import { selfcareErrors } from "./errors";
import { checkOptionsOrder, checkRoamingOrder, type CheckedOrder } from "./orderRequests";
import {
  findByIdempotencyKey,
  getOrder,
  insertOrder,
  ordersOfLines,
  settleDueOrders,
  type OrderCategory,
  type SelfcareOrder,
} from "./orderStore";
import { selfcareProductOrder } from "./orderView";

/** Key order doesn't matter: the same JSON body always gives the same fingerprint. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object") {
    const entries = Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(",")}}`;
  }
  return JSON.stringify(v) ?? "null";
}

const fingerprintOf = (body: unknown) => createHash("sha256").update(canonical(body)).digest("hex");

function idempotencyKey(request: FastifyRequest): string | null {
  const h = request.headers["idempotency-key"];
  const key = Array.isArray(h) ? h[0] : h;
  return key && key.trim() !== "" ? key.trim().slice(0, 200) : null;
}

async function placeOrder(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  category: OrderCategory,
  check: (scope: SelfcareScope) => CheckedOrder,
) {
  const scope = orderScope(request, category === "mva" ? "roaming" : "options");
  const userId = scope.identity.userId;
  const key = idempotencyKey(request);
  const fingerprint = fingerprintOf(request.body ?? null);
  if (key) {
    // A replay answers the order it made, whatever has changed since (the pending check would refuse it now).
    const earlier = findByIdempotencyKey(ctx, userId, category, key);
    if (earlier && earlier.fingerprint !== fingerprint) throw selfcareErrors.idempotencyConflict();
    if (earlier) return reply.code(200).send(selfcareProductOrder(earlier, ctx.now()));
  }
  const order = ctx.db.transaction(() => {
    const checked = check(scope);
    return insertOrder(ctx, {
      category,
      userId,
      identityId: scope.identity.id,
      customerId: scope.identity.customerId,
      msisdn: checked.line.msisdn,
      items: checked.items,
      chargeEur: checked.chargeEur,
      idemKey: key,
      fingerprint,
    });
  })();
  return reply.code(201).send(selfcareProductOrder(order, ctx.now()));
}

function registerSelfcareOrderRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post("/productOrder/ebill", (request, reply) =>
    placeOrder(ctx, request, reply, "ebill", (scope) => checkOptionsOrder(ctx, scope, request.body, "ebill")),
  );
  app.post("/productOrder/ecare", (request, reply) =>
    placeOrder(ctx, request, reply, "ecare", (scope) => checkOptionsOrder(ctx, scope, request.body, "ecare")),
  );
  app.post("/productOrder/mva", (request, reply) =>
    placeOrder(ctx, request, reply, "mva", (scope) => checkRoamingOrder(ctx, scope, request.body)),
  );
}

/** The caller's scope, or null when it has no self-care lines (other providers, refused roles): no eCare orders. */
function scopeOrNull(request: FastifyRequest): SelfcareScope | null {
  try {
    return selfcareScope(request);
  } catch {
    return null;
  }
}

/**
 * The states a self-care order has been through by `now` as TMF622 v5 milestones (issue 26, the orders page's timeline;
 * the same shape as the shop's orders, orders/view.ts): acknowledged when made, inProgress half-way, then its outcome.
 */
function withMilestones(o: SelfcareOrder, now: number) {
  const view = selfcareProductOrder(o, now);
  const half = o.createdAt + (o.dueAt - o.createdAt) / 2;
  const steps: [string, number, string][] = [["acknowledged", o.createdAt, "Cererea a fost înregistrată."]];
  if (now >= half || o.settled) steps.push(["inProgress", half, "Cererea este în lucru."]);
  if (o.settled === "completed") steps.push(["completed", o.dueAt, "Cererea a fost finalizată."]);
  if (o.settled === "failed") steps.push(["failed", o.dueAt, "Cererea nu a putut fi finalizată: creditul nu a acoperit prețul."]);
  const productOrderMilestone = steps.map(([state, at, description], n) => ({
    "@type": "ProductOrderMilestone",
    id: String(n + 1),
    name: state,
    status: state,
    milestoneDate: new Date(at).toISOString(),
    description,
  }));
  return { ...view, productOrderMilestone };
}

/** The eCare-channel orders on the caller's lines, newest first, with their creation time for merging. */
export function selfcareOrdersOf(ctx: SandboxContext, request: FastifyRequest) {
  const scope = scopeOrNull(request);
  if (!scope) return [];
  const now = ctx.now();
  return ordersOfLines(
    ctx,
    scope.lines.map((l) => l.msisdn),
  )
    .filter((o) => o.customerId === scope.identity.customerId)
    .map((o) => ({ createdAt: o.createdAt, view: withMilestones(o, now) }));
}

/** One eCare order if it is on the caller's lines, else null (the caller sees a 404). */
export function selfcareOrderOf(ctx: SandboxContext, request: FastifyRequest, id: string) {
  const order = getOrder(ctx, id);
  if (!order) return null;
  const scope = scopeOrNull(request);
  if (!scope || order.customerId !== scope.identity.customerId || !scope.lines.some((l) => l.msisdn === order.msisdn)) return null;
  return withMilestones(order, ctx.now());
}

export const selfcareOrderingModule: SandboxModule = {
  name: "selfcare-ordering",
  prefix: ORDER_PREFIX,
  migrations: [],
  beforeRequest: (ctx) => settleDueOrders(ctx),
  register: (app, ctx) => registerSelfcareOrderRoutes(app, ctx),
};
