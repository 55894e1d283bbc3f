// The privacy back ends' TMF errors ({"@type":"Error", code, reason, message (Romanian, may be shown as is), status}).
import { HttpError } from "../../http/errors";
import { PURPOSES, type GdprGroup } from "./purposes";

const e = (status: number, code: string, message: string) => new HttpError(status, code, message);

const known = () => PURPOSES.map((p) => p.id).join(", ");

export const privacyErrors = {
  noCustomer: () => e(403, "no_customer", "Contul tău nu este încă asociat unui client; nu există consimțăminte de gestionat."),
  customerNotFound: (id: string) => e(404, "customer_not_found", `Clientul ${id} nu există.`),
  unknownPurpose: (purpose: string) => e(400, "unknown_purpose", `Scopul „${purpose}” nu există. Scopuri cunoscute: ${known()}.`),
  wrongGroup: (purpose: string, group: GdprGroup) => e(400, "purpose_group_mismatch", `Scopul „${purpose}” nu face parte din ${group}.`),
  purposeMismatch: (purpose: string, expected: string) =>
    e(400, "privacy_usage_purpose_mismatch", `Scopul „${purpose}” are privacyUsagePurpose ${expected}.`),
  invalidValue: (purpose: string) => e(400, "invalid_consent_value", `Valoarea pentru „${purpose}” trebuie să fie true sau false.`),
  duplicatePurpose: (purpose: string) => e(400, "duplicate_purpose", `Scopul „${purpose}” apare de mai multe ori.`),
  noPurposes: () => e(400, "no_purposes", "Cererea nu numește niciun scop."),
  agreedByOther: () => e(403, "agreed_by_other", "Doar persoana în cauză își poate da sau retrage consimțământul aici."),
};
