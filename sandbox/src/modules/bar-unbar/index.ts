// The bar/unbar back end (prefix /bar-unbar; SPEC §7 "Bar/unbar", contract in docs: "Bar/unbar"): a SIM's block state,
// ANCOM's temporary suspension for a lost or stolen phone — outgoing calls, SMS and data stop, incoming calls and SMS
// still work. GET /{resource}?targetSystem reads a line's state; POST /{action}?targetSystem[&resource] with an empty
// body bars or unbars the line `resource` names (default: the caller's own number). Any line the caller reaches may be
// read; only the contract holder's roles may act (BAR_ROLES). The business routes of SPEC §7 (GET /list?owner,
// GET /count, POST /list/{id}/{action}) are issue 27's; the store already keeps each SIM's customer and BAN for them.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Role } from "../../auth/roles";
import { parseQuery } from "../../http/validation";
import type { SandboxContext, SandboxModule } from "../module";
import { recordCustomerRequest } from "../trouble-ticket/requests";
import { callerScope } from "../usage-management/access";
import { isoLocal } from "../usage-management/zone";
import { barUnbarErrors } from "./errors";
import { registerFleetRoutes } from "./fleetRoutes";
import { applyAction, BAR_ACTIONS, BAR_UNBAR_MIGRATIONS, linkRequest, seedSims, simOf, type BarAction, type SimRecord } from "./store";

export const BAR_UNBAR_PREFIX = "/bar-unbar";

/**
 * Who may bar or unbar (ANCOM: the contract holder or their representative): the consumer's ContractOwner and, for a
 * company, Chooser, DelegatedChooser and AuthorizedPerson — each on the lines it reaches (usage-management's scope:
 * the chooser every line of the company, the other two their own). User, PowerUser and SubUser may only read.
 */
export const BAR_ROLES: readonly Role[] = ["ContractOwner", "Chooser", "DelegatedChooser", "AuthorizedPerson"];

/** What a barred SIM can no longer start, and what still works (ANCOM's temporary suspension). */
export const BARRED_SERVICES = ["outgoingCalls", "outgoingSms", "mobileData"] as const;
export const KEPT_SERVICES = ["incomingCalls", "incomingSms"] as const;

const DESCRIPTION = {
  barred:
    "Cartela SIM este suspendată temporar: de pe acest număr nu se pot iniția apeluri, SMS-uri sau trafic de date; apelurile și SMS-urile primite funcționează în continuare.",
  active: "Cartela SIM este activă: apelurile, SMS-urile și datele funcționează.",
} as const;

const TargetSystem = z.enum(["BSCS", "PPS", "UPC"]);
const StateQuery = z.object({ targetSystem: TargetSystem });
const ActionQuery = z.object({ targetSystem: TargetSystem, resource: z.string().trim().min(1).max(40).optional() });

interface SimLine {
  msisdn: string;
  customerId: string;
  ban: string;
  targetSystem: string;
  plan: { id: string; name: string };
}

type Scope = ReturnType<typeof callerScope>;

/** The line `resource` names among the caller's, or 404: no_sim for the caller's own fixed service, else 'Not found'. */
function lineOf(scope: Scope, resource: string): SimLine {
  const line = scope.lines.find((l) => l.msisdn === resource);
  if (line) {
    return {
      msisdn: line.msisdn,
      customerId: line.customerId,
      ban: scope.identity.ban ?? "",
      targetSystem: line.products[0]?.targetSystem ?? "BSCS",
      plan: line.main,
    };
  }
  const fixed =
    scope.identity.isFixed && (resource === scope.identity.resourceValue || scope.identity.products.some((p) => p.id === resource));
  throw fixed ? barUnbarErrors.noSim(resource) : barUnbarErrors.lineNotFound(resource);
}

function checkTargetSystem(line: SimLine, targetSystem: string): void {
  if (targetSystem !== line.targetSystem) throw barUnbarErrors.targetSystemMismatch(line.targetSystem);
}

