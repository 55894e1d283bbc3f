// The impacted-service back end (issue 27; SPEC §7 "impacted service", paths not shown), prefix /impacted-service: the
// network incidents and planned works that affect a company's lines now, for the assurance area (SPEC §2/§6: technical
// chooser and chooser only). State by the clock (store.ts); the business tickets that belong to one are listed with it.
//   GET /impactedService        the company's current ones (x-total-count), under way first
//   GET /impactedService/{id}   one, with the company's affected lines (another company's: 404)
import type { FastifyInstance } from "fastify";
import { assuranceErrors } from "../trouble-ticket/companyErrors";
import { assuranceScope } from "../trouble-ticket/businessTickets";
import { ticketsOfService } from "../trouble-ticket/businessStore";
import type { SandboxContext, SandboxModule } from "../module";
import { isoLocal } from "../usage-management/zone";
import { fleetLine } from "../../seed/fleet";
import {
  IMPACTED_SERVICE_MIGRATIONS,
  IMPACTED_SERVICE_PREFIX,
  affectedCount,
  affectedLines,
  currentServices,
  getService,
  impactedStatusAt,
  seedImpactedServices,
  type ImpactedServiceRecord,
} from "./store";

function serviceView(ctx: SandboxContext, s: ImpactedServiceRecord, now: number) {
  const status = impactedStatusAt(s, now);
  return {
    id: s.id,
    href: `${IMPACTED_SERVICE_PREFIX}/impactedService/${s.id}`,
    "@type": "ImpactedService",
    name: s.name,
    description: s.description,
    category: s.category,
    affectedService: s.services,
    area: s.area,
    status,
    startDate: isoLocal(s.startAt),
    expectedResolutionDate: isoLocal(s.endAt),
    ...(status === "resolved" ? { resolutionDate: isoLocal(s.endAt) } : {}),
    affectedNumberOfLines: affectedCount(ctx.db, s.id),
    relatedTicket: ticketsOfService(ctx.db, s.customerId, s.id).map((t) => ({
      id: t.id,
      status: t.status,
      href: `/trouble-ticket/businessTicket/${t.id}`,
    })),
  };
}

function registerImpactedServiceRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/impactedService", async (request, reply) => {
    const scope = assuranceScope(request);
    const now = ctx.now();
    const services = currentServices(ctx.db, scope.fleet.customerId, now);
    return reply.header("x-total-count", String(services.length)).send(services.map((s) => serviceView(ctx, s, now)));
  });

  app.get<{ Params: { id: string } }>("/impactedService/:id", async (request) => {
    const scope = assuranceScope(request);
    const s = getService(ctx.db, request.params.id);
    if (!s || s.customerId !== scope.fleet.customerId) throw assuranceErrors.serviceNotFound(request.params.id);
    return {
      ...serviceView(ctx, s, ctx.now()),
      affectedLine: affectedLines(ctx.db, s.id).map((msisdn) => {
        const line = fleetLine(msisdn);
        return { msisdn, ban: line?.ban ?? null, userName: line?.userName ?? null };
      }),
    };
  });
}

export const impactedServiceModule: SandboxModule = {
  name: "impacted-service",
  prefix: IMPACTED_SERVICE_PREFIX,
  migrations: IMPACTED_SERVICE_MIGRATIONS,
  seed: (ctx) => seedImpactedServices(ctx),
  register: (app, ctx) => registerImpactedServiceRoutes(app, ctx),
};
