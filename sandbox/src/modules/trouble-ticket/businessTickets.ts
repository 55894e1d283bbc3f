// Business assurance routes of the trouble-ticket back end (issue 27; SPEC §2 "/business/assurance … only technical
// chooser and chooser"; §7 trouble tickets; TMF621: description, severity and ticketType required at creation):
//   GET  /businessTicket?status=a,b&offset=&limit=  the company's tickets, newest first (x-total-count)
//   GET  /businessTicket/{id}                        one, with its statusChange[] and note[] (another company's: 404)
//   POST /businessTicket                             opens one (201, Location); checks field by field, the related
//                                                    lines/accounts must be the company's, at most 10 open per company
// Both roles see the whole company (the technical contact follows every incident, not only their own line). A ticket
// about a line that an impacted service affects right now, or that names the impacted service, belongs to it: it is
// linked (relatedEntity role impactedService) and expected to be resolved when the service is.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { companyScope, type CompanyScope } from "../../auth/companyScope";
import type { Role } from "../../auth/roles";
import { parseQuery } from "../../http/validation";
import { activeServiceOfLine, getService, impactedStatusAt } from "../impacted-service/store";
import type { SandboxContext } from "../module";
import { isoLocal } from "../usage-management/zone";
import { assuranceErrors } from "./companyErrors";
import {
  BUSINESS_IN_PROGRESS_AFTER_MS,
  BUSINESS_RELATED_ROLES,
  BUSINESS_RESOLUTION_MS,
  BUSINESS_TICKET_TYPES,
  MAX_OPEN_BUSINESS_TICKETS,
  OPERATOR_NOTE_AUTHOR,
  addNote,
  businessHistoryOf,
  countOpenBusinessTickets,
  getBusinessTicket,
  insertBusinessTicket,
  listBusinessTickets,
  notesOf,
  relatedOf,
  type BusinessRelated,
  type BusinessRelatedRole,
  type BusinessTicketRecord,
  type BusinessTicketType,
} from "./businessStore";
import { SEVERITIES, TICKET_STATUSES, type Severity, type Status } from "./store";
import { DESCRIPTION_LENGTH, PAGE_LIMIT, TROUBLE_TICKET_PREFIX } from "./tickets";

/** SPEC §2/§6: only these roles use the assurance area. */
export const ASSURANCE_ROLES: readonly Role[] = ["TechnicalChooser", "Chooser"];
export const MAX_RELATED = 10;
export const NOTE_MAX = 500;

