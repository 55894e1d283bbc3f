// The trouble-ticket back end's routes (SPEC §7 trouble tickets, paths not shown; TMF621 at
// BACKEND_PREFIX.troubleTicket; docs/account-contract.md and docs/business-contract.md), written here once. Its three
// clients take their paths from here and stay separate files so a page loads only the calls it makes:
// troubleTicketClient (cererilemele), usersRequestsClient (cererileutilizatorilor), businessTicketClient (assurance).
const segment = (id: string) => encodeURIComponent(id);

export const TROUBLE_TICKET_ROUTES = {
  /** The caller's own requests and tickets; POST opens one. */
  tickets: "troubleTicket",
  ticket: (id: string) => `troubleTicket/${segment(id)}`,
  /** The company's users' requests, and who asked (the user filter's choices). */
  companyRequests: "companyRequest",
  requesters: "companyRequest/requester",
  /** The company's assurance tickets; POST opens one. */
  businessTickets: "businessTicket",
} as const;
