// The account routes' state (accountRoutes.ts): releasing one of a web user's identities (SPEC §7 "disassociate
// roles") and restoring them (the sandbox lever, accountAdmin.ts). A released identity keeps its row (its products and
// pending orders still point at it) but is no longer listed for the user (store.ts skips acct_released_identities), the
// user's ssoRoles lose a role no remaining identity holds, and every token acting as it is revoked.
import type { Database } from "better-sqlite3";
import type { Role } from "../../auth/roles";
import { stmt } from "../../db";
import type { SandboxContext } from "../module";
import { getUser, listIdentities, type IdentityRecord } from "./store";

function setSsoRoles(db: Database, userId: string, roles: Role[]): void {
  const user = getUser(db, userId);
  if (!user) return;
  stmt(db, "UPDATE id_users SET profile = ? WHERE id = ?").run(JSON.stringify({ ...user.profile, ssoRoles: roles }), userId);
}

/** Releases `target` from `userId`; answers the identities left. Runs in one transaction. */
export function releaseIdentity(ctx: SandboxContext, userId: string, target: IdentityRecord): IdentityRecord[] {
  return ctx.db.transaction(() => {
    const user = getUser(ctx.db, userId);
    const before = user?.profile.ssoRoles ?? [];
    stmt(ctx.db, "INSERT INTO acct_released_identities (identity_id, user_id, released_at, sso_roles_before) VALUES (?, ?, ?, ?)").run(
      target.id,
      userId,
      ctx.now(),
      JSON.stringify(before),
    );
    const left = listIdentities(ctx.db, userId);
    const held = new Set(left.map((i) => i.role));
    setSsoRoles(
      ctx.db,
      userId,
      before.filter((r) => held.has(r)),
    );
    // Sessions acting as the released identity (another tab, another device) end: they must sign in again.
    stmt(ctx.db, "UPDATE auth_tokens SET revoked_at = ? WHERE identity_id = ? AND revoked_at IS NULL").run(ctx.now(), target.id);
    stmt(ctx.db, "DELETE FROM acct_share_codes WHERE identity_id = ?").run(target.id);
    return left;
  })();
}

/** Sandbox lever: gives the user back every identity released from them, with their ssoRoles as before; the count. */
export function restoreIdentities(ctx: SandboxContext, userId: string): number {
  return ctx.db.transaction(() => {
    const first = stmt(
      ctx.db,
      "SELECT sso_roles_before FROM acct_released_identities WHERE user_id = ? ORDER BY released_at, rowid LIMIT 1",
    )
      .pluck()
      .get(userId) as string | undefined;
    if (first === undefined) return 0;
    const restored = stmt(ctx.db, "DELETE FROM acct_released_identities WHERE user_id = ?").run(userId).changes;
    setSsoRoles(ctx.db, userId, JSON.parse(first) as Role[]);
    return restored;
  })();
}

/** SPEC §7 "share-code" (ours: a code the customer reads to a support agent): the live one, else a new one. */
export function shareCodeOf(ctx: SandboxContext, userId: string, identityId: string, ttlMs: number, mint: () => string) {
  return ctx.db.transaction(() => {
    const now = ctx.now();
    const live = stmt(ctx.db, "SELECT code, expires_at FROM acct_share_codes WHERE user_id = ? AND identity_id = ? AND expires_at > ?").get(
      userId,
      identityId,
      now,
    ) as { code: string; expires_at: number } | undefined;
    if (live) return { code: live.code, expiresAt: live.expires_at };
    const code = mint();
    stmt(ctx.db, "INSERT OR REPLACE INTO acct_share_codes (user_id, identity_id, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)").run(
      userId,
      identityId,
      code,
      now,
      now + ttlMs,
    );
    return { code, expiresAt: now + ttlMs };
  })();
}
