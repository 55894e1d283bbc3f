// The outbox: every SMS and e-mail the sandbox "sent". Read by tests through GET /sandbox/outbox.
import type { Database } from "better-sqlite3";
import { normalizeMsisdn } from "./codes";

export interface OutboxMessage {
  id: number;
  channel: string;
  to: string;
  subject: string | null;
  text: string;
  code: string | null;
  createdAt: string;
}

interface Row {
  id: number;
  channel: string;
  destination: string;
  subject: string | null;
  text: string;
  code: string | null;
  created_at: number;
}

/** Newest first; `to` matches a normalised msisdn or an e-mail address (case-insensitive). */
export function readOutbox(db: Database, to?: string, limit = 50): OutboxMessage[] {
  const dest = to === undefined ? undefined : to.includes("@") ? to.toLowerCase() : (normalizeMsisdn(to) ?? to);
  const rows = (
    dest === undefined
      ? db.prepare("SELECT * FROM outbox ORDER BY id DESC LIMIT ?").all(limit)
      : db.prepare("SELECT * FROM outbox WHERE destination = ? ORDER BY id DESC LIMIT ?").all(dest, limit)
  ) as Row[];
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.destination,
    subject: r.subject,
    text: r.text,
    code: r.code,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export function clearOutbox(db: Database): number {
  return db.prepare("DELETE FROM outbox").run().changes;
}
