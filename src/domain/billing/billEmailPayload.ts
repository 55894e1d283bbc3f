// SPEC §6 "Bill e-mail: for one specific role the payload carries email plus optional otherEmails; other roles send
// only the typed e-mail" and SPEC §7 POST .../billDocument/{type}/sendEmail body "email, otherEmails or null, userType".
// Our reading (docs/decisions.md "Billing rules and screens"):
// - the role is Chooser: the business administrator sends the company's bill to its accountants too;
// - otherEmails: at most OTHER_EMAILS_MAX, each checked like the main address, de-duplicated (case-insensitive),
//   never the main address again, blanks ignored; none left → null. One bad address refuses the whole field, it is
//   never dropped silently;
// - userType is the SSO role the payload was built for ("Chooser", "ContractOwner", …).
import type { Role } from "../enums";
import { checkEmail } from "./emailAddress";
import { OTHER_EMAILS_MAX } from "./limits";
import type { BillingValidated } from "./messages";

/** SPEC §6 "one specific role": the one whose bill e-mail may go to other addresses too. */
export const OTHER_EMAILS_ROLE: Role = "Chooser";
export { OTHER_EMAILS_MAX };

export interface BillEmailPayload {
  email: string;
  otherEmails: string[] | null;
  userType: Role;
}

export type BillEmailField = "email" | "otherEmails";

export interface BillEmailInput {
  role: Role;
  typedEmail: unknown;
  /** A list, or the text typed in one field, separated by commas, semicolons, spaces or new lines. */
  otherEmails?: unknown;
}

/** The other addresses as typed: a list of texts, or one text split on , ; and white space. */
function splitOthers(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw.flatMap((v) => (typeof v === "string" ? v.split(/[,;\s]+/) : [v]));
  return typeof raw === "string" ? raw.split(/[,;\s]+/) : [];
}

/** The sendEmail body for this role, or the fields in error. */
export function billEmailPayload({ role, typedEmail, otherEmails }: BillEmailInput): BillingValidated<BillEmailPayload, BillEmailField> {
  const main = checkEmail(typedEmail);
  if (!main.ok) return { ok: false, errors: { email: main.key } };
  if (role !== OTHER_EMAILS_ROLE) return { ok: true, value: { email: main.email, otherEmails: null, userType: role } };

  const others: string[] = [];
  for (const raw of splitOthers(otherEmails)) {
    if (typeof raw === "string" && raw.trim() === "") continue;
    const other = checkEmail(raw);
    if (!other.ok) return { ok: false, errors: { otherEmails: other.key === "required" ? "emailInvalid" : other.key } };
    if (other.email !== main.email && !others.includes(other.email)) others.push(other.email);
  }
  if (others.length > OTHER_EMAILS_MAX) return { ok: false, errors: { otherEmails: "otherEmailsTooMany" } };
  return { ok: true, value: { email: main.email, otherEmails: others.length > 0 ? others : null, userType: role } };
}
