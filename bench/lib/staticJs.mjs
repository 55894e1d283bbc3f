// The scripts every built page names, read from public/ without a browser (bench/check.mjs, issue 12): the
// <script src> (and script preloads) of its HTML plus the chunk group of its template (page-data.json's
// componentChunkName → webpack.stats.json namedChunkGroups), which Gatsby's runtime loads on the first render.
// Sizes are brotli quality 11, as bench/lib/firstLoad.mjs measures in the browser.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const brotliSize = (buffer) => zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Every page of the build (a folder with index.html), as site paths, sorted. */
export function builtPages(publicDir) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (["page-data", "static", "_gatsby"].includes(entry.name) || entry.name.startsWith("~")) continue;
        walk(path.join(dir, entry.name));
      } else if (entry.name === "index.html") {
        const rel = path.relative(publicDir, dir).split(path.sep).join("/");
        out.push(rel === "" ? "/" : `/${rel}`);
      }
    }
  };
  walk(publicDir);
  return out.sort();
}

/** Scripts an HTML document names: <script src> and <link rel=preload|modulepreload as=script>, same-origin as paths. */
export function scriptsInHtml(html) {
  const found = [];
  for (const m of html.matchAll(/<script\b[^>]*?\bsrc="([^"]+)"/g)) found.push(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    if (/\brel="(preload|modulepreload)"/.test(tag) && (/\bas="script"/.test(tag) || /modulepreload/.test(tag))) {
      const href = tag.match(/\bhref="([^"]+)"/);
      if (href) found.push(href[1]);
    }
  }
  return [...new Set(found.map((src) => (src.startsWith("/") && !src.startsWith("//") ? src.split(/[?#]/)[0] : src)))];
}

// Brotli 11 is slow (~0.3 s for the app chunk): each file is compressed once per process. Names carry content hashes.
const sizeCache = new Map();
function fileSize(file) {
  try {
    const stat = fs.statSync(file);
    const id = `${file}:${stat.size}:${stat.mtimeMs}`;
    if (!sizeCache.has(id)) {
      const body = fs.readFileSync(file);
      sizeCache.set(id, { brotliBytes: brotliSize(body), bytes: body.length });
    }
    return sizeCache.get(id);
  } catch {
    return null; // reported as missing by staticFigures
  }
}

const pageDataFile = (publicDir, page) => path.join(publicDir, "page-data", page === "/" ? "index" : page.slice(1), "page-data.json");

/** The client-only match paths of the build (written by gatsby-node's onPostBuild). */
export function clientMatchPaths(publicDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(publicDir, "_client-routes.json"), "utf8"));
  } catch {
    return [];
  }
}

/**
 * `pages`: `{ path, template, files }` for each of `paths` (files: keys such as "/app-….js"); `sizes`: key →
 * `{ brotliBytes, bytes }` for every file found on disk; `errors`: pages whose page data or chunk group is missing.
 */
export function staticScripts(publicDir, paths) {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));
  const groups = stats.namedChunkGroups ?? {};
  const errors = [];
  const pages = paths.map((page) => {
    const files = scriptsInHtml(fs.readFileSync(path.join(publicDir, page === "/" ? "" : page.slice(1), "index.html"), "utf8"));
    let template = "(no page data)";
    try {
      template = JSON.parse(fs.readFileSync(pageDataFile(publicDir, page), "utf8")).componentChunkName;
      const group = groups[template];
      if (!group) errors.push(`${page}: no chunk group ${template} in webpack.stats.json`);
      for (const asset of group?.assets ?? []) {
        const name = typeof asset === "string" ? asset : asset.name;
        if (name.endsWith(".js")) files.push(`/${name}`);
      }
    } catch (err) {
      errors.push(`${page}: no page data (${err.message})`);
    }
    return { path: page, template, files: [...new Set(files)] };
  });
  const sizes = {};
  for (const key of new Set(pages.flatMap((p) => p.files))) {
    if (!key.startsWith("/")) continue; // another origin: only the browser can measure it
    const size = fileSize(path.join(publicDir, key.slice(1)));
    if (size) sizes[key] = size;
  }
  return { pages, sizes, errors };
}
