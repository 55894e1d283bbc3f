// The self-care back ends' tables. Options bought through orders live in the identity module's customer_products (the
// inventory every module reads: userinfo, bills, usage); the roaming switch has its own table, so turning it on or off
// changes neither the bills' service lists nor the userinfo inventory.
import type { Migration } from "../module";

export const SELFCARE_MIGRATIONS: Migration[] = [
  {
    id: "selfcare-001-orders-roaming-costcontrol",
    sql: `
      CREATE TABLE sc_roaming (
        msisdn      TEXT PRIMARY KEY,            -- a line whose roaming service is on
        identity_id TEXT NOT NULL,
        product_id  TEXT NOT NULL UNIQUE,        -- the RoamingService product's id
        started_at  INTEGER NOT NULL
      );
      CREATE TABLE sc_orders (
        seq          INTEGER PRIMARY KEY AUTOINCREMENT,
        id           TEXT NOT NULL UNIQUE,       -- SCO-000001
        category     TEXT NOT NULL CHECK (category IN ('ecare', 'ebill', 'mva')),
        user_id      TEXT NOT NULL,
        identity_id  TEXT NOT NULL,
        customer_id  TEXT NOT NULL,
        msisdn       TEXT NOT NULL,
        items        TEXT NOT NULL,              -- JSON: OrderItem[] (selfcare/orderStore.ts)
        charge_eur   REAL NOT NULL DEFAULT 0,    -- prepaid offers: taken from the credit at completion
        idem_key     TEXT,
        fingerprint  TEXT NOT NULL,              -- the request body, for Idempotency-Key replays
        created_at   INTEGER NOT NULL,
        due_at       INTEGER NOT NULL,           -- created_at + SANDBOX_ORDER_COMPLETION_MS
        settled      TEXT                        -- NULL until the clock passes due_at: completed | failed
      );
      CREATE INDEX sc_orders_due ON sc_orders (settled, due_at);
      CREATE INDEX sc_orders_line ON sc_orders (msisdn, created_at);
      CREATE UNIQUE INDEX sc_orders_idem ON sc_orders (user_id, category, idem_key) WHERE idem_key IS NOT NULL;
      CREATE TABLE sc_credit_charges (
        order_id   TEXT PRIMARY KEY,
        msisdn     TEXT NOT NULL,
        amount_eur REAL NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX sc_credit_charges_line ON sc_credit_charges (msisdn);
      CREATE TABLE sc_cost_control (
        msisdn                  TEXT PRIMARY KEY,
        monthly_limit_eur       INTEGER,         -- NULL = no limit
        alert_threshold_percent INTEGER NOT NULL,
        block_premium_numbers   INTEGER NOT NULL,
        block_roaming_data      INTEGER NOT NULL,
        updated_at              INTEGER NOT NULL
      );
    `,
  },
];
