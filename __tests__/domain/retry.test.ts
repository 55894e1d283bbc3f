import { OUTAGE_WITHIN_MS, retryDelayMs, shouldRetry, shouldRetryError, shouldRetryWithin } from "../../src/domain/retry";
import { DATA_FETCH_DEFAULTS } from "../../src/domain/constants";

const down = { kind: "http", status: 503 };
const refused = { kind: "http", status: 403 };

describe("SPEC §9 data-fetch retries", () => {
  it("retries 3 times", () => {
    expect(DATA_FETCH_DEFAULTS.retries).toBe(3);
    expect([0, 1, 2, 3].map((n) => shouldRetry(n))).toEqual([true, true, true, false]);
  });
  it("waits exponentially longer, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(retryDelayMs(5)).toBe(30000);
    expect(retryDelayMs(50)).toBe(30000);
  });
});

describe("issue 12: only failures a retry can cure are retried", () => {
  it("a 503 is retried 3 times, a 403 or a malformed answer never", () => {
    expect([0, 1, 2, 3].map((n) => shouldRetryError(n, down))).toEqual([true, true, true, false]);
    expect(shouldRetryError(0, refused)).toBe(false);
    expect(shouldRetryError(0, { kind: "invalid_response", status: 200 })).toBe(false);
    expect(shouldRetryError(0, { kind: "network" })).toBe(true);
  });
});

describe("issue 12: with the gateway down the outage shows within 25 s of the first failure", () => {
  const timeoutMs = 20_000;

  /** Simulates a fetch whose every attempt fails after `attemptMs`; returns when it gives up, after the first failure. */
  function giveUpAfter(attemptMs: number): number {
    let clock = attemptMs; // the first attempt failed here
    const firstFailure = clock;
    for (let failures = 1; ; failures++) {
      const retry = shouldRetryWithin(failures - 1, down, { sinceFirstFailureMs: clock - firstFailure, attemptTimeoutMs: timeoutMs });
      if (!retry) return clock - firstFailure;
      clock += retryDelayMs(failures - 1) + attemptMs;
    }
  }

  it("refused at once (connection refused, 503): a few retries, then the outage, well within the budget", () => {
    expect(OUTAGE_WITHIN_MS).toBe(25_000);
    const after = giveUpAfter(50);
    expect(after).toBeLessThanOrEqual(OUTAGE_WITHIN_MS);
    expect(after).toBeGreaterThan(0); // it did retry
  });

  it.each([1_000, 5_000, 10_000, 19_999, 20_000])("every attempt hangs for %i ms: still within 25 s", (attemptMs) => {
    expect(giveUpAfter(attemptMs)).toBeLessThanOrEqual(OUTAGE_WITHIN_MS);
  });

  it("never retries what the default rule would not", () => {
    expect(shouldRetryWithin(0, refused, { sinceFirstFailureMs: 0, attemptTimeoutMs: 1 })).toBe(false);
    expect(shouldRetryWithin(3, down, { sinceFirstFailureMs: 0, attemptTimeoutMs: 1 })).toBe(false);
  });
});
