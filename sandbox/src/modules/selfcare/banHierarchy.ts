// The BAN-hierarchy backend (prefix /dxl-ban-hierarchy; docs/services-contract.md "BAN hierarchy"): the identity's
// billing accounts (a business chooser's `bans`, the first one the parent of the others) with every product billed on
// each — the products of the customer's identities holding that BAN. A billing view: owners and choosers only.
import type { FastifyInstance } from "fastify";
import { stmt } from "../../db";
import type { Role } from "../../auth/roles";
import type { SandboxContext, SandboxModule } from "../module";
import { getIdentity, type IdentityRecord } from "../identity/store";
import { linesOf } from "../usage-management/access";
import { selfcareScope } from "./access";
import { selfcareErrors } from "./errors";
import { inventoryOf, toProduct } from "./inventory";

const HIERARCHY_ROLES: readonly Role[] = ["ContractOwner", "FixedContractOwner", "Chooser"];

function identitiesOnBan(ctx: SandboxContext, ban: string, customerId: string): IdentityRecord[] {
  const ids = stmt(ctx.db, "SELECT id FROM id_identities WHERE ban = ? ORDER BY user_id, position").pluck().all(ban) as string[];
  return ids.map((id) => getIdentity(ctx.db, id)).filter((i): i is IdentityRecord => i !== null && i.customerId === customerId);
}

function productsOnBan(ctx: SandboxContext, ban: string, customerId: string, now: number) {
  const seen = new Set<string>();
  const out: ReturnType<typeof toProduct>[] = [];
  for (const identity of identitiesOnBan(ctx, ban, customerId)) {
    for (const item of inventoryOf(ctx, { identity, lines: linesOf(identity) })) {
      if (seen.has(item.product.id)) continue;
      seen.add(item.product.id);
      out.push(toProduct(ctx, identity, item, now));
    }
  }
  return out;
}

function registerBanHierarchyRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/products/ebill", async (request) => {
    const scope = selfcareScope(request);
    if (!HIERARCHY_ROLES.includes(scope.role)) throw selfcareErrors.roleNotAllowed(scope.role);
    const bans = scope.identity.bans.length > 0 ? scope.identity.bans : scope.identity.ban ? [scope.identity.ban] : [];
    const now = ctx.now();
    return bans.map((ban, i) => ({
      ban,
      parentBan: i === 0 ? null : bans[0],
      products: productsOnBan(ctx, ban, scope.identity.customerId, now),
    }));
  });
}

export const banHierarchyModule: SandboxModule = {
  name: "ban-hierarchy",
  prefix: "/dxl-ban-hierarchy",
  migrations: [],
  register: (app, ctx) => registerBanHierarchyRoutes(app, ctx),
};
