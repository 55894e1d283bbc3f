// The ebill backend (prefix /ebill) and the billing gateways around it (docs/billing-contract.md): SPEC §7 "Bills and
// payments", "E-bill subscription and e-mail", the top-up history. Bills are derived per call (bills.ts); what
// happens to them (payments, pay links, top-ups, vouchers, e-bill settings, payment requests) is stored (store.ts).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireBillingAccess } from "../../auth/billingAccess";
import type { Caller } from "../../auth/guard";
import type { SandboxContext, SandboxModule } from "../module";
import { EBILL_PREFIX } from "./bills";
import { registerEbillRoutes } from "./routes";
import { EBILL_MIGRATIONS } from "./store";

/**
 * Every billing route is a billing route (SPEC §2/§6): the role check runs for all of them, routes added later
 * included, before anything else (an anonymous or refused caller learns nothing about the query's shape).
 */
export function billingGuard(app: FastifyInstance): (request: FastifyRequest) => Caller {
  const callers = new WeakMap<FastifyRequest, Caller>();
  app.addHook("onRequest", async (request) => {
    callers.set(request, requireBillingAccess(request));
  });
  return (request) => callers.get(request) ?? requireBillingAccess(request);
}

/** A module's register() behind the billing guard. */
export const guarded =
  (register: (app: FastifyInstance, ctx: SandboxContext, callerOf: (r: FastifyRequest) => Caller) => void) =>
  (app: FastifyInstance, ctx: SandboxContext) =>
    register(app, ctx, billingGuard(app));

export const ebillModule: SandboxModule = {
  name: "ebill",
  prefix: EBILL_PREFIX,
  migrations: EBILL_MIGRATIONS,
  register: (app, ctx) => registerEbillRoutes(app, ctx, billingGuard(app)),
};
