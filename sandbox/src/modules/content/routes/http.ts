// Shared pieces of the content routes: the /api/v1 envelope, dotCMS's plain-text answers, raw body
// parsing (each route answers malformed input in its own dotCMS shape) and the legacy /key/value paths.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "better-sqlite3";
import { identifyCaller, type Caller, type ContentUser } from "../auth";
import type { AssetStore } from "../assets";
import type { ContentStore } from "../store";
import type { SandboxContext } from "../../module";

export interface ContentDeps {
  ctx: SandboxContext;
  db: Database;
  store: ContentStore;
  assets: AssetStore;
}

/** ResponseEntityView (reference §2.0). */
export const envelope = (entity: unknown, errors: unknown[] = []) => ({
  entity,
  errors,
  i18nMessagesMap: {},
  messages: [],
  pagination: null,
  permissions: [],
});

export const sendText = (reply: FastifyReply, status: number, text: string) =>
  reply.code(status).type("text/plain; charset=utf-8").send(text);

/** Caller of a request; `null` after answering a rejected credential (bad Basic auth, empty Bearer). */
export function caller(deps: ContentDeps, req: FastifyRequest, reply: FastifyReply): Caller | null {
  const c = identifyCaller(deps.db, req, deps.ctx.now());
  if (c.kind === "reject") {
    sendText(reply, c.status, c.text);
    return null;
  }
  return c;
}

/** For endpoints that need a user (nav, page, currentSite, save): 401 text/plain "Invalid User". */
export function requireUser(deps: ContentDeps, req: FastifyRequest, reply: FastifyReply): ContentUser | null {
  const c = caller(deps, req, reply);
  if (!c) return null;
  if (c.kind !== "user") {
    sendText(reply, 401, "Invalid User");
    return null;
  }
  return c.user;
}

export type JsonResult = { ok: true; value: unknown } | { ok: false; message: string };

/** Bodies arrive as raw strings (see the module's content-type parser). */
export function parseJsonBody(req: FastifyRequest): JsonResult {
  const raw = typeof req.body === "string" ? req.body : Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "";
  if (!raw.trim()) return { ok: false, message: "A JSON body is required" };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch (err) {
    return { ok: false, message: (err as Error).message };
  }
}

export const rawBody = (req: FastifyRequest): string =>
  typeof req.body === "string" ? req.body : Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "";

/** `/api/content/query/+a:b/limit/5` → {query: "+a:b", limit: "5"}; keys lower-cased, as WebResource.buildParamsMap does. */
export function pathParams(req: FastifyRequest, prefix: string): Map<string, string> {
  const path = (req.raw.url ?? "").split("?")[0];
  const at = path.indexOf(prefix);
  const rest = at >= 0 ? path.slice(at + prefix.length) : "";
  const segs = rest.split("/").filter((s) => s !== "");
  const out = new Map<string, string>();
  for (let i = 0; i < segs.length; i += 2) {
    const key = safeDecode(segs[i]).toLowerCase();
    out.set(key, i + 1 < segs.length ? safeDecode(segs[i + 1]) : "");
  }
  return out;
}

export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** depth 0–3 or absent; anything else is the reference's "Invalid depth" 400. */
export function parseDepth(v: string | undefined): { ok: true; depth: number | null } | { ok: false } {
  if (v === undefined || v === "") return { ok: true, depth: null };
  if (!/^[0-3]$/.test(v)) return { ok: false };
  return { ok: true, depth: Number(v) };
}
