// `npm run bench`: prints ONE JSON object with the site's figures:
//   build: clean `gatsby build` seconds and peak RSS (MB) of the whole process tree
//   firstLoadJs: per page, brotli bytes of the scripts the page loads
//   budgets: the JS budget gate's report (npm run bench:check, bench/budgets.json) on the same build
//   lighthouse: per page, mobile scores + LCP/TBT/CLS
//   sandbox: bench/sandbox.mjs's figures (latency under load, seed time)
//   largeBuild: clean build of the sandbox's large catalogue (SANDBOX_CATALOGUE_SIZE=2000): seconds, peak RSS, pages
//   publish: an editor's publish → the changed page live through the rebuild hook (seconds)
//   cartAdd: click "Adaugă în coș" → badge updated and → gateway's answer shown, p50/p95 over 20 runs (ms)
//   cardPay: click "Plătește" at the end of the checkout (card 4000 0000 0000 3220) → the 3-D Secure page shows
//            "Aprobă", p50/p95/max over 20 runs (ms)
//   ecarePaint: postpaid.owner's /ecare/dashboard and prepaid.owner's cost-control, cold, phone-sized, CPU 4× slower
//            → the page's own heading (the h1 in main) and its figure (the current bill, the credit) shown, p50/p95/max
//            over 20 runs (ms), and the layout shift (bench/lib/ecarePaint.mjs; `node bench/paint.mjs` alone)
// Options: --pages /,/business  --skip-build  --skip-large  --skip-publish  --skip-lighthouse  --skip-sandbox  --skip-cart
//          --skip-pay  --skip-paint
//          --skip-budgets (the budgets need this run's build: with --skip-build use npm run bench:check -- --skip-build)
//          --results (rewrite bench/RESULTS.md)
// Compare numbers only from the same machine and run.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, freePort, rebuildHookSecret, siteEnvFor, startSandbox, startSite } from "../scripts/lib/servers.mjs";
import { watchPeakRss } from "./lib/proc.mjs";
import { firstLoadJs } from "./lib/firstLoad.mjs";
import { lighthouseScores } from "./lib/lighthouse.mjs";
import { checkBudgets } from "./check.mjs";
import { writeResults } from "./lib/results.mjs";
import { measurePublish, releasesDirIn } from "./lib/publish.mjs";
import { RUNS, measureCartAdd } from "./lib/cartAdd.mjs";
import { measureCardPay } from "./lib/cardPay.mjs";
import { measureEcarePaint } from "./lib/ecarePaint.mjs";

const args = process.argv.slice(2);
const opt = (name) => args.includes(name);
const pagesArg = args[args.indexOf("--pages") + 1];
// One page of each shop template (SPEC §2 shop routes), personal and business.
const SHOP_PAGES = [
  "/",
  "/abonamente",
  "/abonamente/portare-cu-portare",
  "/abonamente/plan-cbu-smart-15",
  "/telefoane",
  "/telefoane/dev-nordia-x5-negru",
  "/rezultate",
  "/asistenta",
  "/roaming",
  "/roaming/italia",
  "/business",
  "/business/eshop/oferte-business",
];
const pages = args.includes("--pages") && pagesArg ? pagesArg.split(",") : SHOP_PAGES;
const log = (...m) => console.error("bench:", ...m);

function timedBuild(env) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "build"], {
      cwd: ROOT,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", ...env },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const peak = watchPeakRss(child);
    child.on("exit", (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) reject(new Error(`gatsby build exited ${code}`));
      else resolve({ seconds: Number(seconds.toFixed(1)), peakRssMb: peak() });
    });
  });
}

function countPages(dir = path.join(ROOT, "public")) {
  let n = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) {
      if (e.name !== "page-data" && e.name !== "static") n += countPages(path.join(dir, e.name));
    } else if (e.name === "index.html") n++;
  }
  return n;
}

function cleanBuildDirs() {
  fs.rmSync(path.join(ROOT, ".cache"), { recursive: true, force: true });
  fs.rmSync(path.join(ROOT, "public"), { recursive: true, force: true });
}

