import {
  billingCycleParams,
  buildUsageQuery,
  DEFAULT_USAGE_SORT,
  USAGE_RANGE_MAX_DAYS,
  usageDateRange,
  usageOffset,
  usageSortKey,
  type UsageQueryInput,
} from "../../../src/domain/usage/usageQuery";
import { USAGE_PAGE_SIZE } from "../../../src/domain/constants";

const base: UsageQueryInput = {
  customerId: "CUST-1",
  mainSubscriptionProductId: "PROD-1",
  billEventType: "unbilled",
  period: { kind: "dateRange", from: "2026-03-28", to: "2026-03-30" },
};

describe("SPEC §9 usage page size 10: offsets of 1-based pages", () => {
  it("page 1 → 0, page 3 → 20", () => {
    expect(USAGE_PAGE_SIZE).toBe(10);
    expect(usageOffset(1)).toBe(0);
    expect(usageOffset(3)).toBe(20);
  });
  it("anything that is not a page ≥ 1 is page 1; fractions are floored", () => {
    expect(usageOffset(0)).toBe(0);
    expect(usageOffset(-4)).toBe(0);
    expect(usageOffset(Number.NaN)).toBe(0);
    expect(usageOffset("2")).toBe(0);
    expect(usageOffset(2.9)).toBe(10);
  });
});

describe("SPEC §7 usage: sort key", () => {
  it("newest first by default; '-' marks descending", () => {
    expect(DEFAULT_USAGE_SORT).toEqual({ field: "date", direction: "desc" });
    expect(usageSortKey()).toBe("-date");
    expect(usageSortKey({ field: "amount", direction: "asc" })).toBe("amount");
    expect(usageSortKey({ field: "duration", direction: "desc" })).toBe("-duration");
  });
  it("an unknown field falls back to the date", () => {
    expect(usageSortKey({ field: "x" as never, direction: "asc" })).toBe("date");
  });
});

describe("SPEC §7 usage: date range → the window [first day 00:00, day after the last 00:00) with the Bucharest offset of each end", () => {
  it("across the March change: +02:00 at the start, +03:00 at the end", () => {
    expect(usageDateRange("2026-03-28", "2026-03-30")).toEqual({
      ok: true,
      startDateTime: "2026-03-28T00:00:00+02:00",
      endDateTime: "2026-03-31T00:00:00+03:00",
    });
  });
  it("across the October change: +03:00 at the start, +02:00 at the end", () => {
    expect(usageDateRange("2026-10-24", "2026-10-26")).toEqual({
      ok: true,
      startDateTime: "2026-10-24T00:00:00+03:00",
      endDateTime: "2026-10-27T00:00:00+02:00",
    });
  });
  it("the change days themselves: a 23-hour and a 25-hour day (docs/services-contract.md example)", () => {
    expect(usageDateRange("2026-03-29", "2026-03-29")).toMatchObject({
      startDateTime: "2026-03-29T00:00:00+02:00",
      endDateTime: "2026-03-30T00:00:00+03:00",
    });
    expect(usageDateRange("2026-10-25", "2026-10-25")).toMatchObject({
      startDateTime: "2026-10-25T00:00:00+03:00",
      endDateTime: "2026-10-26T00:00:00+02:00",
    });
  });
  it("the day after a month's or a year's last day is the next month's first", () => {
    expect(usageDateRange("2026-01-31", "2026-01-31")).toMatchObject({ endDateTime: "2026-02-01T00:00:00+02:00" });
    expect(usageDateRange("2026-12-31", "2026-12-31")).toMatchObject({ endDateTime: "2027-01-01T00:00:00+02:00" });
    expect(usageDateRange("2028-02-28", "2028-02-28")).toMatchObject({ endDateTime: "2028-02-29T00:00:00+02:00" });
  });
  it("trims the days", () => {
    expect(usageDateRange(" 2026-01-05 ", "2026-01-06")).toMatchObject({ ok: true, startDateTime: "2026-01-05T00:00:00+02:00" });
  });
  it("empty or missing days are required", () => {
    expect(usageDateRange("", undefined)).toEqual({ ok: false, errors: { from: "dateRequired", to: "dateRequired" } });
    expect(usageDateRange("  ", "2026-01-01")).toEqual({ ok: false, errors: { from: "dateRequired" } });
  });
  it("malformed or impossible days are invalid", () => {
    expect(usageDateRange("2026-02-30", "2026-03-01")).toEqual({ ok: false, errors: { from: "dateInvalid" } });
    expect(usageDateRange("2026-03-01", "1.03.2026")).toEqual({ ok: false, errors: { to: "dateInvalid" } });
    expect(usageDateRange("2026-3-1", "2026-13-01")).toEqual({ ok: false, errors: { from: "dateInvalid", to: "dateInvalid" } });
    expect(usageDateRange(20260301, "2026-03-02")).toEqual({ ok: false, errors: { from: "dateRequired" } });
  });
  it("an end before the start is a reversed range (under 'to')", () => {
    expect(usageDateRange("2026-03-30", "2026-03-28")).toEqual({ ok: false, errors: { to: "rangeReversed" } });
  });
  it(`refuses more than ${USAGE_RANGE_MAX_DAYS} days, both ends counted`, () => {
    expect(USAGE_RANGE_MAX_DAYS).toBe(93);
    // 2026-01-01 + 92 days = 2026-04-03: 93 days inclusive.
    expect(usageDateRange("2026-01-01", "2026-04-03").ok).toBe(true);
    expect(usageDateRange("2026-01-01", "2026-04-04")).toEqual({ ok: false, errors: { to: "rangeTooLong" } });
  });
});

