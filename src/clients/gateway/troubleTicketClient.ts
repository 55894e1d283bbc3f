// The trouble-ticket client (SPEC §7 trouble tickets, paths not shown; TMF621 at BACKEND_PREFIX.troubleTicket):
// the caller's requests and tickets a page at a time, one ticket, and a new ticket. Zod-free like the other self-care
// clients; the domain reads the answers (domain/tickets/ticketModel.ts) and builds the body (ticketForm.ts).
import { mapTicket, mapTicketPage, type Ticket, type TicketPage } from "../../domain/tickets/ticketModel";
import { ticketListParams, type TicketListQuery } from "../../domain/tickets/ticketQuery";
import { malformed } from "./errors";
import { guarded, headerOf } from "./guarded";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";
import { TROUBLE_TICKET_ROUTES as ROUTES } from "./troubleTicketRoutes";

export interface TroubleTicketApi {
  /** One page of the caller's requests and tickets, newest first, with the total that matches the filters. */
  list(query: TicketListQuery): Promise<TicketPage>;
  ticket(id: string): Promise<Ticket>;
  /** Opens a ticket (body: domain ticketBody) and answers it as the back end recorded it. */
  create(body: Record<string, unknown>): Promise<Ticket>;
}

export function createTroubleTicketApi(port: SessionPort, options: GatewayClientOptions = {}): TroubleTicketApi {
  const http = createGatewayClient("troubleTicket", port, { anonymousAllowed: false, ...options });
  const one = (body: unknown, status: number): Ticket => {
    const ticket = mapTicket(body);
    if (!ticket) throw malformed("troubleTicket", body, "not a trouble ticket", status);
    return ticket;
  };
  return {
    list: (query) =>
      guarded("troubleTicket", async () => {
        const res = await http.get(ROUTES.tickets, { params: ticketListParams(query) });
        const page = mapTicketPage(res.data, headerOf(res, "x-total-count"));
        if (!page) throw malformed("troubleTicket", res.data, "not a list of trouble tickets", res.status);
        return page;
      }),
    ticket: (id) =>
      guarded("troubleTicket", async () => {
        const res = await http.get(ROUTES.ticket(id));
        return one(res.data, res.status);
      }),
    create: (body) =>
      guarded("troubleTicket", async () => {
        const res = await http.post(ROUTES.tickets, body);
        return one(res.data, res.status);
      }),
  };
}
