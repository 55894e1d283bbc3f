// The product-inventory backend (prefix /product-inventory; docs/services-contract.md "Product inventory"): TMF637
// products of the lines the caller reaches, filtered by number, offering, status and category. This module also owns
// the self-care tables (schema.ts) and their seed (roaming on for two lines, one cost-control setting).
import type { FastifyInstance } from "fastify";
import type { SandboxContext, SandboxModule } from "../module";
import { lineOf, queryText, selfcareScope } from "./access";
import { seedCostControl } from "./costControlStore";
import { selfcareErrors } from "./errors";
import { INVENTORY_PREFIX, inventoryOf, toProduct } from "./inventory";
import { seedRoaming } from "./roaming";
import { SELFCARE_MIGRATIONS } from "./schema";

const list = (v: string | undefined) =>
  v
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);

function registerInventoryRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/product", async (request, reply) => {
    const scope = selfcareScope(request);
    const q = request.query;
    const number = queryText(q, "publicIdentifier");
    // A number outside the caller's lines is refused, not just filtered out (the usage rule).
    const lines = number === undefined ? scope.lines : [lineOf(scope, number)];
    const offerings = list(queryText(q, "productOffering.id"));
    const statuses = list(queryText(q, "status"));
    const category = queryText(q, "category");
    const items = inventoryOf(ctx, { identity: scope.identity, lines })
      .filter((i) => number === undefined || i.line?.msisdn === number)
      .filter((i) => !offerings || offerings.includes(i.product.productOfferingId))
      .filter((i) => !statuses || statuses.includes(i.product.status))
      .filter((i) => category === undefined || i.category === category);
    const now = ctx.now();
    reply.header("x-total-count", String(items.length)).header("x-result-count", String(items.length));
    return items.map((i) => toProduct(ctx, scope.identity, i, now));
  });

  app.get<{ Params: { id: string } }>("/product/:id", async (request) => {
    const scope = selfcareScope(request);
    const item = inventoryOf(ctx, scope).find((i) => i.product.id === request.params.id);
    // Unknown and someone else's look the same: the caller learns nothing about other customers' products.
    if (!item) throw selfcareErrors.productNotAllowed(request.params.id);
    return toProduct(ctx, scope.identity, item, ctx.now());
  });
}

export const productInventoryModule: SandboxModule = {
  name: "product-inventory",
  prefix: INVENTORY_PREFIX,
  migrations: SELFCARE_MIGRATIONS,
  seed: (ctx) => {
    seedRoaming(ctx.db);
    seedCostControl(ctx.db);
  },
  register: (app, ctx) => registerInventoryRoutes(app, ctx),
};
