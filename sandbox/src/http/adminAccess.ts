// Who may use the sandbox's own levers: the admin routes (/sandbox/*: fault rules, the SMS/e-mail outbox with the
// one-time codes, session levers; and anything under /admin) and the X-Sandbox-Fault request header. Without
// SANDBOX_ADMIN_TOKEN only loopback callers (127.0.0.0/8, ::1, ::ffff:127.x) that also name a loopback host in `Host`
// (127.x.y.z, localhost, [::1], with or without a port) may: a DNS-rebinding page (evil.example re-pointed at
// 127.0.0.1) connects from loopback but sends its own name as Host. With the token, callers from anywhere (loopback
// included) must send it as `Authorization: Bearer <token>` or `x-sandbox-admin-token: <token>`.
// The socket's address is used, never X-Forwarded-For (the sandbox trusts no proxy). Refused → 403 TMF error.
// The bot-check stand-in (/sandbox/recaptcha/*) is open: it plays Google's public reCAPTCHA service, which the site's
// pages load in every visitor's browser (sandbox/README.md "Sandbox administration").
import { createHash, timingSafeEqual } from "node:crypto";
import net from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { bearerOf } from "../auth/guard";
import { forbidden, type HttpError } from "./errors";

export const ADMIN_TOKEN_HEADER = "x-sandbox-admin-token";
export const ADMIN_REFUSED = "admin_not_allowed";

/** Paths open to every caller although they sit under /sandbox: the bot-check script and its tokens. */
const PUBLIC_PREFIXES = ["/sandbox/recaptcha/"];

/** /sandbox, /sandbox/…, /admin, /admin/… (path without query). */
export function isAdminPath(path: string): boolean {
  const p = path.toLowerCase();
  const under = (base: string) => p === base || p.startsWith(`${base}/`);
  if (PUBLIC_PREFIXES.some((prefix) => p.startsWith(prefix))) return false;
  return under("/sandbox") || under("/admin");
}

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback (::ffff:127.x.y.z). Anything else, or no address, is not loopback. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  let a = address.trim().toLowerCase();
  const zone = a.indexOf("%");
  if (zone >= 0) a = a.slice(0, zone);
  if (a.startsWith("::ffff:") && net.isIPv4(a.slice(7))) a = a.slice(7);
  if (net.isIPv4(a)) return a.startsWith("127.");
  if (!net.isIPv6(a)) return false;
  return a === "::1" || a === "0:0:0:0:0:0:0:1";
}

/**
 * A Host header naming this machine: 127.x.y.z, localhost or [::1], each with or without a port. Nothing else — not
 * a public name that resolves to 127.0.0.1 (DNS rebinding), not a missing header.
 */
export function isLoopbackHostHeader(host: string | undefined): boolean {
  if (typeof host !== "string") return false;
  const m = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(host.trim().toLowerCase());
  if (!m) return false;
  const name = m[1] ?? "";
  if (name === "localhost" || name === "[::1]") return true;
  return net.isIPv4(name) && name.startsWith("127.");
}

const digest = (v: string) => createHash("sha256").update(v, "utf8").digest();

/** Constant-time comparison (both sides hashed first, so lengths never differ). */
function sameToken(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

function presentedTokens(request: FastifyRequest): string[] {
  const header = request.headers[ADMIN_TOKEN_HEADER];
  const tokens = typeof header === "string" && header !== "" ? [header] : [];
  const bearer = bearerOf(request);
  if (bearer) tokens.push(bearer);
  return tokens;
}

/** May this request use the sandbox's levers? (The rule in the file comment.) */
export function adminAllowed(request: FastifyRequest): boolean {
  const token = request.server.sandbox.config.adminToken;
  if (!token) return isLoopbackAddress(request.socket?.remoteAddress) && isLoopbackHostHeader(request.headers.host);
  // Every presented value is compared, so the answer does not depend on which header carried it.
  return presentedTokens(request).reduce((ok, given) => sameToken(given, token) || ok, false);
}

export function adminRefusal(what: string): HttpError {
  return forbidden(
    `${what} is only for this machine (loopback, asked for by a loopback host name) or for callers with the sandbox admin token.`,
    ADMIN_REFUSED,
  );
}

function decodedPath(url: string): string {
  const raw = url.split("?")[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The first onRequest hook: admin paths answer 403 to callers who may not use them, before body parsing, auth or
 * fault injection. Both the matched route's pattern and the decoded path are checked, so no spelling of a path
 * (percent-encoding) reaches an admin route around the gate.
 */
export function installAdminGate(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const route = request.routeOptions?.url;
    const path = decodedPath(request.url);
    if ((isAdminPath(path) || (route !== undefined && isAdminPath(route))) && !adminAllowed(request)) {
      throw adminRefusal(path.split("/").slice(0, 2).join("/") || "/");
    }
  });
}
