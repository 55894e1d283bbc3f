// Business trouble tickets (issue 27; SPEC §2 /business/assurance, §7 trouble tickets; TMF621): a company's technical
// tickets, opened by its technical contact or its administrator, about lines, accounts or an impacted service. Each
// keeps its related entities, its status history (statusChange) and its notes. The clock moves them (advance, from
// the module's beforeRequest; ctx.now(), never Date.now()):
//   acknowledged → inProgress 10 minutes after it was opened → resolved at its expected resolution (by severity, or the
//   end of the impacted service it belongs to) → closed a day later.
// Seeded history that is "held", "pending", "rejected" or "cancelled" keeps its status (clock = 0).
import type { Database } from "better-sqlite3";
import { stmt } from "../../db";
import type { Migration } from "../module";
import type { Severity, Status } from "./store";

/** What the problem is about (TMF621 ticketType of a business ticket). */
export const BUSINESS_TICKET_TYPES = ["voice", "data", "messaging", "coverage", "other"] as const;
export type BusinessTicketType = (typeof BUSINESS_TICKET_TYPES)[number];

/** Roles of a related entity: a line of the company, one of its accounts, an impacted service. */
export const BUSINESS_RELATED_ROLES = { number: "Subscription", account: "BillingAccount", impactedService: "ImpactedService" } as const;
export type BusinessRelatedRole = keyof typeof BUSINESS_RELATED_ROLES;

export interface BusinessRelated {
  role: BusinessRelatedRole;
  id: string;
}

const MIN = 60_000;
const HOUR = 60 * MIN;
export const BUSINESS_IN_PROGRESS_AFTER_MS = 10 * MIN;
/** Expected resolution by severity (the ticket resolves then, unless it belongs to an impacted service). */
export const BUSINESS_RESOLUTION_MS: Record<Severity, number> = { critical: 4 * HOUR, major: 8 * HOUR, minor: 24 * HOUR };
export const BUSINESS_CLOSED_AFTER_MS = 24 * HOUR;
/** Open tickets (these statuses) a company may have at once. */
export const MAX_OPEN_BUSINESS_TICKETS = 10;
export const BUSINESS_OPEN_STATUSES: readonly Status[] = ["acknowledged", "pending", "held", "inProgress"];

/** Who writes the notes the clock adds. */
export const OPERATOR_NOTE_AUTHOR = "Centrul de asistență tehnică business";

export const BUSINESS_TICKET_MIGRATIONS: Migration[] = [
  {
    id: "trouble-ticket-003-business",
    sql: `CREATE TABLE bt_ticket (
      id TEXT PRIMARY KEY,
      customer_id TEXT NOT NULL,
      opened_by TEXT NOT NULL,
      opener_name TEXT NOT NULL,
      ticket_type TEXT NOT NULL,
      description TEXT NOT NULL,
      severity TEXT NOT NULL,
      status TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      expected_at INTEGER NOT NULL,
      impacted_service_id TEXT,
      clock INTEGER NOT NULL DEFAULT 1
    );
    CREATE INDEX bt_ticket_customer ON bt_ticket (customer_id, created_at);
    CREATE INDEX bt_ticket_service ON bt_ticket (impacted_service_id);
    CREATE TABLE bt_related (
      ticket_id TEXT NOT NULL REFERENCES bt_ticket (id) ON DELETE CASCADE,
      seq INTEGER NOT NULL,
      role TEXT NOT NULL,
      entity_id TEXT NOT NULL,
      PRIMARY KEY (ticket_id, seq)
    );
    CREATE TABLE bt_status_change (
      ticket_id TEXT NOT NULL REFERENCES bt_ticket (id) ON DELETE CASCADE,
      seq INTEGER NOT NULL,
      status TEXT NOT NULL,
      at INTEGER NOT NULL,
      reason TEXT,
      PRIMARY KEY (ticket_id, seq)
    );
    CREATE TABLE bt_note (
      ticket_id TEXT NOT NULL REFERENCES bt_ticket (id) ON DELETE CASCADE,
      seq INTEGER NOT NULL,
      author TEXT NOT NULL,
      at INTEGER NOT NULL,
      text TEXT NOT NULL,
      PRIMARY KEY (ticket_id, seq)
    );
    CREATE TABLE bt_sequence (name TEXT PRIMARY KEY, value INTEGER NOT NULL);`,
  },
];

