// What "Creează cont" accepts before it calls the gateway, and what the gateway checks again (the sandbox imports
// these): the number and option of the login options step (SPEC §4), then the account's details. SPEC §5 "Form
// validation with messages: not shown": the rules and limits are ours (docs/decisions.md, issue 26). Each field
// answers ONE message key, the first problem found (missing → too long → wrong shape); texts in
// src/i18n/ro/registration.ts.
import { EMAIL_MAX, EMAIL_PATTERN } from "../billing/emailAddress";
import { checkMobileNumber } from "../session/otcInput";
import { personName } from "../session/userInfo";
import { REGISTRATION_OPTIONS, type RegistrationOption } from "./steps";

export type RegistrationMessageKey =
  | "required"
  | "optionRequired"
  | "invalidPhone"
  | "invalidCode"
  | "tooLong"
  | "nameInvalid"
  | "namePlaceholder"
  | "emailInvalid"
  | "passwordShort"
  | "passwordLong"
  | "passwordWeak"
  | "passwordPersonal"
  | "tocRequired";

/** Longest first or last name (the checkout's limit, src/domain/checkout/validators.ts FIELD_MAX). */
export const NAME_MAX = 50;
/** Password length: at least 8 (NIST SP 800-63B's floor), at most 64 (63B: allow at least 64). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** Letters of any alphabet (diacritics included), spaces, hyphen, apostrophe, dot: "Ana-Maria", "O'Neil", "Șt. Ion". */
const NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
const LETTER = /\p{L}/u;
const DIGIT = /\d/;

export type Checked<T> = { ok: true; value: T } | { ok: false; key: RegistrationMessageKey };

/** The login options step: which option (SPEC §4) and the number, normalised (SPEC §3 phone rule, 07xxxxxxxx). */
export function checkStart(input: {
  option: string;
  phone: string;
}):
  | { ok: true; value: { option: RegistrationOption; msisdn: string } }
  | { ok: false; errors: Partial<Record<"option" | "phone", RegistrationMessageKey>> } {
  const errors: Partial<Record<"option" | "phone", RegistrationMessageKey>> = {};
  const option = (REGISTRATION_OPTIONS as readonly string[]).includes(input.option) ? (input.option as RegistrationOption) : null;
  if (option === null) errors.option = "optionRequired";
  const phone = checkMobileNumber(input.phone);
  if (!phone.ok) errors.phone = phone.reason;
  if (option === null || !phone.ok) return { ok: false, errors };
  return { ok: true, value: { option, msisdn: phone.msisdn } };
}

/**
 * A first or last name: required, at most NAME_MAX, letters (any alphabet) with spaces, hyphens, apostrophes and
 * dots, and not a placeholder word — SPEC §3 "First and last name equal to the placeholder words 'nume' or 'prenume'
 * (case-insensitive) are ignored": a name the site would ignore is not a name (the same rule, personName).
 */
export function checkPersonName(raw: unknown): Checked<string> {
  const value = typeof raw === "string" ? raw.trim().replace(/\s+/g, " ") : "";
  if (value === "") return { ok: false, key: "required" };
  if (value.length > NAME_MAX) return { ok: false, key: "tooLong" };
  if (!NAME.test(value)) return { ok: false, key: "nameInvalid" };
  if (personName(value) === "") return { ok: false, key: "namePlaceholder" };
  return { ok: true, value };
}

/** The account's e-mail address (also its user name): required, at most 254, one @ and a dotted domain; lower case. */
export function checkRegistrationEmail(raw: unknown): Checked<string> {
  const value = typeof raw === "string" ? raw.trim() : "";
  if (value === "") return { ok: false, key: "required" };
  if (value.length > EMAIL_MAX) return { ok: false, key: "tooLong" };
  if (!EMAIL_PATTERN.test(value)) return { ok: false, key: "emailInvalid" };
  return { ok: true, value: value.toLowerCase() };
}

/**
 * The password rules (ours): PASSWORD_MIN–PASSWORD_MAX characters, at least one letter and one digit, and not built
 * from what an attacker knows first: it may not contain the e-mail address's part before @ (4 characters or more) or
 * the phone number (its 9 digits after the leading 0). Taken as typed: never trimmed.
 */
export function checkPassword(raw: unknown, personal: { email?: string; msisdn?: string } = {}): RegistrationMessageKey | null {
  const value = typeof raw === "string" ? raw : "";
  if (value === "") return "required";
  if (value.length < PASSWORD_MIN) return "passwordShort";
  if (value.length > PASSWORD_MAX) return "passwordLong";
  if (!LETTER.test(value) || !DIGIT.test(value)) return "passwordWeak";
  const lower = value.toLowerCase();
  const local = (personal.email ?? "").trim().toLowerCase().split("@")[0] ?? "";
  const number = (personal.msisdn ?? "").replace(/\D/g, "").slice(-9);
  if ((local.length >= 4 && lower.includes(local)) || (number.length === 9 && value.replace(/\D/g, "").includes(number))) {
    return "passwordPersonal";
  }
  return null;
}

export type DetailsField = "firstName" | "lastName" | "email" | "password" | "tocAccepted";

export interface RegistrationDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** SPEC §3 vetting tocAccepted: the terms must be accepted (true) for the account to be made. */
  tocAccepted: true;
}

export type DetailsInput = { firstName?: unknown; lastName?: unknown; email?: unknown; password?: unknown; tocAccepted?: unknown };

/** Every field of the details step, each with its first problem; the cleaned details when all are good. */
export function checkDetails(
  input: DetailsInput,
  msisdn: string,
): { ok: true; value: RegistrationDetails } | { ok: false; errors: Partial<Record<DetailsField, RegistrationMessageKey>> } {
  const errors: Partial<Record<DetailsField, RegistrationMessageKey>> = {};
  const firstName = checkPersonName(input.firstName);
  const lastName = checkPersonName(input.lastName);
  const email = checkRegistrationEmail(input.email);
  if (!firstName.ok) errors.firstName = firstName.key;
  if (!lastName.ok) errors.lastName = lastName.key;
  if (!email.ok) errors.email = email.key;
  const password = checkPassword(input.password, { email: email.ok ? email.value : undefined, msisdn });
  if (password) errors.password = password;
  if (input.tocAccepted !== true) errors.tocAccepted = "tocRequired";
  if (!firstName.ok || !lastName.ok || !email.ok || password) return { ok: false, errors };
  if (errors.tocAccepted) return { ok: false, errors };
  return {
    ok: true,
    value: {
      firstName: firstName.value,
      lastName: lastName.value,
      email: email.value,
      password: input.password as string,
      tocAccepted: true,
    },
  };
}
