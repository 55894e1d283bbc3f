// GET /product-ordering/productOrder[/{id}]: the caller's own product orders (docs/checkout-contract.md "Product
// orders"; SPEC §7 "GET product-ordering /productOrder?state=…&channel.id=…&relatedParty.id=…"). Someone else's order
// is not found (404000), never shown. Channel eCare lists the self-care orders on the caller's lines
// (docs/services-contract.md "Self-care product orders", selfcare/productOrdering.ts); without channel.id, the shop's only.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { parseQuery } from "../../http/validation";
import type { SandboxContext } from "../module";
import { orderErrors } from "./errors";
import { requestOwner } from "./owner";
import { getOrder, listOrders } from "./store";
import { productOrder } from "./view";
import { selfcareOrderOf, selfcareOrdersOf } from "../selfcare/productOrdering";

const ListQuery = z
  .object({
    state: z.string().max(300).optional(),
    "channel.id": z.string().max(100).optional(),
    "relatedParty.id": z.string().max(100).optional(),
    offset: z.coerce.number().int().min(0).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .passthrough();

const split = (v: string | undefined) =>
  v
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);

export function registerOrderRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/productOrder", async (request, reply) => {
    const owner = requestOwner(request);
    const q = parseQuery(ListQuery, request.query);
    const states = split(q.state);
    const channels = split(q["channel.id"]);
    const party = q["relatedParty.id"];
    const shop =
      !channels || channels.includes("Online")
        ? listOrders(ctx, owner.key)
            .filter(
              (o) =>
                (!states || states.includes(o.state)) &&
                (!party || o.snapshot.relatedParty.some((p) => (p as { id?: unknown }).id === party)),
            )
            .map((o) => ({ createdAt: o.createdAt, view: productOrder(ctx, o) as unknown }))
        : [];
    const selfcare = channels?.includes("eCare")
      ? selfcareOrdersOf(ctx, request).filter(
          ({ view }) => (!states || states.includes(view.state)) && (!party || view.relatedParty.some((p) => p.id === party)),
        )
      : [];
    // Newest first across both channels (each list already is).
    const all = [...shop, ...selfcare].sort((a, b) => b.createdAt - a.createdAt);
    const offset = q.offset ?? 0;
    const page = all.slice(offset, offset + (q.limit ?? 20));
    return reply
      .header("x-total-count", String(all.length))
      .header("x-result-count", String(page.length))
      .send(page.map((o) => o.view));
  });

  app.get<{ Params: { id: string } }>("/productOrder/:id", async (request) => {
    const owner = requestOwner(request);
    const order = getOrder(ctx, request.params.id);
    if (order && order.owner === owner.key) return productOrder(ctx, order);
    const selfcare = selfcareOrderOf(ctx, request, request.params.id);
    if (!selfcare) throw orderErrors.notFound(request.params.id);
    return selfcare;
  });
}
