// The lines a business renewal may be for (issue 28; shop/existingCustomers/fleetLine, loaded only on a press of
// "Reînnoiește"): how many lines the subscribers directory lists for the signed-in customer (SPEC §7 subscribers; the
// role decides, auth scope on the back end), and the search among them as the customer types (SPEC §7
// subscriber-search), debounced so a word typed fast asks once.
import { createSubscribersApi } from "../../clients/gateway/subscribersClient";
import { subscriberSearchTerm } from "../../domain/fleet/subscribers";
import { useSubscriberSearch } from "../account/useSubscriberSearch";
import { boundClient } from "../boundClient";
import { useDebouncedValue } from "../useDebouncedValue";

/** Pause after the last key before the search is asked. */
const RENEWAL_SEARCH_DEBOUNCE_MS = 300;

/** How many lines the directory lists for the signed-in customer (its first page's total). */
export async function renewableLineCount(): Promise<number> {
  return (await boundClient(createSubscribersApi).list(null, 1)).total;
}

interface RenewalLineSearch {
  /** The lines found for the settled term; undefined before the first answer or while the term is too short. */
  lines: { msisdn: string; ban: string; userName: string }[] | undefined;
  /** A term of at least 2 characters is typed. */
  active: boolean;
  /** Waiting for the typing to settle or for the answer. */
  pending: boolean;
  error: unknown;
  retry: () => void;
}

/** The directory's lines matching what is typed (number, employee name or account), at most 20. */
export function useRenewalLineSearch(typed: string): RenewalLineSearch {
  const settled = useDebouncedValue(typed, RENEWAL_SEARCH_DEBOUNCE_MS);
  const active = subscriberSearchTerm(typed) !== null;
  const query = useSubscriberSearch(active ? settled : "");
  return {
    lines: active ? query.data : undefined,
    active,
    pending: active && (settled !== typed || query.isFetching),
    error: active ? query.error : null,
    retry: () => void query.refetch(),
  };
}
