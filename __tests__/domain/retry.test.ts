import { retryDelayMs, shouldRetry } from "../../src/domain/retry";
import { DATA_FETCH_DEFAULTS } from "../../src/domain/constants";

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
