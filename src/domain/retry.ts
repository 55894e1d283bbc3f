// SPEC §9 "Data-fetch defaults: ... 3 retries, exponential delay capped at 30 s", for failures a retry can cure
// (errors/errorClasses.ts); issue 12: with the gateway down, the outage screen shows within 25 s of the first failure.
import { DATA_FETCH_DEFAULTS } from "./constants";
import { isRetryable } from "./errors/errorClasses";

/** Issue 12: the longest a page may keep retrying before it says the service is unavailable. */
export const OUTAGE_WITHIN_MS = 25_000;

/** Delay before retry number `attempt` (0-based): 1 s, 2 s, 4 s, … never above 30 s. */
export function retryDelayMs(attempt: number): number {
  const n = Math.max(0, Math.floor(attempt));
  return Math.min(1000 * 2 ** n, DATA_FETCH_DEFAULTS.retryDelayCapMs);
}

/** Whether a failed fetch should be tried again (attempts already failed, 0-based). */
export function shouldRetry(failureCount: number, retries: number = DATA_FETCH_DEFAULTS.retries): boolean {
  return failureCount < retries;
}

/** The default rule of every query: retries left, and a failure a retry can cure. */
export function shouldRetryError(failureCount: number, error: unknown): boolean {
  return shouldRetry(failureCount) && isRetryable(error);
}

export interface RetryBudget {
  /** Time since the first failure of this fetch. */
  sinceFirstFailureMs: number;
  /** The longest one attempt can take before it fails (the client's timeout). */
  attemptTimeoutMs: number;
  budgetMs?: number;
}

/**
 * The default rule, plus: a retry only when it can still fail within the budget after the first failure (its delay
 * and a whole attempt included), so a page that waits on the gateway says it is down within OUTAGE_WITHIN_MS whether
 * the gateway refuses at once or lets every attempt time out.
 */
export function shouldRetryWithin(failureCount: number, error: unknown, budget: RetryBudget): boolean {
  const limit = budget.budgetMs ?? OUTAGE_WITHIN_MS;
  const worstEnd = budget.sinceFirstFailureMs + retryDelayMs(failureCount) + budget.attemptTimeoutMs;
  return shouldRetryError(failureCount, error) && worstEnd <= limit;
}
