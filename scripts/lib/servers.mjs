// Starting and stopping the local servers the scripts need: the sandbox and the built site.
// Everything listens on 127.0.0.1 only; ports are free ports unless given.
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const GATSBY_CLI = path.join(ROOT, "node_modules", "gatsby", "cli.js");

export { rebuildHookSecret } from "./hookSecret.mjs";

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url, { timeoutMs = 60000, child } = {}) {
  const until = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
      lastError = new Error(`status ${res.status}`);
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${lastError?.message ?? "no answer"}`);
}

/** Spawns a command in its own process group so stop() ends it and its children. */
export function spawnServer(command, args, { env = {}, quiet = false, name = command } = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
    stdio: quiet ? ["ignore", "ignore", "pipe"] : ["ignore", "inherit", "inherit"],
    detached: true,
  });
  let stderr = "";
  child.stderr?.on("data", (d) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        resolve();
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          /* already gone */
        }
      }, 5000).unref();
    });
  return { child, stop, name, stderrTail: () => stderr };
}

/** The sandbox (operator gateway + content API) on `port` with the database file `dbFile`. */
export async function startSandbox({ port, dbFile, quiet = true, env = {} }) {
  const server = spawnServer(process.execPath, ["--import", "tsx", "sandbox/src/main.ts"], {
    env: { SANDBOX_PORT: String(port), SANDBOX_DB: dbFile, SANDBOX_QUIET: quiet ? "1" : "0", ...env },
    quiet,
    name: "sandbox",
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/health`, { child: server.child, timeoutMs: 60000 });
  } catch (err) {
    await server.stop();
    throw new Error(`${err.message}\n${server.stderrTail()}`);
  }
  return { ...server, url };
}

/** `gatsby serve` of the built public/ folder on `port`. */
export async function startSite({ port, quiet = true }) {
  const server = spawnServer(process.execPath, [GATSBY_CLI, "serve", "-H", "127.0.0.1", "-p", String(port)], { quiet, name: "site" });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/`, { child: server.child, timeoutMs: 60000 });
  } catch (err) {
    await server.stop();
    throw new Error(`${err.message}\n${server.stderrTail()}`);
  }
  return { ...server, url };
}

/** Runs a command to completion; resolves with its exit code. */
export function run(command, args, { env = {}, stdio = "inherit" } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env }, stdio });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * The site's build-time settings that point it at a sandbox (src/config/endpoints.ts and src/config/content.ts read
 * them). The content account is the sandbox's documented site user; the build exchanges it for an API token.
 * SANDBOX_BUILD=1 says the loopback sandbox is meant (the production-build refusal, scripts/lib/buildTarget.mjs).
 */
export function siteEnvFor(sandboxUrl) {
  return {
    SANDBOX_BUILD: "1",
    GATSBY_GATEWAY_URL: sandboxUrl,
    GATSBY_CONTENT_URL: `${sandboxUrl}/cms`,
    CMS_API_USER: "site@aria.ro",
    CMS_API_PASSWORD: "Sandbox!2026",
  };
}

/** True when something answers `${url}/health` (a sandbox already running, e.g. under `npm start`). */
export async function isUp(url) {
  try {
    const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

export function gatsbyBuild(env = {}) {
  return run(process.execPath, [GATSBY_CLI, "build"], { env });
}
