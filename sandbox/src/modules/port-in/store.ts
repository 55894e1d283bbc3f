// Port-in store (issue 28): the numbers of other networks the sandbox knows (the national portability database's
// answer: which operator holds a number), the short-lived port-in tokens a validated SMS code gives, and the port-in
// orders whose state follows the clock (advancePortIns runs before every request, module.ts beforeRequest; each move
// is dated when it became due, never Date.now()):
//   acknowledged (filed) → PORT_IN_TIMING.donorAnswerAfterMs later the donor answers: rejected with one of ANCOM's three
//   reasons, or inProgress (validated; the porting window is set) → completed at the end of the porting window on the
//   porting date (PORT_IN_TIMING window 04:00–07:00 Romania time; ANCOM a5: at most 3 h without service).
import { randomBytes } from "node:crypto";
import type { Database } from "better-sqlite3";
import { DONOR_REFUSAL_CODES, type DonorRefusal } from "../../../../src/domain/portIn/donorRefusals";
import type { DonorOperatorId, PortInRequest, SubscriptionType } from "../../../../src/domain/portIn/portInRequest";
import { bucharestInstant } from "../../../../src/domain/usage/bucharestTime";
import { stmt } from "../../db";
import { fleetLine } from "../../seed/fleet";
import { seededLines } from "../bar-unbar/store";
import { findIdentityByMsisdn } from "../identity/store";
import type { Migration, SandboxContext } from "../module";

export const PORT_IN_TIMING = {
  /** ANCOM a5: the donor answers within 1 working day; the sandbox answers an hour after filing. */
  donorAnswerAfterMs: 60 * 60 * 1000,
  /** The porting window on the porting date, Romania's wall clock (hours). */
  windowStartHour: 4,
  windowEndHour: 7,
  /** A validated SMS code gives a port-in token valid this long, for one order. */
  tokenTtlMs: 30 * 60 * 1000,
} as const;

/** A number of another network: its operator, the subscription type there and the proof the donor checks. */
export interface DonorNumber {
  msisdn: string;
  operator: DonorOperatorId;
  type: SubscriptionType;
  iccid: string | null;
  clientCode: string | null;
  /** The donor refuses whatever is sent (documented seeds of the three ANCOM reasons). */
  refusal: DonorRefusal | null;
}

const n = (
  msisdn: string,
  operator: DonorOperatorId,
  type: SubscriptionType,
  proof: string,
  refusal: DonorRefusal | null = null,
): DonorNumber => ({
  msisdn,
  operator,
  type,
  iccid: type === "prepaid" ? proof : null,
  clientCode: type === "postpaid" ? proof : null,
  refusal,
});

/** The seeded numbers of other networks (contract: /tmp/issue28/contract-portin.md "Seeded numbers"). */
export const DONOR_NUMBERS: readonly DonorNumber[] = [
  n("0745100001", "ORANGE", "prepaid", "8940100000000000016"),
  n("0745100002", "ORANGE", "postpaid", "CL45100002"),
  n("0744000701", "ORANGE", "postpaid", "CL44000701"), // nonvf.user's own number
  n("0766200001", "TELEKOM", "prepaid", "89403000000000000109"),
  n("0766200002", "TELEKOM", "postpaid", "TK66200002"),
  n("0770300001", "DIGI", "prepaid", "8940200000000000031"),
  n("0770300002", "DIGI", "postpaid", "DG70300002"),
  n("0751400001", "LYCAMOBILE", "prepaid", "8940600000000000045"),
  n("0745100091", "ORANGE", "postpaid", "CL45100091", "requestIncomplete"),
  n("0766200092", "TELEKOM", "prepaid", "8940100000000000925", "identityMismatch"),
  n("0770300093", "DIGI", "prepaid", "8940300000000000931", "numberNotInService"),
  // In otc's unreachable block (07999999xx): the SMS code cannot be sent (cannot_send_sms).
  n("0799999901", "LYCAMOBILE", "prepaid", "8940500000000000996"),
];

