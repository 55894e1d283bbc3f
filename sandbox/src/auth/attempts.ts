// Attempt limits for sign-in: at most `loginMaxFailures` FAILED attempts per subject in any `loginWindowSeconds`
// (a sliding window on the sandbox clock): password sign-in counts per username, one-time-code sign-in per number.
// While the limit is reached the next attempt is refused without checking the password or code: 200 + errorCode
// EC1005 (SPEC §8 "Login/session"). Only failures count; a success clears the subject's failures. Refused attempts
// are not recorded, so the lock lifts when the oldest counted failure leaves the window.
// Stored in SQLite (core-003-auth-failures), not in memory: a restart does not lift a lock, and it is the same
// store (and clock) as the one-time-code send limit. Documented in sandbox/README.md.
import { stmt } from "../db";
import type { SandboxContext } from "../modules/module";

/** SPEC §8 login code the sandbox answers a refused (locked) attempt with. */
export const TOO_MANY_ATTEMPTS = "EC1005";

export type AttemptScope = "password" | "otc";

/** The subject failures are counted for: usernames case-insensitively (the limit cannot be dodged by case). */
export const attemptSubject = (scope: AttemptScope, raw: string): string => (scope === "password" ? raw.trim().toLowerCase() : raw);

function limits(ctx: SandboxContext): { max: number; windowMs: number } | null {
  const max = Math.floor(ctx.config.loginMaxFailures);
  const windowMs = ctx.config.loginWindowSeconds * 1000;
  return max > 0 && windowMs > 0 ? { max, windowMs } : null;
}

/**
 * Seconds until the subject may try again (the oldest failure still counted leaves the window), or 0 when an
 * attempt may be made now.
 */
export function lockedForSeconds(ctx: SandboxContext, scope: AttemptScope, subject: string): number {
  const l = limits(ctx);
  if (!l) return 0;
  const now = ctx.now();
  const since = now - l.windowMs;
  const count = stmt(ctx.db, "SELECT COUNT(*) FROM auth_failures WHERE scope = ? AND subject = ? AND failed_at > ?")
    .pluck()
    .get(scope, subject, since) as number;
  if (count < l.max) return 0;
  // The lock lifts when only max-1 failures remain in the window: when the (count-max+1)-th oldest one leaves it.
  const freeing = stmt(
    ctx.db,
    "SELECT failed_at FROM auth_failures WHERE scope = ? AND subject = ? AND failed_at > ? ORDER BY failed_at LIMIT 1 OFFSET ?",
  )
    .pluck()
    .get(scope, subject, since, count - l.max) as number;
  return Math.max(1, Math.ceil((freeing + l.windowMs - now) / 1000));
}

export function recordFailure(ctx: SandboxContext, scope: AttemptScope, subject: string): void {
  const l = limits(ctx);
  if (!l) return;
  const now = ctx.now();
  ctx.db.transaction(() => {
    stmt(ctx.db, "DELETE FROM auth_failures WHERE scope = ? AND subject = ? AND failed_at <= ?").run(scope, subject, now - l.windowMs);
    stmt(ctx.db, "INSERT INTO auth_failures (scope, subject, failed_at) VALUES (?, ?, ?)").run(scope, subject, now);
  })();
}

/** A successful sign-in: the subject starts again with a full allowance. */
export function clearFailures(ctx: SandboxContext, scope: AttemptScope, subject: string): void {
  stmt(ctx.db, "DELETE FROM auth_failures WHERE scope = ? AND subject = ?").run(scope, subject);
}
