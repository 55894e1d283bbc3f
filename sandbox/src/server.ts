// Builds the Fastify app: core hooks (CORS, fault injection, errors, health) + every module under its prefix.
import Fastify, { type FastifyInstance } from "fastify";
import cors from "@fastify/cors";
import {
  GATEWAY_EXPOSED_HEADERS,
  GATEWAY_METHODS,
  GATEWAY_PREFLIGHT_MAX_AGE_S,
  GATEWAY_REQUEST_HEADERS,
} from "../../src/config/gatewayCors";
import type { SandboxContext, SandboxModule } from "./modules/module";
import { installErrorHandlers, installJsonParser } from "./http/errors";
import { installAdminGate } from "./http/adminAccess";
import { FaultStore, installFaultInjection } from "./http/faults";

declare module "fastify" {
  interface FastifyInstance {
    /** The sandbox context (db, config, clock); visible to every module's routes. */
    sandbox: SandboxContext;
    /** Fault rules set through /sandbox/faults. */
    faults: FaultStore;
  }
}

export async function buildServer(ctx: SandboxContext, modules: SandboxModule[]): Promise<FastifyInstance> {
  const app = Fastify({
    // pino JSON lines on stdout; its default request serializer leaves headers (tokens) out.
    logger: ctx.config.quiet ? false : { level: "info" },
    bodyLimit: 5 * 1024 * 1024,
  });
  app.decorate("sandbox", ctx);
  app.decorate("faults", new FaultStore());

  // CORS first, so that even injected faults carry the headers a browser needs to read them. Exactly the methods and
  // headers the site sends (src/config/gatewayCors.ts), as the operator's gateway must: @fastify/cors alone would allow
  // only GET/HEAD/POST and echo any requested header.
  await app.register(cors, {
    origin: ctx.config.siteOrigins,
    credentials: true,
    methods: [...GATEWAY_METHODS],
    allowedHeaders: [...GATEWAY_REQUEST_HEADERS],
    exposedHeaders: ["x-sandbox-fault-injected", ...GATEWAY_EXPOSED_HEADERS],
    maxAge: GATEWAY_PREFLIGHT_MAX_AGE_S,
  });
  // The admin gate before fault injection: a refused caller can neither reach /sandbox/* nor inject a fault.
  installAdminGate(app);
  installFaultInjection(app, app.faults);
  installJsonParser(app);
  installErrorHandlers(app);

  // After fault injection (a faulted request changes nothing), before any route: clock-derived state changes.
  const before = modules.filter((m) => m.beforeRequest);
  if (before.length > 0) app.addHook("onRequest", async () => before.forEach((m) => m.beforeRequest?.(ctx)));

  app.get("/health", async () => ({ status: "ok", modules: modules.map((m) => m.name) }));
  // The sandbox's own pages (card form, 3-D Secure, legacy stand-ins) name no icon, so a browser asks for this one.
  app.get("/favicon.ico", async (_request, reply) => reply.code(204).send());

  for (const m of modules) {
    await app.register(async (scope) => m.register(scope, ctx), { prefix: m.prefix });
  }
  return app;
}
