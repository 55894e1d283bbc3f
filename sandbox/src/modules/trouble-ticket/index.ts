// The trouble-ticket back end (TMF621; SPEC §7 trouble tickets), prefix /trouble-ticket: the customer's tickets and
// the requests their own actions create (requests.ts recordCustomerRequest), with statuses that follow the clock.
// Issue 27 adds the company routes: the users' requests (companyRequests.ts) and business assurance tickets
// (businessTickets.ts), with their own seeds and clock.
import type { SandboxModule } from "../module";
import { BUSINESS_TICKET_MIGRATIONS, advanceBusinessTickets } from "./businessStore";
import { seedBusinessTickets } from "./businessSeed";
import { registerBusinessTicketRoutes } from "./businessTickets";
import { registerCompanyRequestRoutes } from "./companyRequests";
import { COMPANY_REQUEST_MIGRATIONS, seedCompanyRequests } from "./companySeed";
import { registerTicketRoutes } from "./routes";
import { seedTickets } from "./seed";
import { advanceTickets, TROUBLE_TICKET_MIGRATIONS } from "./store";
import { TROUBLE_TICKET_PREFIX } from "./tickets";

export { recordCustomerRequest } from "./requests";

export const troubleTicketModule: SandboxModule = {
  name: "trouble-ticket",
  prefix: TROUBLE_TICKET_PREFIX,
  migrations: [...TROUBLE_TICKET_MIGRATIONS, ...COMPANY_REQUEST_MIGRATIONS, ...BUSINESS_TICKET_MIGRATIONS],
  seed: (ctx) => {
    seedTickets(ctx.db);
    seedCompanyRequests(ctx);
    seedBusinessTickets(ctx);
  },
  beforeRequest: (ctx) => {
    advanceTickets(ctx.db, ctx.now());
    advanceBusinessTickets(ctx.db, ctx.now());
  },
  register: (app, ctx) => {
    registerTicketRoutes(app, ctx);
    registerCompanyRequestRoutes(app, ctx);
    registerBusinessTicketRoutes(app, ctx);
  },
};
