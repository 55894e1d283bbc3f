// What the shared base of the site's JavaScript is made of (issue 25): from webpack-bundle-analyzer's JSON report of
// the build (gatsby-node.ts writes it when BUNDLE_ANALYSIS_FILE is set) and the budget check's per-route file lists,
// each base file's modules grouped by package (node_modules) or folder (src/), with their brotli size.
// "Base" is measured, not declared: the files every checked page loads, and the files every client-only route loads.
// A module's brotli figure is the module compressed alone (webpack-bundle-analyzer, quality 11); a file compresses
// better as a whole, so each group also gets its share of the file's real brotli size (bench/budgets.json's unit).
import fs from "node:fs";

/** The package or folder a module belongs to. */
export function moduleGroup(modulePath) {
  const p = modulePath.replace(/^\.\//, "").replace(/ \+ \d+ modules$/, "");
  const inNodeModules = p.lastIndexOf("node_modules/");
  if (inNodeModules >= 0) {
    const parts = p.slice(inNodeModules + "node_modules/".length).split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (p.startsWith(".cache/")) return "gatsby (.cache runtime)";
  if (p.startsWith("src/")) {
    const parts = p.split("/");
    return parts.length > 3 ? parts.slice(0, 3).join("/") : parts.slice(0, 2).join("/");
  }
  return p.split("/")[0] || p;
}

function leaves(node, out = []) {
  if (Array.isArray(node.groups) && node.groups.length > 0) for (const child of node.groups) leaves(child, out);
  else out.push(node);
  return out;
}

/** The analyzer's chunks by served file name ("/app-….js"). */
export function readAnalyzerReport(file) {
  const chunks = JSON.parse(fs.readFileSync(file, "utf8"));
  return new Map(chunks.map((c) => [`/${c.label}`, c]));
}

/** Groups of one file: parsed (minified) bytes, brotli alone, and the share of the file's real brotli size. */
export function fileGroups(chunk, fileBrotli) {
  const groups = new Map();
  for (const leaf of leaves(chunk)) {
    const name = moduleGroup(leaf.path ?? leaf.label ?? "?");
    const g = groups.get(name) ?? { group: name, parsedBytes: 0, brotliAlone: 0, modules: 0 };
    g.parsedBytes += leaf.parsedSize ?? 0;
    g.brotliAlone += leaf.brotliSize ?? 0;
    g.modules += 1;
    groups.set(name, g);
  }
  const parsedTotal = [...groups.values()].reduce((n, g) => n + g.parsedBytes, 0) || 1;
  return [...groups.values()]
    .map((g) => ({ ...g, brotliShare: Math.round((fileBrotli * g.parsedBytes) / parsedTotal) }))
    .sort((a, b) => b.parsedBytes - a.parsedBytes);
}

function common(lists) {
  if (lists.length === 0) return [];
  return lists.reduce((acc, files) => acc.filter((f) => files.some((x) => x.file === f.file)));
}

/**
 * The analysis of a budget report (bench/check.mjs) against the analyzer's report: the base every page loads, the base
 * every client-only route loads on top of it, and each file's groups.
 */
export function analyseBase(budgetReport, analyzerFile) {
  const chunks = readAnalyzerReport(analyzerFile);
  const measured = (list) => (list ?? []).filter((r) => Array.isArray(r.files) && r.files.length > 0);
  const clientRoutes = measured(budgetReport.clientRoutes);
  const staticPages = measured(budgetReport.staticSamples);
  const everyPage = common([...clientRoutes, ...staticPages].map((r) => r.files));
  const everyClientRoute = common(clientRoutes.map((r) => r.files)).filter((f) => !everyPage.some((x) => x.file === f.file));
  const ecareRoutes = clientRoutes.filter((r) => r.path.startsWith("/ecare/"));
  const everyEcareRoute = common(ecareRoutes.map((r) => r.files)).filter(
    (f) => !everyPage.some((x) => x.file === f.file) && !everyClientRoute.some((x) => x.file === f.file),
  );
  const describe = (files) =>
    files
      .map((f) => {
        const chunk = chunks.get(f.file);
        return {
          file: f.file.replace(/-[0-9a-f]{16,}\.js$/, ".js"),
          brotliBytes: f.brotliBytes,
          groups: chunk ? fileGroups(chunk, f.brotliBytes) : [],
        };
      })
      .sort((a, b) => b.brotliBytes - a.brotliBytes);
  const sum = (files) => files.reduce((n, f) => n + f.brotliBytes, 0);
  const routeTotals = clientRoutes.map((r) => ({ route: r.label, brotliBytes: r.brotliBytes }));
  return {
    everyPage: { brotliBytes: sum(everyPage), files: describe(everyPage) },
    everyClientRoute: { brotliBytes: sum(everyClientRoute), files: describe(everyClientRoute) },
    everyEcareRoute: { brotliBytes: sum(everyEcareRoute), files: describe(everyEcareRoute) },
    routeTotals,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The analysis as Markdown (bench/bundle-analysis.md). */
export function analysisMarkdown(analysis, { date, command }) {
  const lines = [
    "# What the shared JavaScript base is made of",
    "",
    `Written by \`${command}\` on ${date} (bench/lib/bundleAnalysis.mjs). Brotli 11, 1 KB = 1024 bytes. A group's share`,
    "is the file's brotli size split by the group's minified bytes (webpack-bundle-analyzer's report of the build).",
    "",
  ];
  const section = (title, part) => {
    lines.push(`## ${title}: ${kb(part.brotliBytes)}`, "");
    for (const file of part.files) {
      lines.push(
        `### ${file.file}: ${kb(file.brotliBytes)}`,
        "",
        "| package or folder | modules | minified | brotli share | share |",
        "|---|---|---|---|---|",
      );
      for (const g of file.groups.filter((x) => x.parsedBytes >= 512)) {
        const share = file.brotliBytes ? `${((100 * g.brotliShare) / file.brotliBytes).toFixed(1)} %` : "–";
        lines.push(`| ${g.group} | ${g.modules} | ${kb(g.parsedBytes)} | ${kb(g.brotliShare)} | ${share} |`);
      }
      const small = file.groups.filter((x) => x.parsedBytes < 512);
      if (small.length > 0) {
        const bytes = small.reduce((n, g) => n + g.brotliShare, 0);
        lines.push(`| ${small.length} smaller groups | ${small.reduce((n, g) => n + g.modules, 0)} | – | ${kb(bytes)} | – |`);
      }
      lines.push("");
    }
  };
  section("Every page loads", analysis.everyPage);
  section("Every client-only route loads besides", analysis.everyClientRoute);
  section("Every self-care route (/ecare/*) loads besides", analysis.everyEcareRoute);
  lines.push("## Client-only routes, first-load JS", "", "| route | brotli |", "|---|---|");
  for (const r of analysis.routeTotals) lines.push(`| ${r.route} | ${kb(r.brotliBytes)} |`);
  lines.push("");
  return lines.join("\n");
}