export const PORT_IN_MIGRATIONS: Migration[] = [
  {
    id: "port-in-001",
    sql: `
      CREATE TABLE portin_numbers (
        msisdn      TEXT PRIMARY KEY,
        operator    TEXT NOT NULL,
        type        TEXT NOT NULL CHECK (type IN ('prepaid', 'postpaid')),
        iccid       TEXT,
        client_code TEXT,
        refusal     TEXT CHECK (refusal IN (${DONOR_REFUSAL_CODES.map((c) => `'${c}'`).join(", ")}))
      );
      CREATE TABLE portin_tokens (
        token       TEXT PRIMARY KEY,
        msisdn      TEXT NOT NULL,
        owner       TEXT NOT NULL,
        created_at  INTEGER NOT NULL,
        expires_at  INTEGER NOT NULL,
        used_at     INTEGER
      );
      CREATE TABLE portin_orders (
        seq           INTEGER PRIMARY KEY AUTOINCREMENT,
        id            TEXT NOT NULL UNIQUE,
        owner         TEXT NOT NULL,
        msisdn        TEXT NOT NULL,
        operator      TEXT NOT NULL,
        type          TEXT NOT NULL,
        iccid         TEXT,
        client_code   TEXT,
        porting_date  TEXT NOT NULL,
        asap          INTEGER NOT NULL,
        provisional   INTEGER NOT NULL,
        offering_id   TEXT,
        state         TEXT NOT NULL,
        refusal       TEXT,
        created_at    INTEGER NOT NULL
      );
      CREATE INDEX portin_orders_owner ON portin_orders (owner, seq);
      CREATE INDEX portin_orders_msisdn ON portin_orders (msisdn, state);
      CREATE TABLE portin_history (
        order_id TEXT NOT NULL,
        state    TEXT NOT NULL,
        at       INTEGER NOT NULL
      );
    `,
  },
  {
    // Issue 28 step 3: the paid shop order a port-in belongs to, and the sandbox's fast-forward lever (fastForward.ts):
    // when the donor answer and the completion are due, when set (else the timing above).
    id: "port-in-002-related-order-fast-forward",
    sql: `
      ALTER TABLE portin_orders ADD COLUMN related_order TEXT;
      ALTER TABLE portin_orders ADD COLUMN answer_due INTEGER;
      ALTER TABLE portin_orders ADD COLUMN done_due INTEGER;
    `,
  },
];

export function seedPortIn(db: Database): void {
  const insert = db.prepare("INSERT INTO portin_numbers (msisdn, operator, type, iccid, client_code, refusal) VALUES (?, ?, ?, ?, ?, ?)");
  for (const d of DONOR_NUMBERS) insert.run(d.msisdn, d.operator, d.type, d.iccid, d.clientCode, d.refusal);
}

/** The number is already ours: a persona's or a fleet's mobile line, a customer identity's number, or a completed port. */
export function isOurNumber(db: Database, msisdn: string): boolean {
  if (seededLines().some((l) => l.msisdn === msisdn) || fleetLine(msisdn) !== null) return true;
  const identity = findIdentityByMsisdn(db, msisdn);
  if (identity && !identity.isNonVdf && !identity.isFixed) return true;
  return stmt(db, "SELECT 1 FROM portin_orders WHERE msisdn = ? AND state = 'completed'").get(msisdn) !== undefined;
}

interface NumberRow {
  msisdn: string;
  operator: DonorOperatorId;
  type: SubscriptionType;
  iccid: string | null;
  client_code: string | null;
  refusal: DonorRefusal | null;
}

export function donorNumber(db: Database, msisdn: string): DonorNumber | null {
  const r = stmt(db, "SELECT * FROM portin_numbers WHERE msisdn = ?").get(msisdn) as NumberRow | undefined;
  return r ? { msisdn: r.msisdn, operator: r.operator, type: r.type, iccid: r.iccid, clientCode: r.client_code, refusal: r.refusal } : null;
}

export function issueToken(ctx: SandboxContext, msisdn: string, owner: string): { token: string; expiresAt: number } {
  const now = ctx.now();
  const token = `pin_${randomBytes(18).toString("base64url")}`;
  const expiresAt = now + PORT_IN_TIMING.tokenTtlMs;
  stmt(ctx.db, "INSERT INTO portin_tokens (token, msisdn, owner, created_at, expires_at) VALUES (?, ?, ?, ?, ?)").run(
    token,
    msisdn,
    owner,
    now,
    expiresAt,
  );
  return { token, expiresAt };
}

export type TokenProblem = "missing" | "expired" | "used" | "mismatch";

/** Checks a port-in token for this number and owner; on success it is spent (one order per validated code). */
export function spendToken(ctx: SandboxContext, token: string, msisdn: string, owner: string): TokenProblem | null {
  const r = stmt(ctx.db, "SELECT msisdn, owner, expires_at, used_at FROM portin_tokens WHERE token = ?").get(token) as
    { msisdn: string; owner: string; expires_at: number; used_at: number | null } | undefined;
  if (!r) return "missing";
  if (r.msisdn !== msisdn || r.owner !== owner) return "mismatch";
  if (r.used_at !== null) return "used";
  if (r.expires_at <= ctx.now()) return "expired";
  stmt(ctx.db, "UPDATE portin_tokens SET used_at = ? WHERE token = ?").run(ctx.now(), token);
  return null;
}

export type PortInState = "acknowledged" | "inProgress" | "completed" | "rejected" | "cancelled";