describe("SPEC §7 usage: billing cycle year, instance and day", () => {
  it("gives year and instance, and the day when given", () => {
    expect(billingCycleParams({ year: 2026, instance: 5 })).toEqual({ "billingCycle.year": "2026", "billingCycle.instance": "5" });
    expect(billingCycleParams({ year: 2026, instance: 5, day: 12 })).toEqual({
      "billingCycle.year": "2026",
      "billingCycle.instance": "5",
      "billingCycle.day": "12",
    });
    expect(billingCycleParams({ year: 2026, instance: 5, day: null })).toEqual({
      "billingCycle.year": "2026",
      "billingCycle.instance": "5",
    });
  });
  it("refuses a year, instance or day out of range or not whole", () => {
    expect(billingCycleParams({ year: 1999, instance: 1 })).toBeNull();
    expect(billingCycleParams({ year: 2026, instance: 0 })).toBeNull();
    expect(billingCycleParams({ year: 2026, instance: 13 })).toBeNull();
    expect(billingCycleParams({ year: 2026, instance: 1.5 })).toBeNull();
    expect(billingCycleParams({ year: "2026", instance: 1 })).toBeNull();
    expect(billingCycleParams({ year: 2026, instance: 1, day: 32 })).toBeNull();
    expect(billingCycleParams({ year: 2026, instance: 1, day: 0 })).toBeNull();
  });
});

describe("SPEC §7 GET /dxl-nb-usage-management/usage query", () => {
  it("a date-range query with every parameter, limit 10 and total true", () => {
    const result = buildUsageQuery({ ...base, category: " data ", accessType: "roaming", page: 2 });
    expect(result).toEqual({
      ok: true,
      query: {
        customerId: "CUST-1",
        mainSubscriptionProductId: "PROD-1",
        nbVdfBillEventType: "unbilled",
        nVdfCategory: "data",
        nVdfAccessType: "roaming",
        offset: "10",
        limit: "10",
        total: "true",
        startDateTime: "2026-03-28T00:00:00+02:00",
        endDateTime: "2026-03-31T00:00:00+03:00",
        sort: "-date",
      },
    });
  });
  it("a billing-cycle query, billed, without the empty filters, sorted as asked", () => {
    const result = buildUsageQuery({
      ...base,
      billEventType: "billed",
      period: { kind: "billingCycle", year: 2026, instance: 4, day: 1 },
      category: "",
      accessType: null,
      sort: { field: "amount", direction: "desc" },
    });
    expect(result).toEqual({
      ok: true,
      query: {
        customerId: "CUST-1",
        mainSubscriptionProductId: "PROD-1",
        nbVdfBillEventType: "billed",
        offset: "0",
        limit: "10",
        total: "true",
        "billingCycle.year": "2026",
        "billingCycle.instance": "4",
        "billingCycle.day": "1",
        sort: "-amount",
      },
    });
  });
  it("the '+' of an offset is encoded when the query becomes an address", () => {
    const result = buildUsageQuery(base);
    if (!result.ok) throw new Error("expected a query");
    expect(new URLSearchParams(result.query).toString()).toContain("startDateTime=2026-03-28T00%3A00%3A00%2B02%3A00");
  });
  it("names every problem by field", () => {
    expect(
      buildUsageQuery({
        customerId: " ",
        mainSubscriptionProductId: "PROD-1",
        billEventType: "later" as never,
        period: { kind: "dateRange", from: "2026-03-30", to: "2026-03-01" },
      }),
    ).toEqual({ ok: false, errors: { customer: "customerMissing", billEventType: "billEventTypeInvalid", to: "rangeReversed" } });
  });
  it("refuses a missing product id, a bad cycle, bad days and a missing period", () => {
    expect(buildUsageQuery({ ...base, mainSubscriptionProductId: "" })).toEqual({ ok: false, errors: { customer: "customerMissing" } });
    expect(buildUsageQuery({ ...base, period: { kind: "billingCycle", year: 2026, instance: 13 } })).toEqual({
      ok: false,
      errors: { cycle: "cycleInvalid" },
    });
    expect(buildUsageQuery({ ...base, period: { kind: "dateRange", from: "x", to: "" } })).toEqual({
      ok: false,
      errors: { from: "dateInvalid", to: "dateRequired" },
    });
    expect(buildUsageQuery({ ...base, period: undefined as never })).toEqual({ ok: false, errors: { cycle: "cycleInvalid" } });
  });
});
