// Read access to users, identities (contact roles) and product inventory; later gateway modules use it too.
import type { Database } from "better-sqlite3";
import { stmt } from "../../db";
import type { Persona, PersonaIdentity, PersonaProduct } from "../../seed/personas";

export type UserProfile = Omit<Persona, "identities">;

export interface UserRecord {
  id: string;
  username: string;
  passwordHash: string;
  profile: UserProfile;
}

interface UserRow {
  id: string;
  username: string;
  password_hash: string;
  profile: string;
}

const toUser = (r: UserRow | undefined): UserRecord | null =>
  r ? { id: r.id, username: r.username, passwordHash: r.password_hash, profile: JSON.parse(r.profile) as UserProfile } : null;

export function findUserByUsername(db: Database, username: string): UserRecord | null {
  return toUser(stmt(db, "SELECT * FROM id_users WHERE username = ?").get(username) as UserRow | undefined);
}

export function getUser(db: Database, id: string): UserRecord | null {
  return toUser(stmt(db, "SELECT * FROM id_users WHERE id = ?").get(id) as UserRow | undefined);
}

export function listProducts(db: Database, identityId: string): PersonaProduct[] {
  const rows = stmt(db, "SELECT data FROM customer_products WHERE identity_id = ? ORDER BY id").pluck().all(identityId) as string[];
  return rows.map((d) => JSON.parse(d) as PersonaProduct);
}

export interface IdentityRecord extends PersonaIdentity {
  userId: string;
}

interface IdentityRow {
  user_id: string;
  data: string;
}

const toIdentity = (db: Database, r: IdentityRow | undefined): IdentityRecord | null => {
  if (!r) return null;
  const data = JSON.parse(r.data) as Omit<PersonaIdentity, "products">;
  return { ...data, userId: r.user_id, products: listProducts(db, data.id) };
};

/** Identities released from their web user (accountStore.ts, SPEC §7 "disassociate roles") are no longer theirs. */
const NOT_RELEASED = "id NOT IN (SELECT identity_id FROM acct_released_identities)";

export function listIdentities(db: Database, userId: string): IdentityRecord[] {
  const rows = stmt(db, `SELECT user_id, data FROM id_identities WHERE user_id = ? AND ${NOT_RELEASED} ORDER BY position`).all(
    userId,
  ) as IdentityRow[];
  return rows.map((r) => toIdentity(db, r) as IdentityRecord);
}

export function getIdentity(db: Database, id: string): IdentityRecord | null {
  return toIdentity(
    db,
    stmt(db, `SELECT user_id, data FROM id_identities WHERE id = ? AND ${NOT_RELEASED}`).get(id) as IdentityRow | undefined,
  );
}

export function findIdentityByMsisdn(db: Database, msisdn: string): IdentityRecord | null {
  return toIdentity(
    db,
    stmt(db, `SELECT user_id, data FROM id_identities WHERE msisdn = ? AND ${NOT_RELEASED} ORDER BY position LIMIT 1`).get(msisdn) as
      IdentityRow | undefined,
  );
}
