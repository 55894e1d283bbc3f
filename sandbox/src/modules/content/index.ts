// The dotCMS-compatible content system, mounted at /cms (so /cms/api/v1/graphql, /cms/dA/...).
// Contract: ../shared/reference/dotcms-api.md. Routes answer dotCMS-style bodies, never a stack trace.
import type { FastifyInstance } from "fastify";
import type { SandboxContext, SandboxModule } from "../module";
import { AssetStore } from "./assets";
import { CONTENT_TYPES } from "./contentTypes";
import { buildSchema } from "./graphql/schema";
import { contentMigrations } from "./migrations";
import { graphqlRoutes } from "./routes/graphqlRoute";
import { imageRoutes } from "./routes/images";
import { legacyRoutes } from "./routes/legacy";
import { v1Routes } from "./routes/v1";
import { seedContent } from "./seed";
import { ContentStore } from "./store";

export const contentModule: SandboxModule = {
  name: "content",
  prefix: "/cms",
  migrations: contentMigrations,
  seed(ctx: SandboxContext) {
    seedContent(ctx.db, ctx.config.catalogueSize);
  },
  async register(app: FastifyInstance, ctx: SandboxContext) {
    const store = new ContentStore(ctx.db, ctx.now);
    const assets = new AssetStore(ctx.db);
    const deps = { ctx, db: ctx.db, store, assets };
    const schema = buildSchema(ctx.db, store, assets, CONTENT_TYPES);

    // Bodies stay raw text here: each dotCMS endpoint reports malformed input in its own shape.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", { parseAs: "string" }, (_req, body, done) => done(null, body));

    app.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) req.log.error({ err }, "content route failed");
      return reply
        .code(status)
        .header("error-key", status === 500 ? "dotcms.api.error.unknown" : "dotcms.api.error.bad_request")
        .send({ message: status === 500 ? "Internal error" : err.message });
    });

    graphqlRoutes(app, deps, schema);
    v1Routes(app, deps);
    legacyRoutes(app, deps);
    imageRoutes(app, deps);
  },
};
