// The bill pages' reads (/sumar, /detalii-facturi, /facturi-cont-inchis, istoric-reincarcari): the bill summary, the
// closed accounts and a page of the top-up history, over the bill pages' client (billPagesClient.ts), so those pages
// load neither zod nor the other billing calls. The keys and caching are the billing reads' (billingKeys.ts).
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { createBillPagesApi, type TopUpFilters } from "../../clients/gateway/billing/billPagesClient";
import type { BillSummary, ClosedAccount } from "../../domain/billing/billPages";
import type { TopUpPage } from "../../domain/billing/topUpFilters";
import { useAccountIdentity } from "../accountIdentity";
import { boundClient } from "../boundClient";
import { billingKeys } from "./billingKeys";
import { personal, type ClosedAccountOptions } from "./billQueryOptions";

const api = () => boundClient(createBillPagesApi);

/** `/sumar`: one bill with its services per line; idle without a bill id. */
export function useBillSummary(billId: string | null, options: ClosedAccountOptions = {}): UseQueryResult<BillSummary> {
  const identity = useAccountIdentity();
  const closedBan = options.closedBan || null;
  return useQuery({
    queryKey: billingKeys.billSummary(identity, billId, closedBan),
    queryFn: () => api().billSummary(billId ?? "", { closedBan }),
    enabled: Boolean(billId),
    ...personal,
  });
}

/** `/ecare/facturi-cont-inchis`: the identity's closed accounts (SPEC §3). */
export function useClosedAccounts(enabled = true): UseQueryResult<ClosedAccount[]> {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: billingKeys.closedAccounts(identity),
    queryFn: () => api().closedAccounts(),
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
    queryFn: () => api().topUpHistory(filters as TopUpFilters),
    enabled: Boolean(filters?.relatedPartyId),
    placeholderData: keepPreviousData,
    ...personal,
  });
}
