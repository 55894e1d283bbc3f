// The cart back end (SPEC §7 "Cart (customer or business routes by customer type)", docs/cart-contract.md): the one
// module that knows the cart's paths and headers. It sends JSON-patch lists and returns the gateway's answers as
// they are; src/domain/cart/normalise.ts reshapes them and src/domain/errors/shopError.ts reads the failures.
import type { Area } from "../../domain/area";
import { CART_ROUTE, CART_SERVICE as SERVICE } from "./cartRoutes";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

/** docs/cart-contract.md "Carry on sign-in": the anonymous token whose cart moves into the signed-in one. */
export const CARRY_HEADER = "X-Anonymous-Cart-Token";

/** One JSON-patch operation (built by src/domain/cart/patches.ts). */
export interface CartPatchOp {
  op: "add" | "replace" | "remove";
  path: string;
  value?: unknown;
}

export interface CartCallOptions {
  /** The shop (personal → consumer route, business → business route); the page's area by default. */
  area: Area;
  /** An anonymous access token to carry into this signed-in cart. */
  carryToken?: string | null;
}

export interface CartApi {
  /** SPEC §2 "The full cart is loaded only on the cart page; elsewhere a minified cart is loaded." */
  get(options: CartCallOptions & { mini?: boolean }): Promise<unknown>;
  patch(ops: readonly CartPatchOp[], options: CartCallOptions): Promise<unknown>;
  /** SPEC §8 close action cartDelete (TMF663 DELETE): the caller's cart on this route is gone. */
  remove(options: CartCallOptions): Promise<unknown>;
}

const carryHeaders = (token: string | null | undefined): Record<string, string> => (token ? { [CARRY_HEADER]: token } : {});

export function createCartApi(port: SessionPort, options: GatewayClientOptions = {}): CartApi {
  const http = createGatewayClient(SERVICE, port, options);
  return {
    async get({ area, carryToken, mini = false }) {
      const res = await http.get(CART_ROUTE[area], { params: mini ? { miniCart: true } : undefined, headers: carryHeaders(carryToken) });
      return res.data as unknown;
    },
    async patch(ops, { area, carryToken }) {
      const res = await http.patch(CART_ROUTE[area], ops, { headers: carryHeaders(carryToken) });
      return res.data as unknown;
    },
    async remove({ area }) {
      const res = await http.delete(CART_ROUTE[area]);
      return res.data as unknown;
    },
  };
}
