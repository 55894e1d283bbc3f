// Fault injection: make any request fail on demand, from a request header or from rules set with
// POST /sandbox/faults. Runs as an onRequest hook right after the admin gate, so it covers every module (identity,
// gateway backends, the content API) before auth or body parsing happen. The header obeys the admin rule
// (adminAccess.ts): loopback callers only, or the admin token in x-sandbox-admin-token; else 403.
import type { FastifyInstance, FastifyReply } from "fastify";
import { adminAllowed, adminRefusal } from "./adminAccess";
import { badRequest } from "./errors";

export const FAULT_HEADER = "x-sandbox-fault";
const MAX_DELAY_MS = 120_000;

export interface FaultSpec {
  /** HTTP status to answer with; absent = only delay, then handle the request normally (timeouts). */
  status?: number;
  delayMs?: number;
  /** Raw body (JSON or any text). */
  body?: string;
  /** Error-catalogue code; without `body` the answer is {code, message, errMsg}. */
  code?: string;
  /** Answer with a truncated JSON document (parse-failure tests). */
  malformed?: boolean;
}

export interface FaultRule extends FaultSpec {
  id: number;
  pathPattern: string;
  method?: string;
  /** Times left before the rule clears itself; undefined = until DELETE /sandbox/faults. */
  remaining?: number;
}

function checkSpec(spec: FaultSpec): FaultSpec {
  if (spec.status !== undefined && (!Number.isInteger(spec.status) || spec.status < 200 || spec.status > 599)) {
    throw badRequest("fault status must be an integer 200-599", "invalid_fault");
  }
  if (spec.delayMs !== undefined && (!Number.isFinite(spec.delayMs) || spec.delayMs < 0 || spec.delayMs > MAX_DELAY_MS)) {
    throw badRequest(`fault delay must be 0-${MAX_DELAY_MS} ms`, "invalid_fault");
  }
  // A body, code or malformed flag without a status still means "fail": default to 500.
  if (spec.status === undefined && (spec.body !== undefined || spec.code !== undefined || spec.malformed)) {
    return { ...spec, status: 500 };
  }
  return spec;
}

/**
 * `status=503;delay=2000;code=400110;malformed=1;body=...`. `body=` must come last: everything
 * after it (semicolons included) is the body, verbatim.
 */
export function parseFaultHeader(value: string): FaultSpec {
  const spec: FaultSpec = {};
  let rest = value.trim();
  while (rest) {
    if (/^body=/i.test(rest)) {
      spec.body = rest.slice(5);
      break;
    }
    const end = rest.indexOf(";");
    const part = (end < 0 ? rest : rest.slice(0, end)).trim();
    rest = end < 0 ? "" : rest.slice(end + 1).trimStart();
    if (!part) continue;
    const eq = part.indexOf("=");
    const key = (eq < 0 ? part : part.slice(0, eq)).trim().toLowerCase();
    const val = eq < 0 ? "" : part.slice(eq + 1).trim();
    if (key === "status") spec.status = Number(val);
    else if (key === "delay") spec.delayMs = Number(val);
    else if (key === "code") spec.code = val;
    else if (key === "malformed") spec.malformed = val === "1" || val === "true";
    else throw badRequest(`unknown ${FAULT_HEADER} parameter "${key}"`, "invalid_fault");
  }
  return checkSpec(spec);
}

/** Glob (`*` within a segment, `**` across segments, `?` one char) or regex (`^...` or `re:...`). */
export function compilePattern(pattern: string): RegExp {
  if (pattern.startsWith("re:")) return new RegExp(pattern.slice(3));
  if (pattern.startsWith("^")) return new RegExp(pattern);
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "*" && pattern[i + 1] === "*") {
      re += ".*";
      i++;
    } else if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else re += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}

/** In-memory rules: faults are test set-up, so a restart clears them (documented decision). */
export class FaultStore {
  private rules: Array<FaultRule & { re: RegExp }> = [];
  private nextId = 1;

  add(input: Omit<FaultRule, "id" | "remaining"> & { count?: number }): FaultRule {
    let re: RegExp;
    try {
      re = compilePattern(input.pathPattern);
    } catch {
      throw badRequest(`pathPattern is not a valid regular expression: ${input.pathPattern}`, "invalid_fault");
    }
    const spec = checkSpec(input);
    const rule = {
      ...spec,
      id: this.nextId++,
      pathPattern: input.pathPattern,
      method: input.method?.toUpperCase(),
      remaining: input.count,
      re,
    };
    this.rules.push(rule);
    return this.view(rule);
  }

  list(): FaultRule[] {
    return this.rules.map((r) => this.view(r));
  }

  clear(id?: number): number {
    const before = this.rules.length;
    this.rules = id === undefined ? [] : this.rules.filter((r) => r.id !== id);
    return before - this.rules.length;
  }

  /** The newest matching rule wins (so a test can override a broader one); counts down. */
  take(method: string, path: string): FaultSpec | undefined {
    for (let i = this.rules.length - 1; i >= 0; i--) {
      const r = this.rules[i];
      if (r.method && r.method !== method) continue;
      if (!r.re.test(path)) continue;
      if (r.remaining !== undefined) {
        r.remaining -= 1;
        if (r.remaining <= 0) this.rules.splice(i, 1);
      }
      return r;
    }
    return undefined;
  }

  private view({ re: _re, ...rule }: FaultRule & { re: RegExp }): FaultRule {
    return rule;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function sendFault(reply: FastifyReply, spec: FaultSpec & { status: number }): FastifyReply {
  reply.code(spec.status).header("x-sandbox-fault-injected", "1");
  if (spec.malformed) {
    return reply.type("application/json").send(`{"code":${JSON.stringify(spec.code ?? "malformed")},"message":"trunc`);
  }
  if (spec.body !== undefined) {
    let isJson = true;
    try {
      JSON.parse(spec.body);
    } catch {
      isJson = false;
    }
    return reply.type(isJson ? "application/json" : "text/plain; charset=utf-8").send(spec.body);
  }
  if (spec.code !== undefined) {
    // Numeric catalogue codes travel as numbers, like the gateway's own bodies.
    const code = /^\d+$/.test(spec.code) ? Number(spec.code) : spec.code;
    const message = `Sandbox fault ${spec.code}`;
    return reply.type("application/json").send(JSON.stringify({ code, message, errMsg: message }));
  }
  return reply.type("application/json").send(JSON.stringify({ code: String(spec.status), message: `Sandbox fault ${spec.status}` }));
}

export function installFaultInjection(app: FastifyInstance, store: FaultStore): void {
  app.addHook("onRequest", async (request, reply) => {
    const header = request.headers[FAULT_HEADER];
    const path = request.url.split("?")[0];
    let spec: FaultSpec | undefined;
    if (typeof header === "string" && header.trim() !== "") {
      if (!adminAllowed(request)) throw adminRefusal(`The ${FAULT_HEADER} header`);
      spec = parseFaultHeader(header);
    }
    // Admin rules never hit the admin routes themselves (a "**" rule must stay removable) nor preflights.
    else if (request.method !== "OPTIONS" && !path.startsWith("/sandbox/")) spec = store.take(request.method, path);
    if (!spec) return;
    if (spec.delayMs) await sleep(spec.delayMs);
    if (spec.status === undefined) return;
    return sendFault(reply, { ...spec, status: spec.status });
  });
}
