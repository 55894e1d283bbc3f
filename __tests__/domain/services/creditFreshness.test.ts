import { ELIGIBILITY_STALE_MS, PREPAID_CREDIT_STALE_MS } from "../../../src/domain/constants";
import { isCreditFresh, isEligibilityFresh, isFresh, msUntilStale, readingAgeMs } from "../../../src/domain/services/creditFreshness";

const t0 = Date.parse("2026-05-01T10:00:00Z");

describe("SPEC §9 prepaid credit fresh for 5 minutes", () => {
  it("uses the constants of 5 minutes and 5 seconds", () => {
    expect(PREPAID_CREDIT_STALE_MS).toBe(300_000);
    expect(ELIGIBILITY_STALE_MS).toBe(5_000);
  });
  it("is fresh under 5 minutes, stale at and after", () => {
    expect(isCreditFresh(t0, t0)).toBe(true);
    expect(isCreditFresh(t0, t0 + 299_999)).toBe(true);
    expect(isCreditFresh(t0, t0 + 300_000)).toBe(false);
    expect(isCreditFresh(t0, t0 + 3_600_000)).toBe(false);
  });
  it("reads Dates and ISO texts", () => {
    expect(isCreditFresh(new Date(t0), "2026-05-01T10:04:00Z")).toBe(true);
    expect(isCreditFresh("2026-05-01T10:00:00Z", new Date("2026-05-01T10:05:01Z"))).toBe(false);
  });
  it("is not fresh without a time, with an unreadable one, or read after now", () => {
    expect(isCreditFresh(null, t0)).toBe(false);
    expect(isCreditFresh(undefined, t0)).toBe(false);
    expect(isCreditFresh("", t0)).toBe(false);
    expect(isCreditFresh("yesterday", t0)).toBe(false);
    expect(isCreditFresh(Number.NaN, t0)).toBe(false);
    expect(isCreditFresh(t0, null)).toBe(false);
    expect(isCreditFresh(t0 + 1000, t0)).toBe(false);
  });
});

describe("SPEC §9 eligibility checks fresh for 5 seconds", () => {
  it("is fresh under 5 seconds, stale at 5", () => {
    expect(isEligibilityFresh(t0, t0 + 4_999)).toBe(true);
    expect(isEligibilityFresh(t0, t0 + 5_000)).toBe(false);
    expect(isEligibilityFresh(null, t0)).toBe(false);
  });
});

describe("reading age and time to stale", () => {
  it("age in ms, null when unknown or in the future", () => {
    expect(readingAgeMs(t0, t0 + 42)).toBe(42);
    expect(readingAgeMs(t0 + 1, t0)).toBeNull();
    expect(readingAgeMs("x", t0)).toBeNull();
  });
  it("time until stale, 0 when already stale or unknown", () => {
    expect(msUntilStale(t0, t0 + 1_000, PREPAID_CREDIT_STALE_MS)).toBe(299_000);
    expect(msUntilStale(t0, t0 + 400_000, PREPAID_CREDIT_STALE_MS)).toBe(0);
    expect(msUntilStale(null, t0, ELIGIBILITY_STALE_MS)).toBe(0);
  });
  it("any limit", () => {
    expect(isFresh(t0, t0 + 10, 11)).toBe(true);
    expect(isFresh(t0, t0 + 11, 11)).toBe(false);
  });
});
