// The contract every sandbox backend module follows. One module = one operator backend
// (identity, ebill, cart, ...) or the content system, mounted under its own path prefix.
import type { FastifyInstance } from "fastify";
import type { Database } from "better-sqlite3";
import type { SandboxConfig } from "../config";

export interface Migration {
  /** Unique and stable, e.g. "identity-001-users". Applied once, in list order. */
  id: string;
  sql: string;
}

export interface SandboxContext {
  db: Database;
  config: SandboxConfig;
  /** Milliseconds since epoch; tests may replace it. */
  now: () => number;
}

export interface SandboxModule {
  name: string;
  /** Path prefix, e.g. "/identity" or "/cms". The site's src/config/endpoints.ts mirrors it. */
  prefix: string;
  migrations: Migration[];
  /** Deterministic seed; runs inside one transaction on a new or reset database. */
  seed?(ctx: SandboxContext): void;
  /**
   * Runs before every request to any module (a root onRequest hook): state that follows the clock lazily, e.g. self-care
   * orders completing, is brought up to date before any route reads it. Keep it cheap.
   */
  beforeRequest?(ctx: SandboxContext): void;
  /** Registers the module's routes; called inside a Fastify plugin mounted at `prefix`. */
  register(app: FastifyInstance, ctx: SandboxContext): Promise<void> | void;
}
