// Sandbox latency and seed benchmark. Run: node --import tsx bench/sandbox.mjs
// Starts a sandbox in a child process (so the load generator does not share its event loop) on a
// free loopback port with a throw-away database, drives 20 keep-alive connections for 10 s per
// target, measures seeding with SANDBOX_CATALOGUE_SIZE=2000, and prints ONE JSON object.
// Env: BENCH_DURATION_MS (default 10000), BENCH_WARMUP_MS (default 1000, unmeasured), BENCH_CONNECTIONS (default 20),
// BENCH_CMS_TOKEN (bearer for the content API, if it needs one).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const DURATION_MS = Number(process.env.BENCH_DURATION_MS || 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const SELF = fileURLToPath(import.meta.url);
const tmpDb = (name) => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-bench-")), name);

async function startChild() {
  const child = spawn(process.execPath, ["--import", "tsx", SELF, "--serve"], { stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise((resolve, reject) => {
    let buf = "";
    child.stdout.on("data", (d) => {
      buf += d;
      const line = buf.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve(JSON.parse(line).url);
    });
    child.on("exit", (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  return { child, url };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function send(url, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, agent, headers: body ? { "content-type": "application/json", ...headers } : headers },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (n) => Math.round(n * 100) / 100;

const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS || 1000);

/**
 * `ok(res)` decides whether an answer counts as a success (a 200 with the expected shape).
 * A short unmeasured warm-up first, so the figures describe a JIT-warm server, as in real use.
 */
async function load(target, ok) {
  const warmEnd = performance.now() + WARMUP_MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < warmEnd) await send(target.url, target).catch(() => undefined);
    }),
  );
  const latencies = [];
  const statuses = {};
  let failures = 0;
  const end = performance.now() + DURATION_MS;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const res = await send(target.url, target);
        latencies.push(performance.now() - t0);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (!ok(res)) failures++;
      } catch {
        failures++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: round(latencies.length / seconds),
    p50Ms: round(pct(latencies, 50) ?? 0),
    p99Ms: round(pct(latencies, 99) ?? 0),
    failures,
    statuses,
  };
}

async function measureSeed(catalogueSize) {
  const { configFromEnv } = await import("../sandbox/src/config.ts");
  const { migrate, openDatabase, seed } = await import("../sandbox/src/db.ts");
  const { modules } = await import("../sandbox/src/modules/index.ts");
  const config = { ...configFromEnv(), dbFile: tmpDb("seed.sqlite"), catalogueSize, quiet: true };
  const db = openDatabase(config.dbFile);
  migrate(db, modules);
  const t0 = performance.now();
  seed({ db, config, now: Date.now }, modules);
  const ms = performance.now() - t0;
  db.close();
  return { ms: round(ms), modules: modules.map((m) => m.name) };
}

async function main() {
  const seedResult = await measureSeed(2000);
  const { child, url } = await startChild();
  const result = { connections: CONNECTIONS, durationMs: DURATION_MS, targets: {}, seedMs2000: seedResult.ms, modules: seedResult.modules };
  try {
    const tok = JSON.parse(
      (await send(`${url}/sandbox/recaptcha/token`, { method: "POST", body: JSON.stringify({ action: "login" }) })).text,
    ).token;
    const login = JSON.parse(
      (
        await send(`${url}/identity/applicationLogin/ecare`, {
          method: "POST",
          body: JSON.stringify({
            username: "postpaid.owner",
            password: "Sandbox!2026",
            "g-recaptcha-response": tok,
            "g-recaptcha-action": "login",
          }),
        })
      ).text,
    );
    const isJson200 = (res) => res.status === 200 && res.text.startsWith("{");
    result.targets.userinfo = await load(
      { url: `${url}/identity/userinfo/ecare`, headers: { authorization: `Bearer ${login.accessToken}` } },
      (res) => isJson200(res) && res.text.includes('"isAuthenticated":true'),
    );

    const cmsHeaders = process.env.BENCH_CMS_TOKEN ? { authorization: `Bearer ${process.env.BENCH_CMS_TOKEN}` } : {};
    const graphql = {
      url: `${url}/cms/api/v1/graphql`,
      method: "POST",
      headers: cmsHeaders,
      body: JSON.stringify({
        operationName: "PlanCards",
        variables: {},
        query: 'query PlanCards { ServicePlanCardCollection(query: "+live:true", limit: 10) { title externalId nonFormattedHeadline } }',
      }),
    };
    const contentQuery = { url: `${url}/cms/api/content/query/+contentType:ServicePlanCard/limit/10`, headers: cmsHeaders };
    // Only when the content module is mounted (its routes answer something other than 404).
    if ((await send(graphql.url, graphql)).status !== 404) {
      result.targets.graphqlServicePlanCards = await load(graphql, (res) => isJson200(res) && !res.text.includes('"errors":[{'));
    } else result.targets.graphqlServicePlanCards = null;
    if ((await send(contentQuery.url, contentQuery)).status !== 404) {
      result.targets.contentQuery = await load(contentQuery, (res) => isJson200(res) && res.text.includes("contentlets"));
    } else result.targets.contentQuery = null;
  } finally {
    agent.destroy();
    child.kill("SIGTERM");
  }
  const measured = Object.values(result.targets).filter(Boolean);
  result.targetsMet = {
    p99Under50Ms: measured.every((t) => t.p99Ms < 50 && t.failures === 0),
    seed2000Under5s: result.seedMs2000 < 5000,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

// Dispatch last: the helpers above must be initialised before main() runs.
if (process.argv.includes("--serve")) {
  // Child mode: serve until killed.
  const { startSandbox } = await import("../sandbox/src/start.ts");
  const sb = await startSandbox({ port: 0, dbFile: tmpDb("serve.sqlite"), quiet: true, reset: true });
  process.stdout.write(`${JSON.stringify({ url: sb.url })}\n`);
  process.on("SIGTERM", () => sb.close().then(() => process.exit(0)));
} else {
  await main();
}
