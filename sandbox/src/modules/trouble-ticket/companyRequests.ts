// The users' requests of a company (issue 27; SPEC §7 trouble tickets, SPEC §2 "cererileutilizatorilor"): every
// request and ticket of the company's users — the web users' own (tt_ticket by user id, including what their actions
// recorded with recordCustomerRequest) and those of employees without a web account (seeded, tt_requester) — a page at
// a time, filtered by user, state and day, newest first, with x-total-count. Who sees whom is companyScope's: the
// Chooser every account of the company, DelegatedChooser and AuthorizedPerson the users whose lines are on their
// account (a request about a line: when the line is on their account, whoever asked); every other role is refused (403
// not_account_administrator), consumers 403 not_business, non-operator users 403 insufficient_role.
//   GET /companyRequest?user=&status=&from=&to=&offset=&limit=  → TroubleTicket[] (relatedParty "requester")
//   GET /companyRequest/requester                                → the requesters the caller sees, with their counts
//   GET /companyRequest/{id}                                     → one of them (someone else's company: 404)
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { ACCOUNT_ADMIN_ROLES, companyScope } from "../../auth/companyScope";
import { parseQuery } from "../../http/validation";
import { getUser } from "../identity/store";
import type { FleetLine } from "../../seed/fleet";
import type { SandboxContext } from "../module";
import { REQUEST_CHANNELS, requesterOf, type RequestChannel } from "./companySeed";
import { usersRequestsErrors } from "./companyErrors";
import { dayStart } from "./routes";
import { STATUSES, getTicket, historyOf, type Status, type TicketRecord } from "./store";
import { PAGE_LIMIT, TROUBLE_TICKET_PREFIX, ticketView } from "./tickets";

interface Visible {
  /** Requester keys of the users the caller sees: a web user's id, or the line of an employee without one. */
  keys: string[];
  /** The lines of the accounts the caller administers (a request about one of them is visible too). */
  msisdns: string[];
  /** Every line of the company (names of requesters outside the caller's accounts). */
  fleetLines: readonly FleetLine[];
  customerId: string;
}

/** The caller's view of the company's users, or the refusal (SPEC §6: account administrators only). */
function visibleTo(request: FastifyRequest): Visible {
  const scope = companyScope(request, usersRequestsErrors);
  if (!ACCOUNT_ADMIN_ROLES.includes(scope.role)) throw usersRequestsErrors.notAdministrator(scope.role);
  const lines = scope.fleet.lines.filter((l) => scope.bans.includes(l.ban));
  const keys = [...new Set(lines.map((l) => l.userId ?? l.msisdn))];
  return { keys, msisdns: lines.map((l) => l.msisdn), fleetLines: scope.fleet.lines, customerId: scope.fleet.customerId };
}

// A request about a line is visible when the line is on the caller's accounts (whoever asked); one about no line (an
// e-mail change, a bill) when its requester is one of the caller's users.
const VISIBLE = `((related_role = 'number' AND related_id IN (SELECT value FROM json_each(?)))
  OR (COALESCE(related_role, '') <> 'number' AND user_id IN (SELECT value FROM json_each(?))))`;
const visibleArgs = (v: Visible) => [JSON.stringify(v.msisdns), JSON.stringify(v.keys)];

interface Requester {
  id: string;
  name: string;
  /** The requester's line (their own number in the fleet); "" when unknown. */
  msisdn: string;
}

/** Who asked: an employee's stored name, else the web user's line in the fleet, else their account's name. */
function requesterFor(ctx: SandboxContext, v: Visible, key: string, ticketId?: string): Requester {
  const stored = ticketId ? requesterOf(ctx.db, ticketId) : null;
  if (stored) return { id: key, name: stored.name, msisdn: stored.msisdn };
  const line = v.fleetLines.find((l) => l.userId === key || (l.userId === null && l.msisdn === key));
  if (line) return { id: key, name: line.userName, msisdn: line.msisdn };
  const user = getUser(ctx.db, key);
  return { id: key, name: user ? `${user.profile.firstName} ${user.profile.lastName}`.trim() : key, msisdn: "" };
}

