// The search for one of the company's lines by number, employee name or account (SPEC §7 subscriber-search; issue 27),
// for the pickers of the business pages (permisiuni). Asks only for a term of at least 2 characters (domain
// subscriberSearchTerm); while the next answer comes the previous one stays, so a list under a field does not flicker,
// and a term cut under 2 characters shows none.
import { useQuery } from "@tanstack/react-query";
import { createSubscribersApi } from "../../clients/gateway/subscribersClient";
import { subscriberSearchTerm } from "../../domain/fleet/subscribers";
import { useAccountIdentity } from "../accountIdentity";
import { personal } from "../billing/billQueryOptions";
import { boundClient } from "../boundClient";

/** Per account (the selected identity), so switching account never shows another company's lines. */
export const subscriberKeys = {
  search: (identity: string, term: string) => ["account", identity, "subscribers", "search", term] as const,
};

/** The lines matching `q` ({ msisdn, ban, userName }[], at most 20); idle (no data) while q is under 2 characters. */
export function useSubscriberSearch(q: string) {
  const identity = useAccountIdentity();
  const term = subscriberSearchTerm(q);
  return useQuery({
    queryKey: subscriberKeys.search(identity, term ?? ""),
    queryFn: () => boundClient(createSubscribersApi).search(term ?? ""),
    enabled: term !== null,
    ...personal,
    // The previous answer while the next term is asked; none once the term is too short.
    placeholderData: (previous) => (term !== null ? previous : undefined),
  });
}
