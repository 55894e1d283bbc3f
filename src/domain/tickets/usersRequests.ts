// SPEC §2 "cererileutilizatorilor" (issue 27; SPEC §6 roles, §7 trouble tickets; TMF621 TroubleTicket): the company's
// users' requests as the screen shows them — who asked (relatedParty "requester"), what, about which number, through
// which channel, in which state — read tolerantly (a missing field is empty, an unknown status stays visible as
// unknown). Who sees the list: the company's account administrators (SPEC §6 "Chooser, delegated chooser and
// authorized person" administer accounts); anyone else is told so, honestly, instead of an error.
import { isRecord, readList, readNumber, readRecord, readString } from "../read";
import type { Role } from "../enums";
import { isTicketKind, type TicketKind } from "./ticketModel";
import { statusLabel, type StatusLabel } from "./ticketStatus";

/** How the requester asked (TMF621 channel.id): the web account, a call to customer care, a shop. */
export const REQUEST_CHANNELS = ["ecare", "callCentre", "shop"] as const;
export type RequestChannel = (typeof REQUEST_CHANNELS)[number];

export interface UsersRequest {
  id: string;
  /** A request made by an action (CustomerRequest), or a ticket. */
  isRequest: boolean;
  kind: TicketKind | null;
  description: string;
  status: StatusLabel;
  createdAt: string;
  requester: { id: string; name: string };
  /** The number the request is about, when it names one. */
  number: string | null;
  channel: RequestChannel | null;
}

export interface UsersRequestsPage {
  items: UsersRequest[];
  total: number;
}

export function mapUsersRequest(raw: unknown): UsersRequest | null {
  if (!isRecord(raw)) return null;
  const id = readString(raw.id);
  if (!id) return null;
  const kind = readString(raw.ticketType);
  const party = readList(raw.relatedParty)
    .map(readRecord)
    .find((p) => readString(p.role) === "requester");
  const requesterId = readString(party?.id);
  const entity = readList(raw.relatedEntity)
    .map(readRecord)
    .find((e) => readString(e.role) === "number");
  const channel = readString(readRecord(raw.channel).id);
  return {
    id,
    isRequest: readString(raw["@type"]) === "CustomerRequest",
    kind: isTicketKind(kind) ? kind : null,
    description: readString(raw.description),
    status: statusLabel(raw.status),
    createdAt: readString(raw.creationDate),
    requester: { id: requesterId, name: readString(party?.name) || requesterId },
    number: readString(entity?.id) || null,
    channel: (REQUEST_CHANNELS as readonly string[]).includes(channel) ? (channel as RequestChannel) : null,
  };
}

/** The list answer and its x-total-count header; null when it is not a list. */
export function mapUsersRequestsPage(raw: unknown, totalHeader: unknown): UsersRequestsPage | null {
  if (!Array.isArray(raw)) return null;
  const items = raw.map(mapUsersRequest).filter((r): r is UsersRequest => r !== null);
  const total = readNumber(totalHeader);
  return { items, total: total !== null && total >= items.length ? Math.floor(total) : items.length };
}

/** A user who asked for something: the filter's choices. */
export interface Requester {
  id: string;
  name: string;
  /** Their line ("" when unknown): two employees of the same name are told apart by it. */
  msisdn: string;
  requestCount: number;
}

export function mapRequesters(raw: unknown): Requester[] | null {
  if (!Array.isArray(raw)) return null;
  return raw.filter(isRecord).flatMap((r) => {
    const id = readString(r.id);
    if (!id) return [];
    return [
      { id, name: readString(r.name) || id, msisdn: readString(r.msisdn), requestCount: Math.max(0, readNumber(r.requestCount) ?? 0) },
    ];
  });
}

/** SPEC §6: the account administrators see the company's users' requests; other business roles only their own. */
export const USERS_REQUESTS_ROLES: readonly Role[] = ["Chooser", "DelegatedChooser", "AuthorizedPerson"];

/** Who the list is for: the company's administrators; a consumer or any other role gets a notice saying why. */
export type UsersRequestsAudience = "company" | "notBusiness" | "notAdministrator";

export function usersRequestsAudience(user: { role: Role | null; customerType: string | null | undefined }): UsersRequestsAudience {
  if (user.customerType !== "EBU") return "notBusiness";
  return user.role !== null && USERS_REQUESTS_ROLES.includes(user.role) ? "company" : "notAdministrator";
}

/** A refusal of the back end that is an answer, not a failure (403 not_business / not_account_administrator). */
export function usersRequestsRefusal(error: unknown): Exclude<UsersRequestsAudience, "company"> | null {
  if (error === null || typeof error !== "object") return null;
  const { status, code } = error as { status?: unknown; code?: unknown };
  if (status !== 403) return null;
  if (code === "not_business") return "notBusiness";
  if (code === "not_account_administrator") return "notAdministrator";
  return null;
}
