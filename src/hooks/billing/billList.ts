// The bill list's hook (SPEC §3 bills, §7 GET ebill /customerBill) with the billing reads' caching, over the bill list's
// small client (billListGateway.ts), so the pages that only read bills (/sumar, /detalii-facturi, /facturi-cont-inchis)
// load neither the bills page's document, e-mail and pay-link hooks and calls (bills.ts) nor zod. bills.ts and
// useBillingData.ts re-export these; the keys and caching are the same (billingKeys.ts).
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { Bills } from "../../domain/billing/bills";
import { billingKeys, useAccountIdentity } from "./billingKeys";
import { billListApi } from "./billListGateway";
import { personal, type ClosedAccountOptions } from "./billQueryOptions";

// The caching and the closed-account option are billQueryOptions.ts's (the bill pages' hooks share them without this
// module's client); held here for the bill list's users.
export { personal, type ClosedAccountOptions } from "./billQueryOptions";

/**
 * SPEC §3 bills of a billing account (current bill, history, all), newest first; idle without a BAN. An open BAN's
 * list is the dashboard's cache entry (selfCareData.ts useBills); a closed BAN needs `closedBan`.
 */
export function useBillList(ban: string | null, options: ClosedAccountOptions = {}): UseQueryResult<Bills> {
  const identity = useAccountIdentity();
  const closedBan = options.closedBan || null;
  return useQuery({
    queryKey: billingKeys.bills(identity, ban, closedBan),
    queryFn: () => billListApi().customerBills(ban ?? "", { closedBan }),
    enabled: Boolean(ban),
    ...personal,
  });
}
