// Consents per party (customer + the person signed in) and purpose: the truth both privacy back ends write, its
// history, and the GDPR settings API's read cache. A purpose with no row is off: nothing is granted until the person
// grants it. Only a change is recorded (granting what is granted records nothing).
import type { Database } from "better-sqlite3";
import { stmt } from "../../db";
import { PERSONAS } from "../../seed/personas";
import { GDPR_GROUPS, PURPOSES, SEED_PURPOSE, type GdprGroup } from "./purposes";

export interface Party {
  customerId: string;
  userId: string;
}

export type Channel = "dxl-gdpr" | "party-management" | "seed";

export interface Consents {
  /** Every purpose of the catalogue, in its order. */
  granted: Record<string, boolean>;
  /** Of the last change; null when the party never changed anything. */
  lastUpdated: number | null;
}

export interface ConsentChange {
  purpose: string;
  granted: boolean;
}

export interface HistoryEntry extends ConsentChange {
  seq: number;
  at: number;
  channel: Channel;
}

/**
 * How long the GDPR settings API may answer from its cache after the value it holds was read: a change made meanwhile
 * shows only after this, or at once with ?skipCache=true (SPEC §7 "GET (with ?skipCache)").
 */
export const GDPR_CACHE_TTL_MS = 3 * 60_000;

/** When the personas' seeded consents were given. */
const SEEDED_AT = Date.UTC(2025, 8, 1, 9, 0);

export function consentsOf(db: Database, party: Party): Consents {
  const rows = stmt(db, "SELECT purpose, granted FROM pv_consents WHERE customer_id = ? AND user_id = ?").all(
    party.customerId,
    party.userId,
  ) as { purpose: string; granted: number }[];
  const stored = new Map(rows.map((r) => [r.purpose, r.granted === 1]));
  const granted: Record<string, boolean> = {};
  for (const p of PURPOSES) granted[p.id] = stored.get(p.id) ?? false;
  const last = stmt(db, "SELECT MAX(at) FROM pv_history WHERE customer_id = ? AND user_id = ?")
    .pluck()
    .get(party.customerId, party.userId) as number | null;
  return { granted, lastUpdated: last ?? null };
}

/** Applies the wanted values; records and returns only those that change. Run inside a transaction by the caller. */
export function applyConsents(db: Database, party: Party, wanted: readonly ConsentChange[], at: number, channel: Channel): ConsentChange[] {
  const current = consentsOf(db, party).granted;
  const changed = wanted.filter((w) => current[w.purpose] !== w.granted);
  const upsert = stmt(db, "INSERT OR REPLACE INTO pv_consents (customer_id, user_id, purpose, granted, since) VALUES (?, ?, ?, ?, ?)");
  const log = stmt(db, "INSERT INTO pv_history (customer_id, user_id, purpose, granted, at, channel) VALUES (?, ?, ?, ?, ?, ?)");
  for (const c of changed) {
    upsert.run(party.customerId, party.userId, c.purpose, c.granted ? 1 : 0, at);
    log.run(party.customerId, party.userId, c.purpose, c.granted ? 1 : 0, at, channel);
  }
  return changed;
}

export function historyOf(db: Database, party: Party): HistoryEntry[] {
  const rows = stmt(db, "SELECT seq, purpose, granted, at, channel FROM pv_history WHERE customer_id = ? AND user_id = ? ORDER BY seq").all(
    party.customerId,
    party.userId,
  ) as { seq: number; purpose: string; granted: number; at: number; channel: Channel }[];
  return rows.map((r) => ({ seq: r.seq, purpose: r.purpose, granted: r.granted === 1, at: r.at, channel: r.channel }));
}

export type CacheOutcome = "hit" | "miss" | "bypass";

/**
 * The GDPR settings API's read: its cached copy while younger than GDPR_CACHE_TTL_MS (a change saved meanwhile is not in
 * it), else — or with skipCache — the stored consents, which then become the cached copy. A save does not touch it.
 */
export function cachedConsents(db: Database, party: Party, now: number, skipCache: boolean): { consents: Consents; cache: CacheOutcome } {
  if (!skipCache) {
    const row = stmt(db, "SELECT snapshot, cached_at FROM pv_gdpr_cache WHERE customer_id = ? AND user_id = ?").get(
      party.customerId,
      party.userId,
    ) as { snapshot: string; cached_at: number } | undefined;
    if (row && now - row.cached_at < GDPR_CACHE_TTL_MS) return { consents: JSON.parse(row.snapshot) as Consents, cache: "hit" };
  }
  const consents = consentsOf(db, party);
  stmt(db, "INSERT OR REPLACE INTO pv_gdpr_cache (customer_id, user_id, snapshot, cached_at) VALUES (?, ?, ?, ?)").run(
    party.customerId,
    party.userId,
    JSON.stringify(consents),
    now,
  );
  return { consents, cache: skipCache ? "bypass" : "miss" };
}

/**
 * SPEC §3 gdprAttributes for user info: a group's flag is true while at least one of its purposes is granted (the
 * per-purpose answer is the GDPR settings API's). No customer (no identity): nothing granted.
 */
export function gdprAttributesOf(db: Database, customerId: string | null, userId: string | null): Record<GdprGroup, boolean> {
  const granted = customerId && userId ? consentsOf(db, { customerId, userId }).granted : {};
  const any = (group: GdprGroup) => PURPOSES.some((p) => p.group === group && granted[p.id] === true);
  return { gdprBasic: any("gdprBasic"), gdprAdvanced: any("gdprAdvanced") };
}

/** Each persona's seeded gdprAttributes, for every customer it is a contact of: a set flag grants its group's SEED_PURPOSE. */
export function seedPrivacy(db: Database): void {
  for (const persona of PERSONAS) {
    const wanted = GDPR_GROUPS.filter((g) => persona.gdpr[g]).map((g) => ({ purpose: SEED_PURPOSE[g], granted: true }));
    for (const customerId of new Set(persona.identities.map((i) => i.customerId))) {
      applyConsents(db, { customerId, userId: persona.id }, wanted, SEEDED_AT, "seed");
    }
  }
}
