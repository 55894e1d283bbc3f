// Reads and writes contentlets. Searches run in memory over an index of parsed rows that is rebuilt
// after any write: the catalogue is small (thousands of rows), and this keeps queries well under a millisecond.
import { randomUUID } from "node:crypto";
import type { Database, Statement } from "better-sqlite3";
import { CONTENT_TYPES, CONTENT_TYPE_BY_VAR } from "./contentTypes";
import { SITE, SYSTEM_USER, uuidFrom } from "./ids";
import { parseLucene, type LuceneNode } from "./lucene/parse";
import { matches, type MatchDoc } from "./lucene/match";
import { BASE_TYPE_ORDINAL, type ContentTypeDef, type Contentlet, type FieldValues } from "./model";

interface Row {
  inode: string;
  identifier: string;
  language_id: number;
  content_type: string;
  title: string;
  live: number;
  working: number;
  archived: number;
  locked: number;
  mod_date: number;
  creation_date: number;
  publish_date: number | null;
  folder: string;
  host: string;
  url: string | null;
  sort_order: number;
  owner: string;
  mod_user: string;
  fields: string;
}

export interface Indexed {
  c: Contentlet;
  m: MatchDoc;
}

export interface SearchOptions {
  limit?: number;
  offset?: number;
  sortBy?: string;
  /**
   * dotCMS keeps two indices: live versions and working versions. Anonymous readers and the default
   * REST/GraphQL mode read the live one; "all" (internal use) sees every version.
   */
  index?: "live" | "working" | "all";
}

export interface SearchResult {
  total: number;
  items: Contentlet[];
}

export class ContentValidationError extends Error {
  constructor(readonly errors: { errorCode: string; message: string; fieldName?: string }[]) {
    super(errors.map((e) => e.message).join("; "));
    this.name = "ContentValidationError";
  }
}

const fromRow = (r: Row): Contentlet => ({
  identifier: r.identifier,
  inode: r.inode,
  contentType: r.content_type,
  title: r.title,
  languageId: r.language_id,
  live: r.live === 1,
  working: r.working === 1,
  archived: r.archived === 1,
  locked: r.locked === 1,
  modDate: r.mod_date,
  creationDate: r.creation_date,
  publishDate: r.publish_date,
  folder: r.folder,
  host: r.host,
  url: r.url,
  sortOrder: r.sort_order,
  owner: r.owner,
  modUser: r.mod_user,
  fields: JSON.parse(r.fields) as FieldValues,
});

function toMatchDoc(c: Contentlet, def: ContentTypeDef | undefined): MatchDoc {
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(c.fields)) fields[k.toLowerCase()] = v;
  const baseType = def?.baseType ?? "CONTENT";
  return {
    type: c.contentType.toLowerCase(),
    fields,
    system: {
      identifier: c.identifier,
      inode: c.inode,
      title: c.title,
      live: c.live,
      working: c.working,
      archived: c.archived,
      deleted: c.archived,
      locked: c.locked,
      languageid: c.languageId,
      contenttype: c.contentType,
      structurename: c.contentType,
      basetype: BASE_TYPE_ORDINAL[baseType],
      conhost: c.host,
      host: c.host,
      conhostname: SITE.hostName,
      confolder: c.folder,
      parentpath: c.folder,
      path: c.url ?? undefined,
      url: c.url ?? undefined,
      urlmap: c.url ?? undefined,
      moddate: c.modDate,
      sortorder: c.sortOrder,
      owner: c.owner,
      moduser: c.modUser,
      tags: c.fields.labels,
    },
  };
}

/** "modDate desc, ServicePlanCard.orderIndex asc" → comparable keys, resolved like query fields. */
function sortKeys(sortBy: string | undefined): { key: string; desc: boolean }[] {
  const spec = sortBy && sortBy.trim() ? sortBy : "modDate desc";
  return spec
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .filter((p) => p[0] && p[0].toLowerCase() !== "score")
    .map(([key, dir]) => ({ key: key.toLowerCase().replace(/_dotraw$/, ""), desc: (dir ?? "asc").toLowerCase() === "desc" }));
}

function sortValue(doc: MatchDoc, key: string): unknown {
  const dot = key.indexOf(".");
  if (dot >= 0) return key.slice(0, dot) === doc.type ? doc.fields[key.slice(dot + 1)] : undefined;
  return doc.system[key] ?? doc.fields[key];
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1; // missing values last, as in ES
  if (b === undefined || b === null) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), "ro", { sensitivity: "base", numeric: true });
}

