// `npm run bench:check`: the JS budget gate (issue 12). Every static shop page's first-load JS must stay within
// limits.staticKb and every client-only route's (self-care signed in as its persona, sign-in pages, cart, checkout)
// within limits.clientOnlyKb, as set in bench/budgets.json. Prints ONE JSON object on stdout, one line per route on
// stderr, and exits 1 when anything is over budget, could not be measured, or nothing was measured at all.
//
// How (docs/decisions.md "JS budget gate"): every built HTML page is checked from the build (the scripts its HTML names
// plus its template's chunk group, brotli 11), plus, per template, what the browser loaded on one sample page (Gatsby's
// runtime loads, lazy chunks); client-only routes and the static samples are measured in Debian's Chromium, signed
// in through the sandbox's API where a persona is given (bench/lib/signIn.mjs).
//
// Modes:
//   (default)            a throw-away sandbox on a free port, `gatsby build` against it, `gatsby serve`, check
//   --skip-build         check public/ as built: the sandbox is started at the gateway address baked into the build
//                        (it must be a free local port), the site served on a free port
//   --site URL --sandbox URL   check a running site and its sandbox (e.g. `npm start`: http://127.0.0.1:9000 and
//                        http://127.0.0.1:8787); public/ (or --public DIR) must be the build that site serves
//   --budgets FILE       another budgets file;  --results  rewrite the budgets section of bench/RESULTS.md
// CI runs the same check without a second build: scripts/e2e.mjs --budgets FILE calls checkBudgets() after the
// end-to-end tests, against their build and servers (scripts/test.mjs step "JS budgets (npm run bench:check)").
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ROOT, freePort, isUp, run, siteEnvFor, startSandbox, startSite } from "../scripts/lib/servers.mjs";
import {
  budgetsMarkdown,
  classifyPages,
  judge,
  readBudgets,
  replaceSection,
  routeLabel,
  servedBy,
  staticFigures,
  summarise,
  summaryLines,
} from "./lib/budgets.mjs";
import { analyseBase, analysisMarkdown } from "./lib/bundleAnalysis.mjs";
import { builtPages, clientMatchPaths, scriptsInHtml, staticScripts } from "./lib/staticJs.mjs";
import { launchBrowser, measurePage } from "./lib/firstLoad.mjs";
import { sessionStorageState, signInPersona } from "./lib/signIn.mjs";

export const BUDGETS_FILE = path.join(ROOT, "bench", "budgets.json");
/** What the shared base is made of, rewritten by every standalone `npm run bench:check` (committed). */
export const ANALYSIS_FILE = path.join(ROOT, "bench", "bundle-analysis.md");
const log = (...m) => console.error("bench:check:", ...m);

/** One sample page per template: the shortest path (then alphabetical), e.g. "/" for home, "/abonamente" for listings. */
function templateSamples(pages) {
  const first = new Map();
  for (const p of [...pages].sort((a, b) => a.path.length - b.path.length || a.path.localeCompare(b.path))) {
    if (!first.has(p.template)) first.set(p.template, p.path);
  }
  return [...first.values()];
}

async function servedScripts(siteUrl) {
  const res = await fetch(`${siteUrl}/`, { signal: AbortSignal.timeout(10000) });
  if (!res.ok) throw new Error(`${siteUrl}/ answered ${res.status}`);
  return scriptsInHtml(await res.text());
}

const slim = ({ files: _files, ...rest }) => rest;

/**
 * Checks the build in `publicDir` served at `siteUrl` (built against the sandbox at `sandboxUrl`) against the budgets.
 * `clearFaults`: remove the sandbox's fault rules first (a throw-away sandbox after the e2e tests). Never throws:
 * whatever goes wrong ends up in `summary.errors` and makes `summary.ok` false.
 */