/** The caller's company, when their role may use assurance (403 not_assurance_contact otherwise). */
export function assuranceScope(request: FastifyRequest): CompanyScope {
  const scope = companyScope(request, assuranceErrors);
  if (!ASSURANCE_ROLES.includes(scope.role)) throw assuranceErrors.notAssuranceContact(scope.role);
  return scope;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export interface NewBusinessTicketInput {
  description: string;
  severity: Severity;
  ticketType: BusinessTicketType;
  related: BusinessRelated[];
  note: string | null;
}

/** The body of POST /businessTicket, checked field by field (invalid_ticket names the first bad one). */
export function parseBusinessTicket(body: unknown): NewBusinessTicketInput {
  const bad = assuranceErrors.invalidField;
  if (!isRecord(body)) throw bad("body", "se așteaptă un obiect JSON");
  const description = typeof body.description === "string" ? body.description.trim() : "";
  if (description.length < DESCRIPTION_LENGTH.min || description.length > DESCRIPTION_LENGTH.max)
    throw bad("description", `între ${DESCRIPTION_LENGTH.min} și ${DESCRIPTION_LENGTH.max} caractere`);
  if (!(SEVERITIES as readonly unknown[]).includes(body.severity)) throw bad("severity", `una dintre ${SEVERITIES.join(", ")}`);
  if (!(BUSINESS_TICKET_TYPES as readonly unknown[]).includes(body.ticketType))
    throw bad("ticketType", `una dintre ${BUSINESS_TICKET_TYPES.join(", ")}`);
  const list = body.relatedEntity;
  const roles = Object.keys(BUSINESS_RELATED_ROLES);
  if (!Array.isArray(list) || list.length < 1 || list.length > MAX_RELATED)
    throw bad("relatedEntity", `între 1 și ${MAX_RELATED} elemente {"id", "role": ${roles.join(" | ")}}`);
  const related: BusinessRelated[] = [];
  for (const r of list) {
    if (!isRecord(r) || typeof r.role !== "string" || !roles.includes(r.role) || typeof r.id !== "string" || r.id.trim() === "")
      throw bad("relatedEntity", `fiecare element are "id" și "role": ${roles.join(" | ")}`);
    const item = { role: r.role as BusinessRelatedRole, id: r.id.trim() };
    if (!related.some((x) => x.role === item.role && x.id === item.id)) related.push(item);
  }
  if (!related.some((r) => r.role !== "impactedService"))
    throw bad("relatedEntity", "cel puțin un număr („number”) sau un cont („account”) al companiei");
  let note: string | null = null;
  if (body.note !== undefined && body.note !== null) {
    const notes: unknown = body.note;
    const ok =
      Array.isArray(notes) &&
      notes.length <= 1 &&
      notes.every((n) => isRecord(n) && typeof n.text === "string" && n.text.trim().length <= NOTE_MAX);
    if (!ok) throw bad("note", `cel mult o notă {"text"} de până la ${NOTE_MAX} caractere`);
    const first: unknown = notes[0];
    note = isRecord(first) && typeof first.text === "string" && first.text.trim() !== "" ? first.text.trim() : null;
  }
  return { description, severity: body.severity as Severity, ticketType: body.ticketType as BusinessTicketType, related, note };
}

/** Throws unless every line and account is the company's and a named impacted service is its own and not over. */
function checkRelated(ctx: SandboxContext, scope: CompanyScope, related: BusinessRelated[], now: number): void {
  for (const r of related) {
    const ok =
      r.role === "number"
        ? scope.fleet.lines.some((l) => l.msisdn === r.id)
        : r.role === "account"
          ? scope.fleet.bans.includes(r.id)
          : (() => {
              const s = getService(ctx.db, r.id);
              return s !== null && s.customerId === scope.fleet.customerId && impactedStatusAt(s, now) !== "resolved";
            })();
    if (!ok) throw assuranceErrors.relatedNotAllowed(r.id);
  }
}

/** The impacted service the ticket belongs to: the one it names, else the first under way that affects a named line. */
function impactedServiceFor(ctx: SandboxContext, scope: CompanyScope, related: BusinessRelated[], now: number) {
  const named = related.find((r) => r.role === "impactedService");
  if (named) return getService(ctx.db, named.id);
  for (const r of related) {
    if (r.role !== "number") continue;
    const s = activeServiceOfLine(ctx.db, scope.fleet.customerId, r.id, now);
    if (s) return s;
  }
  return null;
}

/** The TMF621 TroubleTicket of a business ticket, with its history and notes. */
export function businessTicketView(ctx: SandboxContext, t: BusinessTicketRecord, companyName: string) {
  const history = businessHistoryOf(ctx.db, t.id);
  const resolved = [...history].reverse().find((h) => h.status === "resolved");
  const related = relatedOf(ctx.db, t.id);
  const linked = t.impactedServiceId && !related.some((r) => r.role === "impactedService" && r.id === t.impactedServiceId);
  const all = linked ? [...related, { role: "impactedService" as const, id: t.impactedServiceId as string }] : related;
  return {
    id: t.id,
    href: `${TROUBLE_TICKET_PREFIX}/businessTicket/${t.id}`,
    "@type": "TroubleTicket",
    description: t.description,
    severity: t.severity,
    ticketType: t.ticketType,
    status: t.status,
    creationDate: isoLocal(t.createdAt),
    lastUpdate: isoLocal(t.updatedAt),
    expectedResolutionDate: isoLocal(t.expectedAt),
    ...(resolved && (t.status === "resolved" || t.status === "closed") ? { resolutionDate: isoLocal(resolved.at) } : {}),
    channel: { id: "assurance", name: "Asigurarea serviciilor" },
    relatedEntity: all.map((r) => ({ id: r.id, role: r.role, "@referredType": BUSINESS_RELATED_ROLES[r.role] })),
    relatedParty: [
      { id: t.customerId, name: companyName, role: "customer", "@referredType": "Organization" },
      { id: t.openedBy, name: t.openerName, role: "reporter", "@referredType": "Individual" },
    ],
    statusChange: history.map((h) => ({ status: h.status, changeDate: isoLocal(h.at), ...(h.reason ? { changeReason: h.reason } : {}) })),
    note: notesOf(ctx.db, t.id).map((n) => ({ author: n.author, date: isoLocal(n.at), text: n.text })),
  };
}

const ListQuery = z
  .object({
    status: z.string().max(200).optional(),
    offset: z.coerce.number().int().min(0).max(100_000).optional(),
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT.max).optional(),
  })
  .passthrough();