export interface BusinessTicketRecord {
  id: string;
  customerId: string;
  openedBy: string;
  openerName: string;
  ticketType: BusinessTicketType;
  description: string;
  severity: Severity;
  status: Status;
  createdAt: number;
  updatedAt: number;
  expectedAt: number;
  impactedServiceId: string | null;
}

export interface BusinessStatusChange {
  status: Status;
  at: number;
  reason: string | null;
}

export interface BusinessNote {
  author: string;
  at: number;
  text: string;
}

interface Row {
  id: string;
  customer_id: string;
  opened_by: string;
  opener_name: string;
  ticket_type: BusinessTicketType;
  description: string;
  severity: Severity;
  status: Status;
  created_at: number;
  updated_at: number;
  expected_at: number;
  impacted_service_id: string | null;
}

const toRecord = (r: Row): BusinessTicketRecord => ({
  id: r.id,
  customerId: r.customer_id,
  openedBy: r.opened_by,
  openerName: r.opener_name,
  ticketType: r.ticket_type,
  description: r.description,
  severity: r.severity,
  status: r.status,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  expectedAt: r.expected_at,
  impactedServiceId: r.impacted_service_id,
});

function nextId(db: Database): string {
  stmt(db, "INSERT INTO bt_sequence (name, value) VALUES ('ticket', 1) ON CONFLICT (name) DO UPDATE SET value = value + 1").run();
  const n = stmt(db, "SELECT value FROM bt_sequence WHERE name = 'ticket'").pluck().get() as number;
  return `BT-${String(n).padStart(6, "0")}`;
}

export interface NewBusinessTicket {
  customerId: string;
  openedBy: string;
  openerName: string;
  ticketType: BusinessTicketType;
  description: string;
  severity: Severity;
  related: BusinessRelated[];
  impactedServiceId: string | null;
  createdAt: number;
  expectedAt: number;
  /** The opener's first note, if they wrote one. */
  note: string | null;
  /** false: seeded history that keeps its status. Default true. */
  followsClock?: boolean;
}

/** Inserts a ticket in "acknowledged" (history starts with it) and answers its id. Call inside a transaction. */
export function insertBusinessTicket(db: Database, t: NewBusinessTicket): string {
  const id = nextId(db);
  stmt(
    db,
    `INSERT INTO bt_ticket (id, customer_id, opened_by, opener_name, ticket_type, description, severity, status, created_at,
      updated_at, expected_at, impacted_service_id, clock) VALUES (?, ?, ?, ?, ?, ?, ?, 'acknowledged', ?, ?, ?, ?, ?)`,
  ).run(
    id,
    t.customerId,
    t.openedBy,
    t.openerName,
    t.ticketType,
    t.description,
    t.severity,
    t.createdAt,
    t.createdAt,
    t.expectedAt,
    t.impactedServiceId,
    t.followsClock === false ? 0 : 1,
  );
  const related = stmt(db, "INSERT INTO bt_related (ticket_id, seq, role, entity_id) VALUES (?, ?, ?, ?)");
  t.related.forEach((r, i) => related.run(id, i + 1, r.role, r.id));
  addStatusChange(db, id, "acknowledged", t.createdAt, null);
  if (t.note) addNote(db, id, t.openerName, t.createdAt, t.note);
  return id;
}

function addStatusChange(db: Database, id: string, status: Status, at: number, reason: string | null): void {
  const seq = (stmt(db, "SELECT COALESCE(MAX(seq), 0) FROM bt_status_change WHERE ticket_id = ?").pluck().get(id) as number) + 1;
  stmt(db, "INSERT INTO bt_status_change (ticket_id, seq, status, at, reason) VALUES (?, ?, ?, ?, ?)").run(id, seq, status, at, reason);
}

export function addNote(db: Database, id: string, author: string, at: number, text: string): void {
  const seq = (stmt(db, "SELECT COALESCE(MAX(seq), 0) FROM bt_note WHERE ticket_id = ?").pluck().get(id) as number) + 1;
  stmt(db, "INSERT INTO bt_note (ticket_id, seq, author, at, text) VALUES (?, ?, ?, ?, ?)").run(id, seq, author, at, text);
}

/** Moves a ticket to `status` at `at`, recording the change. */
export function setBusinessStatus(db: Database, id: string, status: Status, at: number, reason: string | null = null): void {
  stmt(db, "UPDATE bt_ticket SET status = ?, updated_at = ? WHERE id = ?").run(status, at, id);
  addStatusChange(db, id, status, at, reason);
}

