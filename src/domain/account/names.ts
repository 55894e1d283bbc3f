// The name form of date-personale (SPEC §3 "User info": firstName, lastName; "First and last name equal to the
// placeholder words 'nume' or 'prenume' (case-insensitive) are ignored"; SPEC §7 "POST /dxl-sso-webuser/webuser-name
// {family_name, given_name}"). The placeholder rule itself is session/userInfo.ts's personName: one function, read here.
// Limits (ours, docs/decisions.md "My account: personal data"): each name 1–100 characters once trimmed and its inner
// spaces collapsed (the sandbox's limit too), letters of any alphabet with the marks Romanian names carry, and spaces,
// hyphens, apostrophes and dots between them.
import { personName } from "../session/userInfo";

export const NAME_MAX = 100;

export type NameField = "firstName" | "lastName";
export type NameErrorKey = "required" | "tooLong" | "placeholder" | "characters";

/** SPEC §3: a name the back end would show as a placeholder word ('nume', 'prenume'), not as a name. */
export function isPlaceholderName(raw: unknown): boolean {
  const typed = typeof raw === "string" ? raw.trim() : "";
  return typed !== "" && personName(typed) === "";
}

/** Starts with a letter; then letters, marks, spaces, hyphens, apostrophes (' and ’) and dots. */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

export type NameCheck = { ok: true; name: string } | { ok: false; key: NameErrorKey };

/** One typed name: trimmed, inner spaces collapsed, then checked. */
export function checkName(raw: unknown): NameCheck {
  const name = typeof raw === "string" ? raw.trim().replace(/\s+/g, " ") : "";
  if (name === "") return { ok: false, key: "required" };
  if (name.length > NAME_MAX) return { ok: false, key: "tooLong" };
  if (isPlaceholderName(name)) return { ok: false, key: "placeholder" };
  if (!NAME_PATTERN.test(name)) return { ok: false, key: "characters" };
  return { ok: true, name };
}

/** What webuser-name is sent (given_name = first name, family_name = last name). */
export interface NameChange {
  givenName: string;
  familyName: string;
}

export type NameFormCheck =
  { ok: true; change: NameChange; unchanged: boolean } | { ok: false; errors: Partial<Record<NameField, NameErrorKey>> };

/**
 * The name form: both names checked (each field's own message), and whether they are the ones already held (the
 * profile's names, placeholders already read as ""), so nothing is sent for no change.
 */
export function checkNameForm(
  typed: { firstName: unknown; lastName: unknown },
  current: { firstName: string; lastName: string },
): NameFormCheck {
  const first = checkName(typed.firstName);
  const last = checkName(typed.lastName);
  if (!first.ok || !last.ok) {
    const errors: Partial<Record<NameField, NameErrorKey>> = {};
    if (!first.ok) errors.firstName = first.key;
    if (!last.ok) errors.lastName = last.key;
    return { ok: false, errors };
  }
  const unchanged = first.name === current.firstName.trim() && last.name === current.lastName.trim();
  return { ok: true, change: { givenName: first.name, familyName: last.name }, unchanged };
}
