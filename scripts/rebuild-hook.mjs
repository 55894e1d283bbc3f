// `npm run rebuild-hook [-- --serve] [--initial-build] [--publish-public]`: the editors' rebuild service. The CMS calls
// POST /hook?action=PUBLISH&identifier=<id> after each publish; publishes are coalesced into
// incremental `gatsby build`s whose public/ is copied into a release and swapped in atomically.
// Wiring only: the logic is in scripts/lib/{rebuildService,releases,staticServer}.mjs.
// Settings (env): docs/rebuild-hook.md.
import { createHash, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { createRebuildService } from "./lib/rebuildService.mjs";
import { currentRelease, publishRelease } from "./lib/releases.mjs";
import { ROOT, siteEnvFor, spawnServer } from "./lib/servers.mjs";
import { createStaticServer } from "./lib/staticServer.mjs";

const { values: flags } = parseArgs({
  options: {
    serve: { type: "boolean", default: false },
    "initial-build": { type: "boolean", default: false },
    // Publish public/ as the live release at start even when a release exists (npm start has just built it).
    "publish-public": { type: "boolean", default: false },
    "hook-port": { type: "string" },
    "serve-port": { type: "string" },
  },
});
const env = process.env;
const hookPort = Number(flags["hook-port"] ?? env.REBUILD_HOOK_PORT ?? 9100);
const hookHost = env.REBUILD_HOOK_HOST || "127.0.0.1";
const servePortSetting = flags["serve-port"] ?? env.REBUILD_SERVE_PORT ?? (flags.serve ? "9000" : "");
const servePort = servePortSetting === "" ? null : Number(servePortSetting);
const releasesDir = path.resolve(env.REBUILD_RELEASES_DIR || path.join(ROOT, ".releases"));
const publicDir = path.resolve(env.REBUILD_PUBLIC_DIR || path.join(ROOT, "public"));
// At least 2: the release being replaced must outlive requests that started on it.
const keep = Math.max(2, Number(env.REBUILD_KEEP || 3));
const debounceMs = Number(env.REBUILD_DEBOUNCE_MS ?? 300);
const secret = env.REBUILD_HOOK_SECRET || "";
// No secret, no hook: anyone who can reach the port could trigger builds. REBUILD_HOOK_INSECURE=1 is the explicit
// opt-out for a hook on loopback only (docs/rebuild-hook.md "Settings").
const insecure = !secret && env.REBUILD_HOOK_INSECURE === "1";
const isLoopbackHost = (host) => host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
if (!secret && !insecure) {
  console.error(
    "rebuild: REBUILD_HOOK_SECRET is not set, so the hook would build for anyone: refusing to start.\n" +
      "  Set REBUILD_HOOK_SECRET (the CMS, or the sandbox's SANDBOX_PUBLISH_WEBHOOK_SECRET, sends it as x-hook-secret),\n" +
      "  e.g. REBUILD_HOOK_SECRET=$(node -e \"console.log(require('crypto').randomBytes(32).toString('hex'))\"),\n" +
      "  or REBUILD_HOOK_INSECURE=1 for an unauthenticated hook on loopback only. (npm start and npm run test:e2e set it.)",
  );
  process.exit(1);
}
if (insecure && !isLoopbackHost(hookHost)) {
  console.error(`rebuild: REBUILD_HOOK_INSECURE=1 is for a loopback hook only, not REBUILD_HOOK_HOST=${hookHost}: refusing to start.`);
  process.exit(1);
}

const log = (msg) => console.log(`${new Date().toISOString()} ${msg}`);
let child = null; // the running build or deploy, to stop on shutdown

/** Runs a command in its own process group (servers.mjs) with the site env passed through unchanged. */
function runCommand(command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    child = spawnServer(command, args, { env: extraEnv, name: "rebuild" });
    child.child.on("exit", (code, signal) => {
      child = null;
      resolve({ ok: code === 0, code: code ?? signal });
    });
  });
}

