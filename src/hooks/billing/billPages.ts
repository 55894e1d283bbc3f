// The bill pages' reads (/sumar, /detalii-facturi, /facturi-cont-inchis, istoric-reincarcari): the bill summary, the
// closed accounts and a page of the top-up history, over the bill pages' small client (billPagesGateway.ts), so those pages
// load neither zod nor the other billing readers. useBillingData.ts re-exports these; the keys and caching are the
// same (billingKeys.ts).
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { TopUpFilters } from "../../clients/gateway/billing/billPagesClient";
import type { BillSummary, ClosedAccount, TopUpPage } from "../../clients/gateway/billing/pageAnswers";
import { billingKeys, useAccountIdentity } from "./billingKeys";
import { personal, type ClosedAccountOptions } from "./billQueryOptions";
import { billPagesApi } from "./billPagesGateway";

/** `/sumar`: one bill with its services per line; idle without a bill id. */
export function useBillSummary(billId: string | null, options: ClosedAccountOptions = {}): UseQueryResult<BillSummary> {
  const identity = useAccountIdentity();
  const closedBan = options.closedBan || null;
  return useQuery({
    queryKey: billingKeys.billSummary(identity, billId, closedBan),
    queryFn: () => billPagesApi().billSummary(billId ?? "", { closedBan }),
    enabled: Boolean(billId),
    ...personal,
  });
}

/** `/ecare/facturi-cont-inchis`: the identity's closed accounts (SPEC §3). */
export function useClosedAccounts(enabled = true): UseQueryResult<ClosedAccount[]> {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: billingKeys.closedAccounts(identity),
    queryFn: () => billPagesApi().closedAccounts(),
    enabled,
    ...personal,
  });
}

/**
 * `istoric-reincarcari`: one page of the top-up history (newest first) and the total for the pager; idle without
 * filters (no number chosen yet). The previous page stays shown while the next one loads.
 */
export function useTopUpHistory(filters: TopUpFilters | null): UseQueryResult<TopUpPage> {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: billingKeys.topUpPage(identity, filters),
    queryFn: () => billPagesApi().topUpHistory(filters as TopUpFilters),
    enabled: Boolean(filters?.relatedPartyId),
    placeholderData: keepPreviousData,
    ...personal,
  });
}
