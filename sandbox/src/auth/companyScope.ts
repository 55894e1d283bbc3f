// Who reaches which of a company's accounts and lines (issue 27; SPEC §6). Every business administration route
// (fleet SIMs, subscribers, users' requests, permissions, fleet reports, assurance) starts here, so the rule is one:
// - Chooser: the company's administrator — every account (BAN) and every line of the fleet;
// - DelegatedChooser and AuthorizedPerson: the accounts of their identity (their BAN) and the lines on them;
// - TechnicalChooser, PowerUser, SubUser, User: the lines they hold themselves;
// - plus, for anyone, the accounts and lines a chooser granted them (permissions store, `grants`).
// Consumers have no fleet (403 not_business); non-operator users are refused (403 insufficient_role).
import type { FastifyRequest } from "fastify";
import { fleetOf, type Fleet, type FleetLine } from "../seed/fleet";
import type { IdentityRecord, UserRecord } from "../modules/identity/store";
import { requireAuth, type Caller } from "./guard";
import type { Role } from "./roles";

/** The roles that administer whole accounts of the company (their lines, bills and requests). */
export const ACCOUNT_ADMIN_ROLES: readonly Role[] = ["Chooser", "DelegatedChooser", "AuthorizedPerson"];

/** An asset a privilege is about: a line (MSISDN) or an account (BAN). */
export interface GrantedAsset {
  type: "msisdn" | "ban";
  id: string;
}

export interface CompanyScope {
  user: UserRecord;
  identity: IdentityRecord;
  role: Role;
  fleet: Fleet;
  /** The company's administrator (Chooser): edits permissions, sees the fleet report. */
  isAdministrator: boolean;
  /** Accounts the caller administers (by role or by a grant), in the fleet's order. */
  bans: string[];
  /** Lines the caller reaches: on the accounts above, held by the caller, or granted. */
  lines: FleetLine[];
}

export interface CompanyRefusals {
  notBusiness: () => Error;
  nonOperator: () => Error;
}

/**
 * The signed-in SSO caller's company scope, or a 401/403 in the back end's words. `grants` are the assets a chooser
 * gave the caller (still valid now); the permissions module supplies them.
 */
export function companyScope(request: FastifyRequest, refusals: CompanyRefusals, grants: readonly GrantedAsset[] = []): CompanyScope {
  return callerScope(requireAuth(request, { authenticated: true, providers: ["sso"], identitySelected: true }), refusals, grants);
}

/** The same scope for a caller already authenticated (the cart's renewals: the lines a business customer may renew). */
export function callerScope(caller: Caller, refusals: CompanyRefusals, grants: readonly GrantedAsset[] = []): CompanyScope {
  const { user, identity } = caller;
  const role = caller.roles[0];
  if (!user || !identity || !role) throw refusals.notBusiness();
  if (identity.isNonVdf || role === "nonVFUser") throw refusals.nonOperator();
  const fleet = identity.customerType === "EBU" ? fleetOf(identity.customerId) : null;
  if (!fleet) throw refusals.notBusiness();
  const isAdministrator = role === "Chooser";
  const ownBans = isAdministrator
    ? fleet.bans
    : ACCOUNT_ADMIN_ROLES.includes(role)
      ? identity.bans.filter((b) => fleet.bans.includes(b))
      : [];
  const grantedBans = new Set(grants.filter((g) => g.type === "ban").map((g) => g.id));
  const grantedLines = new Set(grants.filter((g) => g.type === "msisdn").map((g) => g.id));
  const bans = fleet.bans.filter((b) => ownBans.includes(b) || grantedBans.has(b));
  const lines = fleet.lines.filter(
    (l) => bans.includes(l.ban) || l.userId === user.id || l.msisdn === identity.resourceValue || grantedLines.has(l.msisdn),
  );
  return { user, identity, role, fleet, isAdministrator, bans, lines };
}
