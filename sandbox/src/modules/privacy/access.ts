// Who may read and change which consents: a signed-in SSO person, for themselves, within the customer of the identity
// they act as (the customer id in the path). Any contact role may manage its own consents (SPEC §6 restricts billing,
// assurance and reports, not a person's own privacy choices); someone else's customer is a 404, never a hint that it
// exists.
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { requireAuth } from "../../auth/guard";
import { parseParams } from "../../http/validation";
import type { IdentityRecord, UserRecord } from "../identity/store";
import { privacyErrors } from "./errors";
import type { Party } from "./store";

export interface PrivacyCaller extends Party {
  user: UserRecord;
  identity: IdentityRecord;
}

const Params = z.object({ customerId: z.string().min(1).max(64) });

export function privacyCaller(request: FastifyRequest): PrivacyCaller {
  const { customerId } = parseParams(Params, request.params);
  const caller = requireAuth(request, { authenticated: true, providers: ["sso"], identitySelected: true });
  if (!caller.user || !caller.identity) throw privacyErrors.noCustomer();
  if (caller.identity.customerId !== customerId) throw privacyErrors.customerNotFound(customerId);
  return { customerId, userId: caller.user.id, user: caller.user, identity: caller.identity };
}
