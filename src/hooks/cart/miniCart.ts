// The minified cart behind the header badge (SPEC §2 "elsewhere a minified cart is loaded", SPEC §7 GET cart with
// miniCart), in a chunk of its own: useMiniCartBadge imports it on idle or on the first interaction, so no static
// page's first load carries it. The answer goes through loadCart, which stores the gateway's itemCount as the badge's
// count (an empty cart — gone, expired, emptied elsewhere — sets 0); a failed call keeps the stored count.
import type { Area } from "../../domain/area";
import { cartAccess } from "../../domain/cart/access";
import { miniCartFitsCustomer } from "../../domain/cart/miniCart";
import { getTokens, getUserProfile } from "../../state/sessionStore";
import { loadCart } from "./cartCommands";

// Once per area and page life (SPEC §9 "Cart query cached indefinitely"); sign-in and the cart pages load it again.
const read = new Set<Area>();

export async function refreshMiniCart(area: Area): Promise<void> {
  if (read.has(area)) return;
  read.add(area);
  // SSO with no shop set yet: the gateway would refuse (EXTENDED_LOGIN_REQUIRED); that is no answer about the cart.
  const access = cartAccess(getTokens(), area);
  if (access.kind === "extendedLoginRequired") return;
  const profile = getUserProfile();
  const customerType = profile?.vfCustomerType ?? profile?.customerInfo?.customerType;
  if (access.kind === "signedIn" && !miniCartFitsCustomer(area, customerType)) return;
  await loadCart(area, { mini: true });
}
