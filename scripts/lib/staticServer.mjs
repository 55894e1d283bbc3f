// A production static server for one Gatsby release (public/ copy), serving it as `gatsby serve`
// does with trailingSlash "never", plus the cache headers Gatsby's caching guide asks for and the site's security
// headers on every response (scripts/lib/securityHeaders.mjs; plain http, so no HSTS). Build-only files are never served.
// getRoot() is called once per request, so a release swap never mixes two releases in one answer.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { isBuildOnlyFile } from "./releases.mjs";
import { securityHeaders } from "./securityHeaders.mjs";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024; // as the `compression` middleware behind gatsby serve
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
// Webpack output at the root carries a content hash (app-<hash>.js, styles.<hash>.css).
const HASHED_ROOT_ASSET = /^\/[^/]*[-.][0-9a-f]{16,}\.(js|css)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function cacheControl(urlPath) {
  if (urlPath.startsWith("/static/") || HASHED_ROOT_ASSET.test(urlPath)) return IMMUTABLE;
  // HTML, page-data/**, app-data.json and anything unhashed: always revalidate (cheap with ETags).
  return REVALIDATE;
}

function pickEncoding(header = "") {
  const accepted = new Map();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (enc) => (accepted.get(enc) ?? accepted.get("*") ?? 0) > 0;
  return ok("br") ? "br" : ok("gzip") ? "gzip" : null;
}

/** Client-only routes of a release (public/_client-routes.json, written by gatsby-node's onPostBuild), as
 * `gatsby serve` reads Gatsby's match-paths: `[{ matchPath: "/ecare/*", path: "/ecare/[...]" }]`. */
export const CLIENT_ROUTES_FILE = "_client-routes.json";

/** Whether a file of a release may be sent: not build-only (releases.mjs) and not this server's own route table. */
export function isServable(rel) {
  const clean = path.posix.normalize(`/${rel}`).replace(/^\/+/, "");
  return !isBuildOnlyFile(clean) && clean !== CLIENT_ROUTES_FILE;
}

/** The page whose HTML answers `urlPath`, or null. `*` at the end matches the prefix itself and anything under it. */
export function matchClientRoute(routes, urlPath) {
  for (const { matchPath, path: pagePath } of routes) {
    if (matchPath.endsWith("/*")) {
      const prefix = matchPath.slice(0, -2);
      if (urlPath === prefix || urlPath.startsWith(`${prefix}/`)) return pagePath;
    } else if (urlPath === matchPath) return pagePath;
  }
  return null;
}

