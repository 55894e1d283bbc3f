// Reading and writing the permissions store (migrations.ts): permissions with their privileges, the company's web
// users (the identities of a customer), and the seed — Acme's chooser holds the administrator right on the company's
// three accounts (one permission, no end), plus a couple of grants to other personas.
import type { Database } from "better-sqlite3";
import { stmt } from "../../db";
import { endOfDayRo } from "../../../../src/domain/permissions/validity";
import type { AssetType, PrivilegeAction } from "../../../../src/domain/permissions/model";
import { getUser, listIdentities, type IdentityRecord, type UserRecord } from "../identity/store";

export interface PrivilegeRecord {
  assetType: AssetType;
  assetId: string;
  action: PrivilegeAction;
}

export interface PermissionRecord {
  id: string;
  customerId: string;
  userId: string;
  granterId: string;
  startAt: number;
  endAt: number | null;
  createdAt: number;
  updatedAt: number;
  revokedAt: number | null;
  privileges: PrivilegeRecord[];
}

interface PermissionRow {
  id: string;
  customer_id: string;
  user_id: string;
  granter_id: string;
  start_at: number;
  end_at: number | null;
  created_at: number;
  updated_at: number;
  revoked_at: number | null;
}

interface PrivilegeRow {
  asset_type: AssetType;
  asset_id: string;
  action: PrivilegeAction;
}

const ACTION_ORDER: readonly PrivilegeAction[] = ["viewBills", "pay", "order", "barUnbar", "administer"];

function privilegesOf(db: Database, id: string): PrivilegeRecord[] {
  const rows = stmt(db, "SELECT asset_type, asset_id, action FROM pm_privileges WHERE permission_id = ?").all(id) as PrivilegeRow[];
  return rows
    .map((r) => ({ assetType: r.asset_type, assetId: r.asset_id, action: r.action }))
    .sort(
      (a, b) =>
        a.assetType.localeCompare(b.assetType) ||
        a.assetId.localeCompare(b.assetId) ||
        ACTION_ORDER.indexOf(a.action) - ACTION_ORDER.indexOf(b.action),
    );
}

const toRecord = (db: Database, r: PermissionRow): PermissionRecord => ({
  id: r.id,
  customerId: r.customer_id,
  userId: r.user_id,
  granterId: r.granter_id,
  startAt: r.start_at,
  endAt: r.end_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  revokedAt: r.revoked_at,
  privileges: privilegesOf(db, r.id),
});

/** A permission by id, revoked or not; null when unknown. */
export function permissionById(db: Database, id: string): PermissionRecord | null {
  const r = stmt(db, "SELECT * FROM pm_permissions WHERE id = ?").get(id) as PermissionRow | undefined;
  return r ? toRecord(db, r) : null;
}

/** The company's standing (not revoked) permissions, oldest first; of one user when `userId` is given. */
export function livePermissions(db: Database, customerId: string, userId?: string): PermissionRecord[] {
  const rows = (
    userId === undefined
      ? stmt(db, "SELECT * FROM pm_permissions WHERE customer_id = ? AND revoked_at IS NULL ORDER BY seq").all(customerId)
      : stmt(db, "SELECT * FROM pm_permissions WHERE customer_id = ? AND user_id = ? AND revoked_at IS NULL ORDER BY seq").all(
          customerId,
          userId,
        )
  ) as PermissionRow[];
  return rows.map((r) => toRecord(db, r));
}

export interface NewPermission {
  customerId: string;
  userId: string;
  granterId: string;
  startAt: number;
  endAt: number | null;
  privileges: PrivilegeRecord[];
}

function writePrivileges(db: Database, id: string, privileges: readonly PrivilegeRecord[]): void {
  stmt(db, "DELETE FROM pm_privileges WHERE permission_id = ?").run(id);
  const insert = stmt(db, "INSERT OR IGNORE INTO pm_privileges (permission_id, asset_type, asset_id, action) VALUES (?, ?, ?, ?)");
  for (const p of privileges) insert.run(id, p.assetType, p.assetId, p.action);
}

