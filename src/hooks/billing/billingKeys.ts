// The billing screens' query keys, per account (the selected identity, as the dashboard's ecareData.ts keys them),
// so switching account never shows the previous account's bills. The open bill list shares the dashboard's key: one
// fetch and one cache entry for the same BAN, and a payment invalidates both.
import type { TopUpFilters } from "../../clients/gateway/billing/billPagesClient";
import { ecareKeys } from "../ecareData";

export const billingKeys = {
  /** Every billing entry of an account (not the shared bill list, not the rate). */
  account: (identity: string) => ["billing", identity] as const,
  /** A closed account's bills sit under the same BAN key with the header they were asked with. */
  bills: (identity: string, ban: string | null, closedBan?: string | null) =>
    closedBan ? ([...ecareKeys.bills(identity, ban), "closed", closedBan] as const) : ecareKeys.bills(identity, ban),
  /** Every bill list of an account, open and closed (ecareKeys.bills is ["ecare", "bills", identity, ban]). */
  allBills: (identity: string) => ["ecare", "bills", identity] as const,
  billSummary: (identity: string, billId: string | null, closedBan?: string | null) =>
    ["billing", identity, "summary", billId, closedBan || null] as const,
  closedAccounts: (identity: string) => ["billing", identity, "closedAccounts"] as const,
  topUps: (identity: string) => ["billing", identity, "topUps"] as const,
  topUpPage: (identity: string, filters: TopUpFilters | null) =>
    [
      "billing",
      identity,
      "topUps",
      filters && {
        relatedPartyId: filters.relatedPartyId,
        startDate: filters.startDate || null,
        endDate: filters.endDate || null,
        limit: filters.limit ?? null,
        offset: filters.offset ?? 0,
      },
    ] as const,
  ebillSubscription: (identity: string, ban: string | null) => ["billing", identity, "ebillSubscription", ban] as const,
  documentFormat: (identity: string, ban: string | null) => ["billing", identity, "documentFormat", ban] as const,
  eligibility: (identity: string, kind: "confirmation" | "agreement", ban: string | null) =>
    ["billing", identity, "eligibility", kind, ban] as const,
  /** The day's rate is the same for everyone: keyed by the amount only. */
  rate: (amount: number | null) => ["billing", "rate", amount] as const,
  /** The prepaid credit (the dashboard's usage summary). */
  credit: (identity: string) => ecareKeys.usageSummary(identity),
};
