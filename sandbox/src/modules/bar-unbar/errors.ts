// The bar/unbar back end's TMF errors ({"@type":"Error", code, reason, message (Romanian, may be shown as is), status}).
// SPEC §8 lists DXL-BAR-UNBAR_006 without its meaning; here it is "the bar/unbar back end refuses this action": the
// HTTP status and `reason` say why (403 notContractHolder, 409 alreadyBarred / notBarred, 400 targetSystemMismatch).
// A line the caller does not reach is SPEC §8's 'Not found' (404), like an unknown one, so nothing leaks.
import { CartError } from "../cart/errors";

export const BAR_UNBAR_REFUSED = "DXL-BAR-UNBAR_006";

const e = (status: number, code: string, reason: string, message: string) => new CartError(status, code, reason, message);
const refused = (status: number, reason: string, message: string) => e(status, BAR_UNBAR_REFUSED, reason, message);

export const barUnbarErrors = {
  roleNotAllowed: (role: string) => e(403, "insufficient_role", "insufficient_role", `Rolul ${role} nu are acces la cartelele SIM.`),
  nonOperator: () => e(403, "insufficient_role", "insufficient_role", "Cartelele SIM sunt doar pentru numerele din rețeaua noastră."),
  lineNotFound: (resource: string) =>
    e(404, "Not found", "Not found", `Nu am găsit în contul tău o cartelă SIM pentru ${resource || "acest număr"}.`),
  noSim: (resource: string) => e(404, "no_sim", "no_sim", `${resource} este un serviciu fix: nu are cartelă SIM care să poată fi blocată.`),
  notContractHolder: (role: string) =>
    refused(
      403,
      "notContractHolder",
      `Doar titularul contractului (sau un reprezentant al companiei) poate bloca sau debloca o cartelă SIM; rolul ${role} nu poate.`,
    ),
  targetSystemMismatch: (expected: string) =>
    refused(400, "targetSystemMismatch", `targetSystem trebuie să fie sistemul liniei (${expected}).`),
  alreadyBarred: (msisdn: string) => refused(409, "alreadyBarred", `Cartela SIM pentru ${msisdn} este deja blocată.`),
  notBarred: (msisdn: string) => refused(409, "notBarred", `Cartela SIM pentru ${msisdn} nu este blocată.`),
  bodyNotEmpty: () => e(400, "invalid_body", "invalid_body", "Cererea de blocare sau deblocare se trimite fără conținut."),
};
