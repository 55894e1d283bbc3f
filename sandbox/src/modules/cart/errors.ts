// The cart's TMF errors (docs/cart-contract.md "Errors"): the code is the operator's (SPEC §8 CART), the reason a
// readable key, the message Romanian (the site may show it as is, e.g. 400115 "with server text").
import { HttpError, tmfError, type TmfError } from "../../http/errors";

export class CartError extends HttpError {
  constructor(
    status: number,
    code: string,
    readonly reason: string,
    message: string,
  ) {
    super(status, code, message);
    this.name = "CartError";
  }
  override body(): TmfError {
    return tmfError(this.statusCode, this.code, this.message, this.reason);
  }
}

export const cartErrors = {
  extendedLoginRequired: () =>
    new CartError(
      403,
      "EXTENDED_LOGIN_REQUIRED",
      "extended_login_required",
      "Pentru coș este nevoie de autentificarea extinsă în magazin.",
    ),
  customerTypeMismatch: (what: string) => new CartError(403, "403", "customer_type_mismatch", what),
  malformed: (detail: string) => new CartError(400, "400", "malformed_patch", `Cererea nu este validă: ${detail}`),
  notAvailable: (id: string) => new CartError(400, "400116", "offer_not_available", `Produsul ${id} nu mai este disponibil.`),
  outOfStock: (name: string) =>
    new CartError(400, "400115", "inventory_unavailable", `Produsul ${name} nu mai este în stoc. Te rugăm să alegi alt produs.`),
  voucherNotFound: (code: string) => new CartError(400, "400203", "voucher_not_found", `Voucherul ${code} nu există sau a expirat.`),
  voucherUsedUp: (code: string) =>
    new CartError(400, "400205", "voucher_max_uses_reached", `Voucherul ${code} a atins numărul maxim de utilizări.`),
  voucherNotApplicable: (why: string) => new CartError(400, "400201", "voucher_not_applicable", why),
  quantity: (name: string, max: number) =>
    new CartError(400, "400202", "quantity_not_allowed", `Cantitatea pentru ${name} trebuie să fie între 1 și ${max}.`),
  lineLimit: (max: number) =>
    new CartError(400, "400301", "line_limit_exceeded", `Poți avea cel mult ${max} linii de telefonie mobilă într-o comandă.`),
  subscriberTwice: (id: string) => new CartError(400, "400502", "subscriber_already_in_cart", `Numărul ${id} este deja în coș.`),
  underAge: () =>
    new CartError(400, "400121", "age_rule_violation", "Titularul trebuie să aibă cel puțin 18 ani pentru a încheia un abonament."),
};
