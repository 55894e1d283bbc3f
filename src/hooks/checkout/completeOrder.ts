// SPEC §4 "After successful checkout the cart is reset to empty and the anonymous cart cleared": an approved payment
// (or a cash-on-delivery order) empties the shop's cart here (the gateway emptied its own), sets the badge's stored
// count to 0, forgets an anonymous cart waiting to be carried into a signed-in one, and resets the checkout (the
// receipt stays for the thank-you page).
import type { Area } from "../../domain/area";
import { updateSnapshot } from "../../state/cart/cartSnapshot";
import { dispatchCart } from "../../state/cart/cartStore";
import { resetCheckout, updateCheckout, type Receipt } from "../../state/checkout/checkoutStore";

export function completeOrder(area: Area, receipt: Receipt): void {
  dispatchCart(area, { type: "cleared" });
  updateSnapshot((s) => ({ ...s, [area]: { ...s[area], count: 0 }, carry: { ...s.carry, [area]: null } }));
  updateCheckout(area, (s) => ({ ...s, receipt }));
  resetCheckout(area);
}
