// TMF621 routes under /trouble-ticket (SPEC §7 trouble tickets; /tmp contract "tickets"): POST /troubleTicket opens a
// ticket for the signed-in SSO caller; GET /troubleTicket lists the caller's own tickets and requests (filters, pages,
// x-total-count); GET /troubleTicket/{id} reads one — someone else's is 404, never shown.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { requireAuth } from "../../auth/guard";
import { parseQuery } from "../../http/validation";
import type { SandboxContext } from "../module";
import { zonedTime } from "../usage-management/zone";
import { ticketErrors } from "./errors";
import { ALL_KINDS, STATUSES, countOpenTickets, getTicket, historyOf, insertTicket, listTickets, type Kind, type Status } from "./store";
import { MAX_OPEN_TICKETS, PAGE_LIMIT, checkRelated, parseNewTicket, ticketView } from "./tickets";

/** The signed-in SSO caller (user, identity, role), or 401/403. */
function ticketCaller(request: FastifyRequest) {
  const caller = requireAuth(request, { authenticated: true, providers: ["sso"], identitySelected: true });
  if (!caller.user) throw ticketErrors.noUser();
  return { user: caller.user, identity: caller.identity, role: caller.roles[0] ?? null };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day as the Bucharest midnight that starts it (`next`: the one that ends it). */
export function dayStart(text: string, field: string, next = false): number {
  const m = DAY.exec(text);
  const [y, mo, d] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (!m || check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d)
    throw ticketErrors.invalidQuery(`${field} se scrie AAAA-LL-ZZ`);
  return zonedTime(y, mo, d + (next ? 1 : 0));
}

const ListQuery = z
  .object({
    status: z.string().max(40).optional(),
    ticketType: z.string().max(40).optional(),
    from: z.string().max(10).optional(),
    to: z.string().max(10).optional(),
    offset: z.coerce.number().int().min(0).max(100_000).optional(),
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT.max).optional(),
  })
  .passthrough();

export function registerTicketRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post("/troubleTicket", async (request, reply) => {
    const { user, identity, role } = ticketCaller(request);
    const input = parseNewTicket(request.body);
    if (!identity || !role) throw ticketErrors.relatedNotAllowed(input.related.id);
    checkRelated(input.related, identity, role, ctx.now());
    const id = ctx.db.transaction(() => {
      if (countOpenTickets(ctx.db, user.id) >= MAX_OPEN_TICKETS) throw ticketErrors.openLimit(MAX_OPEN_TICKETS);
      return insertTicket(ctx.db, {
        userId: user.id,
        class: "ticket",
        kind: input.ticketType,
        description: input.description,
        severity: input.severity,
        related: input.related,
        attachment: input.attachment,
        createdAt: ctx.now(),
      });
    })();
    const t = getTicket(ctx.db, id);
    if (!t) throw ticketErrors.notFound(id);
    return reply
      .code(201)
      .header("location", ticketView(t, []).href)
      .send(ticketView(t, historyOf(ctx.db, id)));
  });

  app.get("/troubleTicket", async (request, reply) => {
    const { user } = ticketCaller(request);
    const q = parseQuery(ListQuery, request.query);
    if (q.status !== undefined && !(STATUSES as readonly string[]).includes(q.status))
      throw ticketErrors.invalidQuery(`status este una dintre ${STATUSES.join(", ")}`);
    if (q.ticketType !== undefined && !(ALL_KINDS as readonly string[]).includes(q.ticketType))
      throw ticketErrors.invalidQuery(`ticketType este una dintre ${ALL_KINDS.join(", ")}`);
    const from = q.from ? dayStart(q.from, "from") : undefined;
    const to = q.to ? dayStart(q.to, "to", true) : undefined;
    if (from !== undefined && to !== undefined && from >= to) throw ticketErrors.invalidQuery("from este după to");
    const { items, total } = listTickets(ctx.db, user.id, {
      status: q.status as Status | undefined,
      kind: q.ticketType as Kind | undefined,
      from,
      to,
      offset: q.offset ?? 0,
      limit: q.limit ?? PAGE_LIMIT.default,
    });
    return reply
      .header("x-total-count", String(total))
      .header("x-result-count", String(items.length))
      .send(items.map((t) => ticketView(t, historyOf(ctx.db, t.id))));
  });

  app.get<{ Params: { id: string } }>("/troubleTicket/:id", async (request) => {
    const { user } = ticketCaller(request);
    const t = getTicket(ctx.db, request.params.id);
    if (!t || t.userId !== user.id) throw ticketErrors.notFound(request.params.id);
    return ticketView(t, historyOf(ctx.db, t.id));
  });
}
