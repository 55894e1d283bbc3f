// The privacy back ends' tables: the current consent per party and purpose (a purpose with no row is off), every
// change in order (the history TMF644 agreements are read from), and the GDPR settings API's read cache.
import type { Migration } from "../module";

export const PRIVACY_MIGRATIONS: Migration[] = [
  {
    id: "privacy-001-consents-history-cache",
    sql: `
      CREATE TABLE pv_consents (
        customer_id TEXT NOT NULL,
        user_id     TEXT NOT NULL,              -- the person who consents (the SSO user), within that customer
        purpose     TEXT NOT NULL,
        granted     INTEGER NOT NULL CHECK (granted IN (0, 1)),
        since       INTEGER NOT NULL,           -- when the current value was set
        PRIMARY KEY (customer_id, user_id, purpose)
      );
      CREATE TABLE pv_history (
        seq         INTEGER PRIMARY KEY AUTOINCREMENT,
        customer_id TEXT NOT NULL,
        user_id     TEXT NOT NULL,
        purpose     TEXT NOT NULL,
        granted     INTEGER NOT NULL CHECK (granted IN (0, 1)),
        at          INTEGER NOT NULL,
        channel     TEXT NOT NULL               -- dxl-gdpr | party-management | seed
      );
      CREATE INDEX pv_history_party ON pv_history (customer_id, user_id, seq);
      CREATE TABLE pv_gdpr_cache (
        customer_id TEXT NOT NULL,
        user_id     TEXT NOT NULL,
        snapshot    TEXT NOT NULL,              -- JSON: Consents (store.ts)
        cached_at   INTEGER NOT NULL,
        PRIMARY KEY (customer_id, user_id)
      );
    `,
  },
];
