// SPEC §2 /business/assurance (issue 27; SPEC §7 trouble tickets; TMF621 TroubleTicket): a company's technical ticket as
// the assurance page shows it — what it is about (ticketType, severity, the related lines, accounts or impacted
// service), who opened it, its status with a Romanian label for each of the eight TMF621 statuses (ticketStatus.ts),
// its statusChange[] history and its note[] — read tolerantly: a missing field is empty, an unknown value stays
// visible as unknown, never a crash.
import { isRecord, readList, readNumber, readRecord, readString } from "../read";
import { TICKET_SEVERITIES, type StatusChangeEntry, type TicketSeverity } from "../tickets/ticketModel";
import { statusLabel, type StatusLabel } from "../tickets/ticketStatus";

/** What a business ticket is about (TMF621 ticketType): calls, mobile internet, SMS/MMS, indoor coverage, other. */
export const BUSINESS_TICKET_TYPES = ["voice", "data", "messaging", "coverage", "other"] as const;
export type BusinessTicketType = (typeof BUSINESS_TICKET_TYPES)[number];

/** The related entities a business ticket names: a line, an account, the impacted service it belongs to. */
export const BUSINESS_RELATED_ROLES = ["number", "account", "impactedService"] as const;
export type BusinessRelatedRole = (typeof BUSINESS_RELATED_ROLES)[number];

/** The assurance list's page (SPEC §9 page size 10). */
export const BUSINESS_TICKET_PAGE_SIZE = 10;

export interface BusinessTicketNote {
  author: string;
  /** ISO date-time as sent; "" when missing. */
  at: string;
  text: string;
}

export interface BusinessTicket {
  id: string;
  type: BusinessTicketType | null;
  description: string;
  severity: TicketSeverity | null;
  status: StatusLabel;
  createdAt: string;
  /** When the operator expects the service back ("" when not sent). */
  expectedAt: string;
  resolvedAt: string;
  related: { role: BusinessRelatedRole; id: string }[];
  /** Who opened it (relatedParty "reporter"), "" when not sent. */
  reporter: string;
  history: StatusChangeEntry[];
  notes: BusinessTicketNote[];
}

export interface BusinessTicketPage {
  items: BusinessTicket[];
  total: number;
}

const isType = (v: string): v is BusinessTicketType => (BUSINESS_TICKET_TYPES as readonly string[]).includes(v);
const isRole = (v: string): v is BusinessRelatedRole => (BUSINESS_RELATED_ROLES as readonly string[]).includes(v);

/** One TroubleTicket of the answer; null when it has no id. */
export function mapBusinessTicket(raw: unknown): BusinessTicket | null {
  if (!isRecord(raw)) return null;
  const id = readString(raw.id);
  if (!id) return null;
  const type = readString(raw.ticketType);
  const severity = readString(raw.severity);
  const reporter = readList(raw.relatedParty)
    .map(readRecord)
    .find((p) => readString(p.role) === "reporter");
  return {
    id,
    type: isType(type) ? type : null,
    description: readString(raw.description),
    severity: (TICKET_SEVERITIES as readonly string[]).includes(severity) ? (severity as TicketSeverity) : null,
    status: statusLabel(raw.status),
    createdAt: readString(raw.creationDate),
    expectedAt: readString(raw.expectedResolutionDate),
    resolvedAt: readString(raw.resolutionDate),
    related: readList(raw.relatedEntity)
      .map(readRecord)
      .flatMap((e) => {
        const role = readString(e.role);
        const entityId = readString(e.id);
        return isRole(role) && entityId ? [{ role, id: entityId }] : [];
      }),
    reporter: readString(reporter?.name),
    history: readList(raw.statusChange)
      .filter(isRecord)
      .map((c) => ({ status: statusLabel(c.status), at: readString(c.changeDate), reason: readString(c.changeReason) })),
    notes: readList(raw.note)
      .filter(isRecord)
      .map((n) => ({ author: readString(n.author), at: readString(n.date), text: readString(n.text) }))
      .filter((n) => n.text !== ""),
  };
}

/** The list answer and its x-total-count header; null when it is not a list. */
export function mapBusinessTicketPage(raw: unknown, totalHeader: unknown): BusinessTicketPage | null {
  if (!Array.isArray(raw)) return null;
  const items = raw.map(mapBusinessTicket).filter((t): t is BusinessTicket => t !== null);
  const total = readNumber(totalHeader);
  return { items, total: total !== null && total >= items.length ? Math.floor(total) : items.length };
}

/** Pages of a list of `total` (at least 1). */
export const businessTicketPageCount = (total: number): number => Math.max(1, Math.ceil(Math.max(0, total) / BUSINESS_TICKET_PAGE_SIZE));

/** The GET /businessTicket query of a page. */
export const businessTicketParams = (page: number): Record<string, number> => ({
  offset: (Math.max(1, Math.floor(page)) - 1) * BUSINESS_TICKET_PAGE_SIZE,
  limit: BUSINESS_TICKET_PAGE_SIZE,
});