function view(ctx: SandboxContext, v: Visible, t: TicketRecord) {
  const requester = requesterFor(ctx, v, t.userId, t.id);
  const channel: RequestChannel = requesterOf(ctx.db, t.id)?.channel ?? "ecare";
  return {
    ...ticketView(t, historyOf(ctx.db, t.id)),
    href: `${TROUBLE_TICKET_PREFIX}/companyRequest/${t.id}`,
    channel: { id: channel, name: REQUEST_CHANNELS[channel] },
    relatedParty: [
      { id: requester.id, name: requester.name, role: "requester", "@referredType": "Individual" },
      { id: v.customerId, role: "customer", "@referredType": "Organization" },
    ],
  };
}

const USER_KEY = /^(usr-[A-Za-z0-9-]{1,40}|0\d{9})$/;

const ListQuery = z
  .object({
    user: z.string().max(44).optional(),
    status: z.string().max(40).optional(),
    from: z.string().max(10).optional(),
    to: z.string().max(10).optional(),
    offset: z.coerce.number().int().min(0).max(100_000).optional(),
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT.max).optional(),
  })
  .passthrough();

interface Row {
  id: string;
}

export function registerCompanyRequestRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/companyRequest", async (request, reply) => {
    const v = visibleTo(request);
    const q = parseQuery(ListQuery, request.query);
    if (q.user !== undefined && !USER_KEY.test(q.user))
      throw usersRequestsErrors.invalidQuery("user este id-ul unui utilizator (usr-…) sau numărul unui angajat (10 cifre)");
    if (q.status !== undefined && !(STATUSES as readonly string[]).includes(q.status))
      throw usersRequestsErrors.invalidQuery(`status este una dintre ${STATUSES.join(", ")}`);
    const from = q.from ? dayStart(q.from, "from") : undefined;
    const to = q.to ? dayStart(q.to, "to", true) : undefined;
    if (from !== undefined && to !== undefined && from >= to) throw usersRequestsErrors.invalidQuery("from este după to");

    const where = [VISIBLE];
    const args: (string | number)[] = visibleArgs(v);
    const add = (clause: string, value: string | number) => {
      where.push(clause);
      args.push(value);
    };
    if (q.user) add("user_id = ?", q.user);
    if (q.status) add("status = ?", q.status as Status);
    if (from !== undefined) add("created_at >= ?", from);
    if (to !== undefined) add("created_at < ?", to);
    const clause = where.join(" AND ");
    const total = ctx.db
      .prepare(`SELECT COUNT(*) FROM tt_ticket WHERE ${clause}`)
      .pluck()
      .get(...args) as number;
    const rows = ctx.db
      .prepare(`SELECT id FROM tt_ticket WHERE ${clause} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...args, q.limit ?? PAGE_LIMIT.default, q.offset ?? 0) as Row[];
    const items = rows.map((r) => getTicket(ctx.db, r.id)).filter((t): t is TicketRecord => t !== null);
    return reply
      .header("x-total-count", String(total))
      .header("x-result-count", String(items.length))
      .send(items.map((t) => view(ctx, v, t)));
  });

  app.get("/companyRequest/requester", async (request, reply) => {
    const v = visibleTo(request);
    const rows = ctx.db
      .prepare(`SELECT user_id AS key, MIN(id) AS first, COUNT(*) AS n FROM tt_ticket WHERE ${VISIBLE} GROUP BY user_id`)
      .all(...visibleArgs(v)) as { key: string; first: string; n: number }[];
    const requesters = rows
      .map((r) => ({ ...requesterFor(ctx, v, r.key, r.first), requestCount: r.n }))
      .sort((a, b) => a.name.localeCompare(b.name, "ro") || a.msisdn.localeCompare(b.msisdn));
    return reply.header("x-total-count", String(requesters.length)).send(requesters);
  });

  app.get<{ Params: { id: string } }>("/companyRequest/:id", async (request) => {
    const v = visibleTo(request);
    const id = request.params.id;
    const visible = ctx.db.prepare(`SELECT id FROM tt_ticket WHERE id = ? AND ${VISIBLE}`).get(id, ...visibleArgs(v)) as Row | undefined;
    const t = visible ? getTicket(ctx.db, id) : null;
    if (!t) throw usersRequestsErrors.notFound(id);
    return view(ctx, v, t);
  });
}
