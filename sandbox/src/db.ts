// SQLite storage: one file, migrations in code, seeds run once per new or reset database.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { Migration, SandboxContext, SandboxModule } from "./modules/module";
import { AUTH_MIGRATIONS } from "./auth/schema";

export type Db = Database.Database;

export function openDatabase(file: string): Db {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 2000");
  return db;
}

const CORE: Migration[] = [
  { id: "core-000-meta", sql: "CREATE TABLE IF NOT EXISTS sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)" },
  ...AUTH_MIGRATIONS,
];

/** Applies every migration not applied yet, each in its own transaction. */
export function migrate(db: Db, modules: SandboxModule[]): void {
  db.exec("CREATE TABLE IF NOT EXISTS sandbox_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
  const done = new Set(db.prepare("SELECT id FROM sandbox_migrations").pluck().all() as string[]);
  const all = [...CORE, ...modules.flatMap((m) => m.migrations)];
  const mark = db.prepare("INSERT INTO sandbox_migrations (id, applied_at) VALUES (?, ?)");
  for (const m of all) {
    if (done.has(m.id)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      mark.run(m.id, new Date().toISOString());
    })();
  }
}

export function isSeeded(db: Db): boolean {
  const row = db.prepare("SELECT value FROM sandbox_meta WHERE key = 'seeded_at'").get() as { value: string } | undefined;
  return Boolean(row);
}

/** Runs every module's seed in one transaction and stamps the database with the time and the seeded modules. */
export function seed(ctx: SandboxContext, modules: SandboxModule[]): void {
  ctx.db.transaction(() => {
    for (const m of modules) m.seed?.(ctx);
    const stamp = ctx.db.prepare("INSERT OR REPLACE INTO sandbox_meta (key, value) VALUES (?, ?)");
    stamp.run("seeded_at", new Date(ctx.now()).toISOString());
    stamp.run("seeded_modules", seededNames(modules).join(","));
  })();
}

const seededNames = (modules: SandboxModule[]) => modules.filter((m) => m.seed).map((m) => m.name);

/**
 * The modules with a seed that a database seeded earlier has not seen (a database is seeded once; a module added
 * later starts empty there): every one for a database stamped before the list was kept.
 */
export function unseededModules(db: Db, modules: SandboxModule[]): string[] {
  const row = db.prepare("SELECT value FROM sandbox_meta WHERE key = 'seeded_modules'").get() as { value: string } | undefined;
  const seen = new Set(row ? row.value.split(",") : []);
  return seededNames(modules).filter((name) => !seen.has(name));
}

/** Deletes the file (and its WAL siblings) so the next open starts empty. */
export function removeDatabaseFile(file: string): void {
  if (file === ":memory:") return;
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
}

const statements = new WeakMap<Db, Map<string, Database.Statement>>();

/** A prepared statement reused across requests (hot paths: token checks, user info). */
export function stmt(db: Db, sql: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let s = cache.get(sql);
  if (!s) cache.set(sql, (s = db.prepare(sql)));
  return s;
}
