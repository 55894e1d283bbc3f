// The company's users' requests (issue 27; SPEC §7 trouble tickets, "cererileutilizatorilor"): the page the address asks
// for and the requesters for the user filter. States move with time, so each showing reads the list again (the
// previous page stays meanwhile). Nothing is asked for a caller the back end would refuse (`enabled`).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { createUsersRequestsApi } from "../../clients/gateway/usersRequestsClient";
import { serializeUsersRequestsQuery, type UsersRequestsQuery } from "../../domain/tickets/usersRequestsQuery";
import { useAccountIdentity } from "../accountIdentity";
import { personal } from "../billing/billQueryOptions";
import { boundClient } from "../boundClient";

/** Per account (the selected identity), so switching account never shows another company's requests. */
export const usersRequestsKeys = {
  list: (identity: string, query: UsersRequestsQuery) =>
    ["account", identity, "usersRequests", "list", serializeUsersRequestsQuery(query)] as const,
  requesters: (identity: string) => ["account", identity, "usersRequests", "requesters"] as const,
};

export function useUsersRequests(query: UsersRequestsQuery, enabled = true) {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: usersRequestsKeys.list(identity, query),
    queryFn: () => boundClient(createUsersRequestsApi).list(query),
    enabled,
    ...personal,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useRequesters(enabled = true) {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: usersRequestsKeys.requesters(identity),
    queryFn: () => boundClient(createUsersRequestsApi).requesters(),
    enabled,
    ...personal,
  });
}
