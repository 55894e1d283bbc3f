// The business assurance tickets client (issue 27; SPEC §2 /business/assurance, §7 trouble tickets; TMF621 on the
// trouble-ticket back end at BACKEND_PREFIX.troubleTicket): the company's tickets a page at a time, and a new one. Paths
// in troubleTicketRoutes.ts; a file of its own so the assurance page loads only its calls. Zod-free;
// the domain reads the answers (domain/assurance/businessTicket.ts) and builds the body (businessTicketForm.ts).
import {
  businessTicketParams,
  mapBusinessTicket,
  mapBusinessTicketPage,
  type BusinessTicket,
  type BusinessTicketPage,
} from "../../domain/assurance/businessTicket";
import { malformed } from "./errors";
import { guarded, headerOf } from "./guarded";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";
import { TROUBLE_TICKET_ROUTES as ROUTES } from "./troubleTicketRoutes";

export interface BusinessTicketApi {
  /** One page of the company's tickets, newest first, with their total. */
  list(page: number): Promise<BusinessTicketPage>;
  /** Opens a ticket (body: domain businessTicketBody) and answers it as the back end recorded it. */
  create(body: Record<string, unknown>): Promise<BusinessTicket>;
}

export function createBusinessTicketApi(port: SessionPort, options: GatewayClientOptions = {}): BusinessTicketApi {
  const http = createGatewayClient("troubleTicket", port, { anonymousAllowed: false, ...options });
  return {
    list: (page) =>
      guarded("troubleTicket", async () => {
        const res = await http.get(ROUTES.businessTickets, { params: businessTicketParams(page) });
        const list = mapBusinessTicketPage(res.data, headerOf(res, "x-total-count"));
        if (!list) throw malformed("troubleTicket", res.data, "not a list of business tickets", res.status);
        return list;
      }),
    create: (body) =>
      guarded("troubleTicket", async () => {
        const res = await http.post(ROUTES.businessTickets, body);
        const ticket = mapBusinessTicket(res.data);
        if (!ticket) throw malformed("troubleTicket", res.data, "not a trouble ticket", res.status);
        return ticket;
      }),
  };
}
