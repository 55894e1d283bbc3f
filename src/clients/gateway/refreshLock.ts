// One token refresh at a time across the browser's tabs. The gateway rotates refresh tokens and treats a reused one as
// theft (the whole session is revoked), so two tabs that wake up with the same expired pair must not both refresh:
// the second waits for the first, then finds the new pair in storage and uses it (refresh.ts).
// Web Locks are in every current browser (Chromium, Firefox, Safari ≥ 15.4) on secure origins, 127.0.0.1 included; a
// lock is released when its tab closes or crashes. Where the API is missing, each tab refreshes on its own, as before.

export const REFRESH_LOCK_NAME = "aria-token-refresh";

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

function lockManager(): LockManagerLike | null {
  if (typeof navigator === "undefined") return null;
  const locks = (navigator as Navigator & { locks?: LockManagerLike }).locks;
  return locks && typeof locks.request === "function" ? locks : null;
}

/** Runs `task` holding the browser-wide refresh lock, or at once where there are no locks. */
export function withRefreshLock<T>(task: () => Promise<T>, locks: LockManagerLike | null = lockManager()): Promise<T> {
  return locks ? locks.request(REFRESH_LOCK_NAME, task) : task();
}
