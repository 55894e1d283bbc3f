// The bill list's hook (SPEC §3 bills, §7 GET ebill /customerBill) with the billing reads' caching, over the bill list's
// client (billListClient.ts, the one the dashboard's current bill asks through too), so the pages that only read bills
// (/sumar, /detalii-facturi, /facturi-cont-inchis) load neither the bills page's document, e-mail and pay-link hooks
// and calls (bills.ts) nor zod. The keys and caching are the billing reads' (billingKeys.ts, billQueryOptions.ts).
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { createBillListApi } from "../../clients/gateway/billing/billListClient";
import type { Bills } from "../../domain/billing/bills";
import { useAccountIdentity } from "../accountIdentity";
import { boundClient } from "../boundClient";
import { billingKeys } from "./billingKeys";
import { personal, type ClosedAccountOptions } from "./billQueryOptions";

/**
 * SPEC §3 bills of a billing account (current bill, history, all), newest first; idle without a BAN. An open BAN's
 * list is the dashboard's cache entry (ecareData.ts useBills); a closed BAN needs `closedBan`.
 */
export function useBillList(ban: string | null, options: ClosedAccountOptions = {}): UseQueryResult<Bills> {
  const identity = useAccountIdentity();
  const closedBan = options.closedBan || null;
  return useQuery({
    queryKey: billingKeys.bills(identity, ban, closedBan),
    queryFn: () => boundClient(createBillListApi).customerBills(ban ?? "", { closedBan }),
    enabled: Boolean(ban),
    ...personal,
  });
}
