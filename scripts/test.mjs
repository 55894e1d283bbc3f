// `npm test`: typecheck, lint, format, unit + sandbox tests, then end-to-end tests in Chromium and the JS budgets
// (npm run bench:check's check, run by scripts/e2e.mjs on the end-to-end build).
// Every step runs even when an earlier one fails, so one run shows everything that is red.
// The last line is the plain summary "N passed, N failed" (each jest test counts one; typecheck
// and lint count one each). Exit code 0 only when nothing failed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, run } from "./lib/servers.mjs";

const bin = (name) => path.join(ROOT, "node_modules", ".bin", name);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "npm-test-"));
const results = [];

function jestCounts(file) {
  try {
    const r = JSON.parse(fs.readFileSync(file, "utf8"));
    return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) };
  } catch {
    return null;
  }
}

async function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args);
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
}

async function jestStep(name, command, args, jsonFile) {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args);
  const counts = jestCounts(jsonFile);
  // A runner that died before writing results still counts as a failure.
  if (!counts) results.push({ name, passed: 0, failed: 1 });
  else results.push({ name, passed: counts.passed, failed: counts.failed + (code !== 0 && counts.failed === 0 ? 1 : 0) });
}

/**
 * The JS budget gate, run by scripts/e2e.mjs against the end-to-end build (no second build): one check, failed when
 * any figure is over budget, could not be measured, or the e2e step stopped before writing the report.
 */
function budgetsStep(name, file) {
  console.log(`\n▶ ${name}`);
  let summary = null;
  try {
    summary = JSON.parse(fs.readFileSync(file, "utf8")).summary;
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
}

await check("typecheck (site)", bin("tsc"), ["--noEmit"]);
await check("typecheck (sandbox)", bin("tsc"), ["--noEmit", "-p", "sandbox/tsconfig.json"]);
// The billing contract test uses the site's browser client (DOM types) against the sandbox.
await check("typecheck (sandbox contract, site client)", bin("tsc"), ["--noEmit", "-p", "__tests__/sandbox/tsconfig.client.json"]);
await check("lint", bin("eslint"), [".", "--max-warnings", "0"]);
await check("format", bin("prettier"), ["--check", "."]);
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
for (const r of results) console.log(`  ${r.failed ? "✗" : "✓"} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
