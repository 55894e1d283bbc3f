// The identities of the signed-in user (SPEC §7 GET /contact-roles), read by the domain: one loader for the sign-in
// steps, the identity chooser and the account switcher. Apart from signInFlow.ts so the switcher, on every self-care
// page, does not load the sign-in steps (and the cart they carry) until a switch happens.
import type { IdentityApi } from "../clients/gateway/identity";
import { readContactRoles, type ContactRole } from "../domain/session/contactRoles";

/** The identities of the signed-in user; an unreadable answer counts as none (the user info still decides). */
export async function loadContactRoles(api: IdentityApi): Promise<ContactRole[]> {
  return readContactRoles(await api.contactRoles());
}
