// The trouble-ticket back end (TMF621; SPEC §7 trouble tickets), prefix /trouble-ticket: the customer's tickets and
// the requests their own actions create (requests.ts recordCustomerRequest), with statuses that follow the clock.
import type { SandboxModule } from "../module";
import { registerTicketRoutes } from "./routes";
import { seedTickets } from "./seed";
import { advanceTickets, TROUBLE_TICKET_MIGRATIONS } from "./store";
import { TROUBLE_TICKET_PREFIX } from "./tickets";

export { recordCustomerRequest } from "./requests";

export const troubleTicketModule: SandboxModule = {
  name: "trouble-ticket",
  prefix: TROUBLE_TICKET_PREFIX,
  migrations: TROUBLE_TICKET_MIGRATIONS,
  seed: (ctx) => seedTickets(ctx.db),
  beforeRequest: (ctx) => advanceTickets(ctx.db, ctx.now()),
  register: (app, ctx) => registerTicketRoutes(app, ctx),
};
