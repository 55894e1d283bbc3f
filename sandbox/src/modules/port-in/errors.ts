// The port-in back end's TMF errors ({"@type":"Error", code, reason, message (Romanian, may be shown as is), status}),
// like bar-unbar's. `reason` names the field or the precise cause; the contract lists them all.
import type { PortInField, PortInMessageKey } from "../../../../src/domain/portIn/portInRequest";
import type { PortingDateProblem } from "../../../../src/domain/portIn/portingDate";
import { CartError } from "../cart/errors";
import type { TokenProblem } from "./store";

const e = (status: number, code: string, reason: string, message: string) => new CartError(status, code, reason, message);

const FIELD_TEXT: Record<PortInField, string> = {
  msisdnToPort: "numărul de portat",
  donorOperator: "operatorul actual",
  donorSubscriptionType: "tipul abonamentului (prepaid sau postpaid)",
  iccid: "seria cartelei SIM (ICCID)",
  donorClientCode: "codul de client",
};

const PROBLEM_TEXT: Record<PortInMessageKey, string> = {
  required: "lipsește",
  invalidPhone: "trebuie să fie un număr mobil românesc de 10 cifre care începe cu 07",
  unknownOperator: "nu este un operator mobil din România de la care se poate porta",
  unknownSubscriptionType: "trebuie să fie prepaid sau postpaid",
  iccidFormat: "trebuie să aibă 19 sau 20 de cifre și să înceapă cu 89",
  iccidChecksum: "nu este valid: verifică cifrele de pe cartela SIM",
  clientCodeFormat: "trebuie să aibă între 6 și 16 litere sau cifre, ca pe factură",
};

const DATE_TEXT: Record<PortingDateProblem, string> = {
  invalidDate: "Data portării trebuie să fie o zi din calendar (AAAA-LL-ZZ).",
  notWorkingDay: "Data portării trebuie să fie o zi lucrătoare (nu weekend sau sărbătoare legală).",
  tooEarly: "Portarea se poate face cel mai devreme în a treia zi lucrătoare de la cerere.",
  tooLate: "Portarea se poate programa cel mult în a 25-a zi lucrătoare de la cerere.",
};

const TOKEN_TEXT: Record<TokenProblem, string> = {
  missing: "Confirmă numărul cu codul primit prin SMS înainte de a trimite cererea de portare.",
  expired: "Confirmarea prin SMS a expirat: cere un cod nou.",
  used: "Confirmarea prin SMS a fost deja folosită pentru o cerere: cere un cod nou.",
  mismatch: "Confirmarea prin SMS nu este pentru acest număr: cere un cod pentru numărul pe care îl porți.",
};

export const portInErrors = {
  invalidMsisdn: () => e(400, "invalid_msisdn", "msisdnToPort", `Numărul de portat ${PROBLEM_TEXT.invalidPhone}.`),
  invalidRequest: (errors: Partial<Record<PortInField, PortInMessageKey>>) => {
    const fields = Object.entries(errors) as [PortInField, PortInMessageKey][];
    const text = fields.map(([f, k]) => `${FIELD_TEXT[f]} ${PROBLEM_TEXT[k]}`).join("; ");
    return e(400, "invalid_port_in", fields[0][0], `${text.charAt(0).toUpperCase()}${text.slice(1)}.`);
  },
  invalidPortingDate: (problem: PortingDateProblem) => e(400, "invalid_porting_date", problem, DATE_TEXT[problem]),
  alreadyOurs: (msisdn: string) =>
    e(409, "number_already_ours", "alreadyOurNumber", `Numărul ${msisdn} este deja în rețeaua noastră: nu trebuie portat.`),
  unknownNumber: (msisdn: string) =>
    e(404, "number_not_found", "notInPortabilityDatabase", `Numărul ${msisdn} nu este alocat niciunui operator mobil din România.`),
  alreadyOpen: (msisdn: string) =>
    e(409, "port_in_already_open", "portInInProgress", `Pentru numărul ${msisdn} există deja o cerere de portare în curs.`),
  token: (problem: TokenProblem) => e(403, "port_in_token_invalid", problem, TOKEN_TEXT[problem]),
  orderNotFound: (id: string) => e(404, "Not found", "Not found", `Nu am găsit cererea de portare ${id}.`),
};