export interface PortInOrderRow {
  id: string;
  owner: string;
  msisdn: string;
  operator: DonorOperatorId;
  type: SubscriptionType;
  iccid: string | null;
  client_code: string | null;
  porting_date: string;
  asap: number;
  provisional: number;
  offering_id: string | null;
  state: PortInState;
  refusal: DonorRefusal | null;
  created_at: number;
  related_order: string | null;
  answer_due: number | null;
  done_due: number | null;
}

export const hasOpenPortIn = (db: Database, msisdn: string): boolean =>
  stmt(db, "SELECT 1 FROM portin_orders WHERE msisdn = ? AND state IN ('acknowledged', 'inProgress')").get(msisdn) !== undefined;

export function createOrder(
  ctx: SandboxContext,
  o: { owner: string; request: PortInRequest; portingDate: string; asap: boolean; provisional: boolean; offeringId: string | null },
): string {
  const now = ctx.now();
  const seq = (stmt(ctx.db, "SELECT COALESCE(MAX(seq), 0) + 1 FROM portin_orders").pluck().get() as number) + 7000;
  const id = `PI-${seq}`;
  const r = o.request;
  stmt(
    ctx.db,
    `INSERT INTO portin_orders (id, owner, msisdn, operator, type, iccid, client_code, porting_date, asap, provisional, offering_id, state, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'acknowledged', ?)`,
  ).run(
    id,
    o.owner,
    r.msisdnToPort,
    r.donorOperator,
    r.donorSubscriptionType,
    r.donorSubscriptionType === "prepaid" ? r.iccid : null,
    r.donorSubscriptionType === "postpaid" ? r.donorClientCode : null,
    o.portingDate,
    o.asap ? 1 : 0,
    o.provisional ? 1 : 0,
    o.offeringId,
    now,
  );
  stmt(ctx.db, "INSERT INTO portin_history (order_id, state, at) VALUES (?, 'acknowledged', ?)").run(id, now);
  return id;
}

export const getOrder = (db: Database, id: string): PortInOrderRow | null =>
  (stmt(db, "SELECT * FROM portin_orders WHERE id = ?").get(id) as PortInOrderRow | undefined) ?? null;

export const ordersOf = (db: Database, owner: string): PortInOrderRow[] =>
  stmt(db, "SELECT * FROM portin_orders WHERE owner = ? ORDER BY seq DESC").all(owner) as PortInOrderRow[];

export const historyOf = (db: Database, id: string): { state: PortInState; at: number }[] =>
  stmt(db, "SELECT state, at FROM portin_history WHERE order_id = ? ORDER BY rowid").all(id) as { state: PortInState; at: number }[];

/** The porting window's start and end instants on the porting date. */
export function windowOf(portingDate: string): { start: number; end: number } {
  const [y, m, d] = portingDate.split("-").map(Number);
  return { start: bucharestInstant(y, m, d, PORT_IN_TIMING.windowStartHour), end: bucharestInstant(y, m, d, PORT_IN_TIMING.windowEndHour) };
}

/** What the donor answers: its forced refusal, requestIncomplete for the wrong operator or type, identityMismatch for the
 * wrong ICCID or client code, else null (validated). */
function donorAnswer(db: Database, o: PortInOrderRow): DonorRefusal | null {
  const d = donorNumber(db, o.msisdn);
  if (!d) return "numberNotInService";
  if (d.refusal) return d.refusal;
  if (d.operator !== o.operator || d.type !== o.type) return "requestIncomplete";
  if (o.type === "prepaid" ? d.iccid !== o.iccid : d.clientCode !== o.client_code) return "identityMismatch";
  return null;
}

function move(db: Database, o: PortInOrderRow, state: PortInState, at: number, refusal: DonorRefusal | null = null): void {
  stmt(db, "UPDATE portin_orders SET state = ?, refusal = ? WHERE id = ?").run(state, refusal, o.id);
  stmt(db, "INSERT INTO portin_history (order_id, state, at) VALUES (?, ?, ?)").run(o.id, state, at);
}

export function advancePortIns(ctx: SandboxContext): void {
  const now = ctx.now();
  const open = stmt(ctx.db, "SELECT * FROM portin_orders WHERE state IN ('acknowledged', 'inProgress')").all() as PortInOrderRow[];
  for (const o of open) {
    const answerAt = o.answer_due ?? o.created_at + PORT_IN_TIMING.donorAnswerAfterMs;
    const doneAt = o.done_due ?? windowOf(o.porting_date).end;
    if (o.state === "acknowledged" && answerAt > now) continue;
    if (o.state === "inProgress" && doneAt > now) continue;
    ctx.db.transaction(() => {
      if (o.state === "acknowledged") {
        const refusal = donorAnswer(ctx.db, o);
        if (refusal) return move(ctx.db, o, "rejected", answerAt, refusal);
        move(ctx.db, o, "inProgress", answerAt);
      }
      if (doneAt <= now) move(ctx.db, o, "completed", Math.max(doneAt, answerAt));
    })();
  }
}
