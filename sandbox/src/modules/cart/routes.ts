// GET/PATCH /cart/shoppingCart (consumer) and /cart/shoppingCart/v5 (business): docs/cart-contract.md.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { badRequest } from "../../http/errors";
import { parseQuery } from "../../http/validation";
import type { SandboxContext } from "../module";
import { cartSummary, checkoutAfterPatch } from "../orders/checkout";
import { carryAnonymousCart } from "./carry";
import { cartCustomer } from "./customerFlows";
import type { CartEnv } from "./items";
import { offeringReader, type CustomerType } from "./offerings";
import { cartOwner } from "./owner";
import { applyOp, parsePatch } from "./patch";
import { deleteCart, loadCart, saveCart } from "./store";
import { fullCart, miniCart } from "./view";

export const CART_PREFIX = "/cart";
const ROUTES: Record<CustomerType, string> = { CBU: "/shoppingCart", EBU: "/shoppingCart/v5" };

const GetQuery = z.object({ miniCart: z.enum(["true", "false"]).optional() }).passthrough();

export function registerCartRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  // JSON-patch bodies may come as application/json-patch+json (RFC 6902) as well as application/json.
  app.addContentTypeParser("application/json-patch+json", { parseAs: "string" }, (_req, body, done) => {
    try {
      done(null, JSON.parse(typeof body === "string" ? body : body.toString("utf8")));
    } catch {
      done(badRequest("The request body is not valid JSON.", "malformed_json"), undefined);
    }
  });

  const context = (request: FastifyRequest, route: CustomerType) => {
    const owner = cartOwner(request, route);
    const env: CartEnv = {
      ctx,
      offering: offeringReader(ctx),
      userCnp: owner.userCnp,
      customer: cartCustomer(ctx, owner.caller, route),
      ownerKey: owner.key,
    };
    return { owner, env, href: `${CART_PREFIX}${ROUTES[route]}` };
  };

  for (const route of ["CBU", "EBU"] as const) {
    app.get(ROUTES[route], async (request) => {
      const query = parseQuery(GetQuery, request.query);
      const { owner, env, href } = context(request, route);
      const state = ctx.db.transaction(() => carryAnonymousCart(request, owner, loadCart(ctx, owner.key, route), env))();
      if (query.miniCart === "true") return miniCart(state, env);
      // A cart waiting for its card payment shows its order (docs/checkout-contract.md "Checkout").
      const summary = cartSummary(ctx, state);
      return summary ? { ...fullCart(state, env, href), summary } : fullCart(state, env, href);
    });

    app.patch(ROUTES[route], async (request: FastifyRequest, reply: FastifyReply) => {
      const { owner, env, href } = context(request, route);
      const ops = parsePatch(request.body);
      // One transaction for the carry, the whole list and the checkout: a failing op leaves the cart as it was.
      const answer = ctx.db.transaction(() => {
        const s = carryAnonymousCart(request, owner, loadCart(ctx, owner.key, route), env);
        ops.forEach((op, i) => applyOp(s, op, env, i));
        saveCart(ctx, s);
        const view = fullCart(s, env, href);
        // replace /status SUBMITTED with the checkout data makes the product order (docs/checkout-contract.md).
        const { summary, clearCart } = checkoutAfterPatch(ctx, s, ops, view, owner);
        if (clearCart && s.cart) deleteCart(ctx, s.cart.id);
        return summary ? { ...view, summary } : view;
      })();
      return reply.send(answer);
    });

    // SPEC §8 close action cartDelete (TMF663 DELETE): the caller's cart on this route is gone; answers the empty cart.
    app.delete(ROUTES[route], async (request: FastifyRequest) => {
      const { owner, env, href } = context(request, route);
      const state = ctx.db.transaction(() => {
        const current = loadCart(ctx, owner.key, route);
        if (current.cart) deleteCart(ctx, current.cart.id);
        return loadCart(ctx, owner.key, route);
      })();
      return fullCart(state, env, href);
    });
  }
}
