// The trouble-ticket store (TMF621; SPEC §7 trouble tickets): one table for the tickets a customer opens and the
// requests their own actions create (SIM block, e-mail change, ...), each with its status history. Status follows the
// clock (advanceTickets, run from the module's beforeRequest), never Date.now().
import type { Database } from "better-sqlite3";
import { stmt } from "../../db";
import type { Migration } from "../module";

/** The ticket types a customer may open (ticketType of POST /troubleTicket). */
export const TICKET_TYPES = ["network", "billing", "simDevice", "other"] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** Requests created by the customer's own actions (recordCustomerRequest); they share the store with tickets. */
export const REQUEST_KINDS = ["simBlock", "simUnblock", "emailChange", "nameChange", "consentChange"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export type Kind = TicketType | RequestKind;
export const ALL_KINDS: readonly Kind[] = [...TICKET_TYPES, ...REQUEST_KINDS];

export const SEVERITIES = ["minor", "major", "critical"] as const;
export type Severity = (typeof SEVERITIES)[number];

/** TMF621 statuses, plus "completed" for customer requests (not a TMF621 status; see decisions). */
export const TICKET_STATUSES = ["acknowledged", "rejected", "pending", "held", "inProgress", "cancelled", "closed", "resolved"] as const;
export const STATUSES = [...TICKET_STATUSES, "completed"] as const;
export type Status = (typeof STATUSES)[number];
/** Statuses that count against the open-ticket limit. */
export const OPEN_STATUSES: readonly Status[] = ["acknowledged", "pending", "held", "inProgress"];

const MINUTE = 60_000;
/** Clock of a ticket: acknowledged → inProgress after 5 minutes → resolved after 60 minutes (from creation). */
export const TICKET_IN_PROGRESS_AFTER_MS = 5 * MINUTE;
export const TICKET_RESOLVED_AFTER_MS = 60 * MINUTE;
/** Clock of a customer request: acknowledged → completed after 1 minute. */
export const REQUEST_COMPLETED_AFTER_MS = 1 * MINUTE;

export const TROUBLE_TICKET_MIGRATIONS: Migration[] = [
  {
    id: "trouble-ticket-001-tickets",
    sql: `CREATE TABLE tt_ticket (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      class TEXT NOT NULL CHECK (class IN ('ticket', 'request')),
      kind TEXT NOT NULL,
      description TEXT NOT NULL,
      severity TEXT,
      related_role TEXT,
      related_id TEXT,
      related_type TEXT,
      attachment_name TEXT,
      attachment_mime TEXT,
      attachment_size INTEGER,
      status TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      -- 0 for seeded history that keeps its status; 1 for what follows the clock.
      clock INTEGER NOT NULL DEFAULT 1
    );
    CREATE INDEX tt_ticket_user ON tt_ticket (user_id, created_at);
    CREATE INDEX tt_ticket_status ON tt_ticket (status);
    CREATE TABLE tt_status_change (
      ticket_id TEXT NOT NULL REFERENCES tt_ticket (id) ON DELETE CASCADE,
      seq INTEGER NOT NULL,
      status TEXT NOT NULL,
      at INTEGER NOT NULL,
      reason TEXT,
      PRIMARY KEY (ticket_id, seq)
    );
    CREATE TABLE tt_sequence (name TEXT PRIMARY KEY, value INTEGER NOT NULL);`,
  },
];

export interface RelatedEntity {
  /** "number" (an MSISDN of the caller) or "bill" (one of the caller's bill ids). */
  role: "number" | "bill";
  id: string;
  "@referredType": string;
}

export interface Attachment {
  name: string;
  mimeType: string;
  size: number;
}

export interface TicketRecord {
  id: string;
  userId: string;
  class: "ticket" | "request";
  kind: Kind;
  description: string;
  severity: Severity | null;
  related: RelatedEntity | null;
  attachment: Attachment | null;
  status: Status;
  createdAt: number;
  updatedAt: number;
}

export interface StatusChange {
  status: Status;
  at: number;
  reason: string | null;
}

interface Row {
  id: string;
  user_id: string;
  class: "ticket" | "request";
  kind: Kind;
  description: string;
  severity: Severity | null;
  related_role: "number" | "bill" | null;
  related_id: string | null;
  related_type: string | null;
  attachment_name: string | null;
  attachment_mime: string | null;
  attachment_size: number | null;
  status: Status;
  created_at: number;
  updated_at: number;
}

const toRecord = (r: Row): TicketRecord => ({
  id: r.id,
  userId: r.user_id,
  class: r.class,
  kind: r.kind,
  description: r.description,
  severity: r.severity,
  related: r.related_role && r.related_id ? { role: r.related_role, id: r.related_id, "@referredType": r.related_type ?? "" } : null,
  attachment:
    r.attachment_name && r.attachment_mime && r.attachment_size !== null
      ? { name: r.attachment_name, mimeType: r.attachment_mime, size: r.attachment_size }
      : null,
  status: r.status,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** The next id, TT-000001 style; one counter for tickets and requests. */
function nextId(db: Database): string {
  stmt(db, "INSERT INTO tt_sequence (name, value) VALUES ('ticket', 1) ON CONFLICT (name) DO UPDATE SET value = value + 1").run();
  const n = stmt(db, "SELECT value FROM tt_sequence WHERE name = 'ticket'").pluck().get() as number;
  return `TT-${String(n).padStart(6, "0")}`;
}

export interface NewTicket {
  userId: string;
  class: "ticket" | "request";
  kind: Kind;
  description: string;
  severity: Severity | null;
  related: RelatedEntity | null;
  attachment: Attachment | null;
  createdAt: number;
  /** false: seeded history that keeps its status (advanceTickets leaves it). Default true. */
  followsClock?: boolean;
}

/** Inserts a ticket in "acknowledged" (history starts with it) and answers its id. */
export function insertTicket(db: Database, t: NewTicket): string {
  return db.transaction(() => insertTicketNow(db, t))();
}

function insertTicketNow(db: Database, t: NewTicket): string {
  const id = nextId(db);
  stmt(
    db,
    `INSERT INTO tt_ticket (id, user_id, class, kind, description, severity, related_role, related_id, related_type,
      attachment_name, attachment_mime, attachment_size, status, created_at, updated_at, clock)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'acknowledged', ?, ?, ?)`,
  ).run(
    id,
    t.userId,
    t.class,
    t.kind,
    t.description,
    t.severity,
    t.related?.role ?? null,
    t.related?.id ?? null,
    t.related?.["@referredType"] ?? null,
    t.attachment?.name ?? null,
    t.attachment?.mimeType ?? null,
    t.attachment?.size ?? null,
    t.createdAt,
    t.createdAt,
    t.followsClock === false ? 0 : 1,
  );
  addStatusChange(db, id, "acknowledged", t.createdAt, null);
  return id;
}

function addStatusChange(db: Database, id: string, status: Status, at: number, reason: string | null): void {
  const seq = (stmt(db, "SELECT COALESCE(MAX(seq), 0) FROM tt_status_change WHERE ticket_id = ?").pluck().get(id) as number) + 1;
  stmt(db, "INSERT INTO tt_status_change (ticket_id, seq, status, at, reason) VALUES (?, ?, ?, ?, ?)").run(id, seq, status, at, reason);
}

/** Moves a ticket to `status` at `at`, recording the change. */
export function setStatus(db: Database, id: string, status: Status, at: number, reason: string | null = null): void {
  stmt(db, "UPDATE tt_ticket SET status = ?, updated_at = ? WHERE id = ?").run(status, at, id);
  addStatusChange(db, id, status, at, reason);
}

export function getTicket(db: Database, id: string): TicketRecord | null {
  const r = stmt(db, "SELECT * FROM tt_ticket WHERE id = ?").get(id) as Row | undefined;
  return r ? toRecord(r) : null;
}

export function historyOf(db: Database, id: string): StatusChange[] {
  return stmt(db, "SELECT status, at, reason FROM tt_status_change WHERE ticket_id = ? ORDER BY seq").all(id) as StatusChange[];
}

export interface ListFilter {
  status?: Status;
  kind?: Kind;
  from?: number;
  /** Exclusive upper bound (ms). */
  to?: number;
  offset: number;
  limit: number;
}

/** The caller's tickets and requests, newest first, with the total before paging. */
export function listTickets(db: Database, userId: string, f: ListFilter): { items: TicketRecord[]; total: number } {
  const where = ["user_id = ?"];
  const args: (string | number)[] = [userId];
  const add = (clause: string, value: string | number) => {
    where.push(clause);
    args.push(value);
  };
  if (f.status) add("status = ?", f.status);
  if (f.kind) add("kind = ?", f.kind);
  if (f.from !== undefined) add("created_at >= ?", f.from);
  if (f.to !== undefined) add("created_at < ?", f.to);
  const clause = where.join(" AND ");
  const total = db
    .prepare(`SELECT COUNT(*) FROM tt_ticket WHERE ${clause}`)
    .pluck()
    .get(...args) as number;
  const rows = db
    .prepare(`SELECT * FROM tt_ticket WHERE ${clause} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, f.limit, f.offset) as Row[];
  return { items: rows.map(toRecord), total };
}

export function countOpenTickets(db: Database, userId: string): number {
  const marks = OPEN_STATUSES.map(() => "?").join(", ");
  return db
    .prepare(`SELECT COUNT(*) FROM tt_ticket WHERE user_id = ? AND class = 'ticket' AND status IN (${marks})`)
    .pluck()
    .get(userId, ...OPEN_STATUSES) as number;
}

/** Brings every ticket's status up to the clock: tickets acknowledged → inProgress → resolved, requests → completed. */
export function advanceTickets(db: Database, now: number): void {
  const due = stmt(
    db,
    `SELECT id, class, status, created_at FROM tt_ticket
      WHERE clock = 1 AND ((class = 'ticket' AND ((status = 'acknowledged' AND created_at + ? <= ?) OR (status = 'inProgress' AND created_at + ? <= ?)))
         OR (class = 'request' AND status = 'acknowledged' AND created_at + ? <= ?))`,
  ).all(TICKET_IN_PROGRESS_AFTER_MS, now, TICKET_RESOLVED_AFTER_MS, now, REQUEST_COMPLETED_AFTER_MS, now) as {
    id: string;
    class: "ticket" | "request";
    status: Status;
    created_at: number;
  }[];
  if (due.length === 0) return;
  db.transaction(() => {
    for (const t of due) {
      if (t.class === "request") {
        setStatus(db, t.id, "completed", t.created_at + REQUEST_COMPLETED_AFTER_MS);
        continue;
      }
      if (t.status === "acknowledged") setStatus(db, t.id, "inProgress", t.created_at + TICKET_IN_PROGRESS_AFTER_MS);
      if (t.created_at + TICKET_RESOLVED_AFTER_MS <= now) setStatus(db, t.id, "resolved", t.created_at + TICKET_RESOLVED_AFTER_MS);
    }
  })();
}
