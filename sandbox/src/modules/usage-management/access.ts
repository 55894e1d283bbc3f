// Who may read which lines' usage (docs/services-contract.md "Usage management", "Access"). SPEC §6: contract owners
// and plain users see the service pages; call details are bill details, which choosers, delegated choosers and
// authorized persons do not see — so they and the user roles see their own line only; the technical chooser lives in
// the assurance area and non-operator users have no line here. The lines are the identity's mobile products, as in
// usage-consumption (its buckets and these records are about the same lines).
import type { FastifyRequest } from "fastify";
import { requireAuth } from "../../auth/guard";
import type { Role } from "../../auth/roles";
import type { IdentityRecord } from "../identity/store";
import { usageErrors } from "./errors";
import type { Line } from "./records";

/** The identity's own number only; the roles neither here nor refused (ContractOwner, FixedContractOwner, Chooser) read every line. */
export const OWN_LINE_ROLES = ["User", "PowerUser", "SubUser", "DelegatedChooser", "AuthorizedPerson"] as const satisfies readonly Role[];
/** Kept out of usage: 403 insufficient_role. */
export const USAGE_REFUSED_ROLES = ["TechnicalChooser", "nonVFUser", "DigitalProduct"] as const satisfies readonly Role[];

export interface UsageScope {
  identity: IdentityRecord;
  lines: Line[];
}

/** The identity's mobile lines, its own number first, each with its products (the first = main subscription). */
export function linesOf(identity: IdentityRecord): Line[] {
  if (identity.isFixed || identity.isNonVdf || !identity.ban) return [];
  const products = new Map<string, IdentityRecord["products"]>();
  if (identity.resourceType === "MSISDN") products.set(identity.resourceValue, []);
  for (const p of identity.products) {
    if (!p.msisdn || p.targetSystem === "UPC") continue;
    products.set(p.msisdn, [...(products.get(p.msisdn) ?? []), p]);
  }
  return [...products]
    .filter(([, ps]) => ps.length > 0)
    .map(([msisdn, ps]) => ({
      msisdn,
      customerId: identity.customerId,
      customerType: identity.entityType === "COMPANY" ? "Organization" : "Individual",
      main: { id: ps[0].id, name: ps[0].name },
      products: ps,
      billingCycleDay: identity.billingCycle,
    }));
}

/** What a refusal of the caller says: each back end words its own (the codes are the same). */
export interface ScopeRefusals {
  roleNotAllowed: (role: string) => Error;
  nonOperator: () => Error;
}

/**
 * The signed-in SSO caller's identity, role and the lines its role may read, or a 401/403 in the back end's words
 * (usage management here; the self-care products back ends share the rule, selfcare/access.ts).
 */
export function callerScope(request: FastifyRequest, refusals: ScopeRefusals): UsageScope & { role: Role } {
  const caller = requireAuth(request, { authenticated: true, providers: ["sso"], identitySelected: true });
  const identity = caller.identity;
  const role = caller.roles[0];
  if (!identity || !role) throw refusals.roleNotAllowed("—");
  if ((USAGE_REFUSED_ROLES as readonly Role[]).includes(role)) throw refusals.roleNotAllowed(role);
  if (identity.isNonVdf) throw refusals.nonOperator();
  const lines = linesOf(identity);
  const ownOnly = (OWN_LINE_ROLES as readonly Role[]).includes(role);
  return { identity, role, lines: ownOnly ? lines.filter((l) => l.msisdn === identity.resourceValue) : lines };
}

/** The signed-in SSO caller's identity and the lines its role may read, or a 401/403. */
export function usageScope(request: FastifyRequest): UsageScope {
  const { identity, lines } = callerScope(request, usageErrors);
  return { identity, lines };
}

/**
 * The lines a query reads: all of the scope, or the one `mainSubscriptionProductId` names (a product id of the line —
 * its main subscription's, or an add-on's of the same line — or the line's msisdn). A product the identity holds
 * that is not a mobile line (fixed services) names no line: an empty answer. Anything else → 403 product_not_allowed.
 */
export function linesFor(scope: UsageScope, customerId: string, productId: string | undefined): Line[] {
  if (customerId !== scope.identity.customerId) throw usageErrors.customerNotAllowed(customerId);
  if (productId === undefined) return scope.lines;
  const line = scope.lines.find((l) => l.msisdn === productId || l.products.some((p) => p.id === productId));
  if (line) return [line];
  const own = scope.identity.products.find((p) => p.id === productId);
  if (own && (!own.msisdn || own.targetSystem === "UPC")) return [];
  throw usageErrors.productNotAllowed(productId);
}
