// Carry on sign-in (docs/cart-contract.md "Routes"): a signed-in request may send X-Anonymous-Cart-Token with an
// anonymous token (refresh or access) the browser held before. That session's cart on the same route moves into the caller's:
// each item is added as if the customer added it now (same rules; one the cart cannot take is dropped), then the
// anonymous cart is deleted, so sending the token again changes nothing.
import type { FastifyRequest } from "fastify";
import { liveRefreshToken, verifyAccessToken, type TokenRecord } from "../../auth/tokens";
import { CartError } from "./errors";
import { addProduct, addVoucher, settle, type CartEnv } from "./items";
import { ANONYMOUS_PROVIDER, anonymousOwnerKey, type CartOwner } from "./owner";
import { deleteCart, loadCart, openCart, saveCart, type CartState } from "./store";

export const CARRY_HEADER = "x-anonymous-cart-token";

/** The anonymous session named by the header, when it is a live anonymous token of this route; else null (ignored). */
function anonymousSession(request: FastifyRequest, owner: CartOwner): string | null {
  const header = request.headers[CARRY_HEADER];
  if (typeof header !== "string" || header === "" || owner.caller.isAnonymous) return null;
  const ctx = request.server.sandbox;
  const value = header.trim();
  // The browser sends the anonymous session's refresh token (live for days), so a cart filled long before sign-in,
  // whose access token has long expired, still carries; a live access token is accepted too.
  let token: TokenRecord | null = liveRefreshToken(ctx, value);
  if (!token) {
    try {
      token = verifyAccessToken(ctx, value);
    } catch {
      return null;
    }
  }
  return token.provider === ANONYMOUS_PROVIDER[owner.customerType] ? token.sessionId : null;
}

/** Runs inside the request's transaction; returns the caller's cart with the anonymous items merged in. */
export function carryAnonymousCart(request: FastifyRequest, owner: CartOwner, state: CartState, env: CartEnv): CartState {
  const session = anonymousSession(request, owner);
  if (!session) return state;
  const anon = loadCart(env.ctx, anonymousOwnerKey(session), owner.customerType);
  if (!anon.cart) return state;
  let merged = state;
  // Products first, vouchers last: a voucher's rule looks at the products already there.
  const tops = anon.items.filter((i) => i.kind === "product" || i.kind === "bundle");
  const vouchers = anon.items.filter((i) => i.kind === "voucher");
  for (const item of [...tops, ...vouchers]) {
    const attempt = structuredClone(merged);
    try {
      openCart(attempt, env.ctx.now());
      if (item.kind === "voucher") addVoucher(attempt, item.voucherCode ?? "", env);
      else addProduct(attempt, { offeringId: item.offeringId, quantity: item.quantity, characteristics: item.characteristics }, env);
      settle(attempt, env);
      merged = attempt;
    } catch (err) {
      if (!(err instanceof CartError)) throw err;
    }
  }
  deleteCart(env.ctx, anon.cart.id);
  if (merged !== state) saveCart(env.ctx, merged);
  return merged;
}
