// The static pages of the built site, found by reading public/ (so new pages are checked
// automatically). Every route page is checked; product and country pages (one per catalogue item)
// are sampled deterministically to keep the run short.
import fs from "node:fs";
import path from "node:path";

const PUBLIC = path.resolve(__dirname, "..", "..", "..", "public");
const MAX_PAGES = Number(process.env.E2E_MAX_PAGES || 30);
// Product pages (src/domain/shop/routes.ts productPath: slug of the catalogue id) and roaming countries.
const ITEM_PAGE = /\/(plan|dev|prepaid|fix|bundle|gen)-[a-z0-9-]+$|^\/roaming\/./;

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
  // Every self-care address is the same template (its shell, then sign-in for a guest): the catch-all and the dashboard
  // stand for them (ecareShell.e2e.ts checks each address's heading).
  const pages = all
    .filter((p) => p !== "/404" && p !== "/404.html")
    .filter((p) => !p.startsWith("/ecare/") || p === "/ecare/dashboard")
    .sort();
  if (pages.length <= MAX_PAGES) return pages;
  const routes = pages.filter((p) => !ITEM_PAGE.test(p));
  const items = pages.filter((p) => ITEM_PAGE.test(p));
  const room = Math.max(4, MAX_PAGES - routes.length);
  const step = items.length / room;
  const sampled = items.length <= room ? items : Array.from({ length: room }, (_, i) => items[Math.floor(i * step)]!);
  return [...routes, ...sampled].sort();
}

export function slug(pathname: string): string {
  return pathname === "/" ? "home" : pathname.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "_");
}
