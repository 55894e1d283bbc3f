// SPEC §9 "Data-fetch defaults: ... 3 retries, exponential delay capped at 30 s".
import { DATA_FETCH_DEFAULTS } from "./constants";

/** Delay before retry number `attempt` (0-based): 1 s, 2 s, 4 s, … never above 30 s. */
export function retryDelayMs(attempt: number): number {
  const n = Math.max(0, Math.floor(attempt));
  return Math.min(1000 * 2 ** n, DATA_FETCH_DEFAULTS.retryDelayCapMs);
}

/** Whether a failed fetch should be tried again (attempts already failed, 0-based). */
export function shouldRetry(failureCount: number, retries: number = DATA_FETCH_DEFAULTS.retries): boolean {
  return failureCount < retries;
}
