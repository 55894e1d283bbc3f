// Who may use billing (every /ebill route): the one list the sandbox enforces. The site's route guards keep the same
// people off its billing pages (src/domain/guards/table.ts `keptOutOfBilling`) and the dashboard asks for a bill only
// when they allow the bills page (src/domain/dashboard/plan.ts); __tests__/sandbox/billing-access.test.ts checks that
// both give the same answer for every role and every persona. The site's guards are a convenience for the user; this
// check is the boundary.
//
// SPEC §6 "User, power user, sub user and non-operator users are kept out of billing pages."
// SPEC §2 "facturi-si-plati and /sumar: user, power user, sub user and non-operator users go to dashboard."
// Non-operator users are the nonVFUser role or an identity the back end flags non-operator (`isNonVdf`), as in the
// site's `GuardFacts.isNonOperator`.
import type { FastifyRequest } from "fastify";
import { forbidden } from "../http/errors";
import type { IdentityRecord } from "../modules/identity/store";
import { requireAuth, type Caller } from "./guard";
import { ROLES, type Role } from "./roles";

/** SPEC §2/§6: the roles kept out of billing. */
export const BILLING_REFUSED_ROLES = ["User", "PowerUser", "SubUser", "nonVFUser"] as const satisfies readonly Role[];

/** Every other role of SPEC §3 may use billing (prepaid owners too: their bill list is simply empty). */
export const BILLING_ROLES: readonly Role[] = ROLES.filter((r) => !(BILLING_REFUSED_ROLES as readonly Role[]).includes(r));

/** The rule itself, for one acting role and identity (null role: no contact role, nothing to bill). */
export function mayUseBilling(role: Role | null, identity: Pick<IdentityRecord, "isNonVdf"> | null): boolean {
  return role !== null && BILLING_ROLES.includes(role) && !identity?.isNonVdf;
}

/**
 * requireAuth for billing routes: a signed-in SSO caller (one-time-code sessions → 403 provider_not_allowed) with an
 * identity picked (403 identity_not_selected) acting in a billing role (403 insufficient_role, TMF error body).
 * The route still checks that the BAN asked for is one the identity holds.
 */
export function requireBillingAccess(request: FastifyRequest): Caller {
  const caller = requireAuth(request, { authenticated: true, providers: ["sso"], identitySelected: true });
  if (!mayUseBilling(caller.roles[0] ?? null, caller.identity)) {
    throw forbidden("This role is kept out of billing (SPEC §2/§6).", "insufficient_role");
  }
  return caller;
}
