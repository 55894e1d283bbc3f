// Releases (scripts/lib/releases.mjs): copies of public/, an atomic `current` symlink, pruning.
import fs from "node:fs";
import path from "node:path";
import { tmpDir, writeTree } from "./helpers";

let publishRelease: any;
let currentRelease: any;
beforeAll(async () => {
  // @ts-expect-error -- plain .mjs script without type declarations
  ({ publishRelease, currentRelease } = await import("../../scripts/lib/releases.mjs"));
});

let dir: string;
let publicDir: string;
let releasesDir: string;
beforeEach(() => {
  dir = tmpDir("releases");
  publicDir = path.join(dir, "public");
  releasesDir = path.join(dir, "releases");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const releaseDirs = () =>
  fs
    .readdirSync(releasesDir)
    .filter((n) => n !== "current")
    .sort();

describe("releases", () => {
  it("has no current release before the first publish", async () => {
    expect(await currentRelease(releasesDir)).toBeNull();
  });

  it("leaves build-only files out of a release: source maps, webpack stats, the chunk map, slice fragments (issue 12)", async () => {
    writeTree(publicDir, {
      "index.html": "v1",
      "app-0123456789abcdef0123.js": "app",
      "app-0123456789abcdef0123.js.map": "{}",
      "static/x/y.css.map": "{}",
      "static/x/y.css": "body{}",
      "webpack.stats.json": "{}",
      "chunk-map.json": "{}",
      "_gatsby/slices/_gatsby-scripts-1.html": "<script></script>",
      "_client-routes.json": "[]",
      "page-data/x/page-data.json": "{}",
    });
    const release = await publishRelease({ publicDir, releasesDir });
    const files = (fs.readdirSync(release, { recursive: true }) as string[])
      .filter((f) => fs.statSync(path.join(release, f)).isFile())
      .sort();
    expect(files).toEqual([
      "_client-routes.json",
      "app-0123456789abcdef0123.js",
      "index.html",
      "page-data/x/page-data.json",
      "static/x/y.css",
    ]);
    // Gatsby's next incremental build reads them back: public/ keeps them.
    expect(fs.existsSync(path.join(publicDir, "webpack.stats.json"))).toBe(true);
  });

  it("copies public/ and points current at the copy", async () => {
    writeTree(publicDir, { "index.html": "v1", "page-data/x/page-data.json": "{}" });
    const first = await publishRelease({ publicDir, releasesDir });
    expect(await currentRelease(releasesDir)).toBe(first);
    expect(fs.lstatSync(path.join(releasesDir, "current")).isSymbolicLink()).toBe(true);
    // A copy, not links: the next build rewriting public/ leaves the release alone.
    fs.writeFileSync(path.join(publicDir, "index.html"), "v2");
    expect(fs.readFileSync(path.join(first, "index.html"), "utf8")).toBe("v1");
    expect(fs.readFileSync(path.join(first, "page-data/x/page-data.json"), "utf8")).toBe("{}");

    const second = await publishRelease({ publicDir, releasesDir });
    expect(second).not.toBe(first);
    expect(await currentRelease(releasesDir)).toBe(second);
    expect(fs.readFileSync(path.join(releasesDir, "current", "index.html"), "utf8")).toBe("v2");
  });

  it("prunes releases beyond `keep`, newest kept, no leftovers", async () => {
    writeTree(publicDir, { "index.html": "x" });
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push(path.basename(await publishRelease({ publicDir, releasesDir, keep: 3 })));
    expect(releaseDirs()).toEqual(made.slice(-3));
    expect(path.basename(await currentRelease(releasesDir))).toBe(made[4]);
    await publishRelease({ publicDir, releasesDir, keep: 1 });
    expect(releaseDirs()).toEqual([path.basename(await currentRelease(releasesDir))]);
  });

  it("gives a reader resolving current either the whole old tree or the whole new one", async () => {
    const files = Array.from({ length: 200 }, (_, i) => `d${i % 10}/f${i}.html`);
    const writeVersion = (v: string) => writeTree(publicDir, Object.fromEntries(files.map((f) => [f, v])));
    writeVersion("v0");
    await publishRelease({ publicDir, releasesDir, keep: 10 });

    let publishing = true;
    const snapshots: string[] = [];
    const reader = (async () => {
      while (publishing) {
        const root = await currentRelease(releasesDir); // resolved once per "request"
        // One file after the other, so a snapshot spans a good part of a publish.
        const contents: string[] = [];
        for (const f of files) contents.push(await fs.promises.readFile(path.join(root, f), "utf8"));
        const versions = new Set(contents);
        if (versions.size !== 1) throw new Error(`mixed release: ${[...versions].join(", ")}`);
        snapshots.push(contents[0]!);
      }
    })();
    for (const v of ["v1", "v2", "v3", "v4"]) {
      writeVersion(v);
      await publishRelease({ publicDir, releasesDir, keep: 10 });
    }
    publishing = false;
    await reader;
    expect(snapshots.length).toBeGreaterThan(0);
    expect(snapshots.every((s) => ["v0", "v1", "v2", "v3", "v4"].includes(s))).toBe(true);
    // Versions only move forward.
    expect([...snapshots].sort()).toEqual(snapshots);
    const root = await currentRelease(releasesDir);
    expect(fs.readFileSync(path.join(root, files[199]!), "utf8")).toBe("v4");
  }, 30000);
});
