// SPEC §7 identity "disassociate roles" (path not shown; ours: POST /identity/disassociate-roles {identityId}, the
// sandbox contract). Which of the signed-in user's identities (SPEC §7 GET /contact-roles) date-personale offers to
// disassociate: never the one the user acts as now (the session stands on it), and never the last one (a web user
// without any identity has nothing to sign in to; SPEC §2 sends such a user to associate services). The back end
// enforces the same and the ownership.
import type { ContactRole } from "../session/contactRoles";

export type KeptReason = "inUse" | "lastIdentity";

/** Why an identity must stay, or null when it may be disassociated. */
export function keptReason(role: ContactRole, all: readonly ContactRole[], currentIdentityId: string): KeptReason | null {
  if (role.selected || role.id === currentIdentityId) return "inUse";
  if (all.length <= 1) return "lastIdentity";
  return null;
}

export interface AssociatedAccount {
  role: ContactRole;
  /** Null: "Dezasociază" is offered. */
  kept: KeptReason | null;
}

/** Every identity but the one in use (that one is the page's own account), each with whether it may go. */
export function associatedAccounts(all: readonly ContactRole[], currentIdentityId: string): AssociatedAccount[] {
  return all
    .filter((r) => !(r.selected || r.id === currentIdentityId))
    .map((role) => ({ role, kept: keptReason(role, all, currentIdentityId) }));
}
