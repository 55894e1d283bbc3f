// The account switcher's choices (issue 6 "Account switcher for users with several BANs or identities"): each
// identity the user may act as (GET /contact-roles) and, inside the identity shown now, each of its billing accounts
// (SPEC §7 "POST selectedidentity/{client} (changedBanId etc.)").
import type { CustomerType, Role } from "../enums";
import type { ContactRole } from "./contactRoles";

export interface AccountOption {
  /** Stable key: identity id and BAN. */
  key: string;
  identityId: string;
  ban: string;
  role: Role;
  customerType: CustomerType;
  /** Company name, or the phone number for a personal identity; "" when neither is known. */
  name: string;
  /** True for the billing account of the identity shown now. */
  current: boolean;
  /** A billing account of the current identity other than its own (the BAN list of a business identity). */
  isBanOfCurrent: boolean;
}

export interface CurrentAccount {
  selectedIdentityId: string;
  selectedBan: string;
  /** Every BAN the current identity sees (customerInfo.bans). */
  bans: readonly string[];
}

/** Identities first in the order the back end lists them, the current identity's other BANs right after it. */
export function accountOptions(roles: readonly ContactRole[], current: CurrentAccount): AccountOption[] {
  const options: AccountOption[] = [];
  for (const role of roles) {
    const isCurrent = role.selected || role.id === current.selectedIdentityId;
    const name = role.companyName ?? role.resourceValue ?? "";
    const base = { identityId: role.id, role: role.role, customerType: role.customerType, name };
    const bans = isCurrent ? [role.ban, ...current.bans.filter((ban) => ban !== role.ban)] : [role.ban];
    for (const ban of bans) {
      options.push({
        ...base,
        key: `${role.id}:${ban}`,
        ban,
        // A fixed-line identity's selectedBan is its base id, not the BAN itself: the identity's own BAN stands for it.
        current: isCurrent && (ban === current.selectedBan || (ban === role.ban && !bans.includes(current.selectedBan))),
        isBanOfCurrent: isCurrent && ban !== role.ban,
      });
    }
  }
  return options;
}

/** The switcher is shown only when there is something to switch to. */
export const hasAccountChoice = (options: readonly AccountOption[]): boolean => options.length > 1;
