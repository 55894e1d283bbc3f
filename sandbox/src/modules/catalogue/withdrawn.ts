// Offerings withdrawn from sale while the sandbox runs (tests of SPEC §8 400116 "product not available"). The
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

export function isWithdrawn(ctx: SandboxContext, id: string): boolean {
  return stmt(ctx.db, "SELECT 1 FROM catalogue_withdrawn WHERE id = ?").get(id) !== undefined;
}

export function withdrawnIds(ctx: SandboxContext): Set<string> {
  return new Set(stmt(ctx.db, "SELECT id FROM catalogue_withdrawn").pluck().all() as string[]);
}

const WithdrawBody = z.object({ id: z.string().min(1).max(100) });

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
  },
};