export function getBusinessTicket(db: Database, id: string): BusinessTicketRecord | null {
  const r = stmt(db, "SELECT * FROM bt_ticket WHERE id = ?").get(id) as Row | undefined;
  return r ? toRecord(r) : null;
}

export function relatedOf(db: Database, id: string): BusinessRelated[] {
  return stmt(db, "SELECT role, entity_id AS id FROM bt_related WHERE ticket_id = ? ORDER BY seq").all(id) as BusinessRelated[];
}

export function businessHistoryOf(db: Database, id: string): BusinessStatusChange[] {
  return stmt(db, "SELECT status, at, reason FROM bt_status_change WHERE ticket_id = ? ORDER BY seq").all(id) as BusinessStatusChange[];
}

export function notesOf(db: Database, id: string): BusinessNote[] {
  return stmt(db, "SELECT author, at, text FROM bt_note WHERE ticket_id = ? ORDER BY seq").all(id) as BusinessNote[];
}

/** The company's tickets, newest first (optionally only these statuses), with the total before paging. */
export function listBusinessTickets(
  db: Database,
  customerId: string,
  f: { statuses?: readonly Status[]; offset: number; limit: number },
): { items: BusinessTicketRecord[]; total: number } {
  const statuses = f.statuses && f.statuses.length > 0 ? JSON.stringify(f.statuses) : null;
  const clause = `customer_id = ? AND (? IS NULL OR status IN (SELECT value FROM json_each(?)))`;
  const args = [customerId, statuses, statuses ?? "[]"];
  const total = stmt(db, `SELECT COUNT(*) FROM bt_ticket WHERE ${clause}`)
    .pluck()
    .get(...args) as number;
  const rows = stmt(db, `SELECT * FROM bt_ticket WHERE ${clause} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(
    ...args,
    f.limit,
    f.offset,
  ) as Row[];
  return { items: rows.map(toRecord), total };
}

export function countOpenBusinessTickets(db: Database, customerId: string): number {
  return stmt(db, "SELECT COUNT(*) FROM bt_ticket WHERE customer_id = ? AND status IN (SELECT value FROM json_each(?))")
    .pluck()
    .get(customerId, JSON.stringify(BUSINESS_OPEN_STATUSES)) as number;
}

/** The company's tickets that belong to an impacted service (id and status), newest first. */
export function ticketsOfService(db: Database, customerId: string, serviceId: string): { id: string; status: Status }[] {
  return stmt(
    db,
    "SELECT id, status FROM bt_ticket WHERE customer_id = ? AND impacted_service_id = ? ORDER BY created_at DESC, id DESC",
  ).all(customerId, serviceId) as { id: string; status: Status }[];
}

/** Brings every clock-driven ticket up to `now`: acknowledged → inProgress → resolved → closed, each at its own time. */
export function advanceBusinessTickets(db: Database, now: number): void {
  const due = stmt(
    db,
    `SELECT * FROM bt_ticket WHERE clock = 1 AND (
        (status = 'acknowledged' AND created_at + ? <= ?)
        OR (status = 'inProgress' AND expected_at <= ?)
        OR (status = 'resolved' AND expected_at + ? <= ?))`,
  ).all(BUSINESS_IN_PROGRESS_AFTER_MS, now, now, BUSINESS_CLOSED_AFTER_MS, now) as Row[];
  if (due.length === 0) return;
  db.transaction(() => {
    for (const t of due.map(toRecord)) {
      let status = t.status;
      const startedAt = t.createdAt + BUSINESS_IN_PROGRESS_AFTER_MS;
      if (status === "acknowledged") {
        setBusinessStatus(db, t.id, "inProgress", startedAt, "Echipa tehnică a preluat tichetul.");
        addNote(db, t.id, OPERATOR_NOTE_AUTHOR, startedAt, "Un inginer analizează problema; revenim cu detalii aici.");
        status = "inProgress";
      }
      const resolvedAt = Math.max(t.expectedAt, startedAt);
      if (status === "inProgress" && resolvedAt <= now) {
        const reason = t.impactedServiceId
          ? `Incidentul ${t.impactedServiceId} a fost remediat: serviciul funcționează din nou.`
          : "Serviciul funcționează din nou.";
        setBusinessStatus(db, t.id, "resolved", resolvedAt, reason);
        status = "resolved";
      }
      if (status === "resolved" && resolvedAt + BUSINESS_CLOSED_AFTER_MS <= now)
        setBusinessStatus(db, t.id, "closed", resolvedAt + BUSINESS_CLOSED_AFTER_MS, "Închis automat la o zi după rezolvare.");
    }
  })();
}
