// The daily-use chart's records (SPEC §7 "Usage and products"): every unbilled record of the running cycle, read in
// pages of 100 over the usage-management client (domain cycleUsageQuery.ts): the first page tells the total, the
// others are asked together. Keyed per account like the lists (useUsagePage.ts); idle without input. Only the lazy
// chart chunk calls this, so the records are never asked until the person wants the chart.
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { chartPageCount, chartPageQuery, type CycleUsageInput } from "../../domain/usage/cycleUsageQuery";
import type { UsageQuery } from "../../domain/usage/usageQuery";
import type { UsageRecord } from "../../domain/usage/usageRecords";
import { useAccountIdentity } from "../accountIdentity";
import { personal } from "../billing/billQueryOptions";
import { createUsageManagementApi } from "../../clients/gateway/usageManagementClient";
import { boundClient } from "../boundClient";
import { servicesKeys } from "./useUsagePage";

const queryAt = (input: CycleUsageInput, index: number): UsageQuery => {
  const built = chartPageQuery(input, index);
  if (!built.ok) throw new Error("usage chart query"); // not reached: the hook is idle for such an input
  return built.query;
};

/** Every record of the input's selection (at most the domain's page cap), oldest first. */
export async function loadCycleRecords(input: CycleUsageInput): Promise<UsageRecord[]> {
  const api = boundClient(createUsageManagementApi);
  const first = await api.usagePage(queryAt(input, 0));
  const pages = chartPageCount(first.total);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => api.usagePage(queryAt(input, i + 1))));
  return [first, ...rest].flatMap((p) => p.items);
}

export function useCycleUsage(input: CycleUsageInput | null): UseQueryResult<UsageRecord[]> {
  const identity = useAccountIdentity();
  const first = input ? chartPageQuery(input, 0) : null;
  const query = first?.ok ? first.query : null;
  return useQuery({
    queryKey: [...servicesKeys.account(identity), "usageChart", query] as const,
    queryFn: () => loadCycleRecords(input as CycleUsageInput),
    enabled: query !== null,
    ...personal,
  });
}
