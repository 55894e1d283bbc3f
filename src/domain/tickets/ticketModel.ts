// SPEC §7 trouble tickets (TMF621 TroubleTicket): the list and one ticket as the screen shows them, read from the
// answer tolerantly (a missing field is empty, an unknown status stays visible as unknown, never a crash).
import { isRecord, readList, readNumber, readRecord, readString } from "../read";
import { statusLabel, type StatusLabel } from "./ticketStatus";

/** The categories a customer opens a ticket in (TMF621 ticketType). */
export const TICKET_CATEGORIES = ["network", "billing", "simDevice", "other"] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
/** Requests created by the customer's own actions, listed beside the tickets. */
export const REQUEST_KINDS = ["simBlock", "simUnblock", "emailChange", "nameChange", "consentChange"] as const;
export const TICKET_KINDS = [...TICKET_CATEGORIES, ...REQUEST_KINDS] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

/** TMF621 severity: how much the problem hurts. */
export const TICKET_SEVERITIES = ["minor", "major", "critical"] as const;
export type TicketSeverity = (typeof TICKET_SEVERITIES)[number];

export const isTicketKind = (v: unknown): v is TicketKind => typeof v === "string" && (TICKET_KINDS as readonly string[]).includes(v);

export interface StatusChangeEntry {
  status: StatusLabel;
  /** ISO date-time as sent; "" when missing. */
  at: string;
  reason: string;
}

export interface Ticket {
  id: string;
  /** A request made by an action of the customer (CustomerRequest), or a ticket they opened. */
  isRequest: boolean;
  /** A known kind, or null (shown as "other kind"). */
  kind: TicketKind | null;
  description: string;
  severity: TicketSeverity | null;
  status: StatusLabel;
  createdAt: string;
  related: { role: "number" | "bill"; id: string } | null;
  attachmentName: string | null;
  history: StatusChangeEntry[];
}

export interface TicketPage {
  items: Ticket[];
  /** All the caller's tickets that match the filters (x-total-count); the page's length when not sent. */
  total: number;
}

/** One TroubleTicket of the answer; null when it has no id. */
export function mapTicket(raw: unknown): Ticket | null {
  if (!isRecord(raw)) return null;
  const id = readString(raw.id);
  if (!id) return null;
  const kind = readString(raw.ticketType);
  const severity = readString(raw.severity);
  const rel = readRecord(readList(raw.relatedEntity)[0]);
  const relRole = readString(rel.role);
  const relId = readString(rel.id);
  const attachment = readRecord(readList(raw.attachment)[0]);
  return {
    id,
    isRequest: readString(raw["@type"]) === "CustomerRequest",
    kind: isTicketKind(kind) ? kind : null,
    description: readString(raw.description),
    severity: (TICKET_SEVERITIES as readonly string[]).includes(severity) ? (severity as TicketSeverity) : null,
    status: statusLabel(raw.status),
    createdAt: readString(raw.creationDate),
    related: relId && (relRole === "number" || relRole === "bill") ? { role: relRole, id: relId } : null,
    attachmentName: readString(attachment.name) || null,
    history: readList(raw.statusChange)
      .filter(isRecord)
      .map((c) => ({ status: statusLabel(c.status), at: readString(c.changeDate), reason: readString(c.changeReason) })),
  };
}

/** The list answer and its x-total-count header. */
export function mapTicketPage(raw: unknown, totalHeader: unknown): TicketPage | null {
  if (!Array.isArray(raw)) return null;
  const items = raw.map(mapTicket).filter((t): t is Ticket => t !== null);
  const total = readNumber(totalHeader);
  return { items, total: total !== null && total >= items.length ? Math.floor(total) : items.length };
}
