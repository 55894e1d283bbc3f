// The service qualification back end (prefix /service-qualification; SPEC §7 "service qualification", contract "Service
// qualification"): TMF645 queryServiceQualification — "what fixed services can be had at this address?". Only the
// instant form is served (instantSyncQualification true → 200 with state done). Two items, home internet and TV, each
// qualified, alternate (with the date it is expected and the proposed service) or unqualified (with the reason in
// Romanian); the query's result follows TMF645 (src/domain/address/qualification.ts). Public, like the address search.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { itemQualification, overallQualification, type QualificationResult } from "../../../../src/domain/address/qualification";
import { HttpError } from "../../http/errors";
import { parseBody } from "../../http/validation";
import type { SandboxContext, SandboxModule } from "../module";
import { addressById, type StreetNumber } from "../geographic-address/data";
import { GEOGRAPHIC_ADDRESS_PREFIX } from "../geographic-address";
import { isoLocal, localTime, zonedTime } from "../usage-management/zone";
import { coverageOf, REASONS, type Coverage, type Technology, type UnavailabilityReason } from "./coverage";

export const SERVICE_QUALIFICATION_PREFIX = "/service-qualification";
const DAY_MS = 24 * 3600 * 1000;

const Place = z.object({
  id: z.string().trim().min(1).max(120),
  role: z.string().max(40).optional(),
  "@referredType": z.string().max(40).optional(),
});
const QueryBody = z.object({
  instantSyncQualification: z.literal(true, { message: "doar calificarea instantanee (true) este disponibilă" }),
  provideAlternative: z.boolean().default(true),
  provideUnavailabilityReason: z.boolean().default(true),
  externalId: z.string().max(60).optional(),
  description: z.string().max(200).optional(),
  searchCriteria: z.object({
    service: z.object({ place: z.array(Place).length(1, "exact o adresă (GeographicAddress)") }),
  }),
});
type Query = z.output<typeof QueryBody>;

const SPEC = {
  internet: { id: "fixed-internet", name: "Internet fix" },
  tv: { id: "fixed-tv", name: "Televiziune" },
} as const;

/** The calendar date (Europe/Bucharest) `days` after `now`, YYYY-MM-DD. */
function dateAfter(now: number, days: number): string {
  const l = localTime(now + days * DAY_MS);
  return isoLocal(zonedTime(l.year, l.month, l.day)).slice(0, 10);
}

interface ItemFacts {
  which: keyof typeof SPEC;
  technology: Technology | "none";
  speedsMbps: number[];
  availableFrom: string | null;
  availableNow: boolean;
  reason: UnavailabilityReason | null;
}

function itemsOf(coverage: Coverage, now: number): ItemFacts[] {
  if (coverage.kind === "none") {
    const none = { technology: "none" as const, speedsMbps: [], availableNow: false, availableFrom: null, reason: coverage.reason };
    return [
      { which: "internet", ...none },
      { which: "tv", ...none },
    ];
  }
  const base = { technology: coverage.technology, speedsMbps: coverage.speedsMbps };
  if (coverage.kind === "planned") {
    const planned = { ...base, availableNow: false, availableFrom: dateAfter(now, coverage.inDays), reason: null };
    return [
      { which: "internet", ...planned },
      { which: "tv", ...planned },
    ];
  }
  return [
    { which: "internet", ...base, availableNow: true, availableFrom: null, reason: null },
    coverage.tv
      ? { which: "tv", ...base, availableNow: true, availableFrom: null, reason: null }
      : { which: "tv", ...base, availableNow: false, availableFrom: null, reason: REASONS.tvNotAvailable },
  ];
}

function serviceOf(facts: ItemFacts, place: object) {
  const characteristic: { name: string; value: unknown }[] = [{ name: "technology", value: facts.technology }];
  if (facts.which === "internet") characteristic.push({ name: "downloadSpeedMbps", value: facts.speedsMbps });
  return { serviceSpecification: SPEC[facts.which], serviceCharacteristic: characteristic, place: [place] };
}

function item(facts: ItemFacts, result: QualificationResult, query: Query, place: object) {
  const service = serviceOf(facts, place);
  return {
    id: facts.which,
    state: "done",
    qualificationItemResult: result,
    service,
    ...(result === "alternate" ? { expectedServiceAvailabilityDate: facts.availableFrom } : {}),
    ...(result === "alternate" && query.provideAlternative
      ? { alternateServiceProposal: [{ alternateServiceAvailabilityDate: facts.availableFrom, alternateService: service }] }
      : {}),
    ...(result === "unqualified" && query.provideUnavailabilityReason && facts.reason
      ? { eligibilityUnavailabilityReason: [{ code: facts.reason.code, label: facts.reason.label }] }
      : {}),
  };
}

function answer(ctx: SandboxContext, query: Query, number: StreetNumber, addressId: string) {
  const now = ctx.now();
  const place = {
    id: addressId,
    href: `${GEOGRAPHIC_ADDRESS_PREFIX}/geographicAddress/${addressId}`,
    role: query.searchCriteria.service.place[0].role ?? "installationAddress",
    "@referredType": "GeographicAddress",
  };
  const facts = itemsOf(coverageOf(number), now);
  const results = facts.map((f) => itemQualification(f));
  return {
    id: `sq-${now.toString(36)}-${addressId}`,
    "@type": "QueryServiceQualification",
    state: "done",
    instantSyncQualification: true,
    ...(query.externalId !== undefined ? { externalId: query.externalId } : {}),
    effectiveQualificationDate: isoLocal(now),
    qualificationResult: overallQualification(results),
    searchCriteria: { service: { place: [place] } },
    serviceQualificationItem: facts.map((f, i) => item(f, results[i], query, place)),
  };
}

/** The instant TMF645 answer for one address (the cart's fixed adds ask it too); null for an unknown address. */
export function qualificationAt(ctx: SandboxContext, addressId: string): ReturnType<typeof answer> | null {
  const found = addressById(addressId);
  if (!found) return null;
  const query: Query = {
    instantSyncQualification: true,
    provideAlternative: true,
    provideUnavailabilityReason: true,
    searchCriteria: { service: { place: [{ id: addressId, role: "installationAddress" }] } },
  };
  return answer(ctx, query, found.number, addressId);
}

function registerServiceQualificationRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post("/queryServiceQualification", async (request, reply) => {
    const query = parseBody(QueryBody, request.body);
    const addressId = query.searchCriteria.service.place[0].id;
    const found = addressById(addressId);
    if (!found) throw new HttpError(404, "address_not_found", `Nu există o adresă cu id-ul „${addressId}”.`);
    return reply.code(200).send(answer(ctx, query, found.number, addressId));
  });
}

export const serviceQualificationModule: SandboxModule = {
  name: "service-qualification",
  prefix: SERVICE_QUALIFICATION_PREFIX,
  migrations: [],
  register: (app, ctx) => registerServiceQualificationRoutes(app, ctx),
};
