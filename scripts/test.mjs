// `npm test`: typecheck, lint, unused code (knip), format, unit + sandbox tests, then end-to-end tests in Chromium and
// the JS budgets (npm run bench:check's check, run by scripts/e2e.mjs on the end-to-end build).
// Every step runs even when an earlier one fails, so one run shows everything that is red.
// The last line is the plain summary "N passed, N failed" (each jest test counts one; typecheck
// and lint count one each). Exit code 0 only when nothing failed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, run } from "./lib/servers.mjs";

const bin = (name) => path.join(ROOT, "node_modules", ".bin", name);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "npm-test-"));
const results = [];
const testStarted = Date.now();

function jestCounts(file) {
  try {
    const r = JSON.parse(fs.readFileSync(file, "utf8"));
    return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) };
  } catch {
    return null;
  }
}

const since = (started) => (Date.now() - started) / 1000;

/** Runs a command with its output collected (stdout and stderr in order), for printing in one piece. */
function runQuiet(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: "0" } });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", (err) => resolve({ code: 1, output: `${output}${err.message}\n` }));
    child.on("exit", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

async function jestStep(name, command, args, jsonFile) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args);
  const counts = jestCounts(jsonFile);
  const seconds = since(started);
  // A runner that died before writing results still counts as a failure.
  if (!counts) results.push({ name, passed: 0, failed: 1, seconds });
  else results.push({ name, passed: counts.passed, failed: counts.failed + (code !== 0 && counts.failed === 0 ? 1 : 0), seconds });
}

/**
 * The JS budget gate, run by scripts/e2e.mjs against the end-to-end build (no second build): one check, failed when
 * any figure is over budget, could not be measured, or the e2e step stopped before writing the report.
 */
function budgetsStep(name, file) {
  console.log(`\n▶ ${name}`);
  let summary = null;
  let seconds;
  try {
    ({ summary, seconds } = JSON.parse(fs.readFileSync(file, "utf8")));
  } catch {
    console.log("  no report: the end-to-end step stopped before the check (see above)");
  }
  if (summary) {
    console.log(
      `  ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped${summary.errors.length ? `; ${summary.errors.join("; ")}` : ""}`,
    );
  }
  const ok = summary?.ok === true;
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  if (seconds !== undefined) console.log(`  the check took ${Math.round(seconds)} s, inside the end-to-end step`);
}

// The static checks each use one core: two lanes at a time, each check's output printed whole when it ends.
const checks = [
  ["typecheck (site)", bin("tsc"), ["--noEmit"]],
  ["lint", bin("eslint"), [".", "--max-warnings", "0"]],
  ["typecheck (sandbox)", bin("tsc"), ["--noEmit", "-p", "sandbox/tsconfig.json"]],
  // The billing contract test uses the site's browser client (DOM types) against the sandbox.
  ["typecheck (sandbox contract, site client)", bin("tsc"), ["--noEmit", "-p", "__tests__/sandbox/tsconfig.client.json"]],
  // Code that only tests reach (knip.json: the production entries, tests left out); `npm run deadcode`.
  ["unused code (knip)", bin("knip"), ["--production", "--no-progress"]],
  ["format", bin("prettier"), ["--check", "."]],
];
const outcomes = new Map();
let next = 0;
async function lane() {
  while (next < checks.length) {
    const [name, command, args] = checks[next++];
    const started = Date.now();
    const { code, output } = await runQuiet(command, args);
    outcomes.set(name, { code, seconds: since(started) });
    console.log(`\n▶ ${name} (${code === 0 ? "passed" : `failed, exit ${code}`}, ${Math.round(since(started))} s)`);
    if (output.trim()) console.log(output.trimEnd());
  }
}
await Promise.all([lane(), lane()]);
for (const [name] of checks) {
  const { code, seconds } = outcomes.get(name);
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, seconds });
}
const unitJson = path.join(tmp, "unit.json");
await jestStep(
  "unit + sandbox + tools tests",
  process.execPath,
  [
    path.join(ROOT, "node_modules", "jest", "bin", "jest.js"),
    "--selectProjects",
    "unit",
    "sandbox",
    "tools",
    // jest's default on 2 cores is one worker; the tests wait on I/O (real sandboxes) as much as on the CPU.
    `--maxWorkers=${Math.max(2, os.availableParallelism())}`,
    "--json",
    "--outputFile",
    unitJson,
  ],
  unitJson,
);
const e2eJson = path.join(tmp, "e2e.json");
const budgetsJson = path.join(tmp, "budgets.json");
await jestStep(
  "end-to-end tests (Chromium)",
  process.execPath,
  [path.join(ROOT, "scripts", "e2e.mjs"), "--json", e2eJson, "--budgets", budgetsJson],
  e2eJson,
);
budgetsStep("JS budgets (npm run bench:check)", budgetsJson);

fs.rmSync(tmp, { recursive: true, force: true });
console.log("\nSummary:");
const clock = (seconds) => `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, "0")} s`;
for (const r of results) {
  const took = r.seconds === undefined ? "" : ` (${clock(r.seconds)})`;
  console.log(`  ${r.failed ? "✗" : "✓"} ${r.name}: ${r.passed} passed, ${r.failed} failed${took}`);
}
console.log(`  total ${clock(since(testStarted))}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
