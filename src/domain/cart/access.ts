// Whose cart a request reaches (docs/cart-contract.md "Routes"): the token owns one cart per route. SPEC §4 "(for SSO,
// an extended client type must be chosen)" and SPEC §5 "Adding to cart under SSO needs extended login with a
// subscriber key; otherwise an error is thrown and extended login is prompted".

import type { Area } from "../area";
import { activeMethod, effectiveClientType } from "../session/activeMethod";
import { holdsToken, type AuthTokens, type ExtendedClientType } from "../session/tokens";

export type CartAccess =
  /** Anonymous consumer or business visitor; `needsToken`: no anonymous token yet (applicationLogin first). */
  | { kind: "anonymous"; provider: "anonymous" | "ebuAnonymous"; needsToken: boolean }
  | { kind: "signedIn"; provider: "sso" | "otc" }
  /** SSO with only the base set (or a non-shop extended set): the gateway answers 403 EXTENDED_LOGIN_REQUIRED. */
  | { kind: "extendedLoginRequired" };

/** The extended sets a cart accepts (docs/cart-contract.md: "an extended token for that shop"); tobi is not a shop. */
const SHOP_CLIENT_TYPES: readonly ExtendedClientType[] = ["shopCBU", "shopEBU"];

/**
 * The session a cart call runs under, by the SPEC §4 method priority (activeMethod). Under SSO the selected extended
 * set must be a shop's and held; which shop is not checked here: a business identity on the consumer route gets the
 * gateway's 403 mismatch view (SPEC §8 CART 403), not an extended-login prompt.
 */
export function cartAccess(tokens: AuthTokens, area: Area): CartAccess {
  const method = activeMethod(tokens, { area, clientType: effectiveClientType(tokens, area) });
  switch (method) {
    case "sso": {
      const selected = tokens.extendedSSO.selectedClientType;
      const extended = selected !== null && SHOP_CLIENT_TYPES.includes(selected) && holdsToken(tokens.extendedSSO[selected]);
      return extended ? { kind: "signedIn", provider: "sso" } : { kind: "extendedLoginRequired" };
    }
    case "otc":
      return { kind: "signedIn", provider: "otc" };
    case "anonymous":
    case "ebuAnonymous":
      return { kind: "anonymous", provider: method, needsToken: false };
    case null:
      return { kind: "anonymous", provider: area === "business" ? "ebuAnonymous" : "anonymous", needsToken: true };
  }
}
