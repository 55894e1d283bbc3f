// The pure parts of the JS budget gate (bench/check.mjs, issue 12): reading bench/budgets.json, sorting the built pages
// into the static and the client-only class, combining static and browser figures, judging each figure against its
// limit and writing the summaries. No browser, no servers, no import.meta: the tools tests import this file.
import fs from "node:fs";

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const isPath = (v) => typeof v === "string" && v.startsWith("/") && !v.includes("?") && !v.includes("#");
const isPersona = (v) => v === null || (typeof v === "string" && /^[a-z0-9._-]+$/i.test(v));

function readRoutes(list, name, problems) {
  if (!Array.isArray(list)) {
    problems.push(`${name} must be a list`);
    return [];
  }
  const seen = new Set();
  return list.flatMap((entry, i) => {
    if (!isObject(entry) || !isPath(entry.path) || !isPersona(entry.persona ?? null)) {
      problems.push(`${name}[${i}] needs a path starting with "/" and a persona (a username, or null for a guest)`);
      return [];
    }
    if (entry.gate !== undefined && (entry.gate !== false || typeof entry.note !== "string" || entry.note.trim() === "")) {
      problems.push(`${name}[${i}]: "gate" can only be false, with a "note" saying why the figure is only reported`);
      return [];
    }
    const route = { path: entry.path, persona: entry.persona ?? null, ...(entry.gate === false ? { gate: false, note: entry.note } : {}) };
    const label = routeLabel(route);
    if (seen.has(label)) problems.push(`${name}: ${label} is listed twice`);
    seen.add(label);
    return [route];
  });
}

/** Checks a parsed budgets file and returns it normalised; throws one Error naming every problem. */
export function parseBudgets(raw) {
  const problems = [];
  if (!isObject(raw)) throw new Error("budgets: the file must hold one JSON object");
  const positive = (v) => typeof v === "number" && Number.isFinite(v) && v > 0;
  if (raw.kbBytes !== 1024 && raw.kbBytes !== 1000) problems.push("kbBytes must be 1024 or 1000 (the bytes of one KB)");
  const limits = isObject(raw.limits) ? raw.limits : {};
  if (!positive(limits.staticKb)) problems.push("limits.staticKb must be a positive number");
  if (!positive(limits.clientOnlyKb)) problems.push("limits.clientOnlyKb must be a positive number");
  const staticSamples = readRoutes(raw.staticSamples ?? [], "staticSamples", problems);
  const clientRoutes = readRoutes(raw.clientRoutes, "clientRoutes", problems);
  if (clientRoutes.length === 0 && Array.isArray(raw.clientRoutes)) problems.push("clientRoutes must list at least one route");
  const notStatic = Array.isArray(raw.notStatic ?? [])
    ? (raw.notStatic ?? []).flatMap((e, i) => {
        if (isObject(e) && isPath(e.prefix) && typeof e.reason === "string" && e.reason.trim() !== "") {
          return [{ prefix: e.prefix, reason: e.reason }];
        }
        problems.push(`notStatic[${i}] needs a prefix starting with "/" and a reason`);
        return [];
      })
    : (problems.push("notStatic must be a list"), []);
  for (const route of clientRoutes) {
    if (staticSamples.some((s) => s.path === route.path)) problems.push(`${route.path} is both a static sample and a client route`);
  }
  if (problems.length) throw new Error(`budgets: ${problems.join("; ")}`);
  return {
    kbBytes: raw.kbBytes,
    limits: { staticKb: limits.staticKb, clientOnlyKb: limits.clientOnlyKb },
    staticSamples,
    notStatic,
    clientRoutes,
  };
}

