// `npm run test:e2e`: sandbox on a free port with a throw-away database, the site built against it, then served
// by the editors' rebuild hook (scripts/rebuild-hook.mjs: releases swapped atomically) on another free port, with
// the sandbox's publish webhook pointing at the hook; then the jest "e2e" project with the URLs in env.
// The test files run in parallel (E2E_WORKERS, default one per core, at most 2), each jest worker with a sandbox of its
// own (its own database, so faults and personas' changes never cross), reached by the worker's Chromium at the
// gateway address baked into the build (support/browser.ts). publish.e2e.ts rebuilds the shared site, so it runs
// alone afterwards. One build serves every file.
// Flags: --skip-build (reuse public/), --json FILE (jest's JSON results, for scripts/test.mjs), --budgets FILE (below).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, freePort, gatsbyBuild, rebuildHookSecret, run, siteEnvFor, spawnServer, startSandbox, waitForHttp } from "./lib/servers.mjs";

/** Files that change what every other file sees (the rebuild of the shared site): run alone, after the others. */
const SERIAL = "publish\\.e2e\\.ts$";

/** The bands' jest --json results as one, for scripts/test.mjs. */
function mergeJestResults(all) {
  const sum = (key) => all.reduce((n, r) => n + (r[key] ?? 0), 0);
  return {
    success: all.every((r) => r.success),
    numPassedTests: sum("numPassedTests"),
    numFailedTests: sum("numFailedTests"),
    numTotalTests: sum("numTotalTests"),
    numRuntimeErrorTestSuites: sum("numRuntimeErrorTestSuites"),
    numTotalTestSuites: sum("numTotalTestSuites"),
    testResults: all.flatMap((r) => r.testResults ?? []),
  };
}

const args = process.argv.slice(2);
const skipBuild = args.includes("--skip-build") || process.env.E2E_SKIP_BUILD === "1";
const jsonIdx = args.indexOf("--json");
const jsonFile = jsonIdx >= 0 ? args[jsonIdx + 1] : null;
// --budgets FILE (before any `--`): the JS budget gate (npm run bench:check, bench/check.mjs) against this build and
// these servers while they are up, so CI needs no second build; the report goes to FILE (scripts/test.mjs reports it
// as its own step). It does not change this script's exit code, which stays the jest run's.
const ownArgs = args.includes("--") ? args.slice(0, args.indexOf("--")) : args;
const budgetsFile = ownArgs.includes("--budgets") ? ownArgs[ownArgs.indexOf("--budgets") + 1] : null;
// Anything after `--` goes to jest (e.g. `npm run test:e2e -- -- signin` runs one file).
const jestExtra = args.includes("--") ? args.slice(args.indexOf("--") + 1) : [];

