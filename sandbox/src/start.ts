// Programmatic start: used by main.ts, by `npm start`, by the e2e harness and by the sandbox tests.
import type { FastifyInstance } from "fastify";
import { configFromEnv, type SandboxConfig } from "./config";
import { isSeeded, migrate, openDatabase, removeDatabaseFile, seed, unseededModules, type Db } from "./db";
import { modules as allModules } from "./modules";
import type { SandboxContext, SandboxModule } from "./modules/module";
import { buildServer } from "./server";

export interface RunningSandbox {
  url: string;
  port: number;
  app: FastifyInstance;
  db: Db;
  ctx: SandboxContext;
  close(): Promise<void>;
}

export interface StartOptions extends Partial<SandboxConfig> {
  /** Delete the database file first and seed anew. */
  reset?: boolean;
  now?: () => number;
  /** Modules mounted after the standard ones (tests of shared helpers such as requireAuth). */
  extraModules?: SandboxModule[];
}

/** Opens (and if needed migrates and seeds) the database, then listens. port 0 = a free port. */
export async function startSandbox(opts: StartOptions = {}): Promise<RunningSandbox> {
  const { reset, now, extraModules = [], ...overrides } = opts;
  const modules = [...allModules, ...extraModules];
  const config: SandboxConfig = { ...configFromEnv(), ...overrides };
  if (reset) removeDatabaseFile(config.dbFile);
  const db = openDatabase(config.dbFile);
  const ctx: SandboxContext = { db, config, now: now ?? Date.now };
  migrate(db, modules);
  if (!isSeeded(db)) seed(ctx, modules);
  else {
    const missing = unseededModules(db, modules);
    if (missing.length > 0)
      console.warn(
        `sandbox: ${config.dbFile} was seeded without ${missing.join(", ")}; npm run sandbox:reset seeds them (and resets the rest)`,
      );
  }
  const app = await buildServer(ctx, modules);
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    await app.close();
    db.close();
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  return {
    url: `http://${config.host}:${port}`,
    port,
    app,
    db,
    ctx,
    async close() {
      await app.close();
      db.close();
    },
  };
}
