// Session levers for tests: age a user's access tokens or kill their refresh tokens without waiting
// for the clock, so the site's refresh and session-expiry paths can be driven on demand.
import { stmt } from "../../db";
import type { SandboxContext } from "../module";
import { findUserByUsername } from "../identity/store";

/** Marks every live access token of the user as expired now; refresh tokens stay usable. Null for an unknown user. */
export function expireAccessTokens(ctx: SandboxContext, username: string): number | null {
  return ctx.db.transaction(() => {
    const user = findUserByUsername(ctx.db, username);
    if (!user) return null;
    const now = ctx.now();
    return stmt(
      ctx.db,
      "UPDATE auth_tokens SET expires_at = ? WHERE user_id = ? AND kind = 'access' AND revoked_at IS NULL AND expires_at > ?",
    ).run(now, user.id, now).changes;
  })();
}

/** Revokes every live refresh token of the user; access tokens run until they expire. Null for an unknown user. */
export function revokeRefreshTokens(ctx: SandboxContext, username: string): number | null {
  return ctx.db.transaction(() => {
    const user = findUserByUsername(ctx.db, username);
    if (!user) return null;
    const now = ctx.now();
    return stmt(
      ctx.db,
      "UPDATE auth_tokens SET revoked_at = ? WHERE user_id = ? AND kind = 'refresh' AND revoked_at IS NULL AND expires_at > ?",
    ).run(now, user.id, now).changes;
  })();
}
