// The ebill backend (prefix /ebill): SPEC §7 "Bills and payments". Bills are derived per call (bills.ts), so the
// module has no tables; payments and documents will join here.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireAuth } from "../../auth/guard";
import { forbidden } from "../../http/errors";
import { parseQuery } from "../../http/validation";
import type { SandboxContext, SandboxModule } from "../module";
import { billsFor, EBILL_PREFIX } from "./bills";

const BillQuery = z.object({ banId: z.string().trim().min(1).max(40) });

function registerEbillRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/customerBill", async (request, reply) => {
    // Auth first: an anonymous caller learns nothing about the query's shape.
    const caller = requireAuth(request, { authenticated: true, providers: ["sso"], identitySelected: true });
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
