// SPEC §2 usage detail lists (billed or unbilled, 10 per page) and SPEC §7 "Usage and products": one page of usage
// records of a line, over the usage-management client (usageManagementClient.ts). The query is the domain's (buildUsageQuery):
// an input that is not a query (no line, a bad range or cycle) asks nothing and hands back its message keys. Keyed per
// account (the selected identity, as the billing hooks are), so another account's records are never shown; the
// previous page stays shown while the next loads; cached as the other personal data (SPEC §9).
import { useMemo } from "react";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { createUsageManagementApi, type UsageResultPage } from "../../clients/gateway/usageManagementClient";
import { buildUsageQuery, type UsageQuery, type UsageQueryErrors, type UsageQueryInput } from "../../domain/usage/usageQuery";
import { useAccountIdentity } from "../accountIdentity";
import { personal } from "../billing/billQueryOptions";
import { boundClient } from "../boundClient";

export const servicesKeys = {
  /** Every services entry of an account. */
  account: (identity: string) => ["services", identity] as const,
  usage: (identity: string, query: UsageQuery | null) => ["services", identity, "usage", query] as const,
};

export type UsagePageResult = UseQueryResult<UsageResultPage> & {
  /** The query sent (null while idle). */
  query: UsageQuery | null;
  /** Why the input is not a query, by field (empty when it is one, or when there is no input). */
  errors: UsageQueryErrors;
};

const NO_ERRORS: UsageQueryErrors = {};

/** One page of usage records; idle (nothing asked) without input or with an input that is not a query. */
export function useUsagePage(input: UsageQueryInput | null): UsagePageResult {
  const identity = useAccountIdentity();
  const built = useMemo(() => (input ? buildUsageQuery(input) : null), [input]);
  const query = built?.ok ? built.query : null;
  const errors = built && !built.ok ? built.errors : NO_ERRORS;
  const result = useQuery({
    queryKey: servicesKeys.usage(identity, query),
    queryFn: () => boundClient(createUsageManagementApi).usagePage(query as UsageQuery),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    ...personal,
  });
  return Object.assign(result, { query, errors });
}
