// The trouble-ticket back end's TMF errors ({"@type":"Error", code, reason, message (Romanian), status}). Attachments
// use the SPEC §8 DOCUMENT UPLOAD codes: 400108 wrong document format, 413001 too large.
import type { TmfError } from "../../http/errors";
import { CartError } from "../cart/errors";

/** A bad field of a new ticket: the body also names it. */
export class TicketFieldError extends CartError {
  constructor(
    readonly field: string,
    detail: string,
  ) {
    super(400, "invalid_ticket", "invalid_ticket", `Câmpul ${field} nu este valid: ${detail}.`);
  }
  override body(): TmfError & { field: string } {
    return { ...super.body(), field: this.field };
  }
}

const e = (status: number, code: string, reason: string, message: string) => new CartError(status, code, reason, message);

export const ticketErrors = {
  invalidField: (field: string, detail: string) => new TicketFieldError(field, detail),
  invalidQuery: (detail: string) => e(400, "invalid_query", "invalid_query", `Filtrul nu este valid: ${detail}.`),
  wrongFormat: (mime: string) =>
    e(400, "400108", "wrong_document_format", `Fișierul (${mime || "fără tip"}) nu este acceptat: doar PDF, JPEG sau PNG.`),
  tooLarge: (maxBytes: number) =>
    e(413, "413001", "attachment_too_large", `Fișierul depășește ${Math.round(maxBytes / (1024 * 1024))} MB.`),
  relatedNotAllowed: (id: string) =>
    e(403, "related_entity_not_allowed", "related_entity_not_allowed", `Numărul sau factura ${id} nu este una dintre ale tale.`),
  billNotAllowed: (role: string) =>
    e(403, "insufficient_role", "insufficient_role", `Rolul ${role} nu vede facturile, deci nu poate reclama o factură.`),
  openLimit: (max: number) =>
    e(
      429,
      "open_ticket_limit",
      "open_ticket_limit",
      `Ai deja ${max} sesizări deschise. Poți deschide alta după ce una dintre ele este rezolvată.`,
    ),
  notFound: (id: string) => e(404, "ticket_not_found", "ticket_not_found", `Sesizarea ${id} nu există.`),
  noUser: () => e(401, "authentication_required", "authentication_required", "Autentifică-te pentru a vedea cererile tale."),
};
