// Who owns the cart a request reads or changes (docs/cart-contract.md "Routes"). There is no cart id in the path:
// the token names the owner, the route the customer type, and the two must agree.
//   anonymous → consumer, ebuAnonymous → business: the anonymous session (one per sign-in, kept across refreshes);
//   otc on shopcbuweb → consumer, on shopebuweb → business: the verified number;
//   sso with an extended token (convert-token) for shopcbuweb (shopCBU) → consumer, shopebuweb (shopEBU) → business:
//   the user. A base SSO token, or an extended one for another client, is 403 EXTENDED_LOGIN_REQUIRED (SPEC §5
//   "Adding to cart under SSO needs extended login").
import type { FastifyRequest } from "fastify";
import { requireAuth, type Caller } from "../../auth/guard";
import type { Client } from "../../auth/roles";
import { cartErrors } from "./errors";
import type { CustomerType } from "./offerings";

export interface CartOwner {
  key: string;
  customerType: CustomerType;
  /** For the age rule: only an SSO user's CNP (a one-time code proves the number, not who holds the account). */
  userCnp: string | null;
  caller: Caller;
}

const SHOP_OF: Partial<Record<Client, CustomerType>> = { shopcbuweb: "CBU", shopebuweb: "EBU" };

const AREA_NAME: Record<CustomerType, string> = { CBU: "persoane fizice", EBU: "business" };

/** The anonymous provider whose carts live on a route (carry on sign-in accepts only its tokens). */
export const ANONYMOUS_PROVIDER: Record<CustomerType, "anonymous" | "ebuAnonymous"> = { CBU: "anonymous", EBU: "ebuAnonymous" };

export const anonymousOwnerKey = (sessionId: string): string => `anon:${sessionId}`;

export function cartOwner(request: FastifyRequest, route: CustomerType): CartOwner {
  const caller = requireAuth(request);
  const { token, user } = caller;
  let area: CustomerType | undefined;
  let key: string;
  let userCnp: string | null = null;
  if (token.provider === "anonymous" || token.provider === "ebuAnonymous") {
    area = token.provider === "anonymous" ? "CBU" : "EBU";
    key = anonymousOwnerKey(token.sessionId);
  } else if (token.provider === "otc") {
    area = SHOP_OF[token.client];
    key = `otc:${token.subject ?? token.userId ?? token.sessionId}`;
  } else {
    area = token.extended ? SHOP_OF[token.client] : undefined;
    if (!area || !user) throw cartErrors.extendedLoginRequired();
    key = `sso:${user.id}`;
    userCnp = user.profile.cnp;
  }
  if (area !== route) {
    throw cartErrors.customerTypeMismatch(
      area
        ? `Această sesiune este pentru magazinul ${AREA_NAME[area]}, nu pentru ${AREA_NAME[route]}.`
        : `Această sesiune nu poate folosi coșul pentru ${AREA_NAME[route]}.`,
    );
  }
  return { key, customerType: route, userCnp, caller };
}