export async function checkBudgets({
  siteUrl,
  sandboxUrl,
  publicDir = path.join(ROOT, "public"),
  budgetsFile = BUDGETS_FILE,
  mode = "running site",
  clearFaults = false,
}) {
  const started = Date.now();
  const report = {
    date: new Date().toISOString(),
    mode,
    siteUrl,
    sandboxUrl,
    publicDir: publicDir.startsWith(`${ROOT}${path.sep}`) ? path.relative(ROOT, publicDir) : publicDir,
    budgetsFile: path.relative(ROOT, budgetsFile) || budgetsFile,
    budgets: null,
    staticPages: [],
    samples: [],
    staticSamples: [],
    clientRoutes: [],
    excluded: [],
  };
  const errors = [];
  const judged = [];
  let browser;
  try {
    const budgets = readBudgets(budgetsFile);
    report.budgets = budgets;
    const pages = builtPages(publicDir);
    if (pages.length === 0) throw new Error(`no pages in ${publicDir}: build the site first`);
    const matchPaths = clientMatchPaths(publicDir);
    const onDisk = scriptsInHtml(fs.readFileSync(path.join(publicDir, "index.html"), "utf8"));
    const served = await servedScripts(siteUrl);
    if (onDisk.join() !== served.join()) {
      throw new Error(`${siteUrl} does not serve the build in ${publicDir} (its scripts differ: ${served.join(", ")})`);
    }
    if (clearFaults) {
      // After the end-to-end tests: a fault rule a failed test left behind must not fail the budgets as well.
      const res = await fetch(`${sandboxUrl}/sandbox/faults`, { method: "DELETE", signal: AbortSignal.timeout(10000) });
      if (!res.ok) throw new Error(`could not clear the sandbox's fault rules: ${res.status}`);
    }
    const classes = classifyPages(pages, budgets, matchPaths);
    report.excluded = classes.excluded;
    const { pages: staticPages, sizes, errors: staticErrors } = staticScripts(publicDir, classes.static);
    const pageErrors = new Map();
    for (const e of staticErrors) pageErrors.set(e.slice(0, e.indexOf(":")), e.slice(e.indexOf(":") + 2));

    browser = await launchBrowser();
    const { staticKb, clientOnlyKb } = budgets.limits;
    const byPath = new Map(staticPages.map((p) => [p.path, p]));

    // Guest samples: one page per template and the guest static samples.
    const guestPaths = [
      ...new Set([...templateSamples(staticPages), ...budgets.staticSamples.filter((s) => !s.persona).map((s) => s.path)]),
    ];
    const samples = [];
    for (const p of guestPaths.filter((p) => byPath.has(p))) {
      const m = await measurePage(browser, siteUrl, p);
      samples.push({ ...m, template: byPath.get(p).template });
      log(`sample ${p}: ${m.error ?? `${(m.brotliBytes / 1024).toFixed(1)} KB`}`);
    }
    report.samples = samples;
    const failedSample = new Map(samples.filter((s) => s.error).map((s) => [s.template, s]));
    const figures = staticFigures(
      staticPages,
      samples.filter((s) => !s.error),
      sizes,
    );
    for (const f of figures) {
      const bad = failedSample.get(f.template);
      const error =
        pageErrors.get(f.path) ?? f.error ?? (bad ? `the browser sample of its template (${bad.path}) failed: ${bad.error}` : undefined);
      const j = judge({ label: f.path, path: f.path, template: f.template, limitKb: staticKb, ...f, error }, budgets.kbBytes);
      judged.push(j);
      report.staticPages.push(j.status === "fail" ? j : slim(j));
    }

    for (const sample of budgets.staticSamples) {
      const label = routeLabel(sample);
      const base = { label, path: sample.path, persona: sample.persona, limitKb: staticKb, ...gateOf(sample) };
      let entry;
      if (!byPath.has(sample.path)) entry = { ...base, error: `not a static page of this build` };
      else if (!sample.persona) {
        const fig = report.staticPages.find((p) => p.path === sample.path);
        entry = { ...base, brotliBytes: fig.brotliBytes, rawBytes: fig.rawBytes, error: fig.status === "fail" ? fig.reason : undefined };
        report.staticSamples.push(judge(entry, budgets.kbBytes)); // already counted with the static pages
        continue;
      } else {
        entry = await measureSignedIn(browser, { siteUrl, sandboxUrl, path: sample.path, persona: sample.persona });
        if (!entry.error) {
          const [fig] = staticFigures([byPath.get(sample.path)], [{ path: sample.path, files: entry.files }], sizes);
          entry = { ...entry, brotliBytes: fig.brotliBytes, rawBytes: fig.rawBytes, files: fig.files };
        }
        entry = { ...base, ...entry };
      }
      const j = judge(entry, budgets.kbBytes);
      judged.push(j);
      report.staticSamples.push(j);
      log(`static ${label}: ${j.status}${j.kb !== undefined ? ` ${j.kb} KB` : ""}`);
    }

    for (const route of budgets.clientRoutes) {
      const label = routeLabel(route);
      const base = { label, path: route.path, persona: route.persona, limitKb: clientOnlyKb, ...gateOf(route) };
      const how = servedBy(route.path, { pages, matchPaths });
      let entry;
      if (!how) {
        entry = { ...base, skipped: `not in this build (no page ${route.path} and no client-only match path covers it)` };
      } else {
        const m = await measureSignedIn(browser, { siteUrl, sandboxUrl, path: route.path, persona: route.persona });
        entry = { ...base, servedBy: how.kind === "page" ? "page" : `${how.page} (${how.matchPath})`, ...m };
        if (!m.error) {
          // Also every script the page's HTML and template name (normally all loaded anyway).
          const own = staticScripts(publicDir, [how.page]);
          const [fig] = staticFigures([{ ...own.pages[0], path: route.path }], [{ path: route.path, files: m.files }], own.sizes);
          entry = { ...entry, brotliBytes: fig.brotliBytes, rawBytes: fig.rawBytes, files: fig.files, error: fig.error ?? own.errors[0] };
        }
      }
      const j = judge(entry, budgets.kbBytes);
      if (j.status !== "skipped") judged.push(j);
      report.clientRoutes.push(j);
      log(`client ${label}: ${j.status}${j.kb !== undefined ? ` ${j.kb} KB` : ""}${j.status !== "pass" ? ` (${j.reason})` : ""}`);
    }
  } catch (err) {
    errors.push(err.message);
  } finally {
    await browser?.close().catch(() => undefined);
  }
  report.seconds = Number(((Date.now() - started) / 1000).toFixed(1));
  report.summary = summarise([...judged, ...report.clientRoutes.filter((r) => r.status === "skipped")], errors);
  return report;
}

