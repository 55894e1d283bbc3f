// The TMF errors of the company routes of the trouble-ticket back end (issue 27): the users' requests (SPEC §7 trouble
// tickets, "cererileutilizatorilor") and business assurance (SPEC §2 /business/assurance; TMF621). Same shape as the
// customer's tickets ({"@type":"Error", code, reason, message in Romanian, status}); the company scope's refusals
// (auth/companyScope.ts) use the codes every business route uses: not_business, insufficient_role.
import type { CompanyRefusals } from "../../auth/companyScope";
import { CartError } from "../cart/errors";
import { TicketFieldError } from "./errors";

const e = (status: number, code: string, message: string) => new CartError(status, code, code, message);

export const usersRequestsErrors = {
  notBusiness: () => e(403, "not_business", "Cererile utilizatorilor se pot vedea doar dintr-un cont business."),
  nonOperator: () => e(403, "insufficient_role", "Cererile utilizatorilor sunt doar pentru numerele din rețeaua noastră."),
  notAdministrator: (role: string) =>
    e(
      403,
      "not_account_administrator",
      `Cererile utilizatorilor le văd administratorii conturilor companiei; rolul ${role} vede doar cererile proprii, în „Cererile mele”.`,
    ),
  invalidQuery: (detail: string) => e(400, "invalid_query", `Filtrul nu este valid: ${detail}.`),
  notFound: (id: string) => e(404, "ticket_not_found", `Cererea ${id} nu există.`),
} satisfies CompanyRefusals & Record<string, (...args: never[]) => Error>;

export const assuranceErrors = {
  notBusiness: () => e(403, "not_business", "Asigurarea serviciilor este doar pentru conturile business."),
  nonOperator: () => e(403, "insufficient_role", "Asigurarea serviciilor este doar pentru numerele din rețeaua noastră."),
  notAssuranceContact: (role: string) =>
    e(
      403,
      "not_assurance_contact",
      `Tichetele tehnice ale companiei le urmăresc persoana de contact tehnic și administratorul contului; rolul ${role} nu are acces.`,
    ),
  invalidField: (field: string, detail: string) => new TicketFieldError(field, detail),
  invalidQuery: (detail: string) => e(400, "invalid_query", `Filtrul nu este valid: ${detail}.`),
  relatedNotAllowed: (id: string) =>
    e(403, "related_entity_not_allowed", `Numărul, contul sau incidentul ${id} nu aparține companiei sau nu mai este activ.`),
  openLimit: (max: number) =>
    e(429, "open_ticket_limit", `Compania are deja ${max} tichete deschise. Poți deschide altul după ce unul dintre ele este rezolvat.`),
  notFound: (id: string) => e(404, "ticket_not_found", `Tichetul ${id} nu există.`),
  serviceNotFound: (id: string) => e(404, "impacted_service_not_found", `Incidentul ${id} nu există.`),
} satisfies CompanyRefusals & Record<string, (...args: never[]) => Error>;
