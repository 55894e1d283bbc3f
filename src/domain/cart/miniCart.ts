// SPEC §2 "The full cart is loaded only on the cart page; elsewhere a minified cart is loaded" and SPEC §7 "GET cart
// (business: shoppingCart/v5) with optional miniCart": when a page other than the cart and the checkout asks the gateway
// for the minified cart that answers the header badge. Part of every static page's first-load JS: keep it tiny.
// Rules (ours, docs/cart-contract.md "The header badge"): a cart this browser knows of (a stored count above 0) is read
// once the page is idle, so a change from another device or an expired cart shows without a click; a stored session
// that may own a cart nobody here has counted yet (signed in elsewhere, an anonymous session with an empty count) is
// read on the first interaction, which keeps its code and call out of a signed-in page's first load; without either
// there is no cart to ask about.
import type { Area } from "../area";
import { cartPathFor } from "../shop/cartOffer";

export type MiniCartTrigger = "none" | "idle" | "interaction";

export interface MiniCartFacts {
  pathname: string;
  area: Area;
  /** The badge's stored count for the area (the last gateway answer this browser saw). */
  storedCount: number;
  /** A session (signed in or anonymous) may be stored: a token that can own a cart. */
  sessionStored: boolean;
}

const trimmed = (pathname: string) => (pathname.split(/[?#]/, 1)[0] ?? "").replace(/(.)\/$/, "$1");

/** The pages that load the full cart themselves: the area's cart page and every checkout (SPEC §2). */
export function loadsFullCart(pathname: string, area: Area): boolean {
  const path = trimmed(pathname);
  return path === cartPathFor(area) || /(^|\/)checkout$/.test(path);
}

/** When this page reads the minified cart for the badge. */
export function miniCartTrigger(facts: MiniCartFacts): MiniCartTrigger {
  if (loadsFullCart(facts.pathname, facts.area)) return "none";
  if (facts.storedCount > 0) return "idle";
  return facts.sessionStored ? "interaction" : "none";
}

/**
 * Whether the gateway holds a cart of this area for the signed-in customer at all: a customer of the other segment
 * (a business customer on a consumer page, or the reverse) has none there, and the gateway would answer 403 (SPEC §8
 * "other shop"), so the badge keeps its stored count and nothing is asked. Unknown profiles are asked.
 */
export function miniCartFitsCustomer(area: Area, customerType: string | null | undefined): boolean {
  if (!customerType) return true;
  return customerType === (area === "business" ? "EBU" : "CBU");
}