const gateOf = (route) => (route.gate === false ? { gate: false, note: route.note } : {});

async function measureSignedIn(browser, { siteUrl, sandboxUrl, path: pathname, persona }) {
  let storageState;
  if (persona) {
    try {
      storageState = sessionStorageState(siteUrl, await signInPersona(sandboxUrl, persona));
    } catch (err) {
      return { error: `sign-in failed: ${err.message}` };
    }
  }
  return measurePage(browser, siteUrl, pathname, { storageState, signedIn: Boolean(persona) });
}

/** The gateway URL a build was made with: the `gateway:"…"` literal src/config/endpoints.ts leaves in the chunks. */
export function bakedGateway(publicDir) {
  const found = new Set();
  // Only this build's chunks (webpack.stats.json): an incremental build leaves older ones in public/.
  const { namedChunkGroups = {} } = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));
  const current = new Set(Object.values(namedChunkGroups).flatMap((g) => g.assets.map((a) => (typeof a === "string" ? a : a.name))));
  for (const name of current) {
    if (!name.endsWith(".js")) continue;
    for (const m of fs.readFileSync(path.join(publicDir, name), "utf8").matchAll(/\bgateway:"(https?:\/\/[^"]+)"/g)) found.add(m[1]);
  }
  if (found.size > 1) throw new Error(`public/ names several gateways (${[...found].join(", ")}): build it again`);
  return [...found][0] ?? "http://127.0.0.1:8787"; // endpoints.ts's default when GATSBY_GATEWAY_URL was unset
}

export function writeResultsSection(report, command) {
  const file = path.join(ROOT, "bench", "RESULTS.md");
  fs.writeFileSync(file, replaceSection(fs.readFileSync(file, "utf8"), budgetsMarkdown(report, { command })));
}

