// SPEC §2 /business/assurance "open a ticket" (issue 27; SPEC §7 trouble tickets; TMF621 TroubleTicket_Create requires
// description, severity and ticketType): the form is checked here before anything is sent — a description of 10 to 1000
// characters, a category (ticketType), a severity and the affected number or account (relatedEntity) — each bad field
// with a message key (i18n/ro/assurance.ts form.errors). The affected entity is typed: a company line (SPEC §3 phone
// normalisation: the last 10 digits, a leading 0 when fewer) or a billing account (BAN, nine digits).
import { normalisePhone } from "../phone";
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from "../tickets/ticketForm";
import { TICKET_SEVERITIES, type TicketSeverity } from "../tickets/ticketModel";
import { BUSINESS_TICKET_TYPES, type BusinessTicketType } from "./businessTicket";

export type BusinessTicketField = "description" | "category" | "severity" | "affected";
export type BusinessTicketErrorKey =
  "descriptionShort" | "descriptionLong" | "categoryMissing" | "severityMissing" | "affectedMissing" | "affectedInvalid";
export type BusinessTicketErrors = Partial<Record<BusinessTicketField, BusinessTicketErrorKey>>;

/** The form's order: the first bad field is the one focused. */
export const BUSINESS_TICKET_FIELDS: readonly BusinessTicketField[] = ["description", "category", "severity", "affected"];

export interface AffectedEntity {
  role: "number" | "account";
  id: string;
}

/**
 * The typed number or account: nine digits not starting with 7 are an account (BAN); otherwise a Romanian mobile
 * number (07…, spaces, dots, dashes and a +40/0040 prefix tolerated). Anything else is null.
 */
export function parseAffected(text: string): AffectedEntity | null {
  const raw = text.trim();
  if (raw === "" || /[^\d\s.+\-()/]/.test(raw)) return null;
  const digits = raw.replace(/\D/g, "");
  if (/^[1-689]\d{8}$/.test(digits)) return { role: "account", id: digits };
  if (digits.length < 9 || digits.length > 13) return null;
  const phone = normalisePhone(digits);
  return phone && /^07\d{8}$/.test(phone) ? { role: "number", id: phone } : null;
}

export interface BusinessTicketInput {
  description: string;
  category: string;
  severity: string;
  affected: string;
}

export interface CheckedBusinessTicket {
  description: string;
  category: BusinessTicketType;
  severity: TicketSeverity;
  affected: AffectedEntity;
}

export type BusinessTicketCheck = { ok: true; value: CheckedBusinessTicket } | { ok: false; errors: BusinessTicketErrors };

/** The typed ticket as what will be sent, or a message key per bad field. */
export function checkBusinessTicket(input: BusinessTicketInput): BusinessTicketCheck {
  const errors: BusinessTicketErrors = {};
  const description = input.description.trim();
  if (description.length < DESCRIPTION_MIN) errors.description = "descriptionShort";
  else if (description.length > DESCRIPTION_MAX) errors.description = "descriptionLong";
  if (!(BUSINESS_TICKET_TYPES as readonly string[]).includes(input.category)) errors.category = "categoryMissing";
  if (!(TICKET_SEVERITIES as readonly string[]).includes(input.severity)) errors.severity = "severityMissing";
  const affected = parseAffected(input.affected);
  if (input.affected.trim() === "") errors.affected = "affectedMissing";
  else if (!affected) errors.affected = "affectedInvalid";
  if (Object.keys(errors).length > 0 || !affected) return { ok: false, errors };
  return {
    ok: true,
    value: {
      description,
      category: input.category as BusinessTicketType,
      severity: input.severity as TicketSeverity,
      affected,
    },
  };
}

/** The first bad field in the form's order (focused after a failed check). */
export const firstBadBusinessField = (errors: BusinessTicketErrors): BusinessTicketField | null =>
  BUSINESS_TICKET_FIELDS.find((f) => errors[f] !== undefined) ?? null;

/** The POST /businessTicket body (TMF621 TroubleTicket_Create). */
export function businessTicketBody(t: CheckedBusinessTicket): Record<string, unknown> {
  return {
    description: t.description,
    severity: t.severity,
    ticketType: t.category,
    channel: { id: "assurance" },
    relatedEntity: [
      { id: t.affected.id, role: t.affected.role, "@referredType": t.affected.role === "number" ? "Subscription" : "BillingAccount" },
    ],
  };
}

/** Refusals of the back end with their own words: the company's open-ticket limit, a number or account not the company's. */
export type BusinessTicketRefusal = "openLimit" | "relatedNotAllowed";

export function businessTicketRefusalOf(error: unknown): BusinessTicketRefusal | null {
  if (error === null || typeof error !== "object") return null;
  const code = String((error as { code?: unknown }).code ?? "");
  if (code === "open_ticket_limit") return "openLimit";
  if (code === "related_entity_not_allowed") return "relatedNotAllowed";
  return null;
}