export function sortDocs(docs: Indexed[], sortBy: string | undefined): Indexed[] {
  const keys = sortKeys(sortBy);
  return [...docs].sort((x, y) => {
    for (const { key, desc } of keys) {
      const xv = sortValue(x.m, key);
      const yv = sortValue(y.m, key);
      if (xv === undefined && yv === undefined) continue;
      if (xv === undefined || xv === null) return 1;
      if (yv === undefined || yv === null) return -1;
      const c = compareValues(xv, yv);
      if (c !== 0) return desc ? -c : c;
    }
    return x.c.inode < y.c.inode ? -1 : x.c.inode > y.c.inode ? 1 : 0;
  });
}

export interface SaveInput {
  contentType: string;
  identifier?: string;
  languageId?: number;
  fields: FieldValues;
  user: string;
  publish: boolean;
}

export class ContentStore {
  private index: Indexed[] | null = null;
  private readonly insertStmt: Statement;

  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {
    this.insertStmt = db.prepare(`INSERT INTO content_contentlets
      (inode, identifier, language_id, content_type, title, live, working, archived, locked, mod_date, creation_date,
       publish_date, folder, host, url, sort_order, owner, mod_user, fields)
      VALUES (@inode, @identifier, @language_id, @content_type, @title, @live, @working, @archived, @locked, @mod_date,
       @creation_date, @publish_date, @folder, @host, @url, @sort_order, @owner, @mod_user, @fields)`);
  }

  contentType(idOrVar: string): ContentTypeDef | undefined {
    return CONTENT_TYPE_BY_VAR.get(idOrVar.toLowerCase()) ?? CONTENT_TYPES.find((t) => t.id === idOrVar);
  }

  insert(c: Contentlet): void {
    this.insertStmt.run({
      inode: c.inode,
      identifier: c.identifier,
      language_id: c.languageId,
      content_type: c.contentType,
      title: c.title,
      live: c.live ? 1 : 0,
      working: c.working ? 1 : 0,
      archived: c.archived ? 1 : 0,
      locked: c.locked ? 1 : 0,
      mod_date: c.modDate,
      creation_date: c.creationDate,
      publish_date: c.publishDate,
      folder: c.folder,
      host: c.host,
      url: c.url,
      sort_order: c.sortOrder,
      owner: c.owner,
      mod_user: c.modUser,
      fields: JSON.stringify(c.fields),
    });
    this.index = null;
  }

  private all(): Indexed[] {
    if (!this.index) {
      const rows = this.db.prepare("SELECT * FROM content_contentlets").all() as Row[];
      this.index = rows.map((r) => {
        const c = fromRow(r);
        return { c, m: toMatchDoc(c, this.contentType(c.contentType)) };
      });
    }
    return this.index;
  }

  /** Throws LuceneSyntaxError on a bad query string. */
  search(query: LuceneNode | string, opts: SearchOptions = {}): SearchResult {
    const node = typeof query === "string" ? parseLucene(query) : query;
    const index = opts.index ?? "all";
    const inIndex = (c: Contentlet) => index === "all" || (index === "live" ? c.live : c.working);
    const hits = sortDocs(
      this.all().filter((d) => inIndex(d.c) && matches(node, d.m)),
      opts.sortBy,
    );
    const offset = Math.max(0, opts.offset ?? 0);
    const limit = opts.limit === undefined || opts.limit < 0 ? hits.length : opts.limit;
    return { total: hits.length, items: hits.slice(offset, offset + limit).map((d) => d.c) };
  }

  /** Sorts already-fetched contentlets (relationship lists) with a dotCMS sort string. */
  sort(items: Contentlet[], sortBy: string): Contentlet[] {
    return sortDocs(
      items.map((c) => ({ c, m: toMatchDoc(c, this.contentType(c.contentType)) })),
      sortBy,
    ).map((d) => d.c);
  }

  /** The live (or working) version of one contentlet, by identifier or inode. */
  find(idOrInode: string, mode: "live" | "working"): Contentlet | undefined {
    const hit = this.all().find(
      (d) =>
        (d.c.identifier === idOrInode || d.c.inode === idOrInode) &&
        (d.c.inode === idOrInode || (mode === "live" ? d.c.live : d.c.working)),
    );
    return hit?.c;
  }

  /** A contentlet by full id, inode or 10-character shorty (the /dA path segment); live first. */
  findForAsset(id: string): Contentlet | undefined {
    const key = id.replace(/-/g, "").toLowerCase();
    const hits = this.all().filter((d) => {
      const ident = d.c.identifier.replace(/-/g, "");
      const inode = d.c.inode.replace(/-/g, "");
      return key.length >= 10 && (ident.startsWith(key) || inode.startsWith(key));
    });
    return (hits.find((d) => d.c.live) ?? hits[0])?.c;
  }

