// The self-care dashboard's server data: the bill list of a billing account and the usage summary of the signed-in
// subscriber, mapped to the SPEC §3/§7 models. Keys carry the identity (and the BAN), so switching account fetches
// the new account's data instead of showing the previous one's. The bill list is the bill pages' call
// (billListClient.ts: one request, the domain's mapBills) under the same key (billing/billingKeys.ts), so the dashboard
// and the bill pages share one cache entry.
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { createBillListApi } from "../clients/gateway/billing/billListClient";
import { createUsageSummaryApi } from "../clients/gateway/usageSummaryClient";
import { BILLS_GC_MS, BILLS_STALE_MS, type Bills } from "../domain/billing/bills";
import type { UserInfo } from "../domain/session/userInfo";
import { mapUsageSummary, USAGE_GC_MS, USAGE_STALE_MS, type UsageSummary } from "../domain/usage/consumption";
import { isLoggedIn } from "../domain/session/activeMethod";
import { getTokens } from "../state/sessionStore";
import { boundClient } from "./boundClient";
import { earlyRequest } from "./earlyRequest";

/** Who the data is for: the selected identity, else the subscriber (one-role users may have no identity id). */
export function accountKey(profile: Pick<UserInfo, "selectedIdentityId" | "subscriberId" | "vfSsoId">): string {
  return profile.selectedIdentityId || profile.subscriberId || profile.vfSsoId;
}

export const ecareKeys = {
  bills: (identity: string, ban: string | null) => ["ecare", "bills", identity, ban] as const,
  usageSummary: (identity: string) => ["ecare", "usageSummary", identity] as const,
};

/** SPEC §3 bills of a billing account; idle (no call) without a BAN. */
export function useBills(ban: string | null, identity: string): UseQueryResult<Bills> {
  return useQuery({
    queryKey: ecareKeys.bills(identity, ban),
    queryFn: () => boundClient(createBillListApi).customerBills(ban ?? ""),
    enabled: Boolean(ban),
    staleTime: BILLS_STALE_MS,
    gcTime: BILLS_GC_MS,
  });
}

const fetchUsageSummary = async (): Promise<UsageSummary> => mapUsageSummary(await boundClient(createUsageSummaryApi).usageSummary());

/** The usage summary asked for before React rendered a page that shows it (requestUsageSummaryEarly). */
const earlyUsageSummary = earlyRequest<UsageSummary>();

/**
 * Starts the signed-in subscriber's usage summary beside the profile, on the pages that show it first (the dashboard,
 * abonament, cost-control): the request needs no profile, so it need not wait for one. Only with a session stored.
 */
export function requestUsageSummaryEarly(): void {
  if (isLoggedIn(getTokens())) earlyUsageSummary.start(fetchUsageSummary);
}

/** SPEC §7 credit and allowances of the signed-in subscriber; idle (no call) when not enabled. */
export function useUsageSummary(enabled: boolean, identity: string): UseQueryResult<UsageSummary> {
  return useQuery({
    queryKey: ecareKeys.usageSummary(identity),
    queryFn: () => earlyUsageSummary.take() ?? fetchUsageSummary(),
    enabled,
    staleTime: USAGE_STALE_MS,
    gcTime: USAGE_GC_MS,
  });
}
