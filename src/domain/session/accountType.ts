// SPEC §6 "Roles map to account types: administrator-type and several business roles map to business
// (EBU); one role to consumer (CBU); another to fixed (UPC); the non-operator role to hybrid, prepaid or
// postpaid by customer type. Exact role names per mapping: not shown." The names are our choice
// (docs/decisions.md "Account type by role").

import { isOneOf, type Role } from "../enums";

export const ACCOUNT_TYPES = ["EBU", "CBU", "UPC", "HYBRID", "PREPAID", "POSTPAID"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The administrator-type role: not an SSO role of SPEC §3, but the CRM role business admins carry (SPEC §6). */
export const ADMINISTRATOR_ROLE = "Administrator";

/** Roles with a fixed account type; nonVFUser depends on the customer's flags. */
const BY_ROLE: Readonly<Record<Exclude<Role, "nonVFUser">, AccountType>> = {
  Chooser: "EBU",
  DelegatedChooser: "EBU",
  AuthorizedPerson: "EBU",
  TechnicalChooser: "EBU",
  PowerUser: "EBU",
  SubUser: "EBU",
  ContractOwner: "CBU",
  User: "CBU",
  // Digital-only products are sold to consumers.
  DigitalProduct: "CBU",
  FixedContractOwner: "UPC",
};

const ROLE_NAMES = Object.keys(BY_ROLE) as Exclude<Role, "nonVFUser">[];

export interface AccountFlags {
  isHybrid: boolean;
  isPrepaid: boolean;
}

/** The non-operator user's type: hybrid wins over prepaid (a hybrid plan is also topped up), else postpaid. */
function nonOperatorType({ isHybrid, isPrepaid }: AccountFlags): AccountType {
  if (isHybrid) return "HYBRID";
  return isPrepaid ? "PREPAID" : "POSTPAID";
}

/** The account type of a role; null for no role or a role we do not know (nothing may be assumed). */
export function accountTypeFor(role: string | null | undefined, flags: AccountFlags): AccountType | null {
  if (role === ADMINISTRATOR_ROLE) return "EBU";
  if (role === "nonVFUser") return nonOperatorType(flags);
  return isOneOf(ROLE_NAMES, role) ? BY_ROLE[role] : null;
}
