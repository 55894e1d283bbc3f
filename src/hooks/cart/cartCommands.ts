// Every cart change and load goes through here (SPEC §4 "Cart", §7 "Cart", §8 CART): the closed set of actions of
// src/domain/cart/actions.ts becomes one PATCH, its answer (or failure) one event of the cart reducer, and the badge's
// stored count follows. Bad input is refused before anything is sent; a failure keeps the cart as it was and stores
// the catalogued error (SPEC §8) for the screen to show.
import { navigate } from "gatsby";
import { createCartApi } from "../../clients/gateway/cart";
import { cartFailure, cartPath } from "../../clients/gateway/cartRoutes";
import { createIdentityApi } from "../../clients/gateway/identity";
import { boundClient } from "../boundClient";
import { anonymousSignIn } from "../anonymousSignIn";
import { areaHome, type Area } from "../../domain/area";
import { cartAccess, type CartAccess } from "../../domain/cart/access";
import { patchFor, validateAction, type CartAction, type ActionCheck } from "../../domain/cart/actions";
import type { Cart } from "../../domain/cart/model";
import { emptyCart, normaliseCart, normaliseMiniCart } from "../../domain/cart/normalise";
import { mayLoadCart } from "../../domain/cart/state";
import { EXTENDED_LOGIN_REQUIRED, type CloseAction } from "../../domain/errors/shopCatalogue";
import { fromGatewayError, shopErrorFor, type ShopError } from "../../domain/errors/shopError";
import { clientPathForArea } from "../../domain/session/clientPaths";
import { setAnonymousTokens } from "../../domain/session/tokens";
import { cartPathFor, checkoutPathFor } from "../../domain/shop/cartOffer";
import { getTokens, setTokens } from "../../state/sessionStore";
import { dispatchCart, getCartState } from "../../state/cart/cartStore";
import { readSnapshot, updateSnapshot } from "../../state/cart/cartSnapshot";
import { roCartPage } from "../../i18n/ro/cart";
import { reportShopError } from "./reportShopError";

const cartApi = () => boundClient(createCartApi);

const customerTypeOf = (area: Area) => (area === "business" ? "EBU" : "CBU");

export type CommandResult = { ok: true; cart: Cart } | { ok: false; error: ShopError } | { ok: false; invalid: string };

/** The Romanian message of a refused input (src/domain/cart/actions.ts message keys). */
function invalidMessage(check: Extract<ActionCheck, { ok: false }>): string {
  switch (check.messageKey) {
    case "quantityInvalid":
      return roCartPage.errors.quantity;
    case "voucherRequired":
      return roCartPage.errors.voucherEmpty;
    case "voucherTooLong":
    case "voucherInvalid":
      return roCartPage.errors.voucherFormat;
    case "offerTypeEmpty":
    case "itemNotInCart":
      return roCartPage.errors.stale;
  }
}

// One anonymous sign-in per shop at a time: two quick adds share it (single flight, like the token refresh).
const anonymousInFlight: Partial<Record<Area, Promise<void>>> = {};

function startAnonymousSession(area: Area, provider: "anonymous" | "ebuAnonymous"): Promise<void> {
  anonymousInFlight[area] ??= anonymousSignIn(boundClient(createIdentityApi), clientPathForArea(area))
    .then(({ tokens }) => setTokens((current) => setAnonymousTokens(current, provider, tokens)))
    .finally(() => {
      delete anonymousInFlight[area];
    });
  return anonymousInFlight[area];
}

/**
 * Whose cart a call reaches. SPEC §5: under SSO without the extended login the add raises the extended-login error
 * (the screen prompts the sign-in); an anonymous visitor gets an anonymous session only when adding (a load without
 * one is simply an empty cart).
 */
async function ready(area: Area, createAnonymous: boolean): Promise<CartAccess | ShopError> {
  const access = cartAccess(getTokens(), area);
  if (access.kind === "extendedLoginRequired") return shopErrorFor("CART", EXTENDED_LOGIN_REQUIRED);
  if (access.kind === "anonymous" && access.needsToken && createAnonymous) {
    try {
      await startAnonymousSession(area, access.provider);
    } catch (e) {
      return fromGatewayError(cartFailure(e, area).error, cartPath(area));
    }
    return cartAccess(getTokens(), area);
  }
  return access;
}

const isShopError = (v: CartAccess | ShopError): v is ShopError => "variant" in v;

/** The anonymous cart to carry into this signed-in one, if any (docs/cart-contract.md "Carry on sign-in"). */
const carryFor = (area: Area, access: CartAccess): string | null => (access.kind === "signedIn" ? readSnapshot().carry[area] : null);

/** After an answer: the badge's count, and a carried anonymous cart is not carried again. */
function remember(area: Area, cart: Cart, carried: string | null): void {
  updateSnapshot((s) => ({
    ...s,
    [area]: { ...s[area], count: cart.itemCount },
    carry: carried && s.carry[area] === carried ? { ...s.carry, [area]: null } : s.carry,
  }));
}

