// `npm run sandbox` (serve) and `npm run sandbox:reset` (reseed and exit).
import { configFromEnv } from "./config";
import { isSeeded, migrate, openDatabase, removeDatabaseFile, seed } from "./db";
import { modules } from "./modules";
import { startSandbox } from "./start";

async function main(): Promise<void> {
  const config = configFromEnv();
  if (process.argv.includes("--reset-only")) {
    removeDatabaseFile(config.dbFile);
    const db = openDatabase(config.dbFile);
    migrate(db, modules);
    if (!isSeeded(db)) seed({ db, config, now: Date.now }, modules);
    db.close();
    console.log(`sandbox: reseeded ${config.dbFile}`);
    return;
  }
  const sb = await startSandbox({ reset: process.argv.includes("--reset") });
  console.log(`sandbox: listening on ${sb.url}`);
  const stop = async () => {
    await sb.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
