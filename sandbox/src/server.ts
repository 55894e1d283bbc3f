// Builds the Fastify app: core hooks (CORS, fault injection, errors, health) + every module under its prefix.
import Fastify, { type FastifyInstance } from "fastify";
import cors from "@fastify/cors";
import type { SandboxContext, SandboxModule } from "./modules/module";

export async function buildServer(ctx: SandboxContext, modules: SandboxModule[]): Promise<FastifyInstance> {
  const app = Fastify({
    logger: ctx.config.quiet ? false : { level: "info" },
    bodyLimit: 5 * 1024 * 1024,
  });
  await app.register(cors, { origin: ctx.config.siteOrigins, credentials: true });

  app.get("/health", async () => ({ status: "ok" }));

  for (const m of modules) {
    await app.register(async (scope) => m.register(scope, ctx), { prefix: m.prefix });
  }
  return app;
}
