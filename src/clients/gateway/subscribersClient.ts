// The subscribers client (SPEC §7 "Identity and sign-in … subscribers, subscriber-search", paths not shown; contract
// "Identity — subscribers"): the company's lines the signed-in administrator reaches, a page at a time, and the search
// by number, employee name or account. Both live on the identity back end (BACKEND_PREFIX.identity). Zod-free like the
// other self-care clients; the domain builds the queries and reads the answers (domain/fleet/subscribers.ts).
import {
  mapSubscriberPage,
  mapSubscriberSearch,
  subscriberListParams,
  subscriberSearchParams,
  type Subscriber,
  type SubscriberPage,
} from "../../domain/fleet/subscribers";
import { malformed } from "./errors";
import { guarded, headerOf } from "./guarded";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

export const SUBSCRIBER_ROUTES = { list: "subscribers", search: "subscriber-search" } as const;

export interface SubscribersApi {
  /** One page (1-based) of the lines in reach, by number, optionally on one account. */
  list(ban: string | null, page: number): Promise<SubscriberPage>;
  /** The lines whose number, employee name or account matches the term (domain subscriberSearchTerm's), at most 20. */
  search(term: string): Promise<Subscriber[]>;
}

export function createSubscribersApi(port: SessionPort, options: GatewayClientOptions = {}): SubscribersApi {
  const http = createGatewayClient("identity", port, { anonymousAllowed: false, ...options });
  return {
    list: (ban, page) =>
      guarded("identity", async () => {
        const res = await http.get(SUBSCRIBER_ROUTES.list, { params: subscriberListParams(ban, page) });
        const answer = mapSubscriberPage(res.data, headerOf(res, "x-total-count"));
        if (!answer) throw malformed("identity", res.data, "not a list of subscribers", res.status);
        return answer;
      }),
    search: (term) =>
      guarded("identity", async () => {
        const res = await http.get(SUBSCRIBER_ROUTES.search, { params: subscriberSearchParams(term) });
        const answer = mapSubscriberSearch(res.data);
        if (!answer) throw malformed("identity", res.data, "not a list of subscribers", res.status);
        return answer;
      }),
  };
}
