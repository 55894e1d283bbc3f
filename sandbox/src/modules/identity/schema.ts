// Identity tables: users (SSO accounts), their contact roles ("identities") and product inventory.
import type { Migration } from "../module";

export const IDENTITY_MIGRATIONS: Migration[] = [
  {
    id: "identity-001-users",
    sql: `
      CREATE TABLE id_users (
        id            TEXT PRIMARY KEY,
        username      TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        profile       TEXT NOT NULL              -- JSON: Persona without identities
      );
      CREATE TABLE id_identities (
        id            TEXT PRIMARY KEY,
        user_id       TEXT NOT NULL REFERENCES id_users (id),
        position      INTEGER NOT NULL,
        ban           TEXT,
        role          TEXT NOT NULL,
        customer_type TEXT NOT NULL,
        msisdn        TEXT,                      -- resource value when it is a mobile number
        data          TEXT NOT NULL              -- JSON: PersonaIdentity without products
      );
      CREATE INDEX id_identities_user ON id_identities (user_id, position);
      CREATE INDEX id_identities_msisdn ON id_identities (msisdn);
      CREATE TABLE customer_products (
        id                  TEXT PRIMARY KEY,
        identity_id         TEXT NOT NULL REFERENCES id_identities (id),
        product_offering_id TEXT NOT NULL,
        data                TEXT NOT NULL        -- JSON: PersonaProduct
      );
      CREATE INDEX customer_products_identity ON customer_products (identity_id);
    `,
  },
];
