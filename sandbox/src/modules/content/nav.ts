// Navigation trees as dotCMS NavResource/NavTool build them (reference §2.5): a folder's menu items are
// its sub-folders, pages and links shown on the menu, by sort order; `children` only while depth remains.
import type { Database } from "better-sqlite3";
import { SITE } from "./ids";
import { folderInode, type ContentStore } from "./store";

export interface NavNode {
  title: string;
  target: string;
  code: string | null;
  folder: string;
  host: string;
  href: string;
  languageId: number;
  order: number;
  type: "folder" | "htmlpage" | "link";
  hash: number;
  children?: NavNode[];
}

interface FolderRow {
  path: string;
  title: string;
  show_on_menu: number;
  sort_order: number;
}

interface LinkRow {
  id: string;
  folder: string;
  title: string;
  url: string;
  target: string;
  sort_order: number;
}

/** Java's String#hashCode: NavTool's `hash` is a hash of the item; this keeps it stable across runs. */
function javaHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(31, h) + s.charCodeAt(i)) | 0;
  return h;
}

/** "/business" and "/business/" name the same folder. */
export function normaliseFolder(path: string): string {
  const p = `/${path.replace(/^\/+|\/+$/g, "")}/`;
  return p === "//" ? "/" : p;
}

export function buildNav(db: Database, store: ContentStore, path: string, depth: number, languageId: number): NavNode | null {
  const folders = db.prepare("SELECT path, title, show_on_menu, sort_order FROM content_folders").all() as FolderRow[];
  const links = db.prepare("SELECT id, folder, title, url, target, sort_order FROM content_links").all() as LinkRow[];
  const pages = store
    .search("+contentType:ShopPage +ShopPage.showOnMenu:true", { index: "live", limit: -1 })
    .items.filter((p) => p.languageId === languageId);
  const folderPath = normaliseFolder(path);
  const root = folders.find((f) => f.path === folderPath);
  if (!root) return null;

  const node = (f: FolderRow, level: number): NavNode => {
    const n: NavNode = {
      title: f.path === "/" ? "System folder" : f.title,
      target: "_self",
      code: null,
      folder: folderInode(f.path),
      host: SITE.identifier,
      href: f.path,
      languageId,
      order: f.sort_order,
      type: "folder",
      hash: javaHash(f.path),
    };
    if (level < depth) n.children = items(f.path, level + 1);
    return n;
  };

  const items = (parent: string, level: number): NavNode[] => {
    const out: NavNode[] = [];
    for (const f of folders) {
      if (f.path !== "/" && f.show_on_menu === 1 && parentOf(f.path) === parent) out.push(node(f, level));
    }
    for (const p of pages) {
      if (p.folder !== parent) continue;
      out.push({
        title: p.title,
        target: "_self",
        code: null,
        folder: folderInode(p.folder),
        host: SITE.identifier,
        href: p.url ?? "/",
        languageId,
        order: Number(p.fields.sortOrder ?? 0),
        type: "htmlpage",
        hash: javaHash(p.identifier),
      });
    }
    for (const l of links) {
      if (l.folder !== parent) continue;
      out.push({
        title: l.title,
        target: l.target,
        code: null,
        folder: folderInode(l.folder),
        host: SITE.identifier,
        href: l.url,
        languageId,
        order: l.sort_order,
        type: "link",
        hash: javaHash(l.id),
      });
    }
    return out.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title, "ro"));
  };

  const result = node(root, 1);
  // An empty folder is "not found" for NavResource.
  if (depth > 1 && result.children && result.children.length === 0) return null;
  return result;
}

function parentOf(folderPath: string): string {
  const trimmed = folderPath.slice(0, -1);
  const i = trimmed.lastIndexOf("/");
  return i <= 0 ? "/" : trimmed.slice(0, i + 1);
}
