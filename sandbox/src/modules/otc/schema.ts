// One-time codes, the message outbox tests read them from, and e-mail addresses proven by a code.
import type { Migration } from "../module";

export const OTC_MIGRATIONS: Migration[] = [
  {
    id: "otc-001-codes-outbox",
    sql: `
      CREATE TABLE otc_codes (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        channel     TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
        destination TEXT NOT NULL,
        code        TEXT NOT NULL,
        client      TEXT,
        created_at  INTEGER NOT NULL,
        expires_at  INTEGER NOT NULL,
        consumed_at INTEGER,
        attempts    INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX otc_codes_destination ON otc_codes (channel, destination, created_at);
      CREATE TABLE outbox (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        channel     TEXT NOT NULL,
        destination TEXT NOT NULL,
        subject     TEXT,
        text        TEXT NOT NULL,
        code        TEXT,
        created_at  INTEGER NOT NULL
      );
      CREATE INDEX outbox_destination ON outbox (destination, id);
      CREATE TABLE otc_verified_emails (
        email       TEXT NOT NULL COLLATE NOCASE,
        user_id     TEXT NOT NULL,
        verified_at INTEGER NOT NULL,
        PRIMARY KEY (email, user_id)
      );
    `,
  },
  {
    // Messages with documents (a bill sent by e-mail): JSON [{name, mimeType, size, content (base64)}].
    id: "otc-002-outbox-attachments",
    sql: "ALTER TABLE outbox ADD COLUMN attachments TEXT",
  },
];