function runJson(script, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      cwd: ROOT,
      env: { ...process.env, ...extraEnv },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("exit", (code) => {
      try {
        resolve(JSON.parse(out.trim().split("\n").filter(Boolean).pop() ?? ""));
      } catch {
        resolve({ error: `${script} exited ${code} without JSON` });
      }
    });
  });
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
const servers = [];
const result = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "",
    memGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  pages,
};
let code = 0;
try {
  if (!opt("--skip-build") && !opt("--skip-large")) {
    log("clean build of the large catalogue (2,000 extra items)…");
    const large = await startSandbox({
      port: await freePort(),
      dbFile: path.join(tmp, "large.sqlite"),
      env: { SANDBOX_CATALOGUE_SIZE: "2000" },
    });
    try {
      cleanBuildDirs();
      result.largeBuild = { ...(await timedBuild(siteEnvFor(large.url))), pages: countPages(), catalogueExtra: 2000 };
    } finally {
      await large.stop();
    }
  }
  const hookPort = await freePort();
  const sitePort = await freePort();
  const sandbox = await startSandbox({
    port: await freePort(),
    dbFile: path.join(tmp, "sandbox.sqlite"),
    // The site's origin calls the gateway when the budgets measure signed-in pages (CORS needs the exact origin).
    env: {
      SANDBOX_PUBLISH_WEBHOOK: `http://127.0.0.1:${hookPort}/hook`,
      SANDBOX_PUBLISH_WEBHOOK_SECRET: rebuildHookSecret(),
      SANDBOX_SITE_ORIGINS: `http://127.0.0.1:${sitePort}`,
    },
  });
  servers.push(sandbox);
  if (!opt("--skip-build")) {
    log("clean build…");
    cleanBuildDirs();
    result.build = { ...(await timedBuild(siteEnvFor(sandbox.url))), pages: countPages() };
  }
  const site = await startSite({ port: sitePort });
  servers.push(site);
  log("first-load JS…");
  result.firstLoadJs = await firstLoadJs(site.url, pages);
  // The add calls the gateway baked into the build: this run's sandbox only when this run built the site.
  if (!opt("--skip-cart") && !opt("--skip-build")) {
    log(`add to cart → badge (${RUNS} runs)…`);
    result.cartAdd = await measureCartAdd(site.url).catch((err) => ({ error: err.message }));
  }
  // The same: the checkout pays through this run's sandbox (its card form allows this run's site origin).
  if (!opt("--skip-pay") && !opt("--skip-build")) {
    log(`"Plătește" → 3-D Secure challenge (${RUNS} runs)…`);
    result.cardPay = await measureCardPay(site.url, { sandboxUrl: sandbox.url }).catch((err) => ({ error: err.message }));
  }
  // The self-care pages call the gateway baked into the build: this run's sandbox only when this run built the site.
  if (!opt("--skip-paint") && !opt("--skip-build")) {
    log(`self-care on a phone: heading, figure, layout shift, CPU 4× slower (${RUNS} runs each)…`);
    result.ecarePaint = await measureEcarePaint(site.url, { sandboxUrl: sandbox.url }).catch((err) => ({ error: err.message }));
  }
  if (!opt("--skip-budgets") && !opt("--skip-build")) {
    log("JS budgets (npm run bench:check)…");
    result.budgets = await checkBudgets({ siteUrl: site.url, sandboxUrl: sandbox.url, mode: "npm run bench" });
  }
  if (!opt("--skip-lighthouse")) {
    log("lighthouse…");
    result.lighthouse = await lighthouseScores(site.url, pages);
  }
  await servers.pop().stop(); // the site; the sandbox stays for the publish round trip
  if (!opt("--skip-publish")) {
    log("publish → live through the rebuild hook…");
    result.publish = await measurePublish({
      sandboxUrl: sandbox.url,
      siteEnv: siteEnvFor(sandbox.url),
      hookPort,
      sitePort: await freePort(),
      releasesDir: releasesDirIn(tmp),
    }).catch((err) => ({ error: err.message }));
  }
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  if (!opt("--skip-sandbox") && fs.existsSync(path.join(ROOT, "bench", "sandbox.mjs"))) {
    log("sandbox load…");
    result.sandbox = await runJson("bench/sandbox.mjs");
  }
} catch (err) {
  result.error = err.message;
  code = 1;
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  fs.rmSync(tmp, { recursive: true, force: true });
}
fs.mkdirSync(path.join(ROOT, "bench", "out"), { recursive: true });
fs.writeFileSync(path.join(ROOT, "bench", "out", "latest.json"), JSON.stringify(result, null, 2));
if (opt("--results")) writeResults(result);
console.log(JSON.stringify(result));
process.exit(code);
