// Releases of the built site: each one a full copy of public/ under releasesDir/<name>, with
// releasesDir/current a symlink to the one being served (docs/rebuild-hook.md).
// Callers serialise publishes (the rebuild service runs one at a time).
import fs from "node:fs";
import path from "node:path";

const CURRENT = "current";

/**
 * Files of public/ that serve the build, not the visitor: webpack's stats and chunk map (Gatsby's incremental build
 * reads them back from public/, so they stay there), source maps, and the slice fragments Gatsby stitches into pages at
 * build time. A release never holds them and the release server refuses them (issue 12). `rel`: a path inside the
 * release, `/`-separated, with or without a leading slash.
 */
export function isBuildOnlyFile(rel) {
  const clean = rel.replace(/^\/+/, "");
  return (
    /\.map$/i.test(clean) ||
    clean === "webpack.stats.json" ||
    clean === "chunk-map.json" ||
    clean === "_gatsby" ||
    clean.startsWith("_gatsby/")
  );
}
// <UTC time to the millisecond>-<sequence>: names sort by age as plain strings.
const RELEASE_NAME = /^\d{8}T\d{9}-\d{4}$/;
let seq = 0;

function newReleaseName(releasesDir) {
  for (;;) {
    const stamp = new Date().toISOString().replace(/[-:.Z]/g, "");
    seq = (seq + 1) % 10000;
    const name = `${stamp}-${String(seq).padStart(4, "0")}`;
    if (!fs.existsSync(path.join(releasesDir, name))) return name;
  }
}

/** The absolute directory `current` points at, or null when there is no release yet. */
export async function currentRelease(releasesDir) {
  try {
    return path.resolve(releasesDir, await fs.promises.readlink(path.join(releasesDir, CURRENT)));
  } catch (err) {
    if (err.code === "ENOENT") return null;
    throw err;
  }
}

/**
 * Copies publicDir into a new release, points `current` at it atomically and prunes old releases
 * beyond `keep` (never the current one). Resolves with the new release's absolute directory.
 */
export async function publishRelease({ publicDir, releasesDir, keep = 3 }) {
  await fs.promises.mkdir(releasesDir, { recursive: true });
  const name = newReleaseName(releasesDir);
  const dir = path.join(releasesDir, name);
  // A real copy, not hardlinks: the next incremental build rewrites files of public/ in place.
  // Copied under a staging name first so a crash never leaves a half-copied dir named like a release.
  // Timestamps are kept so unchanged files keep their ETags across releases. Build-only files stay behind.
  const staging = path.join(releasesDir, `.staging-${name}`);
  const source = path.resolve(publicDir);
  const filter = (from) => !isBuildOnlyFile(path.relative(source, from).split(path.sep).join("/"));
  await fs.promises.cp(source, staging, { recursive: true, preserveTimestamps: true, filter });
  await fs.promises.rename(staging, dir);
  // rename(2) over an existing symlink is atomic: readers see the old target or the new, never none.
  // The target is relative so the whole releases dir can be moved or rsynced.
  const tmpLink = path.join(releasesDir, `.${CURRENT}-${name}`);
  await fs.promises.symlink(name, tmpLink);
  await fs.promises.rename(tmpLink, path.join(releasesDir, CURRENT));
  await pruneReleases(releasesDir, keep);
  return dir;
}

async function pruneReleases(releasesDir, keep) {
  const current = path.basename((await currentRelease(releasesDir)) ?? "");
  const entries = await fs.promises.readdir(releasesDir);
  const old = entries
    .filter((n) => RELEASE_NAME.test(n))
    .sort()
    .reverse()
    .slice(Math.max(1, keep))
    .filter((n) => n !== current);
  // Leftovers of an interrupted publish (safe to remove: publishes are serialised).
  const stale = entries.filter((n) => n.startsWith(".staging-") || n.startsWith(`.${CURRENT}-`));
  await Promise.all([...old, ...stale].map((n) => fs.promises.rm(path.join(releasesDir, n), { recursive: true, force: true })));
}
