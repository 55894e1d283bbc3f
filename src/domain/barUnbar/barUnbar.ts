// SPEC §7 "Bar/unbar" (GET bar-unbar /{resource}?targetSystem; POST bar-unbar /{action}?targetSystem, empty body) and
// SPEC §8 DXL-BAR-UNBAR_006: a SIM's block state as the cartela-sim page reads it, the call for a line, who may act.
// Rules: the block is ANCOM's temporary suspension for a lost or stolen phone — outgoing calls, SMS and data stop,
// incoming calls and SMS still work — asked for by the contract holder (SPEC §6 roles: the consumer's ContractOwner,
// a company's Chooser, DelegatedChooser and AuthorizedPerson). A SIM's action follows from its state (active → bar,
// blocked → unbar); a state the page cannot read is shown as unknown, with no action. The targetSystem is the line's
// plan's (product inventory TARGET_SYSTEM, SPEC §3 related state "product inventory (targetSystem …)").
import type { Role } from "../enums";
import { planOf, type InventoryProduct } from "../inventory/inventory";
import { isRecord, readString as text } from "../read";

export type SimState = "active" | "blocked" | "unknown";
export type SimAction = "bar" | "unbar";

/** A customer's SIM: a mobile line of the product inventory. */
export interface SimLine {
  msisdn: string;
  /** The line's billing system (BSCS postpaid and hybrid, PPS prepaid); "" when the inventory does not say. */
  targetSystem: string;
  /** The line's plan's name; "" when it has no active plan. */
  planName: string;
}

/** The customer's SIMs: every mobile line of the inventory once, in inventory order (fixed services have none). */
export function simLinesOf(products: readonly InventoryProduct[]): SimLine[] {
  const lines: SimLine[] = [];
  for (const p of products) {
    if (p.msisdn === "" || p.targetSystem === "UPC" || lines.some((l) => l.msisdn === p.msisdn)) continue;
    const plan = planOf(products, p.msisdn);
    const system = plan?.targetSystem || products.find((q) => q.msisdn === p.msisdn && q.targetSystem !== "")?.targetSystem || "";
    lines.push({ msisdn: p.msisdn, targetSystem: system, planName: plan?.name ?? "" });
  }
  return lines;
}

/** The GET of a line's state: the path's resource and its query. */
export function barUnbarQuery(line: SimLine): { resource: string; params: { targetSystem: string } } {
  return { resource: line.msisdn, params: { targetSystem: line.targetSystem } };
}

/**
 * The POST of an action on a line: the path's action and its query. The spec names no line for the POST; the contract
 * adds `resource` (the line's number; the back end defaults to the caller's own). The body is empty.
 */
export function barUnbarRequest(
  line: SimLine,
  action: SimAction,
): { action: SimAction; params: { targetSystem: string; resource: string } } {
  return { action, params: { targetSystem: line.targetSystem, resource: line.msisdn } };
}

export interface SimStatus {
  msisdn: string;
  state: SimState;
  /** The status as sent (trimmed), shown beside "unknown" when it is not one the page knows. */
  rawStatus: string;
  /** ISO date-time of the last change; "" when never changed or not sent. */
  statusDate: string;
}

const BLOCKED = ["suspended", "barred", "blocked"];

/** The state a status names: TMF637 "active" / "suspended" (also "barred", "blocked"); anything else unknown. */
export function simStateOf(status: string): SimState {
  const s = status.trim().toLowerCase();
  if (s === "active") return "active";
  return BLOCKED.includes(s) ? "blocked" : "unknown";
}

/** The GET answer; null when it is not an object naming its line (the client reports it as a malformed answer). */
export function mapSimStatus(raw: unknown): SimStatus | null {
  if (!isRecord(raw)) return null;
  const msisdn = text(raw.publicIdentifier) || text(raw.id);
  if (!msisdn) return null;
  const rawStatus = text(raw.status);
  return { msisdn, state: simStateOf(rawStatus), rawStatus, statusDate: text(raw.statusDate) };
}

/** What a SIM in this state offers: an active SIM can be blocked, a blocked one unblocked, an unknown one neither. */
export function simActionFor(state: SimState): SimAction | null {
  if (state === "active") return "bar";
  return state === "blocked" ? "unbar" : null;
}

/** The contract holder's roles (ANCOM: the holder or their representative; SPEC §6 business roles that act for it). */
export const BAR_UNBAR_ROLES: readonly Role[] = ["ContractOwner", "Chooser", "DelegatedChooser", "AuthorizedPerson"];
const COMPANY_USERS: readonly Role[] = ["PowerUser", "SubUser"];

/** Whether the role may block or unblock; if not, whom to ask (a consumer's contract holder, a company's administrator). */
export type BarUnbarPermission = { allowed: true } | { allowed: false; ask: "contractHolder" | "companyAdmin" };

export function barUnbarPermission(role: Role | null): BarUnbarPermission {
  if (role !== null && BAR_UNBAR_ROLES.includes(role)) return { allowed: true };
  return { allowed: false, ask: role !== null && COMPANY_USERS.includes(role) ? "companyAdmin" : "contractHolder" };
}

/** SPEC §8 DXL-BAR-UNBAR_006: the back end refuses the action; the status says why. */
export const BAR_UNBAR_REFUSED = "DXL-BAR-UNBAR_006";

/**
 * What a refused bar/unbar means (the dictionary key of the page's message), or null for any other failure (shown by
 * the general error classes). 006 with 409: the SIM is already as asked (changed meanwhile, e.g. in another tab);
 * 403: the role may not act; 400: the targetSystem is not the line's; no_sim: a fixed service.
 */
export type BarUnbarRefusal = "alreadyInState" | "notHolder" | "wrongSystem" | "refused" | "noSim";

export function barUnbarRefusalOf(error: unknown): BarUnbarRefusal | null {
  if (error === null || typeof error !== "object") return null;
  const { code, status } = error as { code?: unknown; status?: unknown };
  if (code === "no_sim") return "noSim";
  if (code !== BAR_UNBAR_REFUSED) return null;
  switch (status) {
    case 409:
      return "alreadyInState";
    case 403:
      return "notHolder";
    case 400:
      return "wrongSystem";
    default:
      return "refused";
  }
}
