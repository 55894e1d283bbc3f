// The usage-consumption backend (prefix /dxl-nb-usage-consumption): TMF677 remaining allowances and prepaid
// credit of the selected identity's mobile lines (buckets.ts). Derived per call; the credit adds the stored top-ups
// (ebill module's ebill_topups) and subtracts the prepaid offers paid from it (selfcare module's sc_credit_charges).
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../../auth/guard";
import type { SandboxContext, SandboxModule } from "../module";
import { storedTopUps } from "../ebill/store";
import { chargedEur } from "../selfcare/credit";
import { usageConsumptionFor } from "./buckets";

function registerUsageConsumptionRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const guard = { authenticated: true, providers: ["sso"], identitySelected: true } as const;
  const topUps = (msisdn: string) => storedTopUps(ctx, msisdn);
  const charges = (msisdn: string) => chargedEur(ctx, msisdn);
  app.get("/queryUsageConsumption/summary", async (request) =>
    usageConsumptionFor(requireAuth(request, guard).identity, ctx.now(), false, topUps, charges),
  );
  app.get("/queryUsageConsumption", async (request) =>
    usageConsumptionFor(requireAuth(request, guard).identity, ctx.now(), true, topUps, charges),
  );
}

export const usageConsumptionModule: SandboxModule = {
  name: "usage-consumption",
  prefix: "/dxl-nb-usage-consumption",
  migrations: [],
  register: (app, ctx) => registerUsageConsumptionRoutes(app, ctx),
};
