// Tables of the account routes (accountRoutes.ts): identities released from their web user (disassociate roles), and
// the short-lived share codes. Part of the identity module's migrations: store.ts reads the first one.
import type { Migration } from "../module";

export const ACCOUNT_MIGRATIONS: Migration[] = [
  {
    id: "identity-account-001-released-and-share-codes",
    sql: `
      CREATE TABLE acct_released_identities (
        identity_id      TEXT PRIMARY KEY REFERENCES id_identities (id),
        user_id          TEXT NOT NULL,
        released_at      INTEGER NOT NULL,          -- sandbox clock, ms
        sso_roles_before TEXT NOT NULL              -- JSON: the user's ssoRoles before the release (restore lever)
      );
      CREATE TABLE acct_share_codes (
        user_id     TEXT NOT NULL,
        identity_id TEXT NOT NULL,
        code        TEXT NOT NULL,
        created_at  INTEGER NOT NULL,
        expires_at  INTEGER NOT NULL,
        PRIMARY KEY (user_id, identity_id)
      );
    `,
  },
];
