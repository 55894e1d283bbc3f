// `npm test`: typecheck, lint, format, unit + sandbox tests, then end-to-end tests in Chromium.
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

await check("typecheck (site)", bin("tsc"), ["--noEmit"]);
await check("typecheck (sandbox)", bin("tsc"), ["--noEmit", "-p", "sandbox/tsconfig.json"]);
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
await jestStep("end-to-end tests (Chromium)", process.execPath, [path.join(ROOT, "scripts", "e2e.mjs"), "--json", e2eJson], e2eJson);

fs.rmSync(tmp, { recursive: true, force: true });
console.log("\nSummary:");
for (const r of results) console.log(`  ${r.failed ? "✗" : "✓"} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
