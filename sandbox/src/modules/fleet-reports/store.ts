// Fleet reports (contract "Fleet reports"): one row per report asked for, with its file. The file is made when the report
// is asked for (the lines and their SIM state as they are then) and kept here; the report's state follows the clock
// from its request (index.ts statusAt), so a report is only downloadable once "completed".
import type { Database } from "better-sqlite3";
import { stmt } from "../../db";
import type { Migration } from "../module";
import type { ReportFormat } from "./reportFile";

export const FLEET_REPORT_MIGRATIONS: Migration[] = [
  {
    id: "fleet-reports-001-reports",
    sql: `
      CREATE TABLE fr_reports (
        seq          INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id      TEXT NOT NULL,              -- id_users.id of who asked: the report is theirs alone
        identity_id  TEXT NOT NULL,
        customer_id  TEXT NOT NULL,
        bans         TEXT NOT NULL,              -- JSON array, in the fleet's order
        period_from  TEXT NOT NULL,              -- YYYY-MM
        period_to    TEXT NOT NULL,
        format       TEXT NOT NULL CHECK (format IN ('csv', 'xlsx')),
        line_count   INTEGER NOT NULL,
        requested_at INTEGER NOT NULL,
        file_name    TEXT NOT NULL,
        file         BLOB NOT NULL
      );
      CREATE INDEX fr_reports_user ON fr_reports (user_id, requested_at);
    `,
  },
];

export interface ReportRecord {
  id: string;
  userId: string;
  customerId: string;
  bans: string[];
  from: string;
  to: string;
  format: ReportFormat;
  lineCount: number;
  requestedAt: number;
  fileName: string;
  fileSize: number;
}

export type NewReport = Omit<ReportRecord, "id" | "fileSize"> & { identityId: string; file: Buffer };

const PREFIX = "FR-";
const idOf = (seq: number) => `${PREFIX}${String(seq).padStart(6, "0")}`;
const seqOf = (id: string): number | null => (/^FR-\d{6,}$/.test(id) ? Number(id.slice(PREFIX.length)) : null);

interface Row {
  seq: number;
  user_id: string;
  customer_id: string;
  bans: string;
  period_from: string;
  period_to: string;
  format: ReportFormat;
  line_count: number;
  requested_at: number;
  file_name: string;
  file_size: number;
}

const toRecord = (r: Row): ReportRecord => ({
  id: idOf(r.seq),
  userId: r.user_id,
  customerId: r.customer_id,
  bans: JSON.parse(r.bans) as string[],
  from: r.period_from,
  to: r.period_to,
  format: r.format,
  lineCount: r.line_count,
  requestedAt: r.requested_at,
  fileName: r.file_name,
  fileSize: r.file_size,
});

/** Stores the report; answers its id. Call in a transaction (with the limit's count). */
export function insertReport(db: Database, r: NewReport): string {
  const info = stmt(
    db,
    `INSERT INTO fr_reports (user_id, identity_id, customer_id, bans, period_from, period_to, format, line_count, requested_at, file_name, file)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    r.userId,
    r.identityId,
    r.customerId,
    JSON.stringify(r.bans),
    r.from,
    r.to,
    r.format,
    r.lineCount,
    r.requestedAt,
    r.fileName,
    r.file,
  );
  return idOf(Number(info.lastInsertRowid));
}

const COLUMNS =
  "seq, user_id, customer_id, bans, period_from, period_to, format, line_count, requested_at, file_name, length(file) AS file_size";

export function reportById(db: Database, id: string): ReportRecord | null {
  const seq = seqOf(id);
  if (seq === null) return null;
  const r = stmt(db, `SELECT ${COLUMNS} FROM fr_reports WHERE seq = ?`).get(seq) as Row | undefined;
  return r ? toRecord(r) : null;
}

export function reportFile(db: Database, id: string): Buffer | null {
  const seq = seqOf(id);
  const r = seq === null ? undefined : (stmt(db, "SELECT file FROM fr_reports WHERE seq = ?").get(seq) as { file: Buffer } | undefined);
  return r ? r.file : null;
}

/** The user's reports asked for after `since` (those still being generated when `since` = now − generation time). */
export function reportsSince(db: Database, userId: string, since: number): number {
  return (stmt(db, "SELECT count(*) AS n FROM fr_reports WHERE user_id = ? AND requested_at > ?").get(userId, since) as { n: number }).n;
}
