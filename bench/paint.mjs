// `node bench/paint.mjs [--runs N] [--out FILE]`: the self-care paint figures (bench/lib/ecarePaint.mjs) of public/
// as built, without the rest of `npm run bench`: a sandbox at the gateway address baked into the build (a free local
// port), the site served on a free port. JSON on stdout (and in FILE). For comparing a change with the build before it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, freePort, startSandbox, startSite } from "../scripts/lib/servers.mjs";
import { bakedGateway } from "./check.mjs";
import { measureEcarePaint } from "./lib/ecarePaint.mjs";

const args = process.argv.slice(2);
const value = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-paint-"));
const servers = [];
let code = 0;
try {
  const sitePort = await freePort();
  const gateway = new URL(bakedGateway(path.join(ROOT, "public")));
  const sandbox = await startSandbox({
    port: Number(gateway.port),
    dbFile: path.join(tmp, "sandbox.sqlite"),
    env: { SANDBOX_SITE_ORIGINS: `http://127.0.0.1:${sitePort}` },
  });
  servers.push(sandbox);
  const site = await startSite({ port: sitePort });
  servers.push(site);
  const result = await measureEcarePaint(site.url, { sandboxUrl: sandbox.url, runs: Number(value("--runs") ?? 20) });
  const json = JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2);
  if (value("--out")) fs.writeFileSync(value("--out"), json);
  console.log(json);
} catch (err) {
  console.error(`bench/paint: ${err.message}`);
  code = 1;
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.exit(code);
