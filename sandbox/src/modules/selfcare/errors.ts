// The self-care back ends' TMF errors (docs/services-contract.md "Who may read and order" onwards): {"@type":"Error",
// code, reason (= code), message (Romanian, may be shown as is), status}, as usage management's.
import { CartError } from "../cart/errors";
import type { TmfError } from "../../http/errors";

/** A bad cost-control setting: the body also names the first bad field. */
export class SettingsError extends CartError {
  constructor(
    readonly field: string,
    detail: string,
  ) {
    super(400, "invalid_settings", "invalid_settings", `Setarea ${field} nu este validă: ${detail}.`);
  }
  override body(): TmfError & { field: string } {
    return { ...super.body(), field: this.field };
  }
}

const e = (status: number, code: string, message: string) => new CartError(status, code, code, message);

export const selfcareErrors = {
  roleNotAllowed: (role: string) => e(403, "insufficient_role", `Rolul ${role} nu are acces la această operațiune.`),
  nonOperator: () => e(403, "insufficient_role", "Serviciile sunt doar pentru numerele din rețeaua noastră."),
  productNotAllowed: (id: string) => e(403, "product_not_allowed", `Produsul sau numărul ${id} nu este unul dintre ale tale.`),
  invalidBody: (detail: string) => e(400, "invalid_body", `Cererea nu este validă: ${detail}.`),
  offeringNotFound: (id: string) => e(404, "offering_not_found", `Oferta ${id} nu există.`),
  notEligible: (what: string) => e(400, "offer_not_eligible", `${what} nu poate fi comandată aici.`),
  alreadyActive: (name: string) => e(409, "already_active", `${name} este deja activă pe acest număr.`),
  notActive: (name: string) => e(409, "not_active", `${name} nu este activă pe acest număr.`),
  orderPending: (name: string) => e(409, "order_pending", `O comandă pentru ${name} este deja în curs.`),
  insufficientCredit: (price: number, credit: number) =>
    e(409, "insufficient_credit", `Creditul (${credit.toFixed(2)} EUR) nu ajunge pentru această ofertă (${price.toFixed(2)} EUR).`),
  targetSystemMismatch: (expected: string) =>
    e(400, "target_system_mismatch", `TARGET_SYSTEM trebuie să fie sistemul produsului (${expected}).`),
  orderLimit: (max: number) => e(429, "order_limit", `Ai atins limita de ${max} comenzi pe zi pentru acest număr.`),
  idempotencyConflict: () => e(409, "idempotency_conflict", "Cheia Idempotency-Key a fost folosită deja pentru o altă comandă."),
  invalidCountry: (value: string) => e(400, "invalid_country", `place.id „${value}” nu este un cod de țară din două litere mari.`),
  notPrepaidLine: (msisdn: string) =>
    e(400, "not_prepaid_line", `Controlul costurilor este doar pentru numerele preplătite sau hibride (${msisdn}).`),
  invalidSettings: (field: string, detail: string) => new SettingsError(field, detail),
};