  /** Related contentlets of a relationship field, in stored order: live versions, or working ones for editors. */
  related(parent: Contentlet, field: string, liveOnly: boolean): Contentlet[] {
    const ids = parent.fields[field];
    if (!Array.isArray(ids)) return [];
    const out: Contentlet[] = [];
    for (const id of ids) {
      const c = this.find(String(id), liveOnly ? "live" : "working") ?? (liveOnly ? undefined : this.find(String(id), "live"));
      if (c) out.push(c);
    }
    return out;
  }

  /** Saves a new working version (and publishes it when asked), as /api/content/save|publish do. */
  save(input: SaveInput): Contentlet {
    const def = this.contentType(input.contentType);
    if (!def)
      throw new ContentValidationError([
        { errorCode: "badRequest", message: `Content type '${input.contentType}' not found`, fieldName: "stName" },
      ]);
    const existing = input.identifier ? this.find(input.identifier, "working") : undefined;
    if (input.identifier && !existing) {
      throw new ContentValidationError([
        { errorCode: "notFound", message: `Contentlet with identifier '${input.identifier}' not found`, fieldName: "identifier" },
      ]);
    }
    if (existing && existing.contentType.toLowerCase() !== def.variable.toLowerCase()) {
      throw new ContentValidationError([
        { errorCode: "badRequest", message: "The content type of an existing contentlet cannot change", fieldName: "stName" },
      ]);
    }
    const fields: FieldValues = { ...(existing?.fields ?? {}), ...input.fields };
    const missing = def.fields.filter((fd) => fd.required && (fields[fd.variable] === undefined || fields[fd.variable] === ""));
    if (missing.length) {
      throw new ContentValidationError(
        missing.map((fd) => ({ errorCode: "required", message: `Field '${fd.name}' is required`, fieldName: fd.variable })),
      );
    }
    const now = this.now();
    const identifier = existing?.identifier ?? randomUUID();
    const url = def.baseType === "HTMLPAGE" ? String(fields.url ?? "") : null;
    const c: Contentlet = {
      identifier,
      inode: randomUUID(),
      contentType: def.variable,
      title: String(fields.title ?? ""),
      languageId: input.languageId ?? existing?.languageId ?? 1,
      live: input.publish,
      working: true,
      archived: false,
      locked: false,
      modDate: now,
      creationDate: existing?.creationDate ?? now,
      publishDate: input.publish ? now : (existing?.publishDate ?? null),
      folder: url ? folderOf(url) : (existing?.folder ?? "/"),
      host: SITE.identifier,
      url,
      sortOrder: existing?.sortOrder ?? 0,
      owner: existing?.owner ?? input.user,
      modUser: input.user,
      fields,
    };
    this.db.transaction(() => {
      // The previous working version stays only if it is still the live one.
      this.db.prepare("DELETE FROM content_contentlets WHERE identifier = ? AND working = 1 AND live = 0").run(identifier);
      this.db.prepare("UPDATE content_contentlets SET working = 0 WHERE identifier = ? AND working = 1").run(identifier);
      if (input.publish) {
        this.db.prepare("DELETE FROM content_contentlets WHERE identifier = ? AND live = 1").run(identifier);
      }
      this.insert(c);
    })();
    this.index = null;
    return c;
  }

  /** Publishes the current working version of an identifier. */
  publish(identifier: string, user: string): Contentlet | undefined {
    const working = this.find(identifier, "working");
    if (!working) return undefined;
    if (working.live) return working;
    const now = this.now();
    this.db.transaction(() => {
      this.db.prepare("DELETE FROM content_contentlets WHERE identifier = ? AND live = 1 AND working = 0").run(identifier);
      this.db
        .prepare("UPDATE content_contentlets SET live = 1, publish_date = ?, mod_user = ? WHERE inode = ?")
        .run(now, user, working.inode);
    })();
    this.index = null;
    return this.find(identifier, "live");
  }
}

/** The folder path of a page URL: "/abonamente/portare" → "/abonamente/", "/" → "/". */
export function folderOf(url: string): string {
  const i = url.lastIndexOf("/");
  return i <= 0 ? "/" : url.slice(0, i + 1);
}

export const folderInode = (path: string): string => uuidFrom(`folder:${path}`);
export { SYSTEM_USER };
