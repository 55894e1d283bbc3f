// TMF620 product offerings of the shop catalogue, mounted at /products: the same items the CMS shows
// as cards (a card's externalId is an offering id). Read-only and open: offerings are public shop data.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { HttpError, notFound } from "../../http/errors";
import { parseQuery } from "../../http/validation";
import { catalogue } from "../../seed/catalogue";
import type { SandboxContext, SandboxModule } from "../module";
import { toProductOffering } from "./offering";
import { withdrawnIds, WITHDRAWN_MIGRATION, STOCK_MIGRATION } from "./withdrawn";

const ListQuery = z.object({
  "productOffering.id": z.string().min(1).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(5000).optional(),
  "category.id": z.string().optional(),
  "marketSegment.id": z.enum(["CBU", "EBU"]).optional(),
  offerType: z.string().optional(),
  fields: z.string().optional(),
});

export const catalogueModule: SandboxModule = {
  name: "catalogue",
  prefix: "/products",
  migrations: [
    {
      id: "catalogue-001-product-offerings",
      sql: `CREATE TABLE catalogue_product_offerings (
        id TEXT PRIMARY KEY,
        position INTEGER NOT NULL,
        body TEXT NOT NULL
      )`,
    },
    WITHDRAWN_MIGRATION,
    STOCK_MIGRATION,
  ],
  seed(ctx: SandboxContext) {
    const insert = ctx.db.prepare("INSERT INTO catalogue_product_offerings (id, position, body) VALUES (?, ?, ?)");
    catalogue(ctx.config.catalogueSize).forEach((item, i) => insert.run(item.externalId, i, JSON.stringify(toProductOffering(item))));
  },
  register(app: FastifyInstance, ctx: SandboxContext) {
    type Offering = ReturnType<typeof toProductOffering>;
    // A withdrawn offering (withdrawn.ts) is still listed, as lifecycleStatus "Retired".
    const shown = (o: Offering, withdrawn: Set<string>): Offering => (withdrawn.has(o.id) ? { ...o, lifecycleStatus: "Retired" } : o);
    const all = () => {
      const withdrawn = withdrawnIds(ctx);
      return (ctx.db.prepare("SELECT body FROM catalogue_product_offerings ORDER BY position").pluck().all() as string[]).map((b) =>
        shown(JSON.parse(b) as Offering, withdrawn),
      );
    };

    app.get("/productOffering", async (req, reply) => {
      const q = parseQuery(ListQuery, req.query);
      let items = all();
      if (q["productOffering.id"]) {
        const ids = new Set(q["productOffering.id"].split(","));
        items = items.filter((o) => ids.has(o.id));
      }
      if (q["category.id"]) items = items.filter((o) => o.category.some((c) => c.id === q["category.id"]));
      if (q["marketSegment.id"]) items = items.filter((o) => o.marketSegment.some((m) => m.id === q["marketSegment.id"]));
      if (q.offerType) items = items.filter((o) => o.offerType === q.offerType);
      const page = items.slice(q.offset, q.limit === undefined ? undefined : q.offset + q.limit);
      const fields = q.fields
        ?.split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      const shaped = fields?.length
        ? page.map((o) =>
            Object.fromEntries(Object.entries(o).filter(([k]) => k === "id" || k === "href" || k === "@type" || fields.includes(k))),
          )
        : page;
      return reply.header("x-total-count", String(items.length)).header("x-result-count", String(page.length)).send(shaped);
    });

    app.get("/productOffering/:id", async (req) => {
      const { id } = req.params as { id: string };
      if (!/^[\w.-]{1,100}$/.test(id)) throw new HttpError(400, "invalid_params", "params.id: not a product offering id");
      const body = ctx.db.prepare("SELECT body FROM catalogue_product_offerings WHERE id = ?").pluck().get(id) as string | undefined;
      if (!body) throw notFound(`No product offering ${id}`);
      return shown(JSON.parse(body) as Offering, withdrawnIds(ctx));
    });
  },
};