/** The GET answer (and the POST's): the line's state as a TMF-like resource, its consequence in words. */
function view(rec: SimRecord, line: SimLine) {
  const barred = rec.state === "barred";
  return {
    "@type": "SimBarringStatus",
    id: line.msisdn,
    href: `${BAR_UNBAR_PREFIX}/${line.msisdn}?targetSystem=${line.targetSystem}`,
    publicIdentifier: line.msisdn,
    targetSystem: line.targetSystem,
    // TMF637 ProductStatusType: a barred SIM's subscription is "suspended".
    status: barred ? "suspended" : "active",
    statusDate: rec.changedAt === null ? null : isoLocal(rec.changedAt),
    availableAction: barred ? "unbar" : "bar",
    barredServices: barred ? [...BARRED_SERVICES] : [],
    workingServices: barred ? [...KEPT_SERVICES] : [...BARRED_SERVICES, ...KEPT_SERVICES],
    description: barred ? DESCRIPTION.barred : DESCRIPTION.active,
    product: { id: line.plan.id, name: line.plan.name },
    relatedParty: [{ id: line.customerId, role: "Customer" }],
  };
}

/** The body must be empty (SPEC §7): nothing, or an empty JSON object. */
function checkEmptyBody(request: FastifyRequest): void {
  const b = request.body;
  const empty = b === undefined || b === null || b === "" || (typeof b === "object" && !Array.isArray(b) && Object.keys(b).length === 0);
  if (!empty) throw barUnbarErrors.bodyNotEmpty();
}

const scopeOf = (request: FastifyRequest) => callerScope(request, barUnbarErrors);

function registerBarUnbarRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { resource: string } }>("/:resource", async (request) => {
    const scope = scopeOf(request);
    const q = parseQuery(StateQuery, request.query);
    const line = lineOf(scope, request.params.resource);
    checkTargetSystem(line, q.targetSystem);
    return view(simOf(ctx.db, line), line);
  });

  app.post<{ Params: { action: string } }>("/:action", async (request) => {
    const scope = scopeOf(request);
    const action = request.params.action as BarAction;
    if (!BAR_ACTIONS.includes(action)) throw barUnbarErrors.lineNotFound("");
    const q = parseQuery(ActionQuery, request.query);
    checkEmptyBody(request);
    const line = lineOf(scope, q.resource ?? scope.identity.resourceValue);
    checkTargetSystem(line, q.targetSystem);
    if (!BAR_ROLES.includes(scope.role)) throw barUnbarErrors.notContractHolder(scope.role);
    return ctx.db.transaction(() => {
      const before = simOf(ctx.db, line);
      if (action === "bar" && before.state === "barred") throw barUnbarErrors.alreadyBarred(line.msisdn);
      if (action === "unbar" && before.state === "active") throw barUnbarErrors.notBarred(line.msisdn);
      const at = ctx.now();
      const seq = applyAction(ctx.db, { line, action, userId: scope.identity.userId, identityId: scope.identity.id, at });
      const request_ = recordCustomerRequest(ctx, {
        userId: scope.identity.userId,
        kind: action === "bar" ? "simBlock" : "simUnblock",
        msisdn: line.msisdn,
        description: `${action === "bar" ? "Blocare" : "Deblocare"} cartelă SIM pentru ${line.msisdn}`,
      });
      linkRequest(ctx.db, seq, request_.id);
      return { ...view(simOf(ctx.db, line), line), customerRequest: { id: request_.id } };
    })();
  });
}

export const barUnbarModule: SandboxModule = {
  name: "bar-unbar",
  prefix: BAR_UNBAR_PREFIX,
  migrations: BAR_UNBAR_MIGRATIONS,
  seed: (ctx) => seedSims(ctx.db),
  register: (app, ctx) => {
    registerBarUnbarRoutes(app, ctx);
    registerFleetRoutes(app, ctx, BAR_ROLES);
  },
};
