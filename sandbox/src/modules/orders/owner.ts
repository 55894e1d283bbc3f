// Who owns an order, a payment or an uploaded document: the same owner key as the cart (cart/owner.ts), so the order
// made from a cart belongs to that cart's owner. Self-care reads orders with a base SSO token (ecare), so here an SSO
// user is the owner whatever client or extension the token has; anonymous and one-time-code callers are their session
// or their number, as for the cart.
import type { FastifyRequest } from "fastify";
import { requireAuth, type Caller } from "../../auth/guard";
import { anonymousOwnerKey } from "../cart/owner";

export interface Owner {
  key: string;
  caller: Caller;
}

export function ownerKeyOf(caller: Caller): string {
  const { token, user } = caller;
  if (token.provider === "anonymous" || token.provider === "ebuAnonymous") return anonymousOwnerKey(token.sessionId);
  if (token.provider === "otc") return `otc:${token.subject ?? token.userId ?? token.sessionId}`;
  return user ? `sso:${user.id}` : `session:${token.sessionId}`;
}

export function requestOwner(request: FastifyRequest): Owner {
  const caller = requireAuth(request);
  return { key: ownerKeyOf(caller), caller };
}
