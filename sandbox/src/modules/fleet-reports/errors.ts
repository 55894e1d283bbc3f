// The fleet reports back end's TMF errors ({"@type":"Error", code, reason, message (Romanian, may be shown as is),
// status}). A report that is not the caller's is SPEC §8's 'Not found' (404), like an unknown one, so nothing leaks.
import { CartError } from "../cart/errors";

const e = (status: number, code: string, message: string) => new CartError(status, code, code, message);

export const fleetReportErrors = {
  notBusiness: () => e(403, "not_business", "Rapoartele de flotă sunt doar pentru clienții business."),
  nonOperator: () => e(403, "insufficient_role", "Rapoartele de flotă sunt doar pentru clienții din rețeaua noastră."),
  notAdministrator: (role: string) =>
    e(403, "insufficient_role", `Doar administratorul companiei poate genera rapoarte de flotă; rolul ${role} nu poate.`),
  banNotInCompany: (ban: string) => e(400, "ban_not_in_company", `Contul ${ban} nu este unul dintre conturile companiei tale.`),
  invalidPeriod: (detail: string) => e(400, "invalid_period", `Perioada nu este validă: ${detail}.`),
  tooMany: (max: number) =>
    e(429, "report_limit", `Ai deja ${max} rapoarte în curs de generare. Așteaptă să se termine unul, apoi încearcă din nou.`),
  notFound: (id: string) => e(404, "Not found", `Nu am găsit raportul ${id || "cerut"}.`),
  notReady: (id: string) => e(409, "report_not_ready", `Raportul ${id} nu este gata încă.`),
};
