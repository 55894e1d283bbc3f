// `npm start`: the sandbox on 127.0.0.1:8787 (unless GATSBY_GATEWAY_URL points at real systems),
// then a production build of the site against it, served on http://127.0.0.1:9000.
// SKIP_BUILD=1 serves the existing public/ folder.
import path from "node:path";
import { ROOT, gatsbyBuild, siteEnvFor, startSandbox, startSite } from "./lib/servers.mjs";

const SITE_PORT = Number(process.env.PORT || 9000);
const SANDBOX_PORT = Number(process.env.SANDBOX_PORT || 8787);
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
    });
    servers.push(sandbox);
    env = siteEnvFor(sandbox.url);
    console.log(`start: sandbox on ${sandbox.url} (personas' password: Sandbox!2026)`);
  } else {
    console.log(`start: using the gateway at ${process.env.GATSBY_GATEWAY_URL}`);
  }
  if (process.env.SKIP_BUILD !== "1") {
    const code = await gatsbyBuild(env);
    if (code !== 0) throw new Error(`gatsby build failed (exit ${code})`);
  }
  const site = await startSite({ port: SITE_PORT, quiet: true });
  servers.push(site);
  console.log(`start: the site is on ${site.url}  (Ctrl+C stops everything)`);
} catch (err) {
  console.error(`start: ${err.message}`);
  await stopAll(1);
}
