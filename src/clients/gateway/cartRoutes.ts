// The cart's routes and the shape of a failed cart call (SPEC §7 "Cart (customer or business routes by customer
// type)", §8 "path contains the service's path"). No transport here: cart.ts and the checkout client
// (checkout/answers.ts) share them, and the sandbox's contract tests can read them without a browser.
import type { Area } from "../../domain/area";
import { shopCallFailure, type ShopCallFailure } from "./shopFailure";

export const CART_SERVICE = "cart" as const;

/** SPEC §7 "GET cart (business: shoppingCart/v5)": one route per customer type, chosen by the shop's area. */
export const CART_ROUTE: Readonly<Record<Area, string>> = { personal: "shoppingCart", business: "shoppingCart/v5" };

/** What SPEC §8's shop mapping needs from a failed cart call (shopFailure.ts). */
export type CartFailure = ShopCallFailure;

/** The address a cart call goes to, for the SPEC §8 service match ("path contains the service's path"). */
export const cartPath = (area: Area): string => `/${CART_ROUTE[area]}`;

/** A failure of a cart call, in the terms of the shop error mapping. */
export function cartFailure(error: unknown, area: Area): CartFailure {
  return shopCallFailure(error, CART_SERVICE, cartPath(area));
}
