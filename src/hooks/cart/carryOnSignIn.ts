// docs/cart-contract.md "Carry on sign-in": sign-in replaces the anonymous tokens (SPEC §4), so their refresh tokens
// are kept first, and once the new session holds its shop tokens a minified cart load carries the anonymous cart in
// and sets the badge (SPEC §2 "elsewhere a minified cart is loaded").
import type { Area } from "../../domain/area";
import { getTokens } from "../../state/sessionStore";
import { rememberAnonymousCarts } from "../../state/cart/cartSnapshot";
import { loadCart } from "./cartCommands";

/** Call right before the session is cleared for a new sign-in. */
export function keepAnonymousCarts(): void {
  const t = getTokens();
  rememberAnonymousCarts({ personal: t.anonymous?.refreshToken ?? null, business: t.ebuAnonymous?.refreshToken ?? null });
}

/** Call once the signed-in session can reach its shop's cart; never throws (the cart page loads it again anyway). */
export function carryCartInto(area: Area): void {
  void loadCart(area, { mini: true, force: true }).catch(() => undefined);
}
