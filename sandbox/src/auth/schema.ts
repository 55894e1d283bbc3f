// Token storage. Core (not a module) because every gateway module checks tokens.
import type { Migration } from "../modules/module";

export const AUTH_MIGRATIONS: Migration[] = [
  {
    id: "core-001-auth-tokens",
    sql: `
      CREATE TABLE auth_tokens (
        token_hash  TEXT PRIMARY KEY,              -- sha256 of the opaque token; the token itself is never stored
        kind        TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
        session_id  TEXT NOT NULL,                 -- one sign-in; logout and refresh reuse revoke all of it
        pair_id     TEXT NOT NULL,                 -- access + refresh issued together
        user_id     TEXT,                          -- null for anonymous and unknown-number OTC sessions
        subject     TEXT,                          -- OTC: the verified msisdn
        client      TEXT NOT NULL,
        provider    TEXT NOT NULL,
        identity_id TEXT,                          -- selected contact role
        issued_at   INTEGER NOT NULL,
        expires_at  INTEGER NOT NULL,
        revoked_at  INTEGER,
        rotated     INTEGER NOT NULL DEFAULT 0     -- refresh token already exchanged (reuse detection)
      );
      CREATE INDEX auth_tokens_session ON auth_tokens (session_id);
      CREATE INDEX auth_tokens_pair ON auth_tokens (pair_id);
    `,
  },
  {
    // BAN switch within one identity (SPEC §7 changedBanId): the BAN the pair acts on; null = the identity's own BAN.
    id: "core-002-auth-tokens-selected-ban",
    sql: "ALTER TABLE auth_tokens ADD COLUMN selected_ban TEXT",
  },
  {
    // Failed sign-in attempts (password per username, one-time code per number) for the attempt limit (attempts.ts).
    // One row per failure; rows older than the window are pruned on the next failure of the same subject.
    id: "core-003-auth-failures",
    sql: `
      CREATE TABLE auth_failures (
        scope     TEXT NOT NULL CHECK (scope IN ('password', 'otc')),
        subject   TEXT NOT NULL,                   -- lower-cased username, or the normalised msisdn
        failed_at INTEGER NOT NULL                 -- sandbox clock, ms
      );
      CREATE INDEX auth_failures_subject ON auth_failures (scope, subject, failed_at);
    `,
  },
  {
    // Extended SSO tokens (convert-token) are marked: the cart refuses base SSO tokens (EXTENDED_LOGIN_REQUIRED).
    id: "core-004-auth-tokens-extended",
    sql: "ALTER TABLE auth_tokens ADD COLUMN extended INTEGER NOT NULL DEFAULT 0",
  },
];
