// The business routes of the bar/unbar back end (issue 27; SPEC §7 "Bar/unbar": GET /list?owner={flag}, GET /count,
// POST /list/{id}/{action}), mounted under /bar-unbar beside the single-SIM routes of index.ts. Contract:
// docs/, "Bar/unbar — the company's lines".
// - GET /list?owner=&q=&ban=&state=&offset=&limit=: the company's lines the caller reaches (auth/companyScope.ts: the
//   chooser every line, the delegated chooser and the authorized person their account's, the others their own, plus the
//   lines and accounts a chooser granted them the "barUnbar" privilege on), by number, a page at a time (limit ≤ 50,
//   default 20; x-total-count, x-result-count). owner=true: only the lines the caller holds themselves. q finds a
//   number, an employee's name (case and diacritics do not matter) or an account; ban and state (active | barred)
//   narrow the list.
// - GET /count (the same filters, no paging): {total, active, barred}.
// - POST /list/{id}/{action} (id: the line's number, action bar | unbar, empty body): blocks or unblocks one line in
//   reach. Allowed for the contract holder's roles (BAR_ROLES) and for anyone holding a still-valid "barUnbar" grant on
//   the line or its account; the same refusals as POST /{action}: 404 'Not found' (a line out of reach, another
//   company's included), 403 / 409 DXL-BAR-UNBAR_006 (notContractHolder; alreadyBarred / notBarred). Records a
//   customer request (simBlock / simUnblock) like the single-SIM action.
// Static paths ("/list", "/count", "/list/:id/:action") win over index.ts's "/:resource" and "/:action" in Fastify's
// router whatever the order of registration; a number can never be "list" or "count".
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { companyScope, type CompanyScope, type GrantedAsset } from "../../auth/companyScope";
import type { Role } from "../../auth/roles";
import type { FleetLine } from "../../seed/fleet";
import type { SandboxContext } from "../module";
import { activeGrants } from "../permissions/grants";
import { recordCustomerRequest } from "../trouble-ticket/requests";
import { isoLocal } from "../usage-management/zone";
import { fleetErrors } from "./fleetErrors";
import { ACTIVE, byNumber, checkedQuery, lineMatcher, simStates, type SimStateOf } from "./fleetLines";
import { applyAction, BAR_ACTIONS, linkRequest, simOf, type BarAction } from "./store";

export const FLEET_PAGE = { default: 20, max: 50 } as const;

const Filters = {
  owner: z.enum(["true", "false"]).optional(),
  q: z.string().max(60, "cel mult 60 de caractere").optional(),
  ban: z
    .string()
    .regex(/^\d{6,12}$/, "un cont (BAN) din 6–12 cifre")
    .optional(),
  state: z.enum(["active", "barred"]).optional(),
};
const ListQuery = z.strictObject({
  ...Filters,
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(FLEET_PAGE.max).optional(),
});
const CountQuery = z.strictObject(Filters);
const ActionParams = z.strictObject({
  id: z.string().regex(/^0\d{9}$/, "un număr de 10 cifre care începe cu 0"),
  action: z.enum(BAR_ACTIONS as [BarAction, ...BarAction[]]),
});
const ActionQuery = z.strictObject({});

type Filter = z.output<typeof CountQuery>;

interface FleetScope extends CompanyScope {
  /** The assets the caller holds a still-valid "barUnbar" grant on. */
  grants: GrantedAsset[];
}

/** The caller's company scope with the lines and accounts a chooser granted them the block/unblock privilege on. */
function fleetScope(request: FastifyRequest, ctx: SandboxContext): FleetScope {
  const base = companyScope(request, fleetErrors);
  const grants = activeGrants(ctx.db, base.user.id, "barUnbar", ctx.now());
  return grants.length === 0 ? { ...base, grants } : { ...companyScope(request, fleetErrors, grants), grants };
}

/** The line is the caller's own: held by their web user, or their identity's number. */
const holds = (scope: CompanyScope, line: FleetLine) => line.userId === scope.user.id || line.msisdn === scope.identity.resourceValue;

/** The lines in reach that pass the filters, each with its SIM state, by number. */
function filtered(scope: CompanyScope, f: Filter, ctx: SandboxContext): [FleetLine, SimStateOf][] {
  const states = simStates(ctx.db, scope.fleet.customerId);
  const matches = lineMatcher(f.q);
  return scope.lines
    .filter((l) => (f.owner !== "true" || holds(scope, l)) && (f.ban === undefined || l.ban === f.ban) && matches(l))
    .map((l): [FleetLine, SimStateOf] => [l, states.get(l.msisdn) ?? ACTIVE])
    .filter(([, s]) => f.state === undefined || s.state === f.state)
    .sort(([a], [b]) => byNumber(a, b));
}

