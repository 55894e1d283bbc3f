// Offerings withdrawn from sale, and stock changed, while the sandbox runs (tests of SPEC §8 400116 "product not available"). The
// catalogue itself never changes: a withdrawn offering shows lifecycleStatus "Retired" under /products and the cart
// refuses it. Set and cleared through POST/DELETE /sandbox/catalogue/withdraw (admin-gated like every /sandbox route).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { stmt } from "../../db";
import { notFound } from "../../http/errors";
import { parseBody } from "../../http/validation";
import type { SandboxContext, SandboxModule } from "../module";

export const WITHDRAWN_MIGRATION = {
  id: "catalogue-002-withdrawn-offerings",
  sql: `CREATE TABLE catalogue_withdrawn (
    id           TEXT PRIMARY KEY,            -- a catalogue_product_offerings id
    withdrawn_at INTEGER NOT NULL             -- sandbox clock, ms
  )`,
};

/** Stock set while the sandbox runs (SPEC §8 400115: a device sells out after the static page was built). */
export const STOCK_MIGRATION = {
  id: "catalogue-003-stock-overrides",
  sql: `CREATE TABLE catalogue_stock (
    id    TEXT PRIMARY KEY,                   -- a catalogue_product_offerings id
    stock INTEGER NOT NULL
  )`,
};

/** The stock set for an offering, else null (the catalogue's own stock attribute applies). */
export function stockOverride(ctx: SandboxContext, id: string): number | null {
  const v = stmt(ctx.db, "SELECT stock FROM catalogue_stock WHERE id = ?").pluck().get(id) as number | undefined;
  return v ?? null;
}

export function isWithdrawn(ctx: SandboxContext, id: string): boolean {
  return stmt(ctx.db, "SELECT 1 FROM catalogue_withdrawn WHERE id = ?").get(id) !== undefined;
}

export function withdrawnIds(ctx: SandboxContext): Set<string> {
  return new Set(stmt(ctx.db, "SELECT id FROM catalogue_withdrawn").pluck().all() as string[]);
}

const WithdrawBody = z.object({ id: z.string().min(1).max(100) });
const StockBody = z.object({ id: z.string().min(1).max(100), stock: z.number().int().min(0).max(100_000) });

/** The admin lever, mounted under /sandbox (a second module on that prefix, so the admin gate covers it). */
export const catalogueAdminModule: SandboxModule = {
  name: "catalogue-admin",
  prefix: "/sandbox",
  migrations: [],
  register(app: FastifyInstance, ctx: SandboxContext) {
    app.post("/catalogue/withdraw", async (request) => {
      const { id } = parseBody(WithdrawBody, request.body);
      const known = stmt(ctx.db, "SELECT 1 FROM catalogue_product_offerings WHERE id = ?").get(id) !== undefined;
      if (!known) throw notFound(`No product offering ${id}.`);
      stmt(ctx.db, "INSERT OR IGNORE INTO catalogue_withdrawn (id, withdrawn_at) VALUES (?, ?)").run(id, ctx.now());
      return { withdrawn: [...withdrawnIds(ctx)].sort() };
    });

    app.delete("/catalogue/withdraw", async () => ({ restored: stmt(ctx.db, "DELETE FROM catalogue_withdrawn").run().changes }));

    app.post("/catalogue/stock", async (request) => {
      const { id, stock } = parseBody(StockBody, request.body);
      const known = stmt(ctx.db, "SELECT 1 FROM catalogue_product_offerings WHERE id = ?").get(id) !== undefined;
      if (!known) throw notFound(`No product offering ${id}.`);
      stmt(ctx.db, "INSERT INTO catalogue_stock (id, stock) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET stock = excluded.stock").run(
        id,
        stock,
      );
      return { id, stock };
    });

    app.delete("/catalogue/stock", async () => ({ restored: stmt(ctx.db, "DELETE FROM catalogue_stock").run().changes }));
  },
};
