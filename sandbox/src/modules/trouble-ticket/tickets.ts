// TMF621 shapes and the checks of a new ticket (SPEC §7 trouble tickets; ../shared/reference TMF621: description,
// severity and ticketType required at creation). Pure of HTTP: routes.ts reads the caller and calls these.
import type { Role } from "../../auth/roles";
import type { IdentityRecord } from "../identity/store";
import { billsFor } from "../ebill/bills";
import { linesOf, OWN_LINE_ROLES } from "../usage-management/access";
import { isoLocal } from "../usage-management/zone";
import { ticketErrors } from "./errors";
import {
  REQUEST_KINDS,
  SEVERITIES,
  TICKET_RESOLVED_AFTER_MS,
  TICKET_TYPES,
  type Attachment,
  type RelatedEntity,
  type Severity,
  type StatusChange,
  type TicketRecord,
  type TicketType,
} from "./store";

export const TROUBLE_TICKET_PREFIX = "/trouble-ticket";
export const DESCRIPTION_LENGTH = { min: 10, max: 1000 } as const;
/** The attachment limits, stated to the customer before upload (src/domain/tickets mirrors them). */
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const ATTACHMENT_MIME_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const ATTACHMENT_NAME_MAX = 120;
/** At most this many of a customer's tickets may be open (acknowledged, pending, held, inProgress) at once. */
export const MAX_OPEN_TICKETS = 5;
export const PAGE_LIMIT = { default: 10, max: 50 } as const;

/** Roles kept out of bills (SPEC §6): they may not name a bill in a ticket. */
const NO_BILL_ROLES: readonly Role[] = ["User", "PowerUser", "SubUser", "nonVFUser", "TechnicalChooser", "DigitalProduct"];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const MAGIC: Record<(typeof ATTACHMENT_MIME_TYPES)[number], number[]> = {
  "application/pdf": [0x25, 0x50, 0x44, 0x46],
  "image/jpeg": [0xff, 0xd8, 0xff],
  "image/png": [0x89, 0x50, 0x4e, 0x47],
};

export interface NewTicketInput {
  description: string;
  severity: Severity;
  ticketType: TicketType;
  related: RelatedEntity;
  attachment: Attachment | null;
}

/** The caller's numbers a ticket may name: the identity's own resource and the mobile lines its role reaches. */
function numbersOf(identity: IdentityRecord, role: Role): string[] {
  const own = (OWN_LINE_ROLES as readonly Role[]).includes(role);
  const lines = linesOf(identity)
    .map((l) => l.msisdn)
    .filter((m) => !own || m === identity.resourceValue);
  return [...new Set([identity.resourceValue, ...lines])].filter((n) => n !== "");
}

function parseAttachment(raw: unknown): Attachment | null {
  if (raw === undefined || raw === null) return null;
  const a = Array.isArray(raw) ? (raw.length === 0 ? null : raw.length === 1 ? raw[0] : undefined) : raw;
  if (a === null) return null;
  if (!isRecord(a)) throw ticketErrors.invalidField("attachment", "cel mult un fișier: {name, mimeType, size, content}");
  const name = typeof a.name === "string" ? a.name.trim() : "";
  if (name === "" || name.length > ATTACHMENT_NAME_MAX || /[\\/]/.test(name))
    throw ticketErrors.invalidField("attachment.name", `un nume de fișier de 1–${ATTACHMENT_NAME_MAX} caractere, fără „/”`);
  const mimeType = typeof a.mimeType === "string" ? a.mimeType.trim().toLowerCase() : "";
  if (!(ATTACHMENT_MIME_TYPES as readonly string[]).includes(mimeType)) throw ticketErrors.wrongFormat(mimeType);
  const size = a.size;
  if (typeof size !== "number" || !Number.isInteger(size) || size < 1)
    throw ticketErrors.invalidField("attachment.size", "numărul de octeți, un întreg pozitiv");
  if (size > ATTACHMENT_MAX_BYTES) throw ticketErrors.tooLarge(ATTACHMENT_MAX_BYTES);
  const content = typeof a.content === "string" ? a.content : "";
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(content) || content.length % 4 !== 0)
    throw ticketErrors.invalidField("attachment.content", "conținutul fișierului în base64");
  const bytes = Buffer.from(content, "base64");
  if (bytes.length > ATTACHMENT_MAX_BYTES) throw ticketErrors.tooLarge(ATTACHMENT_MAX_BYTES);
  if (bytes.length !== size) throw ticketErrors.invalidField("attachment.size", `conținutul are ${bytes.length} octeți, nu ${size}`);
  const magic = MAGIC[mimeType as keyof typeof MAGIC];
  if (!magic.every((b, i) => bytes[i] === b)) throw ticketErrors.wrongFormat(mimeType);
  return { name, mimeType, size };
}

