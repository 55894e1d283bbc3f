// The legacy endpoints (reference §2.3, §2.4, §2.10, §2.11): /api/content (query, save, publish),
// /api/es/search and /api/widget. No envelope; each has its own error shapes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { andAll, parseLucene, LuceneSyntaxError, type LuceneNode } from "../lucene/parse";
import type { Contentlet } from "../model";
import { restMap } from "../restMap";
import { ContentValidationError } from "../store";
import { coerceFields } from "../saveInput";
import { firePublishWebhook } from "../webhook";
import { caller, envelope, parseDepth, pathParams, rawBody, requireUser, safeDecode, sendText, type ContentDeps } from "./http";

const intOr = (v: string | undefined, d: number): number | null => {
  if (v === undefined || v === "") return d;
  return /^-?\d+$/.test(v) ? Number(v) : null;
};

export function legacyRoutes(app: FastifyInstance, deps: ContentDeps): void {
  const { store } = deps;

  app.get("/api/content/*", async (req, reply) => {
    const who = caller(deps, req, reply);
    if (!who) return reply;
    const p = pathParams(req, "/api/content/");
    const depth = parseDepth(p.get("depth"));
    if (!depth.ok)
      return reply
        .code(400)
        .header("error-message", "Invalid depth")
        .send({ message: `Error searching content. Reason: Invalid depth: ${p.get("depth")}` });
    // Anonymous readers only ever get the live index; /live/false asks a signed-in reader for working versions.
    const live = who.kind !== "user" || p.get("live") !== "false";
    const index = live ? "live" : "working";
    const toMap = (c: Contentlet) => restMap(c, deps, depth.depth, live);
    try {
      const id = p.get("id") ?? p.get("inode");
      if (id !== undefined) {
        const c = store.find(id, index);
        return { contentlets: c ? [toMap(c)] : [] };
      }
      const q = p.get("query");
      if (q === undefined) return { contentlets: [] };
      const limit = intOr(p.get("limit"), 10);
      const offset = intOr(p.get("offset"), 0);
      if (limit === null || offset === null) throw new Error("limit and offset must be numbers");
      const clauses: LuceneNode[] = [parseLucene(q)];
      const lang = p.get("language");
      if (lang) clauses.push(parseLucene(`+languageId:${Number(lang) || 0}`));
      const result = store.search(andAll(clauses), { limit, offset, sortBy: p.get("orderby"), index });
      return { contentlets: result.items.map(toMap) };
    } catch (err) {
      req.log.info({ err: String(err) }, "content query failed");
      // dotCMS sets 500 and still writes the (empty) list.
      return reply.code(500).send({ contentlets: [] });
    }
  });

  app.post("/api/es/search", async (req, reply) => {
    const who = caller(deps, req, reply);
    if (!who) return reply;
    const q = req.query as Record<string, string | undefined>;
    const depth = parseDepth(q.depth);
    if (!depth.ok) return reply.code(400).send({ message: `Error searching content. Reason: Invalid depth: ${q.depth}` });
    let body: Record<string, unknown>;
    try {
      const raw = rawBody(req);
      body = raw.trim() ? (JSON.parse(raw) as Record<string, unknown>) : {};
      if (!body || typeof body !== "object" || Array.isArray(body)) throw new SyntaxError("A JSONObject text must begin with '{'");
    } catch (err) {
      return reply.code(400).send({ message: (err as Error).message });
    }
    const live = who.kind !== "user" || q.live !== "false";
    const started = Date.now();
    try {
      const node = esQuery(body.query);
      const sortBy = esSort(body.sort);
      const from = Number(body.from ?? 0) || 0;
      const size = body.size === undefined ? 10 : Number(body.size);
      const all = store.search(node, { limit: -1, sortBy, index: live ? "live" : "working" });
      const page = all.items.slice(from, from + (Number.isFinite(size) ? size : 10));
      const aggregations = esAggregations(body.aggs ?? body.aggregations, all.items);
      return {
        contentlets: page.map((c) => restMap(c, deps, depth.depth, live)),
        esresponse: [
          {
            took: Date.now() - started,
            timed_out: false,
            _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
            hits: {
              total: { value: all.total, relation: "eq" },
              max_score: null,
              hits: page.map((c) => ({
                _index: live ? "cluster_aria.live" : "cluster_aria.working",
                _type: "_doc",
                _id: `${c.inode}_${c.languageId}`,
                _score: null,
                _source: { inode: c.inode, identifier: c.identifier },
              })),
            },
            ...(aggregations ? { aggregations } : {}),
          },
        ],
      };
    } catch (err) {
      // A search failure is a plain-text 500 (ResourceResponse.responseError).
      return sendText(
        reply,
        500,
        err instanceof LuceneSyntaxError ? `Failed to parse query: ${err.message}` : String((err as Error).message),
      );
    }
  });

  const saveHandler = (req: FastifyRequest, reply: FastifyReply) => {
    const user = requireUser(deps, req, reply);
    if (!user) return reply;
    const p = pathParams(req, "/api/content/");
    const publish = p.has("publish");
    if (!publish && !p.has("save")) return reply.code(404).send({ message: "Unknown content action" });
    const ctype = String(req.headers["content-type"] ?? "").toLowerCase();
    let body: Record<string, unknown>;
    const raw = rawBody(req);
    if (ctype.includes("application/x-www-form-urlencoded")) {
      body = Object.fromEntries(new URLSearchParams(raw));
    } else if (ctype.includes("json") || ctype === "") {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
        if (!body || typeof body !== "object" || Array.isArray(body)) throw new SyntaxError("A JSONObject text must begin with '{'");
      } catch (err) {
        return sendText(reply, 400, (err as Error).message);
      }
    } else {
      return sendText(reply, 415, `Unsupported content type: ${ctype}`);
    }
    try {
      const typeVar = String(body.stName ?? body.contentType ?? body.stInode ?? "");
      const def = store.contentType(typeVar);
      if (!def)
        throw new ContentValidationError([
          { errorCode: "badRequest", message: `Content type '${typeVar}' not found`, fieldName: "stName" },
        ]);
      const fields = coerceFields(def, body, deps.assets, deps.ctx.now());
      const saved = store.save({
        contentType: def.variable,
        identifier: typeof body.identifier === "string" && body.identifier ? body.identifier : undefined,
        languageId: body.languageId === undefined ? undefined : Number(body.languageId),
        fields,
        user: user.userId,
        publish,
      });
      if (publish) firePublishWebhook(deps.ctx.config.publishWebhook, saved, req.log, deps.ctx.config.publishWebhookSecret);
      reply.header("inode", saved.inode).header("identifier", saved.identifier).header("location", `content/inode/${saved.inode}`);
      const type = p.get("type");
      if (type === "json") return reply.code(200).send({ inode: saved.inode, identifier: saved.identifier });
      if (type === "text") return sendText(reply, 200, `inode:${saved.inode},identifier:${saved.identifier}`);
      return reply.code(200).type("text/plain; charset=utf-8").send("");
    } catch (err) {
      if (err instanceof ContentValidationError) return reply.code(400).send(envelope("", err.errors));
      throw err;
    }
  };
  app.post("/api/content/*", async (req, reply) => saveHandler(req, reply));
  app.put("/api/content/*", async (req, reply) => saveHandler(req, reply));

  // Widget HTML as text/plain; an unknown id ends in dotCMS's NPE → 500 {"message"}.
  app.get("/api/widget/*", async (req, reply) => {
    const who = caller(deps, req, reply);
    if (!who) return reply;
    const p = pathParams(req, "/api/widget/");
    const id = p.get("id") ?? (who.kind === "user" ? p.get("inode") : undefined);
    if (!id) return reply.type("text/plain; charset=utf-8").send("Please pass an id (or inode + user) in via the url");
    const index = who.kind === "user" && p.get("live") === "false" ? "working" : "live";
    const w = store.find(safeDecode(id), index);
    if (!w || store.contentType(w.contentType)?.baseType !== "WIDGET") {
      return reply.code(500).send({ message: `Unable to find widget with id ${id}` });
    }
    return reply.type("text/plain; charset=UTF-8").send(String(w.fields.widgetCode ?? ""));
  });
}

