// The assets a chooser granted a web user for one privilege, valid at a given instant (TMF672 Permission: a user's
// privileges on named assets for a validity period). Other business routes call it (e.g. bar/unbar: a user granted
// "barUnbar" on a number may block it) and hand the answer to companyScope(request, refusals, grants).
import type { Database } from "better-sqlite3";
import { stmt } from "../../db";
import type { GrantedAsset } from "../../auth/companyScope";

/** The privileges a grant carries on a line or an account, besides the administrator right "administer". */
export type GrantPrivilege = "viewBills" | "pay" | "order" | "barUnbar";

interface AssetRow {
  asset_type: "msisdn" | "ban";
  asset_id: string;
}

// "administer" on an account includes every other privilege on it (decisions-permissions.md "Administer includes").
const ACTIVE = `SELECT DISTINCT v.asset_type, v.asset_id FROM pm_permissions p
  JOIN pm_privileges v ON v.permission_id = p.id
  WHERE p.user_id = ? AND p.revoked_at IS NULL AND p.start_at <= ? AND (p.end_at IS NULL OR p.end_at >= ?)
    AND v.action IN (?, 'administer')
  ORDER BY v.asset_type, v.asset_id`;

/** The assets granted to `userId` for `privilege` whose validity covers `at` (ms since epoch; ctx.now()). */
export function activeGrants(db: Database, userId: string, privilege: GrantPrivilege, at: number): GrantedAsset[] {
  const rows = stmt(db, ACTIVE).all(userId, at, at, privilege) as AssetRow[];
  return rows.map((r) => ({ type: r.asset_type, id: r.asset_id }));
}
