// The users' requests client (issue 27; SPEC §7 trouble tickets, "cererileutilizatorilor"; the trouble-ticket back end
// at BACKEND_PREFIX.troubleTicket): the company's requests a page at a time and the requesters the caller sees. Paths in
// troubleTicketRoutes.ts; a file of its own so the page loads only the calls it makes. Zod-free; the
// domain reads the answers (domain/tickets/usersRequests.ts) and builds the query (usersRequestsQuery.ts).
import { mapRequesters, mapUsersRequestsPage, type Requester, type UsersRequestsPage } from "../../domain/tickets/usersRequests";
import { usersRequestsParams, type UsersRequestsQuery } from "../../domain/tickets/usersRequestsQuery";
import { malformed } from "./errors";
import { guarded, headerOf } from "./guarded";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";
import { TROUBLE_TICKET_ROUTES as ROUTES } from "./troubleTicketRoutes";

export interface UsersRequestsApi {
  /** One page of the company's requests the caller sees, newest first, with the total that matches the filters. */
  list(query: UsersRequestsQuery): Promise<UsersRequestsPage>;
  /** The users who asked for something, in the caller's scope (the user filter's choices). */
  requesters(): Promise<Requester[]>;
}

export function createUsersRequestsApi(port: SessionPort, options: GatewayClientOptions = {}): UsersRequestsApi {
  const http = createGatewayClient("troubleTicket", port, { anonymousAllowed: false, ...options });
  return {
    list: (query) =>
      guarded("troubleTicket", async () => {
        const res = await http.get(ROUTES.companyRequests, { params: usersRequestsParams(query) });
        const page = mapUsersRequestsPage(res.data, headerOf(res, "x-total-count"));
        if (!page) throw malformed("troubleTicket", res.data, "not a list of users' requests", res.status);
        return page;
      }),
    requesters: () =>
      guarded("troubleTicket", async () => {
        const res = await http.get(ROUTES.requesters);
        const list = mapRequesters(res.data);
        if (!list) throw malformed("troubleTicket", res.data, "not a list of requesters", res.status);
        return list;
      }),
  };
}
