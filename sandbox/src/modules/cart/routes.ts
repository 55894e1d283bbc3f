// GET/PATCH /cart/shoppingCart (consumer) and /cart/shoppingCart/v5 (business): docs/cart-contract.md.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { badRequest } from "../../http/errors";
import { parseQuery } from "../../http/validation";
import type { SandboxContext } from "../module";
import { carryAnonymousCart } from "./carry";
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
    const env: CartEnv = { ctx, offering: offeringReader(ctx), userCnp: owner.userCnp };
    return { owner, env, href: `${CART_PREFIX}${ROUTES[route]}` };
  };

  for (const route of ["CBU", "EBU"] as const) {
    app.get(ROUTES[route], async (request) => {
      const query = parseQuery(GetQuery, request.query);
      const { owner, env, href } = context(request, route);
      const state = ctx.db.transaction(() => carryAnonymousCart(request, owner, loadCart(ctx, owner.key, route), env))();
      return query.miniCart === "true" ? miniCart(state, env) : fullCart(state, env, href);
    });

    app.patch(ROUTES[route], async (request: FastifyRequest, reply: FastifyReply) => {
      const { owner, env, href } = context(request, route);
      const ops = parsePatch(request.body);
      // One transaction for the carry and the whole list: a failing op leaves the cart as it was.
      const state = ctx.db.transaction(() => {
        const s = carryAnonymousCart(request, owner, loadCart(ctx, owner.key, route), env);
        ops.forEach((op, i) => applyOp(s, op, env, i));
        saveCart(ctx, s);
        return s;
      })();
      return reply.send(fullCart(state, env, href));
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
