// TMF errors of the orders and document-upload services (docs/checkout-contract.md "Errors"; SPEC §8 ORDER HISTORY,
// DOCUMENT UPLOAD and the CART checkout codes). Same body as the cart's: {code, reason, message (Romanian), status}.
import { CartError } from "../cart/errors";

export const orderErrors = {
  notFound: (id: string) => new CartError(404, "404000", "order_not_found", `Comanda ${id} nu a fost găsită.`),
  checkoutData: (missing: string[]) =>
    new CartError(400, "400113", "checkout_data_incomplete", `Datele comenzii nu sunt complete: ${missing.join(", ")}.`),
  emptyCart: () => new CartError(400, "400", "empty_cart", "Coșul este gol: nu există nimic de comandat."),
  documentsMissing: (missing: string[]) =>
    new CartError(
      400,
      "400114",
      "photo_id_not_found",
      `Lipsesc documentele comenzii: ${missing.join(", ")}. Încarcă actul de identitate și certificatul de înregistrare.`,
    ),
};

export const documentErrors = {
  wrongFormat: (what: string) =>
    new CartError(
      400,
      "400108",
      "wrong_document_format",
      `Formatul documentului nu este acceptat (${what}). Încarcă un fișier JPG, PNG sau PDF.`,
    ),
  unreadable: (why: string) =>
    new CartError(400, "400109", "document_unreadable", `Documentul nu poate fi citit (${why}). Te rugăm să încarci din nou fișierul.`),
  badType: (type: string) =>
    new CartError(
      400,
      "400104",
      "document_type_unknown",
      `Tipul de document „${type}” nu este cunoscut. Tipurile acceptate: CI, RegistrationCertificate.`,
    ),
  tooLarge: (maxMb: number) =>
    new CartError(413, "413001", "document_too_large", `Documentul depășește ${maxMb} MB. Încarcă un fișier mai mic.`),
  notFound: (id: string) => new CartError(404, "404", "document_not_found", `Documentul ${id} nu a fost găsit.`),
};
