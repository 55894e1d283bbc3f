// SPEC §3 "Account specialist: voiceSpecialist and dataSpecialist, each with id, fullName, emailAddress, phoneNumber,
// picked from related parties named 'Voice Specialist' or 'Data Specialist'" and SPEC §7 "GET account specialist
// /{customerId}": the business customer's party answer (TMF-style relatedParty[]) read into the two specialists, the
// links to reach them (mailto:, tel:), and whose account has one (a business identity of the operator).
import { normalisePhone } from "../phone";
import { isRecord, readList, readRecord, readString } from "../read";
import type { UserInfo } from "../session/userInfo";

/** The related parties' names the specialists are picked by (SPEC §3). */
export const SPECIALIST_PARTY_NAMES = { voiceSpecialist: "Voice Specialist", dataSpecialist: "Data Specialist" } as const;
export type SpecialistKind = keyof typeof SPECIALIST_PARTY_NAMES;
export const SPECIALIST_KINDS = Object.keys(SPECIALIST_PARTY_NAMES) as SpecialistKind[];

export interface Specialist {
  id: string;
  fullName: string;
  /** "" when missing or not an e-mail address. */
  emailAddress: string;
  /** SPEC §3 normalised (10 digits); "" when missing. */
  phoneNumber: string;
}

export type AccountSpecialists = Record<SpecialistKind, Specialist | null>;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

// Plain addresses only: nothing a mailto: link would read as headers or a second recipient (?, &, comma, spaces).
const EMAIL = /^[^\s@<>()"',;:?&\\]+@[^\s@<>()"',;:?&\\]+\.[^\s@<>()"',;:?&\\.]+$/;

function specialistOf(raw: unknown): Specialist | null {
  const r = readRecord(raw);
  const email = readString(r.emailAddress);
  const specialist: Specialist = {
    id: readString(r.id),
    fullName: readString(r.fullName),
    emailAddress: EMAIL.test(email) ? email : "",
    phoneNumber: normalisePhone(readString(r.phoneNumber)) ?? "",
  };
  // A party with no name and no way to reach it is no specialist to show.
  return specialist.fullName || specialist.emailAddress || specialist.phoneNumber ? specialist : null;
}

/**
 * The two specialists of the answer: for each, the first related party with that name (case and spaces aside) that
 * can be shown; null where there is none. null for an answer that is not a party at all.
 */
export function pickSpecialists(raw: unknown): AccountSpecialists | null {
  if (!isRecord(raw)) return null;
  const parties = readList(raw.relatedParty);
  const pick = (name: string) => {
    for (const party of parties) {
      if (!sameName(readString(readRecord(party).name), name)) continue;
      const specialist = specialistOf(party);
      if (specialist) return specialist;
    }
    return null;
  };
  return { voiceSpecialist: pick(SPECIALIST_PARTY_NAMES.voiceSpecialist), dataSpecialist: pick(SPECIALIST_PARTY_NAMES.dataSpecialist) };
}

/** Whether the answer has no specialist at all. */
export const hasNoSpecialist = (s: AccountSpecialists): boolean => SPECIALIST_KINDS.every((k) => s[k] === null);

/** "mailto:…" for a plain address; null otherwise. */
export const mailtoHref = (email: string): string | null => (EMAIL.test(email) ? `mailto:${email}` : null);

/** "tel:+40…" for a Romanian 10-digit number starting with 0; null otherwise. */
export function telHref(phone: string): string | null {
  const n = normalisePhone(phone);
  return n && /^0\d{9}$/.test(n) ? `tel:+40${n.slice(1)}` : null;
}

/** "0372 000 101": a 10-digit number in the groups people read it in; anything else as it is. */
export function formatPhoneRo(phone: string): string {
  return /^0\d{9}$/.test(phone) ? `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}` : phone;
}

/**
 * The customer whose specialists the signed-in identity sees: a business identity (EBU) of the operator's, by its
 * customer id; null for consumers, non-operator users and a profile without a customer.
 */
export function specialistCustomerOf(profile: Pick<UserInfo, "accountType" | "isNonVdf" | "customerInfo">): string | null {
  if (profile.accountType !== "EBU" || profile.isNonVdf) return null;
  const id = profile.customerInfo?.customerId ?? "";
  return id === "" ? null : id;
}
