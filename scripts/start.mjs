// `npm start`: the sandbox on 127.0.0.1:8787 (unless GATSBY_GATEWAY_URL points at real systems),
// then a production build of the site against it, served on http://127.0.0.1:9000 by the editors' rebuild
// hook (hook on 127.0.0.1:9100): a publish in the sandbox's CMS rebuilds the changed pages and swaps them in.
// SKIP_BUILD=1 serves the existing public/ folder.
import path from "node:path";
import { ROOT, gatsbyBuild, rebuildHookSecret, siteEnvFor, spawnServer, startSandbox, waitForHttp } from "./lib/servers.mjs";

const SITE_PORT = Number(process.env.PORT || 9000);
const SANDBOX_PORT = Number(process.env.SANDBOX_PORT || 8787);
const HOOK_PORT = Number(process.env.REBUILD_HOOK_PORT || 9100);
const useSandbox = !process.env.GATSBY_GATEWAY_URL;

const servers = [];
async function stopAll(code = 0) {
  await Promise.all(servers.map((s) => s.stop()));
  process.exit(code);
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

try {
  let env = {};
  if (useSandbox) {
    const sandbox = await startSandbox({
      port: SANDBOX_PORT,
      dbFile: process.env.SANDBOX_DB || path.join(ROOT, ".data", "sandbox.sqlite"),
      quiet: process.env.SANDBOX_LOGS !== "1",
      env: { SANDBOX_PUBLISH_WEBHOOK: `http://127.0.0.1:${HOOK_PORT}/hook`, SANDBOX_PUBLISH_WEBHOOK_SECRET: rebuildHookSecret() },
    });
    servers.push(sandbox);
    env = siteEnvFor(sandbox.url);
    console.log(`start: sandbox on ${sandbox.url} (personas' password: Sandbox!2026)`);
  } else {
    console.log(`start: using the gateway at ${process.env.GATSBY_GATEWAY_URL}`);
    // The real CMS must send the hook's secret; a random one (no REBUILD_HOOK_SECRET set) only the sandbox would know.
    if (!process.env.REBUILD_HOOK_SECRET) console.log("start: set REBUILD_HOOK_SECRET (as the CMS sends it) for publishes to rebuild");
  }
  if (process.env.SKIP_BUILD !== "1") {
    const code = await gatsbyBuild(env);
    if (code !== 0) throw new Error(`gatsby build failed (exit ${code})`);
  }
  const hook = spawnServer(
    process.execPath,
    // The site just built (or public/ as it is, with SKIP_BUILD=1) goes live, not a release of an earlier run.
    ["scripts/rebuild-hook.mjs", "--hook-port", String(HOOK_PORT), "--serve-port", String(SITE_PORT), "--publish-public"],
    {
      env: { ...env, REBUILD_HOOK_SECRET: rebuildHookSecret() },
      name: "rebuild-hook",
    },
  );
  servers.push(hook);
  const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
  await waitForHttp(`${siteUrl}/`, { child: hook.child, timeoutMs: 60000 });
  console.log(`start: the site is on ${siteUrl}  (publishes in the CMS rebuild it; Ctrl+C stops everything)`);
} catch (err) {
  console.error(`start: ${err.message}`);
  await stopAll(1);
}