// One worker per core, at most 2: a third on 2 cores took the parallel band from 428 to 397 s but starved a cart test
// past its 15 s wait in CI (docs/decisions.md "e2e files in parallel, a sandbox each").
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(2, os.availableParallelism())));

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-"));
const servers = [];
let code = 1;
try {
  const hookPort = await freePort();
  const sitePort = await freePort();
  // --skip-build: the sandbox listens where public/ was built to call it (bench/check.mjs does the same).
  const port = skipBuild
    ? Number(new URL((await import("../bench/check.mjs")).bakedGateway(path.join(ROOT, "public"))).port)
    : await freePort();
  const sandboxEnv = {
    // The site's origin may call the gateway (CORS with credentials needs the exact origin).
    SANDBOX_SITE_ORIGINS: `http://127.0.0.1:${sitePort}`,
    // Self-care orders complete after 3 s (default 8 s): the services tests watch pending → active in Chromium.
    SANDBOX_ORDER_COMPLETION_MS: "3000",
  };
  const sandbox = await startSandbox({
    port,
    dbFile: path.join(tmp, "sandbox.sqlite"),
    env: {
      ...sandboxEnv,
      SANDBOX_PUBLISH_WEBHOOK: `http://127.0.0.1:${hookPort}/hook`,
      SANDBOX_PUBLISH_WEBHOOK_SECRET: rebuildHookSecret(),
    },
  });
  servers.push(sandbox);
  // The other workers' sandboxes start while the site builds.
  const extraSandboxes = Promise.all(
    Array.from({ length: workers - 1 }, async (_, i) => {
      const extra = await startSandbox({ port: await freePort(), dbFile: path.join(tmp, `sandbox-${i + 2}.sqlite`), env: sandboxEnv });
      servers.push(extra);
      return extra;
    }),
  );
  if (!skipBuild) {
    console.log(`e2e: building the site against the sandbox at ${sandbox.url}`);
    const built = await gatsbyBuild(siteEnvFor(sandbox.url));
    if (built !== 0) throw new Error(`gatsby build failed (exit ${built})`);
  }
  const hook = spawnServer(
    process.execPath,
    ["scripts/rebuild-hook.mjs", "--hook-port", String(hookPort), "--serve-port", String(sitePort)],
    {
      env: {
        ...siteEnvFor(sandbox.url),
        REBUILD_RELEASES_DIR: path.join(tmp, "releases"),
        REBUILD_DEBOUNCE_MS: "200",
        REBUILD_HOOK_SECRET: rebuildHookSecret(),
      },
      quiet: process.env.E2E_HOOK_LOGS !== "1",
      name: "rebuild-hook",
    },
  );
  servers.push(hook);
  const site = { url: `http://127.0.0.1:${sitePort}` };
  await waitForHttp(`${site.url}/`, { child: hook.child, timeoutMs: 60000 });
  const hookUrl = `http://127.0.0.1:${hookPort}`;
  console.log(`e2e: site ${site.url}, sandbox ${sandbox.url}, rebuild hook ${hookUrl}`);
  const sandboxUrls = [sandbox.url, ...(await extraSandboxes).map((s) => s.url)];
  // Each test file appends its Content-Security-Policy totals here (__tests__/e2e/support/csp.ts).
  const cspReport = path.join(tmp, "csp.jsonl");
  const env = {
    E2E_SITE_URL: site.url,
    E2E_GATEWAY_URL: sandbox.url,
    E2E_SANDBOX_URLS: sandboxUrls.join(","),
    E2E_HOOK_URL: hookUrl,
    E2E_CSP_REPORT: cspReport,
  };
  const jest = [path.join(ROOT, "node_modules", "jest", "bin", "jest.js"), "--selectProjects", "e2e"];
  // Arguments for jest (a chosen file or test) make one band: a publish test picked with others shares the run.
  const bands = jestExtra.length
    ? [{ name: `${workers} in parallel`, args: [`--maxWorkers=${workers}`] }]
    : [
        { name: `${workers} in parallel`, args: [`--maxWorkers=${workers}`, "--testPathIgnorePatterns", SERIAL] },
        { name: "alone", args: ["--runInBand", "--testPathPatterns", SERIAL] },
      ];
  const results = [];
  code = 0;
  for (const [i, band] of bands.entries()) {
    const started = Date.now();
    const out = path.join(tmp, `jest-${i}.json`);
    const bandCode = await run(
      process.execPath,
      [...jest, ...band.args, "--json", "--outputFile", out, "--passWithNoTests", ...jestExtra],
      { env },
    );
    console.log(`e2e: band "${band.name}" took ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (bandCode !== 0) code = bandCode;
    if (fs.existsSync(out)) results.push(JSON.parse(fs.readFileSync(out, "utf8")));
    else code = code || 1;
  }
  if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify(mergeJestResults(results)));
  const files = fs.existsSync(cspReport)
    ? fs
        .readFileSync(cspReport, "utf8")
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
  const sum = (key) => files.reduce((n, f) => n + f[key], 0);
  console.log(
    `e2e: Content-Security-Policy: ${sum("events")} violation(s) and ${sum("consoleMessages")} console report(s) in ${sum("pages")} pages ` +
      `of ${files.length} test files (besides ${sum("provoked")} provoked on purpose and checked by their tests)`,
  );

  if (budgetsFile) {
    console.log("e2e: JS budgets (npm run bench:check) against this build");
    let report;
    try {
      const { checkBudgets, printReport } = await import("../bench/check.mjs");
      report = await checkBudgets({
        siteUrl: site.url,
        sandboxUrl: sandbox.url,
        // public/: the build the hook's current release was copied from (a release leaves webpack.stats.json behind)
        publicDir: path.join(ROOT, "public"),
        mode: "npm test (the end-to-end build)",
        clearFaults: true,
      });
      printReport(report);
    } catch (err) {
      console.error(`e2e: the JS budget check could not run: ${err.message}`);
      report = { summary: { ok: false, passed: 0, failed: 0, skipped: 0, errors: [err.message] } };
    }
    fs.writeFileSync(budgetsFile, JSON.stringify(report, null, 2));
  }
} catch (err) {
  console.error(`e2e: ${err.message}`);
  code = 1;
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.exit(code);
