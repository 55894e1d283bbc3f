// The company's lines on cartela-sim's business view (SPEC §7 "Bar/unbar" GET /list, GET /count, POST
// /list/{id}/{action}; issue 27): the page of lines the address asks for, the count of its search, the block or unblock
// of one line, and a bulk action — one POST per line, BULK_CONCURRENCY at a time, its progress counted as each line
// settles. After any action the lists and counts are read again (states are never shown from an old answer).
import { useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFleetSimsApi } from "../../clients/gateway/fleetSimsClient";
import type { SimAction } from "../../domain/barUnbar/barUnbar";
import { BULK_CONCURRENCY, type BulkFailure, type BulkOutcome, type BulkPlan } from "../../domain/fleet/bulkAction";
import { fleetFilterKey, serializeFleetListQuery, type FleetListQuery } from "../../domain/fleet/fleetQuery";
import { useAccountIdentity } from "../accountIdentity";
import { personal } from "../billing/billQueryOptions";
import { boundClient } from "../boundClient";

/** Per account (the selected identity), so switching account never shows another account's lines. */
export const fleetKeys = {
  all: (identity: string) => ["account", identity, "fleet"] as const,
  list: (identity: string, query: FleetListQuery) => ["account", identity, "fleet", "list", serializeFleetListQuery(query)] as const,
  count: (identity: string, query: FleetListQuery) => ["account", identity, "fleet", "count", fleetFilterKey(query)] as const,
  /** The single-SIM states (useSimBlock's simKeys): a line changed here is read again there. */
  sims: (identity: string) => ["account", identity, "sim"] as const,
};

const api = () => boundClient(createFleetSimsApi);

/** One page of lines; read again at each showing, the previous page kept while the next comes. */
export function useFleetList(query: FleetListQuery) {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: fleetKeys.list(identity, query),
    queryFn: () => api().list(query),
    ...personal,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** How many lines the filters' search finds, active and blocked. */
export function useFleetCount(query: FleetListQuery) {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: fleetKeys.count(identity, query),
    queryFn: () => api().count(query),
    ...personal,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

function useReadAgain() {
  const identity = useAccountIdentity();
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: fleetKeys.all(identity) }),
      client.invalidateQueries({ queryKey: fleetKeys.sims(identity) }),
    ]);
}

export interface LineAction {
  msisdn: string;
  action: SimAction;
}

/** Blocks or unblocks one line; pending until the lists have been read again (also after a refusal). */
export function useFleetLineAction() {
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: ({ msisdn, action }: LineAction) => api().act(msisdn, action),
    onSettled: () => readAgain(),
  });
}

/** Runs `task` on every item, at most `limit` at once, in order of start. */
async function eachAtMost<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

export interface BulkProgress {
  settled: number;
  total: number;
}

/**
 * The bulk action of a plan (domain bulkPlan): one POST per target, a few at a time; a failing line does not stop the
 * others. Answers which lines were done and which failed (with their errors); `progress` counts the settled lines.
 */
export function useFleetBulkAction() {
  const readAgain = useReadAgain();
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (plan: BulkPlan): Promise<BulkOutcome> => {
      const done: string[] = [];
      const failed: BulkFailure[] = [];
      let settled = 0;
      setProgress({ settled, total: plan.targets.length });
      await eachAtMost(plan.targets, BULK_CONCURRENCY, async (line) => {
        try {
          await api().act(line.msisdn, plan.action);
          done.push(line.msisdn);
        } catch (error) {
          failed.push({ msisdn: line.msisdn, error });
        }
        settled += 1;
        setProgress({ settled, total: plan.targets.length });
      });
      return { action: plan.action, done, failed };
    },
    onSettled: () => readAgain(),
  });
  return { ...mutation, progress };
}
