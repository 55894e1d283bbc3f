// Who reaches which lines (docs/services-contract.md "Who may read and order"): the usage lines (usage-management's
// linesOf and role lists), with the order rules on top. SPEC §2 gives bonusuri-si-optiuni/oferte to owners and plain
// users, so orders are for ContractOwner and Chooser (every line they reach) and User (its own line); the roaming
// switch is a service every own-line role may flip on its own number.
import type { FastifyRequest } from "fastify";
import type { Role } from "../../auth/roles";
import type { IdentityRecord } from "../identity/store";
import { callerScope } from "../usage-management/access";
import type { Line } from "../usage-management/records";
import { selfcareErrors } from "./errors";

export type { Line };
export type Segment = "postpaid" | "prepaid";

export interface SelfcareScope {
  identity: IdentityRecord;
  role: Role;
  /** The mobile lines the caller reaches, its own number first. */
  lines: Line[];
}

const ORDER_ACCOUNT_ROLES: readonly Role[] = ["ContractOwner", "Chooser"];
const ORDER_OWN_ROLES: readonly Role[] = ["User"];
const ROAMING_OWN_ROLES: readonly Role[] = ["User", "PowerUser", "SubUser", "DelegatedChooser", "AuthorizedPerson"];

/** The signed-in SSO caller's identity, role and reachable lines, or a 401/403 (usage-management's rule). */
export function selfcareScope(request: FastifyRequest): SelfcareScope {
  return callerScope(request, selfcareErrors);
}

/** The caller's scope narrowed to the lines it may order on (`roaming`: the /mva switch), or 403 insufficient_role. */
export function orderScope(request: FastifyRequest, kind: "options" | "roaming"): SelfcareScope {
  const scope = selfcareScope(request);
  if (ORDER_ACCOUNT_ROLES.includes(scope.role)) return scope;
  const own = kind === "roaming" ? ROAMING_OWN_ROLES : ORDER_OWN_ROLES;
  if (!own.includes(scope.role)) throw selfcareErrors.roleNotAllowed(scope.role);
  return { ...scope, lines: scope.lines.filter((l) => l.msisdn === scope.identity.resourceValue) };
}

/** The line a `publicIdentifier` names (default: the identity's own number), or 403 product_not_allowed. */
export function lineOf(scope: SelfcareScope, publicIdentifier: string | undefined): Line {
  const msisdn = publicIdentifier ?? scope.identity.resourceValue;
  const line = scope.lines.find((l) => l.msisdn === msisdn);
  if (!line) throw selfcareErrors.productNotAllowed(msisdn);
  return line;
}

/** The offering segments of the identity's lines: hybrid lines take both. */
export function segmentsOf(identity: IdentityRecord): Segment[] {
  if (identity.isPrepaid) return ["prepaid"];
  return identity.isHybrid ? ["postpaid", "prepaid"] : ["postpaid"];
}

/** The billing system of a line: its main subscription's (hybrid lines: BSCS). */
export const targetSystemOf = (line: Line): string => line.products[0]?.targetSystem ?? "BSCS";

/** One query parameter as a string; a repeated one counts as its first value. */
export function queryText(query: unknown, name: string): string | undefined {
  const v = (query as Record<string, unknown> | undefined)?.[name];
  const first = Array.isArray(v) ? v[0] : v;
  return typeof first === "string" ? first : undefined;
}