/** One line of the list (and the POST's answer): the line, its employee and plan, its SIM state as the single-SIM view says it. */
function lineView(line: FleetLine, sim: SimStateOf) {
  const barred = sim.state === "barred";
  return {
    "@type": "FleetSimStatus",
    id: line.msisdn,
    publicIdentifier: line.msisdn,
    msisdn: line.msisdn,
    ban: line.ban,
    userName: line.userName,
    plan: { id: line.plan.id, name: line.plan.name },
    targetSystem: line.targetSystem,
    // TMF637 ProductStatusType: a barred SIM's subscription is "suspended".
    status: barred ? "suspended" : "active",
    statusDate: sim.changedAt === null ? null : isoLocal(sim.changedAt),
    availableAction: barred ? "unbar" : "bar",
  };
}

/** The body must be empty (SPEC §7): nothing, or an empty JSON object. */
function checkEmptyBody(request: FastifyRequest): void {
  const b = request.body;
  const empty = b === undefined || b === null || b === "" || (typeof b === "object" && !Array.isArray(b) && Object.keys(b).length === 0);
  if (!empty) throw fleetErrors.bodyNotEmpty();
}

/** The contract holder's roles act on any line in reach; anyone else only with a "barUnbar" grant on it or its account. */
function mayAct(scope: FleetScope, line: FleetLine, barRoles: readonly Role[]): boolean {
  if (barRoles.includes(scope.role)) return true;
  return scope.grants.some((g) => (g.type === "msisdn" && g.id === line.msisdn) || (g.type === "ban" && g.id === line.ban));
}

/** Registers the business routes; `barRoles` are the bar/unbar back end's (index.ts BAR_ROLES). */
export function registerFleetRoutes(app: FastifyInstance, ctx: SandboxContext, barRoles: readonly Role[]): void {
  app.get("/list", async (request, reply) => {
    const scope = fleetScope(request, ctx);
    const q = checkedQuery(ListQuery, request.query, fleetErrors.invalidQuery);
    const rows = filtered(scope, q, ctx);
    const offset = q.offset ?? 0;
    const page = rows.slice(offset, offset + (q.limit ?? FLEET_PAGE.default));
    return reply
      .header("x-total-count", String(rows.length))
      .header("x-result-count", String(page.length))
      .send(page.map(([line, sim]) => lineView(line, sim)));
  });

  app.get("/count", async (request) => {
    const scope = fleetScope(request, ctx);
    const q = checkedQuery(CountQuery, request.query, fleetErrors.invalidQuery);
    const rows = filtered(scope, q, ctx);
    const barred = rows.filter(([, s]) => s.state === "barred").length;
    return { total: rows.length, active: rows.length - barred, barred };
  });

  app.post<{ Params: { id: string; action: string } }>("/list/:id/:action", async (request) => {
    const scope = fleetScope(request, ctx);
    const p = checkedQuery(ActionParams, request.params, fleetErrors.invalidParams);
    checkedQuery(ActionQuery, request.query, fleetErrors.invalidQuery);
    checkEmptyBody(request);
    const line = scope.lines.find((l) => l.msisdn === p.id);
    if (!line) throw fleetErrors.lineNotFound(p.id);
    if (!mayAct(scope, line, barRoles)) throw fleetErrors.notContractHolder(scope.role);
    return ctx.db.transaction(() => {
      const before = simOf(ctx.db, line);
      if (p.action === "bar" && before.state === "barred") throw fleetErrors.alreadyBarred(line.msisdn);
      if (p.action === "unbar" && before.state === "active") throw fleetErrors.notBarred(line.msisdn);
      const at = ctx.now();
      const seq = applyAction(ctx.db, { line, action: p.action, userId: scope.user.id, identityId: scope.identity.id, at });
      const customerRequest = recordCustomerRequest(ctx, {
        userId: scope.user.id,
        kind: p.action === "bar" ? "simBlock" : "simUnblock",
        msisdn: line.msisdn,
        description: `${p.action === "bar" ? "Blocare" : "Deblocare"} cartelă SIM pentru ${line.msisdn}`,
      });
      linkRequest(ctx.db, seq, customerRequest.id);
      const after = simOf(ctx.db, line);
      return { ...lineView(line, { state: after.state, changedAt: after.changedAt }), customerRequest: { id: customerRequest.id } };
    })();
  });
}