/** The Lucene text inside an ES query: query_string / bool.must / bool.filter / match_all. */
function esQuery(q: unknown): LuceneNode {
  if (q === undefined || q === null) return { kind: "all" };
  if (typeof q !== "object") throw new Error("query must be an object");
  const o = q as Record<string, unknown>;
  if ("match_all" in o) return { kind: "all" };
  if (o.query_string && typeof o.query_string === "object") {
    const text = (o.query_string as { query?: unknown }).query;
    if (typeof text !== "string") throw new Error("query_string.query must be a string");
    return parseLucene(text);
  }
  if (o.bool && typeof o.bool === "object") {
    const b = o.bool as Record<string, unknown>;
    const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
    const clauses = [
      ...[...list(b.must), ...list(b.filter)].map((x) => ({ occur: "must" as const, node: esQuery(x) })),
      ...list(b.must_not).map((x) => ({ occur: "mustNot" as const, node: esQuery(x) })),
      ...list(b.should).map((x) => ({ occur: "should" as const, node: esQuery(x) })),
    ];
    return clauses.length ? { kind: "bool", clauses } : { kind: "all" };
  }
  if (o.term && typeof o.term === "object") {
    const [field, value] = Object.entries(o.term as Record<string, unknown>)[0] ?? [];
    if (!field) throw new Error("empty term query");
    const v = typeof value === "object" && value !== null ? (value as { value?: unknown }).value : value;
    return {
      kind: "field",
      field: `${field}_dotraw`.replace(/_dotraw_dotraw$/, "_dotraw"),
      value: { kind: "term", text: String(v), wildcard: false },
    };
  }
  throw new Error(`Unsupported query type: ${Object.keys(o).join(", ")}`);
}

