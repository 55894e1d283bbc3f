// SPEC §7 trouble tickets; TMF621 TroubleTicket_Create requires description, severity and ticketType. The new-ticket
// form is checked here before anything is sent: each bad field gets a message key (i18n/ro/tickets.ts form.errors) and
// nothing is asked. The attachment limits are stated to the customer before upload (ATTACHMENT_LIMITS) and are the
// sandbox's (sandbox/src/modules/trouble-ticket/tickets.ts): PDF, JPEG or PNG, at most 2 MB, a name of 120 characters.
import { TICKET_CATEGORIES, TICKET_SEVERITIES, type TicketCategory, type TicketSeverity } from "./ticketModel";

export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 1000;

export const ATTACHMENT_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  /** What the customer reads: "2 MB". */
  maxMegabytes: 2,
  mimeTypes: ["application/pdf", "image/jpeg", "image/png"] as const,
  /** The file picker's accept list. */
  accept: ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png",
  nameMax: 120,
} as const;

const EXTENSION_TYPES: Record<string, (typeof ATTACHMENT_LIMITS.mimeTypes)[number]> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

export type TicketField = "description" | "category" | "severity" | "related" | "attachment";
export type TicketErrorKey =
  | "descriptionShort"
  | "descriptionLong"
  | "categoryMissing"
  | "severityMissing"
  | "relatedMissing"
  | "attachmentType"
  | "attachmentSize"
  | "attachmentEmpty"
  | "attachmentName";
export type TicketErrors = Partial<Record<TicketField, TicketErrorKey>>;

/** The form's order: the first bad field is the one focused. */
export const TICKET_FIELDS: readonly TicketField[] = ["description", "category", "severity", "related", "attachment"];

/** A related number or bill as one select value: "number:0722000101", "bill:1000001012602". */
export const relatedValue = (role: "number" | "bill", id: string): string => `${role}:${id}`;

export function parseRelated(value: string): { role: "number" | "bill"; id: string } | null {
  const m = /^(number|bill):(\S+)$/.exec(value.trim());
  return m && m[2] ? { role: m[1] as "number" | "bill", id: m[2] } : null;
}

export interface AttachmentInfo {
  name: string;
  size: number;
  /** The browser's type; "" when it does not know (then the extension decides). */
  type: string;
}

export interface TicketInput {
  description: string;
  category: string;
  severity: string;
  related: string;
  attachment: AttachmentInfo | null;
}

export interface CheckedTicket {
  description: string;
  category: TicketCategory;
  severity: TicketSeverity;
  related: { role: "number" | "bill"; id: string };
  attachment: { name: string; size: number; mimeType: string } | null;
}

/** The file's type: the browser's when it is one we take, else the one its extension names; null otherwise. */
export function attachmentMimeType(file: AttachmentInfo): string | null {
  const type = file.type.trim().toLowerCase();
  if ((ATTACHMENT_LIMITS.mimeTypes as readonly string[]).includes(type)) return type;
  if (type !== "" && type !== "application/octet-stream") return null;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? "";
  return EXTENSION_TYPES[ext] ?? null;
}

/** The attachment's own problem, or null when it may be sent. */
export function checkAttachment(file: AttachmentInfo): TicketErrorKey | null {
  if (attachmentMimeType(file) === null) return "attachmentType";
  if (file.size <= 0) return "attachmentEmpty";
  if (file.size > ATTACHMENT_LIMITS.maxBytes) return "attachmentSize";
  const name = file.name.trim();
  if (name === "" || name.length > ATTACHMENT_LIMITS.nameMax || /[\\/]/.test(name)) return "attachmentName";
  return null;
}

export type TicketCheck = { ok: true; value: CheckedTicket } | { ok: false; errors: TicketErrors };

/** The typed ticket as what will be sent, or a message key per bad field. */
export function checkTicket(input: TicketInput): TicketCheck {
  const errors: TicketErrors = {};
  const description = input.description.trim();
  if (description.length < DESCRIPTION_MIN) errors.description = "descriptionShort";
  else if (description.length > DESCRIPTION_MAX) errors.description = "descriptionLong";
  if (!(TICKET_CATEGORIES as readonly string[]).includes(input.category)) errors.category = "categoryMissing";
  if (!(TICKET_SEVERITIES as readonly string[]).includes(input.severity)) errors.severity = "severityMissing";
  const related = parseRelated(input.related);
  if (!related) errors.related = "relatedMissing";
  const attachmentError = input.attachment ? checkAttachment(input.attachment) : null;
  if (attachmentError) errors.attachment = attachmentError;
  if (Object.keys(errors).length > 0 || !related) return { ok: false, errors };
  const file = input.attachment;
  return {
    ok: true,
    value: {
      description,
      category: input.category as TicketCategory,
      severity: input.severity as TicketSeverity,
      related,
      attachment: file ? { name: file.name.trim(), size: file.size, mimeType: attachmentMimeType(file) as string } : null,
    },
  };
}

/** The first bad field in the form's order (focused after a failed check). */
export const firstBadField = (errors: TicketErrors): TicketField | null => TICKET_FIELDS.find((f) => errors[f] !== undefined) ?? null;

/** The POST /troubleTicket body (TMF621 TroubleTicket_Create); `content` is the attachment's base64. */
export function ticketBody(t: CheckedTicket, content: string | null): Record<string, unknown> {
  return {
    description: t.description,
    severity: t.severity,
    ticketType: t.category,
    channel: { id: "ecare" },
    relatedEntity: [
      { id: t.related.id, role: t.related.role, "@referredType": t.related.role === "number" ? "Subscription" : "CustomerBill" },
    ],
    ...(t.attachment && content !== null
      ? { attachment: [{ name: t.attachment.name, mimeType: t.attachment.mimeType, size: t.attachment.size, content }] }
      : {}),
  };
}

/**
 * A refusal of the back end that has its own words (sandbox contract "tickets"): the open-ticket limit, and the SPEC §8
 * DOCUMENT UPLOAD codes 400108 (wrong document format) and 413001 (too large) for the attachment; null for the others,
 * which the catalogue's ribbon words by class.
 */
export type TicketRefusal = "openLimit" | "wrongFormat" | "tooLarge" | "relatedNotAllowed";

export function ticketRefusalOf(error: unknown): TicketRefusal | null {
  if (error === null || typeof error !== "object") return null;
  const code = String((error as { code?: unknown }).code ?? "");
  switch (code) {
    case "open_ticket_limit":
      return "openLimit";
    case "400108":
      return "wrongFormat";
    case "413001":
      return "tooLarge";
    case "related_entity_not_allowed":
      return "relatedNotAllowed";
    default:
      return null;
  }
}