/** Starts the server; resolves with { server, port, url, close() }. */
export function createStaticServer({ getRoot, port = 0, host = "127.0.0.1", maxCacheBytes = 64 * 1024 * 1024 }) {
  // Compressed bodies by path + ETag (size, mtime) + encoding; LRU bounded in bytes. Values are
  // promises so concurrent first requests compress once. Unchanged files keep their ETag across
  // releases (timestamps are preserved), so a new release only recompresses what changed.
  const cache = new Map();
  let cacheBytes = 0;
  // Client-only routes per release root, read once (a release never changes after it is swapped in).
  const clientRoutes = new Map();
  async function clientRoutesOf(root) {
    if (!clientRoutes.has(root)) {
      clientRoutes.set(
        root,
        fs.promises
          .readFile(path.join(root, CLIENT_ROUTES_FILE), "utf8")
          .then((text) => JSON.parse(text))
          .then((list) => (Array.isArray(list) ? list.filter((r) => typeof r?.matchPath === "string" && typeof r?.path === "string") : []))
          .catch(() => []),
      );
      if (clientRoutes.size > 8) clientRoutes.delete(clientRoutes.keys().next().value);
    }
    return clientRoutes.get(root);
  }
  function compressed(key, file, encoding) {
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit.body;
    }
    const entry = { bytes: 0 };
    entry.body = fs.promises
      .readFile(file)
      .then((buf) => (encoding === "br" ? brotli(buf) : gzip(buf, { level: 9 })))
      .then((out) => {
        if (cache.get(key) !== entry) return out;
        entry.bytes = out.length;
        cacheBytes += out.length;
        for (const [k, e] of cache) {
          if (cacheBytes <= maxCacheBytes) break;
          cache.delete(k);
          cacheBytes -= e.bytes;
        }
        return out;
      });
    entry.body.catch(() => cache.get(key) === entry && cache.delete(key));
    cache.set(key, entry);
    return entry.body;
  }

  async function statFile(root, rel) {
    const file = path.join(root, rel);
    if (file !== root && !file.startsWith(root + path.sep)) return null;
    try {
      const stat = await fs.promises.stat(file);
      return stat.isFile() ? { file, stat, rel } : null;
    } catch (err) {
      if (err.code === "ENOENT" || err.code === "ENOTDIR" || err.code === "ENAMETOOLONG") return null;
      throw err;
    }
  }

  async function send(req, res, { file, stat, rel }, urlPath, status) {
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const compressible = COMPRESSIBLE.test(type);
    const headers = { "content-type": type, "cache-control": status === 200 ? cacheControl(urlPath) : REVALIDATE, etag };
    if (compressible) headers.vary = "accept-encoding";
    const inm = req.headers["if-none-match"];
    if (status === 200 && inm && (inm.trim() === "*" || inm.split(",").some((t) => t.trim().replace(/^W\//, "") === etag.slice(2)))) {
      res.writeHead(304, headers).end();
      return;
    }
    const encoding = compressible && stat.size >= MIN_COMPRESS_BYTES ? pickEncoding(req.headers["accept-encoding"]) : null;
    if (encoding) {
      const body = await compressed(`${rel}:${etag}:${encoding}`, file, encoding);
      res.writeHead(status, { ...headers, "content-encoding": encoding, "content-length": body.length });
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    res.writeHead(status, { ...headers, "content-length": stat.size });
    if (req.method === "HEAD") return void res.end();
    fs.createReadStream(file)
      .on("error", () => res.destroy())
      .pipe(res);
  }

  const SECURITY = Object.entries(securityHeaders());

  async function handle(req, res) {
    for (const [name, value] of SECURITY) res.setHeader(name, value);
    if (req.method !== "GET" && req.method !== "HEAD") return void res.writeHead(405, { allow: "GET, HEAD" }).end();
    const current = getRoot(); // once per request: see the header comment
    if (!current) return void res.writeHead(503, { "content-type": "text/plain", "retry-after": "5" }).end("No release yet\n");
    const root = path.resolve(current);
    const rawPath = (req.url ?? "/").split("?")[0];
    const query = (req.url ?? "").slice(rawPath.length);
    let urlPath;
    try {
      urlPath = decodeURIComponent(rawPath);
    } catch {
      return void res.writeHead(400).end();
    }
    if (!urlPath.startsWith("/") || urlPath.includes("\0") || urlPath.split(/[/\\]/).includes("..")) {
      return void res.writeHead(400).end();
    }
    if (urlPath !== "/" && urlPath.endsWith("/")) {
      // trailingSlash "never": a page asked for with a slash is redirected, as gatsby serve does.
      const bare = urlPath.replace(/\/+$/, "");
      if (await statFile(root, `${bare}/index.html`)) {
        return void res.writeHead(301, { location: encodeURI(bare) + query, "cache-control": REVALIDATE }).end();
      }
    }
    const candidates =
      urlPath === "/" ? ["/index.html"] : urlPath.endsWith("/") ? [] : [`${urlPath}/index.html`, `${urlPath}.html`, urlPath];
    for (const rel of candidates) {
      if (!isServable(rel)) continue;
      const found = await statFile(root, rel);
      if (found) return send(req, res, found, urlPath, 200);
    }
    const clientPage = matchClientRoute(await clientRoutesOf(root), urlPath.replace(/\/+$/, "") || "/");
    if (clientPage) {
      const found = await statFile(root, `${clientPage}/index.html`);
      if (found) return send(req, res, found, urlPath, 200);
    }
    const page404 = await statFile(root, "/404.html");
    if (page404) return send(req, res, page404, urlPath, 404);
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found\n");
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" }).end("Internal error\n");
      else res.destroy(err);
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const actual = server.address().port;
      const close = () =>
        new Promise((done) => {
          server.close(() => done());
          server.closeAllConnections();
        });
      resolve({ server, port: actual, url: `http://${host}:${actual}`, close });
    });
  });
}
