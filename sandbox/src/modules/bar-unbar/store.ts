// The SIM bar state of every mobile line (SPEC §7 "Bar/unbar"; /tmp contract "bar-unbar"): one row per line, seeded
// "active" for every persona's mobile lines, plus the history of bar/unbar actions. A line with no row (one added after
// the seed, e.g. by a registration) counts as active until its first action. Rows carry the customer and BAN so the
// business routes of SPEC §7 (GET /list?owner, GET /count, POST /list/{id}/{action}) can list and count a company's
// SIMs from this table alone (index bu_sims_customer).
import type { Database } from "better-sqlite3";
import { stmt } from "../../db";
import { PERSONAS } from "../../seed/personas";
import type { Migration } from "../module";

/** ANCOM's temporary suspension (a lost or stolen phone) is "barred"; otherwise "active". */
export type SimState = "active" | "barred";
export type BarAction = "bar" | "unbar";
export const BAR_ACTIONS: readonly BarAction[] = ["bar", "unbar"];

export const BAR_UNBAR_MIGRATIONS: Migration[] = [
  {
    id: "bar-unbar-001-sims",
    sql: `
      CREATE TABLE bu_sims (
        msisdn        TEXT PRIMARY KEY,
        customer_id   TEXT NOT NULL,
        ban           TEXT NOT NULL,
        target_system TEXT NOT NULL,             -- the line's billing system: BSCS (postpaid, hybrid) or PPS (prepaid)
        state         TEXT NOT NULL CHECK (state IN ('active', 'barred')),
        changed_at    INTEGER,                   -- NULL: as seeded, never changed
        changed_by    TEXT                       -- id_users.id of who changed it last
      );
      CREATE INDEX bu_sims_customer ON bu_sims (customer_id, ban);
      CREATE TABLE bu_actions (
        seq         INTEGER PRIMARY KEY AUTOINCREMENT,
        msisdn      TEXT NOT NULL,
        action      TEXT NOT NULL CHECK (action IN ('bar', 'unbar')),
        user_id     TEXT NOT NULL,
        identity_id TEXT NOT NULL,
        request_id  TEXT,                        -- the customer request it created (trouble-ticket store), if any
        at          INTEGER NOT NULL
      );
      CREATE INDEX bu_actions_line ON bu_actions (msisdn, at);
    `,
  },
];

export interface SimLineRef {
  msisdn: string;
  customerId: string;
  ban: string;
  targetSystem: string;
}

export interface SimRecord extends SimLineRef {
  state: SimState;
  /** null while the line is as seeded. */
  changedAt: number | null;
}

/** Every persona's mobile lines (products with a number that are not fixed services), each once. */
export function seededLines(): SimLineRef[] {
  const lines = new Map<string, SimLineRef>();
  for (const p of PERSONAS) {
    for (const i of p.identities) {
      if (!i.ban || i.isFixed || i.isNonVdf) continue;
      for (const product of i.products) {
        if (!product.msisdn || product.targetSystem === "UPC" || lines.has(product.msisdn)) continue;
        lines.set(product.msisdn, { msisdn: product.msisdn, customerId: i.customerId, ban: i.ban, targetSystem: product.targetSystem });
      }
    }
  }
  return [...lines.values()];
}

export function seedSims(db: Database): void {
  const insert = db.prepare(
    "INSERT OR IGNORE INTO bu_sims (msisdn, customer_id, ban, target_system, state, changed_at, changed_by) VALUES (?, ?, ?, ?, 'active', NULL, NULL)",
  );
  for (const l of seededLines()) insert.run(l.msisdn, l.customerId, l.ban, l.targetSystem);
}

interface Row {
  msisdn: string;
  customer_id: string;
  ban: string;
  target_system: string;
  state: SimState;
  changed_at: number | null;
}

const toRecord = (r: Row): SimRecord => ({
  msisdn: r.msisdn,
  customerId: r.customer_id,
  ban: r.ban,
  targetSystem: r.target_system,
  state: r.state,
  changedAt: r.changed_at,
});

/** The line's record; a line never stored is active as of now. */
export function simOf(db: Database, line: SimLineRef): SimRecord {
  const r = stmt(db, "SELECT * FROM bu_sims WHERE msisdn = ?").get(line.msisdn) as Row | undefined;
  return r ? toRecord(r) : { ...line, state: "active", changedAt: null };
}

export interface ActionInput {
  line: SimLineRef;
  action: BarAction;
  userId: string;
  identityId: string;
  at: number;
}

/** Sets the line's state for the action and records it; returns the action's sequence number. Call in a transaction. */
export function applyAction(db: Database, a: ActionInput): number {
  const state: SimState = a.action === "bar" ? "barred" : "active";
  stmt(
    db,
    `INSERT INTO bu_sims (msisdn, customer_id, ban, target_system, state, changed_at, changed_by) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (msisdn) DO UPDATE SET state = excluded.state, changed_at = excluded.changed_at, changed_by = excluded.changed_by`,
  ).run(a.line.msisdn, a.line.customerId, a.line.ban, a.line.targetSystem, state, a.at, a.userId);
  const info = stmt(db, "INSERT INTO bu_actions (msisdn, action, user_id, identity_id, request_id, at) VALUES (?, ?, ?, ?, NULL, ?)").run(
    a.line.msisdn,
    a.action,
    a.userId,
    a.identityId,
    a.at,
  );
  return Number(info.lastInsertRowid);
}

export function linkRequest(db: Database, seq: number, requestId: string): void {
  stmt(db, "UPDATE bu_actions SET request_id = ? WHERE seq = ?").run(requestId, seq);
}
