// The permissions store (TMF672 Permission): one row per permission — a user, its granter and its validity — and its
// privileges in pm_privileges, each an action on one asset (a line or an account). A revoked permission keeps its row
// (revoked_at) so a repeated DELETE is idempotent and the history stays readable.
import type { Migration } from "../module";

export const PERMISSIONS_MIGRATIONS: Migration[] = [
  {
    id: "permissions-001-grants",
    sql: `
      CREATE TABLE pm_permissions (
        id          TEXT PRIMARY KEY,
        seq         INTEGER NOT NULL UNIQUE,         -- order of creation; the id's number
        customer_id TEXT NOT NULL,                   -- the company (fleet) whose assets the privileges are on
        user_id     TEXT NOT NULL,                   -- id_users.id of the web user the privileges are given to
        granter_id  TEXT NOT NULL,                   -- id_users.id of the chooser who granted them
        start_at    INTEGER NOT NULL,                -- validFor.startDateTime, ms since epoch
        end_at      INTEGER,                         -- validFor.endDateTime (inclusive); NULL: no end
        created_at  INTEGER NOT NULL,
        updated_at  INTEGER NOT NULL,
        revoked_at  INTEGER                          -- NULL while the permission stands
      );
      CREATE INDEX pm_permissions_user ON pm_permissions (user_id, revoked_at);
      CREATE INDEX pm_permissions_customer ON pm_permissions (customer_id, revoked_at);
      CREATE TABLE pm_privileges (
        permission_id TEXT NOT NULL REFERENCES pm_permissions (id) ON DELETE CASCADE,
        asset_type    TEXT NOT NULL CHECK (asset_type IN ('msisdn', 'ban')),
        asset_id      TEXT NOT NULL,
        action        TEXT NOT NULL CHECK (action IN ('viewBills', 'pay', 'order', 'barUnbar', 'administer')),
        PRIMARY KEY (permission_id, asset_type, asset_id, action)
      );
      CREATE INDEX pm_privileges_asset ON pm_privileges (asset_type, asset_id);
    `,
  },
];