export function registerBusinessTicketRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/businessTicket", async (request, reply) => {
    const scope = assuranceScope(request);
    const q = parseQuery(ListQuery, request.query);
    const statuses = q.status === undefined ? [] : q.status.split(",").map((s) => s.trim());
    if (statuses.some((s) => !(TICKET_STATUSES as readonly string[]).includes(s)))
      throw assuranceErrors.invalidQuery(`status este una sau mai multe dintre ${TICKET_STATUSES.join(", ")}, despărțite prin virgulă`);
    const { items, total } = listBusinessTickets(ctx.db, scope.fleet.customerId, {
      statuses: statuses as Status[],
      offset: q.offset ?? 0,
      limit: q.limit ?? PAGE_LIMIT.default,
    });
    return reply
      .header("x-total-count", String(total))
      .header("x-result-count", String(items.length))
      .send(items.map((t) => businessTicketView(ctx, t, scope.fleet.companyName)));
  });

  app.get<{ Params: { id: string } }>("/businessTicket/:id", async (request) => {
    const scope = assuranceScope(request);
    const t = getBusinessTicket(ctx.db, request.params.id);
    if (!t || t.customerId !== scope.fleet.customerId) throw assuranceErrors.notFound(request.params.id);
    return businessTicketView(ctx, t, scope.fleet.companyName);
  });

  app.post("/businessTicket", async (request, reply) => {
    const scope = assuranceScope(request);
    const input = parseBusinessTicket(request.body);
    const now = ctx.now();
    checkRelated(ctx, scope, input.related, now);
    const service = impactedServiceFor(ctx, scope, input.related, now);
    const earliest = now + BUSINESS_IN_PROGRESS_AFTER_MS + 60_000;
    const expectedAt = Math.max(service ? service.endAt : now + BUSINESS_RESOLUTION_MS[input.severity], earliest);
    const id = ctx.db.transaction(() => {
      if (countOpenBusinessTickets(ctx.db, scope.fleet.customerId) >= MAX_OPEN_BUSINESS_TICKETS)
        throw assuranceErrors.openLimit(MAX_OPEN_BUSINESS_TICKETS);
      const created = insertBusinessTicket(ctx.db, {
        customerId: scope.fleet.customerId,
        openedBy: scope.user.id,
        openerName: `${scope.user.profile.firstName} ${scope.user.profile.lastName}`.trim(),
        ticketType: input.ticketType,
        description: input.description,
        severity: input.severity,
        related: input.related,
        impactedServiceId: service?.id ?? null,
        createdAt: now,
        expectedAt,
        note: input.note,
      });
      if (service)
        addNote(
          ctx.db,
          created,
          OPERATOR_NOTE_AUTHOR,
          now,
          `Tichetul ține de incidentul ${service.id} (${service.area}); îl rezolvăm odată cu acesta.`,
        );
      return created;
    })();
    const t = getBusinessTicket(ctx.db, id);
    if (!t) throw assuranceErrors.notFound(id);
    const body = businessTicketView(ctx, t, scope.fleet.companyName);
    return reply.code(201).header("location", body.href).send(body);
  });
}