// The site env (GATSBY_CONTENT_URL, GATSBY_GATEWAY_URL, CMS_API_*) is passed through unchanged; without
// GATSBY_CONTENT_URL the build talks to the local sandbox only when SANDBOX_BUILD=1 asks for it, as `npm run build`
// does (otherwise the build refuses, scripts/lib/buildTarget.mjs: an editors' service never publishes a sandbox site).
const siteEnv = env.GATSBY_CONTENT_URL || env.SANDBOX_BUILD !== "1" ? {} : siteEnvFor(`http://127.0.0.1:${env.SANDBOX_PORT || 8787}`);
// Gatsby 5 builds incrementally when .cache/ and public/ survive, so neither is ever cleaned here.
const build = () =>
  env.REBUILD_COMMAND
    ? runCommand("/bin/sh", ["-c", env.REBUILD_COMMAND], siteEnv)
    : runCommand(process.execPath, [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "build"], siteEnv);

const deploy = env.DEPLOY_COMMAND
  ? ({ n, release }) => runCommand("/bin/sh", ["-c", env.DEPLOY_COMMAND], { RELEASE_DIR: release, REBUILD_BUILD: String(n) })
  : undefined;

// The live release is whatever `current` points at, read once per request: a manual rollback
// (re-pointing the symlink, docs/rebuild-hook.md) takes effect at once.
function liveRelease() {
  try {
    return path.resolve(releasesDir, fs.readlinkSync(path.join(releasesDir, "current")));
  } catch {
    return null;
  }
}

if ((flags["publish-public"] || !(await currentRelease(releasesDir))) && fs.existsSync(path.join(publicDir, "index.html"))) {
  const first = await publishRelease({ publicDir, releasesDir, keep });
  log(`rebuild: published the existing ${path.relative(ROOT, publicDir) || publicDir} as ${path.basename(first)}`);
}

const service = createRebuildService({
  build,
  publish: () => publishRelease({ publicDir, releasesDir, keep }),
  deploy,
  debounceMs,
  log,
  current: liveRelease(),
});

function secretOk(req) {
  if (!secret) return insecure;
  // Both sides hashed first: equal lengths, so not even the secret's length shows in the timing.
  const digest = (v) => createHash("sha256").update(v).digest();
  return timingSafeEqual(digest(String(req.headers["x-hook-secret"] ?? "")), digest(secret));
}

function json(res, status, body) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

async function readBody(req, limit = 64 * 1024) {
  let body = "";
  for await (const chunk of req) {
    body += chunk;
    if (body.length > limit) break;
  }
  try {
    return JSON.parse(body);
  } catch {
    return {};
  }
}

const hookServer = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://hook");
  if (req.method === "POST" && (url.pathname === "/hook" || url.pathname === "/")) {
    if (!secretOk(req)) return json(res, 401, { error: "bad or missing x-hook-secret" });
    // dotCMS-style query first; the sandbox also sends the same fields as JSON.
    const body = await readBody(req);
    const action = String(url.searchParams.get("action") ?? body.action ?? "PUBLISH").toUpperCase();
    const identifier = url.searchParams.get("identifier") ?? body.identifier ?? "unknown";
    return json(res, 202, service.trigger(action === "PUBLISH" ? identifier : `${identifier} (${action})`));
  }
  if (req.method === "GET" && url.pathname === "/status") {
    return json(res, 200, { ...service.status(), current: path.basename(liveRelease() ?? "") || null });
  }
  json(res, 404, { error: "POST /hook?action=PUBLISH&identifier=<id> or GET /status" });
});

const servers = [];
async function shutdown(code) {
  service.close();
  await Promise.all([child?.stop(), ...servers.map((s) => s.close())]);
  process.exit(code);
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

try {
  await new Promise((resolve, reject) => hookServer.once("error", reject).listen(hookPort, hookHost, resolve));
  servers.push({
    close: () =>
      new Promise((resolve) => {
        hookServer.close(() => resolve());
        hookServer.closeAllConnections();
      }),
  });
  log(`rebuild: hook on http://${hookHost}:${hookServer.address().port}/hook, status on /status; releases in ${releasesDir}`);
  log(insecure ? "rebuild: REBUILD_HOOK_INSECURE=1: POSTs are not authenticated" : "rebuild: POSTs need the header x-hook-secret");
  if (servePort !== null) {
    const site = await createStaticServer({ getRoot: liveRelease, port: servePort });
    servers.push(site);
    log(`rebuild: serving the current release (${path.basename(liveRelease() ?? "none yet")}) on ${site.url}`);
  }
  if (flags["initial-build"]) service.trigger("initial-build");
} catch (err) {
  log(`rebuild: ${err.message}`);
  await shutdown(1);
}
