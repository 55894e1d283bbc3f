// Billing's TMF errors (docs/billing-contract.md "Every code"): {"@type":"Error", code, reason, message (Romanian),
// status}. The cart's error class is the generic coded TMF error of the gateway modules.
import { CartError } from "../cart/errors";

export { CartError as BillingError };

const e = (status: number, code: string, message: string) => new CartError(status, code, code, message);

export const billingErrors = {
  banNotAllowed: (ban: string) => e(403, "ban_not_allowed", `Contul ${ban} nu este unul dintre conturile tale.`),
  closedHeaderRequired: (ban: string) =>
    e(403, "closed_account_header_required", `Contul ${ban} este închis: facturile lui se citesc doar din pagina conturilor închise.`),
  closedBanNotAllowed: (ban: string) => e(403, "closed_ban_not_allowed", `Contul ${ban} nu este unul dintre conturile tale închise.`),
  billNotFound: (ref: string) => e(404, "bill_not_found", `Factura ${ref} nu a fost găsită.`),
  documentNotAvailable: (type: string, billNo: string) =>
    e(404, "document_not_available", `Documentul ${type} nu există pentru factura ${billNo}.`),
  securityTokenMissing: () => e(400, "security_token_missing", "Lipsește tokenul de securitate. Reîncarcă pagina și încearcă din nou."),
  securityTokenInvalid: () =>
    e(403, "security_token_invalid", "Tokenul de securitate a expirat sau a fost deja folosit. Reîncarcă pagina și încearcă din nou."),
  invalidEmail: (value: string) => e(400, "invalid_email", `Adresa de e-mail „${value}” nu este validă.`),
  invalidUserType: (expected: string) => e(400, "invalid_user_type", `userType trebuie să fie rolul tău (${expected}).`),
  otherEmailsNotAllowed: () => e(400, "other_emails_not_allowed", "Doar administratorul contului poate trimite factura și altor adrese."),
  tooManyRecipients: (max: number) => e(400, "too_many_recipients", `Poți trimite factura la cel mult ${max} adrese suplimentare.`),
  emailLimitReached: (max: number) =>
    e(429, "email_limit_reached", `Ai trimis deja ${max} e-mailuri cu facturi în ultima oră. Încearcă mai târziu.`),
  billAlreadyPaid: (billNo: string) => e(409, "bill_already_paid", `Factura ${billNo} este deja plătită. Nu s-a făcut o nouă plată.`),
  nothingToPay: (ban: string) => e(409, "nothing_to_pay", `Contul ${ban} nu are facturi de plătit.`),
  redirectNotAllowed: () => e(400, "redirect_not_allowed", "Adresa de întoarcere nu aparține site-ului."),
  amountOutOfRange: (min: number, max: number) =>
    e(400, "amount_out_of_range", `Suma trebuie să fie între ${min} și ${max} euro, cu cel mult două zecimale.`),
  invalidFlowType: () => e(400, "invalid_payment_flow_type", "payment_flow_type trebuie să fie recharge."),
  invalidPhone: (value: string) => e(400, "invalid_phone", `Numărul ${value} nu este un număr de mobil românesc (07xxxxxxxx).`),
  numberUnknown: (msisdn: string) => e(404, "recharge_number_unknown", `Numărul ${msisdn} nu este o cartelă reîncărcabilă Aria.`),
  voucherInvalid: () => e(400, "voucher_invalid", "Codul voucherului are 16 cifre."),
  voucherNotFound: () => e(404, "voucher_not_found", "Codul voucherului nu există. Verifică cifrele și încearcă din nou."),
  voucherUsed: () => e(409, "voucher_already_used", "Acest voucher a fost deja folosit."),
  voucherExpired: () => e(400, "voucher_expired", "Acest voucher a expirat."),
  voucherAttempts: (minutes: number) =>
    e(429, "voucher_attempts_exceeded", `Prea multe coduri greșite. Poți încerca din nou peste ${minutes} minute.`),
  msisdnNotAllowed: (msisdn: string) => e(403, "msisdn_not_allowed", `Numărul ${msisdn} nu este unul dintre numerele tale.`),
  sourceNotAllowed: () => e(400, "source_not_allowed", "Cererea trebuie trimisă din contul tău online (sursa ecare)."),
  notEligible: (why: string) => e(409, "not_eligible", why),
  agreementDateMissing: () => e(400, "agreement_date_missing", "Alege data până la care vei plăti factura."),
  agreementDateOutOfRange: (max: number) =>
    e(400, "agreement_date_out_of_range", `Data promisă trebuie să fie între mâine și ${max} de zile de azi.`),
  emailNotVerified: (email: string) =>
    e(409, "email_not_verified", `Adresa ${email} nu este verificată. Cere un cod pe e-mail și introdu-l mai întâi.`),
};
