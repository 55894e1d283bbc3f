// The static pages of the built site, found by reading public/ (so new pages are checked
// automatically). Large catalogues are sampled deterministically to keep the run short.
import fs from "node:fs";
import path from "node:path";

const PUBLIC = path.resolve(__dirname, "..", "..", "..", "public");
const MAX_PAGES = Number(process.env.E2E_MAX_PAGES || 40);

function walk(dir: string, out: string[]): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === "page-data" || entry.name === "static" || entry.name.startsWith("~")) continue;
      walk(full, out);
    } else if (entry.name === "index.html") {
      const rel = path.relative(PUBLIC, path.dirname(full)).split(path.sep).join("/");
      out.push(rel === "" ? "/" : `/${rel}`);
    }
  }
}

export function staticPages(): string[] {
  const all: string[] = [];
  walk(PUBLIC, all);
  const pages = all.filter((p) => p !== "/404" && p !== "/404.html").sort();
  if (pages.length <= MAX_PAGES) return pages;
  const step = pages.length / MAX_PAGES;
  return Array.from({ length: MAX_PAGES }, (_, i) => pages[Math.floor(i * step)]!);
}

export function slug(pathname: string): string {
  return pathname === "/" ? "home" : pathname.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "_");
}
