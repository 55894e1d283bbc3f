// The cart's routes and the shape of a failed cart call (SPEC §7 "Cart (customer or business routes by customer
// type)", §8 "path contains the service's path"). No transport here: cart.ts and the checkout client
// (checkout/answers.ts) share them, and the sandbox's contract tests can read them without a browser.
import type { Area } from "../../domain/area";
import { isRecord } from "../../domain/read";
import { toGatewayError, type GatewayError } from "./errors";

export const CART_SERVICE = "cart" as const;

/** SPEC §7 "GET cart (business: shoppingCart/v5)": one route per customer type, chosen by the shop's area. */
export const CART_ROUTE: Readonly<Record<Area, string>> = { personal: "shoppingCart", business: "shoppingCart/v5" };

/** What SPEC §8's shop mapping needs from a failed call (src/domain/errors/shopError.ts FailedCall). */
export interface CartFailure {
  url: string;
  status: number;
  statusText: string;
  body: unknown;
  isJson: boolean;
  transactionId: string | null;
  error: GatewayError;
}

/** The address a cart call goes to, for the SPEC §8 service match ("path contains the service's path"). */
export const cartPath = (area: Area): string => `/${CART_ROUTE[area]}`;

/** A failure of a cart call, in the terms of the shop error mapping. */
export function cartFailure(error: unknown, area: Area): CartFailure {
  const e = toGatewayError(error, CART_SERVICE);
  return {
    url: cartPath(area),
    status: e.status,
    statusText: e.message,
    body: e.payload,
    isJson: isRecord(e.payload) || Array.isArray(e.payload),
    transactionId: e.transactionId,
    error: e,
  };
}