/** Stores a new permission (ids perm-0001, perm-0002, … in order of creation). */
export function insertPermission(db: Database, p: NewPermission, at: number): PermissionRecord {
  const seq = ((stmt(db, "SELECT MAX(seq) FROM pm_permissions").pluck().get() as number | null) ?? 0) + 1;
  const id = `perm-${String(seq).padStart(4, "0")}`;
  stmt(
    db,
    `INSERT INTO pm_permissions (id, seq, customer_id, user_id, granter_id, start_at, end_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, seq, p.customerId, p.userId, p.granterId, p.startAt, p.endAt, at, at);
  writePrivileges(db, id, p.privileges);
  return permissionById(db, id) as PermissionRecord;
}

export function updatePermission(
  db: Database,
  id: string,
  change: { startAt: number; endAt: number | null; privileges: readonly PrivilegeRecord[] },
  at: number,
): PermissionRecord {
  stmt(db, "UPDATE pm_permissions SET start_at = ?, end_at = ?, updated_at = ? WHERE id = ?").run(change.startAt, change.endAt, at, id);
  writePrivileges(db, id, change.privileges);
  return permissionById(db, id) as PermissionRecord;
}

export function revokePermission(db: Database, id: string, at: number): void {
  stmt(db, "UPDATE pm_permissions SET revoked_at = ?, updated_at = ? WHERE id = ? AND revoked_at IS NULL").run(at, at, id);
}

export interface CompanyUserRecord {
  user: UserRecord;
  /** The user's identity on the company (its role, its own line). */
  identity: IdentityRecord;
}

/** Role order of the users' list: the administrator first, then by reach. */
const ROLE_ORDER = ["Chooser", "DelegatedChooser", "AuthorizedPerson", "TechnicalChooser", "PowerUser", "SubUser", "User"];
const rank = (role: string) => (ROLE_ORDER.includes(role) ? ROLE_ORDER.indexOf(role) : ROLE_ORDER.length);

export const userName = (u: UserRecord): string => `${u.profile.firstName} ${u.profile.lastName}`.trim() || u.username;

/** The company's web users: every user with an identity of the customer (released identities left out). */
export function companyUsers(db: Database, customerId: string): CompanyUserRecord[] {
  const ids = stmt(db, "SELECT DISTINCT user_id FROM id_identities WHERE json_extract(data, '$.customerId') = ?")
    .pluck()
    .all(customerId) as string[];
  const users: CompanyUserRecord[] = [];
  for (const id of ids) {
    const user = getUser(db, id);
    const identity = listIdentities(db, id).find((i) => i.customerId === customerId);
    if (user && identity) users.push({ user, identity });
  }
  return users.sort((a, b) => rank(a.identity.role) - rank(b.identity.role) || userName(a.user).localeCompare(userName(b.user), "ro"));
}

const ACME = "CUST-EBU-5000";
const CHOOSER = "usr-007";
const SEEDED: readonly Omit<NewPermission, "customerId" | "granterId">[] = [
  {
    // The company's administrator: the right on each of its accounts, since the contract (no end).
    userId: CHOOSER,
    startAt: Date.UTC(2021, 2, 1, 7, 0),
    endAt: null,
    privileges: ["500000501", "500000502", "500000503"].map((ban) => ({ assetType: "ban", assetId: ban, action: "administer" })),
  },
  {
    // business.authorized also sees and pays the bills of the third account.
    userId: "usr-009",
    startAt: Date.UTC(2026, 0, 12, 8, 0),
    endAt: endOfDayRo("2027-06-30"),
    privileges: [
      { assetType: "ban", assetId: "500000503", action: "viewBills" },
      { assetType: "ban", assetId: "500000503", action: "pay" },
    ],
  },
  {
    // business.power orders for and blocks the SIM of a colleague's line on the first account.
    userId: "usr-011",
    startAt: Date.UTC(2026, 0, 20, 9, 30),
    endAt: endOfDayRo("2026-12-31"),
    privileges: [
      { assetType: "msisdn", assetId: "0729100007", action: "order" },
      { assetType: "msisdn", assetId: "0729100007", action: "barUnbar" },
    ],
  },
];

export function seedPermissions(db: Database): void {
  for (const p of SEEDED) insertPermission(db, { ...p, customerId: ACME, granterId: CHOOSER }, p.startAt);
}
