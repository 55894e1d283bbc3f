// The ebill backend (prefix /ebill): SPEC §7 "Bills and payments". Bills are derived per call (bills.ts), so the
// module has no tables; payments and documents will join here.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { requireBillingAccess } from "../../auth/billingAccess";
import type { Caller } from "../../auth/guard";
import { forbidden } from "../../http/errors";
import { parseQuery } from "../../http/validation";
import type { SandboxContext, SandboxModule } from "../module";
import { billsFor, EBILL_PREFIX } from "./bills";

const BillQuery = z.object({ banId: z.string().trim().min(1).max(40) });

function registerEbillRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  // Every ebill route is a billing route (SPEC §2/§6): the role check runs for all of them, routes added later
  // included, before anything else (an anonymous or refused caller learns nothing about the query's shape).
  const callers = new WeakMap<FastifyRequest, Caller>();
  app.addHook("onRequest", async (request) => {
    callers.set(request, requireBillingAccess(request));
  });
  const callerOf = (request: FastifyRequest): Caller => callers.get(request) ?? requireBillingAccess(request);

  app.get("/customerBill", async (request, reply) => {
    const caller = callerOf(request);
    const { banId } = parseQuery(BillQuery, request.query);
    const identity = caller.identity;
    if (!identity || !(identity.bans.includes(banId) || identity.closedBans.includes(banId))) {
      throw forbidden(`BAN ${banId} is not an account of the selected identity.`, "ban_not_allowed");
    }
    const bills = billsFor(identity, banId, ctx.now());
    reply.header("x-total-count", String(bills.length)).header("x-result-count", String(bills.length));
    return bills;
  });
}

export const ebillModule: SandboxModule = {
  name: "ebill",
  prefix: EBILL_PREFIX,
  migrations: [],
  register: (app, ctx) => registerEbillRoutes(app, ctx),
};
