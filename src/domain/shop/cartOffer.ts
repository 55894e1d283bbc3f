// What a shop product sends to the cart (SPEC §7 "add /cartItem/- with product characteristics"), decided at build
// time from the product's kind and its CMS offer type, so a static page carries it in its HTML and no catalogue
// lookup is needed in the browser. Fixed services and port-in are sold through their own flows (address check,
// vetting), not this button.
import type { Area } from "../area";
import type { CartOffer, ProductKind } from "./model";

const BUNDLE_OFFER_TYPES = new Set(["Bundle", "MobileBundle", "ZeroUpfrontBundles"]);

/** The characteristics of a product's cart item; null when the product is not sold through the cart button. */
export function cartOfferOf(kind: ProductKind, cmsOfferType: string): CartOffer | null {
  switch (kind) {
    case "plan":
      return { offerType: "MobileService", serviceType: "MOBILE", flow: "ACQ" };
    case "device":
      return { offerType: "Device", serviceType: "", flow: "NO_MSISDN_ACQ" };
    case "sim":
      return { offerType: "Prepaid", serviceType: "PREPAID", flow: "Prepaid" };
    case "bundle":
      return { offerType: BUNDLE_OFFER_TYPES.has(cmsOfferType) ? cmsOfferType : "MobileBundle", serviceType: "MOBILE", flow: "ACQ" };
    case "fixed":
      return null;
  }
}

/**
 * An add-on bought on its own (SPEC §3 offer type ServiceAddon), e.g. a roaming option on a country page. No flow:
 * the TV Plus and Disney+ flows of SPEC §7 are set by the cart's patch builder from the offering itself.
 */
export const ADD_ON_CART_OFFER: CartOffer = { offerType: "ServiceAddon", serviceType: "MOBILE", flow: "" };

/** The full cart page of each shop (SPEC §2 consumer /cart, business /business/eshop/checkout/cart). */
export function cartPathFor(area: Area): string {
  return area === "business" ? "/business/eshop/checkout/cart" : "/cart";
}

/** The checkout each cart continues to (SPEC §2). */
export function checkoutPathFor(area: Area): string {
  return area === "business" ? "/business/eshop/checkout" : "/checkout";
}
