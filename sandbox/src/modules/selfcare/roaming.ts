// The roaming service of each line (docs/services-contract.md "Product inventory": roaming is on when the inventory
// holds an active RoamingService product). Kept in sc_roaming and shown by the inventory as a product; seeded on for
// hybrid.owner and business.chooser's own number, off for everyone else.
import type { Database } from "better-sqlite3";
import { stmt } from "../../db";

export interface RoamingRow {
  msisdn: string;
  identityId: string;
  productId: string;
  startedAt: number;
}

const SEEDED_ON: readonly RoamingRow[] = [
  { msisdn: "0722000301", identityId: "idn-005", productId: "prd-005-1-roaming", startedAt: Date.UTC(2025, 5, 1) },
  { msisdn: "0728000501", identityId: "idn-007", productId: "prd-007-1-roaming", startedAt: Date.UTC(2025, 8, 15) },
];

export function seedRoaming(db: Database): void {
  const insert = db.prepare("INSERT INTO sc_roaming (msisdn, identity_id, product_id, started_at) VALUES (?, ?, ?, ?)");
  for (const r of SEEDED_ON) insert.run(r.msisdn, r.identityId, r.productId, r.startedAt);
}

interface Row {
  msisdn: string;
  identity_id: string;
  product_id: string;
  started_at: number;
}

const toRoaming = (r: Row): RoamingRow => ({
  msisdn: r.msisdn,
  identityId: r.identity_id,
  productId: r.product_id,
  startedAt: r.started_at,
});

export function roamingOf(db: Database, msisdn: string): RoamingRow | null {
  const row = stmt(db, "SELECT * FROM sc_roaming WHERE msisdn = ?").get(msisdn) as Row | undefined;
  return row ? toRoaming(row) : null;
}

export function setRoamingOn(db: Database, r: RoamingRow): void {
  stmt(db, "INSERT OR REPLACE INTO sc_roaming (msisdn, identity_id, product_id, started_at) VALUES (?, ?, ?, ?)").run(
    r.msisdn,
    r.identityId,
    r.productId,
    r.startedAt,
  );
}

export function setRoamingOff(db: Database, msisdn: string): void {
  stmt(db, "DELETE FROM sc_roaming WHERE msisdn = ?").run(msisdn);
}