function failed(area: Area, e: unknown): ShopError {
  const error = fromGatewayError(cartFailure(e, area).error, cartPath(area));
  reportShopError(error);
  return error;
}

/**
 * Loads the cart: the full one on the cart pages, the minified one elsewhere (SPEC §2). Skipped while any cart change
 * or load is pending, and without an account type (SPEC §4); `force` reloads a cart already held (close action
 * cartGet), otherwise a full cart already loaded is kept (SPEC §9 "cached indefinitely").
 */
export async function loadCart(area: Area, { mini = false, force = false }: { mini?: boolean; force?: boolean } = {}): Promise<void> {
  const state = getCartState(area);
  if (!force && state.loaded && !state.mini) return;
  const access = await ready(area, false);
  if (isShopError(access)) {
    dispatchCart(area, { type: "fetchFailed", error: access });
    return;
  }
  if (access.kind === "anonymous" && access.needsToken) {
    // No session, no cart: an empty cart, loaded.
    dispatchCart(area, { type: "fetchSucceeded", cart: emptyCart(customerTypeOf(area)) });
    remember(area, emptyCart(customerTypeOf(area)), null);
    return;
  }
  if (!mayLoadCart(getCartState(area), access)) return;
  const carry = carryFor(area, access);
  dispatchCart(area, { type: "fetchStarted" });
  try {
    const raw = await cartApi().get({ area, mini, carryToken: carry });
    const cart = mini ? normaliseMiniCart(raw, customerTypeOf(area)) : normaliseCart(raw, customerTypeOf(area));
    dispatchCart(area, { type: "fetchSucceeded", cart });
    // The cart the store kept: an answer outdated by a change made meanwhile is not the badge's count.
    remember(area, getCartState(area).confirmed, carry);
  } catch (e) {
    // SPEC §4 "Cart fetch failure falls back to an empty cart with the error attached".
    dispatchCart(area, { type: "fetchFailed", error: failed(area, e) });
  }
}

/** Runs one cart action (SPEC §4: clears the stored error first, stores it on failure; the cart is never lost). */
export async function runCartAction(area: Area, action: CartAction): Promise<CommandResult> {
  const check = validateAction(action, getCartState(area).cart);
  if (!check.ok) return { ok: false, invalid: invalidMessage(check) };
  dispatchCart(area, { type: "mutationStarted", action });
  const access = await ready(area, action.type === "add");
  if (isShopError(access)) {
    dispatchCart(area, { type: "mutationFailed", action, error: access });
    return { ok: false, error: access };
  }
  const carry = carryFor(area, access);
  try {
    const raw = await cartApi().patch(patchFor(action), { area, carryToken: carry });
    const cart = normaliseCart(raw, customerTypeOf(area));
    dispatchCart(area, { type: "mutationSucceeded", action, cart });
    remember(area, cart, carry);
    return { ok: true, cart };
  } catch (e) {
    const error = failed(area, e);
    dispatchCart(area, { type: "mutationFailed", action, error });
    return { ok: false, error };
  }
}

/** SPEC §8 close action cartDelete: the cart is deleted on the gateway; here it is empty whatever the answer. */
async function deleteCart(area: Area): Promise<void> {
  const access = await ready(area, false);
  if (!isShopError(access) && !(access.kind === "anonymous" && access.needsToken)) {
    try {
      await cartApi().remove({ area });
    } catch (e) {
      // The cart could not be deleted there; the next load shows what is left.
      reportShopError(fromGatewayError(cartFailure(e, area).error, cartPath(area)));
    }
  }
  dispatchCart(area, { type: "cleared" });
  remember(area, emptyCart(customerTypeOf(area)), null);
}

const PHONE_LISTING: Readonly<Record<Area, string>> = { personal: "/telefoane", business: "/business/telefoane" };

/** Runs an error's close actions in order (SPEC §4 close actions, SPEC §8 per code), then forgets the error. */
export async function closeCartError(area: Area, actions: readonly CloseAction[]): Promise<void> {
  dispatchCart(area, { type: "errorCleared" });
  for (const action of actions) {
    switch (action) {
      case "cartDelete":
        await deleteCart(area);
        break;
      case "checkoutDelete":
        // SPEC §4: the checkout's data (typed values, order, payment attempt) is cleared, and the customer is back at
        // the cart, which keeps its items.
        // Raised inside the checkout, whose store is loaded already; imported here so the cart page does not carry it.
        (await import("../../state/checkout/checkoutStore")).clearCheckout(area);
        await navigate(cartPathFor(area));
        break;
      case "cartGet":
        await loadCart(area, { force: true });
        break;
      case "homepageRedirect":
        await navigate(areaHome(area));
        break;
      case "phoneListingRedirect":
        await navigate(PHONE_LISTING[area]);
        break;
      case "checkoutContractRedirect":
        await navigate(checkoutPathFor(area));
        break;
      case "cartRedirect":
        await navigate(cartPathFor(area));
        break;
    }
  }
}