/** Reads and checks a budgets file (bench/budgets.json). */
export function readBudgets(file) {
  let raw;
  try {
    raw = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (err) {
    throw new Error(`budgets: cannot read ${file}: ${err.message}`);
  }
  return parseBudgets(raw);
}

export const routeLabel = ({ path, persona }) => (persona ? `${path} as ${persona}` : path);

export const kb = (bytes, kbBytes) => Number((bytes / kbBytes).toFixed(1));

/** Gatsby match paths: `/ecare/*` covers /ecare and everything under it; `:name` is one segment. */
export function matchesPath(pathname, matchPath) {
  if (matchPath.endsWith("/*")) {
    const base = matchPath.slice(0, -2);
    return pathname === base || pathname.startsWith(`${base}/`);
  }
  const a = pathname.split("/");
  const b = matchPath.split("/");
  return a.length === b.length && b.every((seg, i) => seg === a[i] || (seg.startsWith(":") && a[i] !== ""));
}

/** How the build serves `pathname`: its own page, a client-only match path, or not at all (null). */
export function servedBy(pathname, { pages, matchPaths }) {
  if (pages.includes(pathname)) return { kind: "page", page: pathname };
  const route = matchPaths.find((r) => matchesPath(pathname, r.matchPath));
  return route ? { kind: "matchPath", page: route.path, matchPath: route.matchPath } : null;
}

/**
 * Sorts the built HTML pages: `static` (checked against limits.staticKb), `client` (a listed client route: measured
 * in the browser against limits.clientOnlyKb) and `excluded` (with the reason: the shell page of a client-only match
 * path, or a notStatic prefix). Any page not listed anywhere is static: a new page is checked by default.
 */
export function classifyPages(pages, budgets, matchPaths) {
  const clientPaths = new Set(budgets.clientRoutes.map((r) => r.path));
  const out = { static: [], client: [], excluded: [] };
  for (const page of pages) {
    const shell = matchPaths.find((r) => r.path === page);
    const prefix = budgets.notStatic.find((n) => page === n.prefix.replace(/\/$/, "") || page.startsWith(n.prefix));
    if (clientPaths.has(page)) out.client.push(page);
    else if (shell)
      out.excluded.push({ path: page, reason: `the page behind the client-only routes ${shell.matchPath}, measured as clientRoutes` });
    else if (prefix) out.excluded.push({ path: page, reason: prefix.reason });
    else out.static.push(page);
  }
  return out;
}

/**
 * Figures of the static pages. `pages`: every static page with its template and the scripts its HTML and its
 * template's chunk group name (keys into `sizes`, e.g. "/app-….js"). `samples`: browser measurements of some of them,
 * each `{ path, files: [{ file, brotliBytes, bytes }] }`. A page's figure is the union of its own static scripts and
 * every script the browser loaded on a sample of the same template beyond that sample's static scripts (Gatsby's
 * runtime loads, lazy chunks), each file counted once. A script no size is known for makes the page's `error`.
 */
export function staticFigures(pages, samples, sizes) {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const known = new Map(Object.entries(sizes));
  const extras = new Map(); // template → Set of files
  for (const sample of samples) {
    const page = byPath.get(sample.path);
    if (!page) continue;
    const own = new Set(page.files);
    const set = extras.get(page.template) ?? new Set();
    for (const f of sample.files) {
      if (!known.has(f.file)) known.set(f.file, { brotliBytes: f.brotliBytes, bytes: f.bytes });
      if (!own.has(f.file)) set.add(f.file);
    }
    extras.set(page.template, set);
  }
  return pages.map((page) => {
    const files = [...new Set([...page.files, ...(extras.get(page.template) ?? [])])].map((file) => ({ file, ...known.get(file) }));
    const measured = files.filter((f) => Number.isFinite(f.brotliBytes));
    const missing = files.filter((f) => !Number.isFinite(f.brotliBytes)).map((f) => f.file);
    return {
      path: page.path,
      template: page.template,
      brotliBytes: measured.reduce((n, f) => n + f.brotliBytes, 0),
      rawBytes: measured.reduce((n, f) => n + f.bytes, 0),
      files: measured.sort((a, b) => b.brotliBytes - a.brotliBytes),
      ...(missing.length ? { error: `no size for ${missing.join(", ")} (not in the build)` } : {}),
    };
  });
}

/**
 * Judges one figure. `entry`: `{ limitKb, brotliBytes?, error?, skipped?, gate? }`. A skipped entry (a listed route the
 * build does not contain) is neither pass nor fail; an error, a missing figure or a figure of zero bytes (nothing was
 * measured) fails; otherwise the figure passes when it is at most limitKb × kbBytes bytes. An entry with `gate: false`
 * is only reported: status "info", with `within` saying whether it would have passed.
 */
export function judge(entry, kbBytes) {
  if (entry.gate === false && typeof entry.skipped !== "string") {
    const verdict = judgeGated(entry, kbBytes);
    return { ...verdict, status: "info", within: verdict.status === "pass" };
  }
  return judgeGated(entry, kbBytes);
}

function judgeGated(entry, kbBytes) {
  const limitBytes = entry.limitKb * kbBytes;
  if (typeof entry.skipped === "string") return { ...entry, status: "skipped", reason: entry.skipped };
  if (entry.error) return { ...entry, status: "fail", reason: entry.error };
  if (typeof entry.brotliBytes !== "number" || !Number.isFinite(entry.brotliBytes)) {
    return { ...entry, status: "fail", reason: "no measurement" };
  }
  if (entry.brotliBytes <= 0) return { ...entry, status: "fail", reason: "no script measured (the page did not load?)" };
  const figure = { ...entry, kb: kb(entry.brotliBytes, kbBytes) };
  if (entry.brotliBytes > limitBytes) {
    return { ...figure, status: "fail", reason: `over by ${(entry.brotliBytes - limitBytes).toLocaleString("en")} bytes` };
  }
  return { ...figure, status: "pass" };
}

/**
 * Counts of judged entries; ok only when nothing failed, there was no check-level error and something gated was
 * measured (entries reported only, `gate: false`, count apart).
 */
export function summarise(entries, errors = []) {
  const count = (s) => entries.filter((e) => e.status === s).length;
  const passed = count("pass");
  const failed = count("fail");
  const skipped = count("skipped");
  const reported = count("info");
  const problems = [...errors];
  if (passed + failed === 0) problems.push("nothing was measured");
  return { ok: failed === 0 && problems.length === 0, passed, failed, skipped, reported, errors: problems };
}

const mark = { pass: "✓", fail: "✗", skipped: "–", info: "i" };

function figureText(e, kbBytes) {
  if (e.status === "skipped") return `skipped: ${e.reason}`;
  if (e.status === "info") {
    const figure = e.kb === undefined ? (e.reason ?? "not measured") : `${e.kb.toFixed(1)} KB ${e.within ? "≤" : ">"} ${e.limitKb} KB`;
    return `${figure} (reported, not gated: ${e.note})`;
  }
  const limit = `${e.limitKb} KB`;
  if (e.kb === undefined) return `${e.reason} (limit ${limit})`;
  return e.status === "pass" ? `${e.kb.toFixed(1)} KB ≤ ${limit}` : `${kb(e.brotliBytes, kbBytes).toFixed(1)} KB > ${limit}: ${e.reason}`;
}

/**
 * The human summary (stderr): one line per template of static pages (page count, heaviest page), under it the failing
 * pages (the first five), then one line per static sample and per client route, then the counts.
 */
export function summaryLines(report) {
  const { kbBytes } = report.budgets;
  const lines = [];
  const templates = new Map();
  for (const page of report.staticPages) templates.set(page.template, [...(templates.get(page.template) ?? []), page]);
  for (const [template, pages] of [...templates].sort((a, b) => a[0].localeCompare(b[0]))) {
    const failing = pages.filter((p) => p.status === "fail");
    const heaviest = pages.filter((p) => p.kb !== undefined).sort((a, b) => b.brotliBytes - a.brotliBytes)[0];
    const name = template.replace(/^component---src-/, "");
    const head = heaviest
      ? `heaviest ${heaviest.path} ${figureText(heaviest, kbBytes)}`
      : failing[0]
        ? figureText(failing[0], kbBytes)
        : "";
    lines.push(`${failing.length ? mark.fail : mark.pass} static ${name}: ${pages.length} page${pages.length === 1 ? "" : "s"}, ${head}`);
    for (const p of failing.slice(0, 5)) lines.push(`    ${mark.fail} ${p.path}: ${figureText(p, kbBytes)}`);
    if (failing.length > 5) lines.push(`    ${mark.fail} … and ${failing.length - 5} more pages of this template (all in the JSON)`);
  }
  for (const e of [...report.staticSamples, ...report.clientRoutes]) {
    const kind = report.clientRoutes.includes(e) ? "client" : "static";
    lines.push(`${mark[e.status]} ${kind} ${e.label}: ${figureText(e, kbBytes)}`);
  }
  for (const err of report.summary.errors) lines.push(`${mark.fail} ${err}`);
  const s = report.summary;
  lines.push(
    `JS budgets: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped, ${s.reported} reported only${s.ok ? "" : " — FAILED"}`,
  );
  return lines;
}

/** The "JS budgets (npm run bench:check)" section of bench/RESULTS.md. */
export function budgetsMarkdown(report, { command = "npm run bench:check" } = {}) {
  const { kbBytes, limits } = report.budgets;
  const fmt = (e) => (e.kb !== undefined ? `${e.kb.toFixed(1)} KB` : "–");
  const cell = (e) =>
    e.status === "pass"
      ? "✅"
      : e.status === "fail"
        ? `❌ ${e.reason}`
        : e.status === "info"
          ? `${e.within ? "within" : "over"}, reported only: ${e.note}`
          : `skipped: ${e.reason}`;
  const lines = [
    "## JS budgets (npm run bench:check)",
    "",
    `Run ${report.date} (\`${command}\`, ${report.mode}, the check itself ${report.seconds} s). First-load JS, brotli 11,`,
    `1 KB = ${kbBytes} bytes. Limits (bench/budgets.json): static shop pages ≤ ${limits.staticKb} KB, client-only routes ≤ ${limits.clientOnlyKb} KB.`,
    `${report.staticPages.length} static pages checked (the scripts named by each page's HTML and its template's chunk group,`,
    "plus what the browser loaded on that template's sample pages); the table shows the heaviest page per template.",
    "",
    "| route | measured as | brotli | budget |",
    "|---|---|---|---|",
  ];
  const templates = new Map();
  for (const page of report.staticPages) templates.set(page.template, [...(templates.get(page.template) ?? []), page]);
  for (const [template, pages] of [...templates].sort((a, b) => a[0].localeCompare(b[0]))) {
    const worst = [...pages].sort(
      (a, b) => (b.status === "fail") - (a.status === "fail") || (b.brotliBytes ?? 0) - (a.brotliBytes ?? 0),
    )[0];
    const name = template.replace(/^component---src-/, "");
    const count = `${pages.length} page${pages.length === 1 ? "" : "s"}`;
    lines.push(`| ${worst.path} | static, ${name} (${count}) | ${fmt(worst)} | ≤ ${limits.staticKb} KB ${cell(worst)} |`);
  }
  for (const e of report.staticSamples)
    lines.push(`| ${e.path} | static, ${e.persona ?? "guest"} | ${fmt(e)} | ≤ ${e.limitKb} KB ${cell(e)} |`);
  for (const e of report.clientRoutes)
    lines.push(`| ${e.path} | client-only, ${e.persona ?? "guest"} | ${fmt(e)} | ≤ ${e.limitKb} KB ${cell(e)} |`);
  const s = report.summary;
  lines.push("", `${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped, ${s.reported} reported only.`, "");
  return lines.join("\n");
}

/** Replaces the section starting with `## <title>` (up to the next `## `) in markdown, or appends it. */
export function replaceSection(markdown, section) {
  const heading = section.split("\n")[0];
  const start = markdown.indexOf(`${heading}\n`);
  if (start < 0) return `${markdown.replace(/\n*$/, "\n\n")}${section}`;
  const next = markdown.indexOf("\n## ", start + heading.length);
  return `${markdown.slice(0, start)}${section}${next < 0 ? "" : markdown.slice(next + 1)}`;
}
