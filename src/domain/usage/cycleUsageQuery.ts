// The daily-use chart reads every record of the running cycle, not a list page: the same query as the lists
// (usageQuery.ts buildUsageQuery, unbilled, the cycle), asked in pages of the back end's largest limit (100,
// docs/services-contract.md "Query") so a cycle of ~150 records is two calls instead of fifteen. Pages are capped so a
// line with an unusual amount of records cannot make the chart ask without end.
import { buildUsageQuery, type UsageQuery, type UsageQueryInput, type UsageQueryResult } from "./usageQuery";

/** The back end's largest page. */
export const CHART_PAGE_LIMIT = 100;
/** At most this many pages (1 000 records) for one chart. */
export const CHART_MAX_PAGES = 10;

/** The query of the chart's page `index` (0-based), or the input's message keys. */
export function chartPageQuery(input: CycleUsageInput, index: number): UsageQueryResult {
  const built = buildUsageQuery({ ...input, page: 1, sort: { field: "date", direction: "asc" } });
  if (!built.ok) return built;
  const query: UsageQuery = {
    ...built.query,
    offset: String(Math.max(0, Math.floor(index)) * CHART_PAGE_LIMIT),
    limit: String(CHART_PAGE_LIMIT),
  };
  return { ok: true, query };
}

/** How many pages hold `total` records (at least 1, at most CHART_MAX_PAGES). */
export function chartPageCount(total: number): number {
  return Math.min(CHART_MAX_PAGES, Math.max(1, Math.ceil(Math.max(0, total) / CHART_PAGE_LIMIT)));
}

export type CycleUsageInput = Omit<UsageQueryInput, "page" | "sort">;

/** The chart's selection: the line's unbilled records of the running cycle; null without a customer, line or cycle. */
export function cycleUsageInput(
  customerId: string | null | undefined,
  line: string | null,
  cycle: { year: number; instance: number; day: number } | null,
): CycleUsageInput | null {
  if (!customerId || !line || !cycle) return null;
  return {
    customerId,
    mainSubscriptionProductId: line,
    billEventType: "unbilled",
    period: { kind: "billingCycle", year: cycle.year, instance: cycle.instance, day: cycle.day },
  };
}