export function printReport(report) {
  if (report.budgets) for (const line of summaryLines(report)) console.error(line);
  else for (const e of report.summary.errors) console.error(`✗ ${e}`);
}

async function main() {
  const args = process.argv.slice(2);
  const value = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const budgetsFile = path.resolve(value("--budgets") ?? BUDGETS_FILE);
  const publicDir = path.resolve(value("--public") ?? path.join(ROOT, "public"));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-check-"));
  // A standalone build also writes the bundle analysis (bench/lib/bundleAnalysis.mjs → bench/bundle-analysis.md).
  const analyzerFile = path.join(tmp, "modules.json");
  const servers = [];
  let report;
  try {
    let siteUrl = value("--site");
    let sandboxUrl = value("--sandbox");
    let mode = "running site";
    if (Boolean(siteUrl) !== Boolean(sandboxUrl)) throw new Error("--site and --sandbox go together");
    if (!siteUrl) {
      const sitePort = await freePort();
      const skipBuild = args.includes("--skip-build");
      let port = await freePort();
      if (skipBuild) {
        const gateway = new URL(bakedGateway(publicDir));
        if (gateway.protocol !== "http:" || !["127.0.0.1", "localhost"].includes(gateway.hostname)) {
          throw new Error(`public/ was built against ${gateway.origin}, not a local sandbox: check that site with --site/--sandbox`);
        }
        if (await isUp(gateway.origin)) {
          throw new Error(
            `something already answers at ${gateway.origin}, the gateway baked into public/: stop it, or check the running ` +
              `site with --site URL --sandbox ${gateway.origin}, or drop --skip-build`,
          );
        }
        port = Number(gateway.port || 80);
      }
      const sandbox = await startSandbox({
        port,
        dbFile: path.join(tmp, "sandbox.sqlite"),
        env: { SANDBOX_SITE_ORIGINS: `http://127.0.0.1:${sitePort}` },
      });
      servers.push(sandbox);
      if (skipBuild) mode = "--skip-build (public/ as built)";
      else {
        mode = "standalone build";
        log(`building the site against the sandbox at ${sandbox.url}…`);
        const t0 = Date.now();
        // The build's output goes to stderr: stdout carries only the JSON.
        const code = await run(process.execPath, [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "build"], {
          env: { CI: "true", ...siteEnvFor(sandbox.url), BUNDLE_ANALYSIS_FILE: analyzerFile },
          stdio: ["ignore", 2, 2],
        });
        if (code !== 0) throw new Error(`gatsby build failed (exit ${code})`);
        log(`built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      }
      const site = await startSite({ port: sitePort });
      servers.push(site);
      siteUrl = site.url;
      sandboxUrl = sandbox.url;
    }
    log(`checking ${siteUrl} (sandbox ${sandboxUrl}) against ${path.relative(ROOT, budgetsFile)}…`);
    report = await checkBudgets({ siteUrl, sandboxUrl, publicDir, budgetsFile, mode });
    if (fs.existsSync(analyzerFile)) {
      const analysis = analyseBase(report, analyzerFile);
      fs.writeFileSync(ANALYSIS_FILE, analysisMarkdown(analysis, { date: report.date, command: "npm run bench:check" }));
      report.analysis = {
        file: path.relative(ROOT, ANALYSIS_FILE),
        everyPage: analysis.everyPage.brotliBytes,
        everyClientRoute: analysis.everyClientRoute.brotliBytes,
      };
      log(`bundle analysis written to ${path.relative(ROOT, ANALYSIS_FILE)}`);
    }
  } catch (err) {
    report = {
      date: new Date().toISOString(),
      budgets: null,
      summary: { ok: false, passed: 0, failed: 0, skipped: 0, errors: [err.message] },
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  fs.mkdirSync(path.join(ROOT, "bench", "out"), { recursive: true });
  fs.writeFileSync(path.join(ROOT, "bench", "out", "budgets.json"), JSON.stringify(report, null, 2));
  if (args.includes("--results") && report.budgets)
    writeResultsSection(report, `npm run bench:check${args.includes("--skip-build") ? " -- --skip-build" : ""}`);
  printReport(report);
  console.log(JSON.stringify(report));
  process.exit(report.summary.ok ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
