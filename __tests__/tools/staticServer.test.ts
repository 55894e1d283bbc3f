// The release server (scripts/lib/staticServer.mjs): Gatsby routes with trailingSlash "never",
// cache headers, compression, ETags, path safety and swapping the root between requests.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { request, tmpDir, writeTree } from "./helpers";

let createStaticServer: any;
let dir: string;
let root: string | null;
let site: { url: string; close: () => Promise<void> };

const bigJs = `console.log(${JSON.stringify("x".repeat(4000))});\n`;
const releaseA = {
  "index.html": "<h1>home A</h1>",
  "about/index.html": "<h1>about</h1>",
  "contact.html": "<h1>contact</h1>",
  "404.html": "<h1>not found page</h1>",
  "404/index.html": "<h1>not found page</h1>",
  "robots.txt": "User-agent: *\n",
  "app-data.json": '{"webpackCompilationHash":"abc"}',
  "page-data/index/page-data.json": '{"path":"/"}',
  "app-0123456789abcdef0123.js": bigJs,
  "styles.0123456789abcdef0123.css": "body{margin:0}",
  "sw.js": "self.skipWaiting()",
  "static/0123abcd/card.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
  "site.webmanifest": "{}",
  "favicon.ico": Buffer.from([0, 0, 1, 0]),
  "ecare/[...]/index.html": "<h1>self-care shell</h1>",
  "_client-routes.json": JSON.stringify([{ matchPath: "/ecare/*", path: "/ecare/[...]" }]),
  // Build-only files, as an older release or a hand-made copy of public/ may still hold them (issue 12).
  "webpack.stats.json": "{}",
  "chunk-map.json": "{}",
  "app-0123456789abcdef0123.js.map": "{}",
  "static/0123abcd/card.css.map": "{}",
  "_gatsby/slices/_gatsby-scripts-1.html": "<script>window.___chunkMapping='{}'</script>",
};

beforeAll(async () => {
  // @ts-expect-error -- plain .mjs script without type declarations
  ({ createStaticServer } = await import("../../scripts/lib/staticServer.mjs"));
  dir = tmpDir("static");
  writeTree(path.join(dir, "a"), releaseA);
  writeTree(path.join(dir, "b"), { "index.html": "<h1>home B</h1>", "404.html": "gone" });
  fs.writeFileSync(path.join(dir, "secret.txt"), "outside the release");
  root = path.join(dir, "a");
  site = await createStaticServer({ getRoot: () => root, port: 0 });
});
afterAll(async () => {
  await site.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  root = path.join(dir, "a");
});

const get = (p: string, headers: Record<string, string> = {}) => request(site.url, p, { headers });
const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

