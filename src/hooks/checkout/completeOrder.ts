// SPEC §4 "After successful checkout the cart is reset to empty and the anonymous cart cleared": an approved payment
// (or a cash-on-delivery order) empties the shop's cart here (the gateway emptied its own), sets the badge's stored
// count to 0, forgets an anonymous cart waiting to be carried into a signed-in one, and resets the checkout (the
// receipt stays for the thank-you page).
import type { Area } from "../../domain/area";
import { updateSnapshot } from "../../state/cart/cartSnapshot";
import { dispatchCart } from "../../state/cart/cartStore";
import { resetCheckout, updateCheckout, type Receipt } from "../../state/checkout/checkoutStore";

/**
 * A checkout completed on this page and on its way to the thank-you page: its steps are empty now, and the screen's
 * "first open step" redirect must not race the thank-you navigation (it went to the contract step once in e2e).
 */
const completed: Partial<Record<Area, boolean>> = {};
export const justCompleted = (area: Area): boolean => completed[area] === true;
/** The thank-you page is shown: a new checkout may start. */
export const thankYouShown = (area: Area): void => {
  delete completed[area];
};

export function completeOrder(area: Area, receipt: Receipt): void {
  completed[area] = true;
  dispatchCart(area, { type: "cleared" });
  updateSnapshot((s) => ({ ...s, [area]: { ...s[area], count: 0 }, carry: { ...s.carry, [area]: null } }));
  updateCheckout(area, (s) => ({ ...s, receipt }));
  resetCheckout(area);
}
