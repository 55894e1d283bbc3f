// The contact e-mail change of date-personale (SPEC §3 "User info": email; SPEC §7 "POST otc /sendValidationEmail
// {payload}; POST otc /validateEmail {payload, username}"; SPEC §5 "E-mail validation succeeds only when the response
// error code is 'no_error'"). The address is checked by the billing forms' one rule (billing/emailAddress.ts) and the code
// by the e-bill's (billing/ebillVerification.ts): one function each, read here. What is ours: the address must differ
// from the one held, and the change is saved only for the address a code proved in this visit.
import { checkEmail } from "../billing/emailAddress";
import { checkEmailCode, type EmailCodeCheck } from "../billing/ebillVerification";

export type ContactEmailErrorKey = "required" | "tooLong" | "emailInvalid" | "unchanged";

export type ContactEmailCheck = { ok: true; email: string } | { ok: false; key: ContactEmailErrorKey };

/** A new contact address: a valid one (lower case), other than the one held (compared without case). */
export function checkNewContactEmail(raw: unknown, current: string): ContactEmailCheck {
  const check = checkEmail(raw);
  if (!check.ok) return { ok: false, key: check.key === "tooLong" ? "tooLong" : check.key === "required" ? "required" : "emailInvalid" };
  if (check.email === current.trim().toLowerCase()) return { ok: false, key: "unchanged" };
  return { ok: true, email: check.email };
}

/** The code typed from the e-mail: the e-bill's rule (spaces dropped, 6 digits). */
export const checkContactEmailCode = (raw: unknown): EmailCodeCheck => checkEmailCode(raw);

/** Where the change stands in this visit: nothing sent, a code sent to an address, or that address proved by its code. */
export type ContactEmailStep = { kind: "idle" } | { kind: "codeSent"; email: string } | { kind: "verified"; email: string };

/** The address that may be saved now: only the one proved in this visit (the back end checks it again). */
export const savableEmail = (step: ContactEmailStep): string | null => (step.kind === "verified" ? step.email : null);