/** The body of POST /troubleTicket, checked field by field (invalid_ticket names the first bad one). */
export function parseNewTicket(body: unknown): NewTicketInput {
  const bad = ticketErrors.invalidField;
  if (!isRecord(body)) throw bad("body", "se așteaptă un obiect JSON");
  const description = typeof body.description === "string" ? body.description.trim() : "";
  if (description.length < DESCRIPTION_LENGTH.min || description.length > DESCRIPTION_LENGTH.max)
    throw bad("description", `între ${DESCRIPTION_LENGTH.min} și ${DESCRIPTION_LENGTH.max} caractere`);
  if (!(SEVERITIES as readonly unknown[]).includes(body.severity)) throw bad("severity", `una dintre ${SEVERITIES.join(", ")}`);
  if (!(TICKET_TYPES as readonly unknown[]).includes(body.ticketType)) throw bad("ticketType", `una dintre ${TICKET_TYPES.join(", ")}`);
  const list = body.relatedEntity;
  const r = Array.isArray(list) && list.length === 1 ? list[0] : undefined;
  if (!isRecord(r) || (r.role !== "number" && r.role !== "bill") || typeof r.id !== "string" || r.id.trim() === "")
    throw bad("relatedEntity", 'exact unul: {"id": numărul sau factura, "role": "number" | "bill"}');
  const role = r.role;
  const related: RelatedEntity = { role, id: r.id.trim(), "@referredType": role === "number" ? "Subscription" : "CustomerBill" };
  return {
    description,
    severity: body.severity as Severity,
    ticketType: body.ticketType as TicketType,
    related,
    attachment: parseAttachment(body.attachment),
  };
}

/** Throws unless the related number or bill is the caller's (403 related_entity_not_allowed / insufficient_role). */
export function checkRelated(related: RelatedEntity, identity: IdentityRecord, role: Role, now: number): void {
  if (related.role === "number") {
    if (!numbersOf(identity, role).includes(related.id)) throw ticketErrors.relatedNotAllowed(related.id);
    return;
  }
  if (NO_BILL_ROLES.includes(role)) throw ticketErrors.billNotAllowed(role);
  const billId = related.id.startsWith("VDF") ? related.id.slice(3) : related.id;
  const bans = [...identity.bans, ...identity.closedBans];
  const found = bans.some((ban) => billsFor(identity, ban, now).some((b) => b.id === billId));
  if (!found) throw ticketErrors.relatedNotAllowed(related.id);
  related.id = billId;
}

const isRequestKind = (kind: string) => (REQUEST_KINDS as readonly string[]).includes(kind);

/** The TMF621 TroubleTicket of a record (requests are the same shape, @type CustomerRequest). */
export function ticketView(t: TicketRecord, history: StatusChange[]) {
  const resolved = history.find((h) => h.status === "resolved" || h.status === "completed");
  return {
    id: t.id,
    href: `${TROUBLE_TICKET_PREFIX}/troubleTicket/${t.id}`,
    "@type": t.class === "request" ? "CustomerRequest" : "TroubleTicket",
    "@baseType": "TroubleTicket",
    description: t.description,
    ...(t.severity ? { severity: t.severity } : {}),
    ticketType: t.kind,
    status: t.status,
    creationDate: isoLocal(t.createdAt),
    lastUpdate: isoLocal(t.updatedAt),
    ...(t.class === "ticket" && !isRequestKind(t.kind) ? { expectedResolutionDate: isoLocal(t.createdAt + TICKET_RESOLVED_AFTER_MS) } : {}),
    ...(resolved ? { resolutionDate: isoLocal(resolved.at) } : {}),
    channel: { id: "ecare", name: "Contul meu" },
    relatedEntity: t.related ? [{ id: t.related.id, role: t.related.role, "@referredType": t.related["@referredType"] }] : [],
    attachment: t.attachment
      ? [
          {
            attachmentType: "customerFile",
            name: t.attachment.name,
            mimeType: t.attachment.mimeType,
            size: { amount: t.attachment.size, units: "bytes" },
          },
        ]
      : [],
    relatedParty: [{ id: t.userId, role: "customer", "@referredType": "Individual" }],
    statusChange: history.map((h) => ({ status: h.status, changeDate: isoLocal(h.at), ...(h.reason ? { changeReason: h.reason } : {}) })),
  };
}
