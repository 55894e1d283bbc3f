// The self-care offerings backend (prefix /product-offering; docs/services-contract.md "Self-care offerings"): the
// public list of options, bonuses, international and roaming packs (TMF620), and what one line may still order.
import type { FastifyInstance } from "fastify";
import type { SandboxModule } from "../module";
import { lineOf, queryText, segmentsOf, selfcareScope } from "./access";
import { selfcareErrors } from "./errors";
import { findOffering, OFFERING_PREFIX, SELFCARE_OFFERINGS, toProductOffering, type SelfcareOffering } from "./offerings";

/** NEXT_BEST_ACTION first (the page leads with it), otherwise the list's order. */
const nbaFirst = (list: readonly SelfcareOffering[]) =>
  [...list].sort((a, b) => Number(b.category === "NEXT_BEST_ACTION") - Number(a.category === "NEXT_BEST_ACTION"));

function registerOfferingRoutes(app: FastifyInstance): void {
  app.get("/productOffering", async (request) => {
    const q = request.query;
    const ids = queryText(q, "productOffering.id")
      ?.split(",")
      .map((s) => s.trim());
    const category = queryText(q, "category");
    const segment = queryText(q, "segment");
    return SELFCARE_OFFERINGS.filter(
      (o) =>
        (!ids || ids.includes(o.id)) &&
        (category === undefined || o.category === category) &&
        (segment === undefined || o.segment === segment),
    ).map(toProductOffering);
  });

  app.get("/productOffering/ebill", async (request) => {
    const scope = selfcareScope(request);
    const line = lineOf(scope, queryText(request.query, "publicIdentifier"));
    const segments = segmentsOf(scope.identity);
    const active = new Set(line.products.map((p) => p.productOfferingId));
    return nbaFirst(SELFCARE_OFFERINGS.filter((o) => segments.includes(o.segment) && !active.has(o.id))).map(toProductOffering);
  });

  app.get<{ Params: { id: string } }>("/productOffering/:id", async (request) => {
    const offering = findOffering(request.params.id);
    if (!offering) throw selfcareErrors.offeringNotFound(request.params.id);
    return toProductOffering(offering);
  });
}

export const productOfferingModule: SandboxModule = {
  name: "product-offering",
  prefix: OFFERING_PREFIX,
  migrations: [],
  register: (app) => registerOfferingRoutes(app),
};
