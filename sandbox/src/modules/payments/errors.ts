// The payment service's TMF errors (docs/checkout-contract.md "Errors"; SPEC §8 PAYMENT). Codes travel as strings.
import { CartError } from "../cart/errors";

export const paymentErrors = {
  invalidOrder: (id: string) => new CartError(400, "4000", "invalid_order_number", `Comanda ${id} nu există sau nu mai poate fi plătită.`),
  invalidUserInfo: (what: string) =>
    new CartError(400, "4001", "invalid_user_info", `Datele browserului pentru plată nu sunt valide: ${what}.`),
  invalidOrderDetails: (what: string) => new CartError(400, "4003", "invalid_order_details", `Detaliile plății nu sunt valide: ${what}.`),
  invalidToken: () =>
    new CartError(400, "4004", "card_token_invalid", "Datele cardului au expirat sau au fost deja folosite. Introdu din nou cardul."),
  declined: () => new CartError(400, "4005", "card_declined", "Banca a refuzat plata. Încearcă alt card."),
  insufficientFunds: () => new CartError(400, "4006", "insufficient_funds", "Fonduri insuficiente pe card. Încearcă alt card."),
  authenticationFailed: () =>
    new CartError(400, "4007", "3ds_authentication_failed", "Plata nu a fost confirmată la bancă (3-D Secure). Poți încerca din nou."),
  installmentsNotOffered: (offered: number[]) =>
    new CartError(400, "4008", "installments_not_offered", `Cardul acesta permite plata în ${offered.join(", ")} rate.`),
  cardExpired: () => new CartError(400, "4009", "card_expired", "Cardul este expirat. Încearcă alt card."),
  challengeTimedOut: () =>
    new CartError(400, "40010", "3ds_timeout", "Confirmarea 3-D Secure nu a fost făcută la timp. Poți încerca din nou."),
  fraud: () => new CartError(400, "FRAUD_AND_PREVENTEL", "fraud_prevention", "Plata a fost oprită de sistemul de prevenire a fraudei."),
  alreadyPaid: (orderNumber: string) =>
    new CartError(409, "400110", "order_already_exists", `Comanda ${orderNumber} este deja plătită. Nu s-a făcut o nouă plată.`),
  // Issue 24 card-testing caps and bot-check: refused before anything reaches the bank (no token used, no charge).
  tooManyDeclinesForOrder: (max: number) =>
    new CartError(
      403,
      "40012",
      "too_many_declined_attempts_order",
      `Plata cu cardul a fost refuzată de ${max} ori pentru această comandă; nu mai acceptăm plăți cu cardul pentru ea. Nu s-a făcut nicio plată.`,
    ),
  tooManyRecentDeclines: (max: number) =>
    new CartError(
      429,
      "40013",
      "too_many_declined_attempts",
      `Au fost refuzate ${max} plăți cu cardul în ultima oră; încearcă din nou mai târziu. Nu s-a făcut nicio plată.`,
    ),
  botcheckFailed: (reason: string) =>
    new CartError(400, "40014", "recaptcha_failed", `Verificarea anti-robot a eșuat (${reason}). Plata nu a fost trimisă.`),
  notFound: (id: string) => new CartError(404, "Not found", "payment_not_found", `Plata ${id} nu a fost găsită.`),
  cardNotFound: () => new CartError(404, "4004", "card_token_invalid", "Cardul nu a fost găsit. Introdu din nou cardul."),
};

/** Errors a payment ends with (stored on the payment; GET answers them in `error`). */
export type DeniedCode = "4005" | "4006" | "4007" | "4009" | "40010" | "FRAUD_AND_PREVENTEL";

export const DENIAL: Record<DeniedCode, () => CartError> = {
  "4005": paymentErrors.declined,
  "4006": paymentErrors.insufficientFunds,
  "4007": paymentErrors.authenticationFailed,
  "4009": paymentErrors.cardExpired,
  "40010": paymentErrors.challengeTimedOut,
  FRAUD_AND_PREVENTEL: paymentErrors.fraud,
};