/** ES sort ([{field: {order}}], [{field: "desc"}], ["field"], "field:desc") → a dotCMS sort string. */
function esSort(sort: unknown): string | undefined {
  if (sort === undefined) return undefined;
  const items = Array.isArray(sort) ? sort : [sort];
  const parts: string[] = [];
  for (const it of items) {
    if (typeof it === "string") parts.push(it.replace(":", " "));
    else if (it && typeof it === "object") {
      for (const [field, v] of Object.entries(it as Record<string, unknown>)) {
        const order = typeof v === "string" ? v : ((v as { order?: string })?.order ?? "asc");
        parts.push(`${field} ${order}`);
      }
    }
  }
  return parts.join(",") || undefined;
}

/** `terms` aggregations, returned with typed keys (`sterms#name`) as the old starter reads them. */
function esAggregations(aggs: unknown, items: Contentlet[]): Record<string, unknown> | null {
  if (!aggs || typeof aggs !== "object") return null;
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(aggs as Record<string, unknown>)) {
    const terms = (spec as { terms?: { field?: string; size?: number } }).terms;
    if (!terms?.field) continue;
    const field = terms.field.replace(/_dotraw$/, "").toLowerCase();
    const counts = new Map<string, number>();
    for (const c of items) {
      const dot = field.indexOf(".");
      const raw =
        dot >= 0
          ? field.slice(0, dot) === c.contentType.toLowerCase()
            ? fieldValue(c, field.slice(dot + 1))
            : undefined
          : field === "tags"
            ? c.fields.labels
            : field === "contenttype"
              ? c.contentType
              : fieldValue(c, field);
      for (const v of Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw])
        counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
    }
    const buckets = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([key, doc_count]) => ({ key, doc_count }));
    const size = terms.size ?? 10;
    out[`sterms#${name}`] = {
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: buckets.slice(size).reduce((s, b) => s + b.doc_count, 0),
      buckets: buckets.slice(0, size),
    };
  }
  return out;
}

function fieldValue(c: Contentlet, lowerVar: string): unknown {
  const key = Object.keys(c.fields).find((k) => k.toLowerCase() === lowerVar);
  return key ? c.fields[key] : undefined;
}
