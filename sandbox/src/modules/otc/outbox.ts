// The outbox: every SMS and e-mail the sandbox "sent". Read by tests through GET /sandbox/outbox (by number or
// e-mail address); an e-mail may carry documents (a bill), listed in `attachments` and downloadable from
// GET /sandbox/outbox/{id}/attachments/{index}.
import type { Database } from "better-sqlite3";
import { normalizeMsisdn } from "./codes";

export interface Attachment {
  name: string;
  mimeType: string;
  content: Buffer;
}

export interface AttachmentInfo {
  name: string;
  mimeType: string;
  size: number;
}

export interface OutboxMessage {
  id: number;
  channel: string;
  to: string;
  subject: string | null;
  text: string;
  code: string | null;
  attachments: AttachmentInfo[];
  createdAt: string;
}

interface Row {
  id: number;
  channel: string;
  destination: string;
  subject: string | null;
  text: string;
  code: string | null;
  attachments: string | null;
  created_at: number;
}

interface StoredAttachment extends AttachmentInfo {
  content: string;
}

const attachmentsOf = (r: Pick<Row, "attachments">): StoredAttachment[] =>
  r.attachments ? (JSON.parse(r.attachments) as StoredAttachment[]) : [];

/** An e-mail (no code) to one address, with documents; returns the message id. */
export function sendEmail(db: Database, now: number, m: { to: string; subject: string; text: string; attachments?: Attachment[] }): number {
  const attachments = (m.attachments ?? []).map((a) => ({
    name: a.name,
    mimeType: a.mimeType,
    size: a.content.length,
    content: a.content.toString("base64"),
  }));
  return Number(
    db
      .prepare(
        "INSERT INTO outbox (channel, destination, subject, text, code, attachments, created_at) VALUES ('email', ?, ?, ?, NULL, ?, ?)",
      )
      .run(m.to.toLowerCase(), m.subject, m.text, attachments.length ? JSON.stringify(attachments) : null, now).lastInsertRowid,
  );
}

/** The bytes of a message's attachment, or null. */
export function readAttachment(db: Database, id: number, index: number): Attachment | null {
  const r = db.prepare("SELECT attachments FROM outbox WHERE id = ?").get(id) as Pick<Row, "attachments"> | undefined;
  const a = r ? attachmentsOf(r)[index] : undefined;
  return a ? { name: a.name, mimeType: a.mimeType, content: Buffer.from(a.content, "base64") } : null;
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
    attachments: attachmentsOf(r).map(({ name, mimeType, size }) => ({ name, mimeType, size })),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export function clearOutbox(db: Database): number {
  return db.prepare("DELETE FROM outbox").run().changes;
}
