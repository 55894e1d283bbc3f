// The self-care dashboard's server data: the bill list of a billing account and the usage summary of the signed-in
// subscriber, mapped to the SPEC §3/§7 models. Keys carry the identity (and the BAN), so switching account fetches
// the new account's data instead of showing the previous one's.
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { BILLS_GC_MS, BILLS_STALE_MS, mapBills, type Bills } from "../domain/billing/bills";
import type { UserInfo } from "../domain/session/userInfo";
import { mapUsageSummary, USAGE_GC_MS, USAGE_STALE_MS, type UsageSummary } from "../domain/usage/consumption";
import { billingApi, usageApi } from "./gateway";

/** Who the data is for: the selected identity, else the subscriber (one-role users may have no identity id). */
export function accountKey(profile: Pick<UserInfo, "selectedIdentityId" | "subscriberId" | "vfSsoId">): string {
  return profile.selectedIdentityId || profile.subscriberId || profile.vfSsoId;
}

export const selfCareKeys = {
  bills: (identity: string, ban: string | null) => ["selfCare", "bills", identity, ban] as const,
  usageSummary: (identity: string) => ["selfCare", "usageSummary", identity] as const,
};

/** SPEC §3 bills of a billing account; idle (no call) without a BAN. */
export function useBills(ban: string | null, identity: string): UseQueryResult<Bills> {
  return useQuery({
    queryKey: selfCareKeys.bills(identity, ban),
    queryFn: async () => mapBills(await billingApi().customerBills(ban ?? "")),
    enabled: Boolean(ban),
    staleTime: BILLS_STALE_MS,
    gcTime: BILLS_GC_MS,
  });
}

/** SPEC §7 credit and allowances of the signed-in subscriber; idle (no call) when not enabled. */
export function useUsageSummary(enabled: boolean, identity: string): UseQueryResult<UsageSummary> {
  return useQuery({
    queryKey: selfCareKeys.usageSummary(identity),
    queryFn: async () => mapUsageSummary(await usageApi().usageSummary()),
    enabled,
    staleTime: USAGE_STALE_MS,
    gcTime: USAGE_GC_MS,
  });
}