describe("static release server", () => {
  it("serves pages the way gatsby serve does with trailingSlash never", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.body.toString()).toBe("<h1>home A</h1>");
    expect(home.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect((await get("/about")).body.toString()).toBe("<h1>about</h1>");
    expect((await get("/about?x=1")).body.toString()).toBe("<h1>about</h1>");
    expect((await get("/contact")).body.toString()).toBe("<h1>contact</h1>");
    const slash = await get("/about/?utm=a");
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe("/about?utm=a");
  });

  it("answers unknown paths with 404.html and status 404", async () => {
    for (const p of ["/nope", "/nope/", "/about/deeper", "/page-data/nope/page-data.json"]) {
      const res = await get(p);
      expect(res.status).toBe(404);
      expect(res.body.toString()).toBe("<h1>not found page</h1>");
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    }
  });

  it("serves a client-only route's page for every path under its match path, as gatsby serve does", async () => {
    for (const p of ["/ecare", "/ecare/dashboard", "/ecare/facturi-si-plati/sumar?x=1", "/ecare/a/b/c"]) {
      const res = await get(p);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe("<h1>self-care shell</h1>");
      expect(res.headers["cache-control"]).toBe(REVALIDATE);
    }
    for (const p of ["/ecarex", "/ecare-x/dashboard"]) expect((await get(p)).status).toBe(404);
    // A release without client routes (or with a broken list) serves 404s, not errors.
    root = path.join(dir, "b");
    expect((await get("/ecare/dashboard")).status).toBe(404);
  });

  it("sets content types and cache headers per Gatsby's caching guide", async () => {
    const cases: [string, string, string][] = [
      ["/", "text/html; charset=utf-8", REVALIDATE],
      ["/page-data/index/page-data.json", "application/json; charset=utf-8", REVALIDATE],
      ["/app-data.json", "application/json; charset=utf-8", REVALIDATE],
      ["/app-0123456789abcdef0123.js", "application/javascript; charset=utf-8", IMMUTABLE],
      ["/styles.0123456789abcdef0123.css", "text/css; charset=utf-8", IMMUTABLE],
      ["/static/0123abcd/card.svg", "image/svg+xml", IMMUTABLE],
      ["/sw.js", "application/javascript; charset=utf-8", REVALIDATE],
      ["/robots.txt", "text/plain; charset=utf-8", REVALIDATE],
      ["/site.webmanifest", "application/manifest+json", REVALIDATE],
      ["/favicon.ico", "image/x-icon", REVALIDATE],
    ];
    for (const [p, type, cache] of cases) {
      const res = await get(p);
      expect([p, res.status, res.headers["content-type"], res.headers["cache-control"]]).toEqual([p, 200, type, cache]);
    }
  });

  it("rejects path traversal and undecodable paths", async () => {
    for (const p of ["/../secret.txt", "/%2e%2e/secret.txt", "/about/..%2f..%2fsecret.txt", "/%E0%A4%A", "/a%00b"]) {
      const res = await get(p);
      expect([p, res.status]).toEqual([p, 400]);
      expect(res.body.toString()).not.toContain("outside the release");
    }
  });

  it("compresses text with brotli or gzip as accepted, and leaves small files alone", async () => {
    const br = await get("/app-0123456789abcdef0123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("accept-encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(bigJs);

    const gz = await get("/app-0123456789abcdef0123.js", { "accept-encoding": "gzip, br;q=0" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(bigJs);

    const plain = await get("/app-0123456789abcdef0123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(bigJs);

    // Same size and mtime (so the same ETag) in two files: each still gets its own compressed body.
    const twins = { "twin-a.txt": "a".repeat(5000), "twin-b.txt": "b".repeat(5000) };
    writeTree(path.join(dir, "a"), twins);
    const when = new Date("2026-01-01T00:00:00Z");
    for (const [name, content] of Object.entries(twins)) {
      fs.utimesSync(path.join(dir, "a", name), when, when);
      const res = await get(`/${name}`, { "accept-encoding": "br" });
      expect(zlib.brotliDecompressSync(res.body).toString()).toBe(content);
    }

    const small = await get("/", { "accept-encoding": "br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect((await get("/favicon.ico", { "accept-encoding": "br" })).headers["content-encoding"]).toBeUndefined();
  });

  it("answers 304 to a matching If-None-Match and supports HEAD", async () => {
    const first = await get("/about");
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get("/about", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["cache-control"]).toBe(REVALIDATE);
    expect((await get("/about", { "if-none-match": '"other"' })).status).toBe(200);

    const head = await request(site.url, "/app-0123456789abcdef0123.js", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBe(Buffer.byteLength(bigJs));
    expect(head.body.length).toBe(0);
    expect((await request(site.url, "/", { method: "POST" })).status).toBe(405);
  });

  it("sends the security headers on every answer, without HSTS over plain http (issue 12)", async () => {
    const answers = [
      await get("/"),
      await get("/app-0123456789abcdef0123.js"),
      await get("/ecare/dashboard"),
      await get("/nope"),
      await get("/about/"),
      await get("/about", { "if-none-match": (await get("/about")).headers.etag! }),
      await request(site.url, "/", { method: "POST" }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 404, 301, 304, 405]);
    for (const res of answers) {
      expect(res.headers["content-security-policy"]).toBe("frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("never serves build-only files nor its own route table, whatever the spelling of the path", async () => {
    for (const p of [
      "/webpack.stats.json",
      "/chunk-map.json",
      "/app-0123456789abcdef0123.js.map",
      "/static/0123abcd/card.css.map",
      "/_gatsby/slices/_gatsby-scripts-1.html",
      "/_gatsby/slices/_gatsby-scripts-1",
      "/_client-routes.json",
      "//webpack.stats.json",
      "/static/../webpack.stats.json",
      "/%77ebpack.stats.json",
    ]) {
      const res = await get(p);
      expect({ p, status: res.status }).toEqual({ p, status: p.includes("..") ? 400 : 404 });
    }
    // What they sit next to is still served.
    expect((await get("/app-0123456789abcdef0123.js")).status).toBe(200);
  });

  it("serves the new root from the next request on after a swap", async () => {
    expect((await get("/")).body.toString()).toBe("<h1>home A</h1>");
    root = path.join(dir, "b");
    expect((await get("/")).body.toString()).toBe("<h1>home B</h1>");
    expect((await get("/about")).body.toString()).toBe("gone");
    root = null;
    expect((await get("/")).status).toBe(503);
  });
});
