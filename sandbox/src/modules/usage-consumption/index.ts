// The usage-consumption backend (prefix /dxl-nb-usage-consumption): TMF677 remaining allowances and prepaid
// credit of the selected identity's mobile lines (buckets.ts). Derived per call; the credit adds the stored top-ups
// (ebill module's ebill_topups).
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../../auth/guard";
import type { SandboxContext, SandboxModule } from "../module";
import { storedTopUps } from "../ebill/store";
import { usageConsumptionFor } from "./buckets";

function registerUsageConsumptionRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const guard = { authenticated: true, providers: ["sso"], identitySelected: true } as const;
  const topUps = (msisdn: string) => storedTopUps(ctx, msisdn);
  app.get("/queryUsageConsumption/summary", async (request) =>
    usageConsumptionFor(requireAuth(request, guard).identity, ctx.now(), false, topUps),
  );
  app.get("/queryUsageConsumption", async (request) => usageConsumptionFor(requireAuth(request, guard).identity, ctx.now(), true, topUps));
}

export const usageConsumptionModule: SandboxModule = {
  name: "usage-consumption",
  prefix: "/dxl-nb-usage-consumption",
  migrations: [],
  register: (app, ctx) => registerUsageConsumptionRoutes(app, ctx),
};
