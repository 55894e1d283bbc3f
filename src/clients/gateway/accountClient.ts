// The identity back end's account routes (issue 26; sandbox contract "Account settings"): the contact e-mail change
// (only for an address proved by an e-mail code, SPEC §7 "POST otc /sendValidationEmail, /validateEmail") and SPEC §7
// identity "disassociate roles". Apart from identity.ts so only date-personale loads them; same back end and prefix.
// Zod-free: the domain reads the answers (session/contactRoles.ts).
import { readContactRoles, type ContactRole } from "../../domain/session/contactRoles";
import { isRecord, readString } from "../../domain/read";
import { malformed } from "./errors";
import { guarded } from "./guarded";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

export const ACCOUNT_ROUTES = { contactEmail: "contact-email", disassociate: "disassociate-roles" } as const;

export interface ContactEmailSaved {
  email: string;
  /** false: the address was already the contact address. */
  changed: boolean;
}

export interface AccountApi {
  /** POST contact-email; a 409 email_not_verified rejects (GatewayError code) when no code proved the address. */
  changeContactEmail(email: string): Promise<ContactEmailSaved>;
  /** POST disassociate-roles; resolves with the identities left. */
  disassociate(identityId: string): Promise<ContactRole[]>;
}

export function createAccountApi(port: SessionPort, options: GatewayClientOptions = {}): AccountApi {
  const http = createGatewayClient("identity", port, { anonymousAllowed: false, ...options });
  return {
    changeContactEmail: (email) =>
      guarded("identity", async () => {
        const res = await http.post(ACCOUNT_ROUTES.contactEmail, { email });
        const body: unknown = res.data;
        const saved = isRecord(body) ? readString(body.email) : "";
        if (!isRecord(body) || !saved) throw malformed("identity", body, "no e-mail in the answer", res.status);
        return { email: saved, changed: body.changed !== false };
      }),
    disassociate: (identityId) =>
      guarded("identity", async () => {
        const res = await http.post(ACCOUNT_ROUTES.disassociate, { identityId });
        const body: unknown = res.data;
        if (!isRecord(body) || !Array.isArray(body.contactRoles)) throw malformed("identity", body, "no contactRoles", res.status);
        return readContactRoles(body.contactRoles);
      }),
  };
}
