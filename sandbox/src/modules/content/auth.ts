// dotCMS API tokens and request authentication (reference §2.1, §2.2): HS256 JWTs whose jti is a row in
// content_api_tokens (so they can be revoked), Basic/DOTAUTH credentials, and the rule that a bad Bearer
// token means "anonymous", not 401, except where an endpoint requires a user.
import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { Database } from "better-sqlite3";
import type { FastifyRequest } from "fastify";

/** Sandbox-only signing key; a real dotCMS signs with its cluster key. */
const SECRET = "aria-sandbox-content-signing-key";
const DAY_MS = 24 * 3600 * 1000;
/** JSON_WEB_TOKEN_MAX_ALLOWED_EXPIRATION_DAYS default. */
export const MAX_EXPIRATION_DAYS = 30;
/** SPEC §9 "Token lifetime default 10 days" (the site sends it; used when the body omits it). */
export const DEFAULT_EXPIRATION_DAYS = 10;

export interface ContentUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  active: boolean;
}

export const hashPassword = (password: string): string => createHash("sha256").update(`aria-sandbox:${password}`).digest("hex");

const b64url = (s: string | Buffer): string => Buffer.from(s).toString("base64url");

export function signJwt(payload: Record<string, unknown>): string {
  const head = b64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const body = b64url(JSON.stringify(payload));
  const sig = createHmac("sha256", SECRET).update(`${head}.${body}`).digest("base64url");
  return `${head}.${body}.${sig}`;
}

function verifyJwt(token: string): Record<string, unknown> | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const expected = createHmac("sha256", SECRET).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
}

interface UserRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_sha256: string;
  active: number;
}

const toUser = (r: UserRow): ContentUser => ({
  userId: r.user_id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  active: r.active === 1,
});

export type CredentialCheck =
  { ok: true; user: ContentUser } | { ok: false; reason: "authentication-failed" | "your-account-is-not-active" };

export function checkCredentials(db: Database, login: string, password: string): CredentialCheck {
  const r = db.prepare("SELECT * FROM content_users WHERE email = ? OR user_id = ?").get(login, login) as UserRow | undefined;
  const given = Buffer.from(hashPassword(password));
  if (!r || r.password_sha256.length !== given.length || !timingSafeEqual(Buffer.from(r.password_sha256), given)) {
    return { ok: false, reason: "authentication-failed" };
  }
  if (r.active !== 1) return { ok: false, reason: "your-account-is-not-active" };
  return { ok: true, user: toUser(r) };
}

export function issueToken(
  db: Database,
  user: ContentUser,
  now: number,
  expirationDays: number,
  label: string | null,
  jti = randomUUID(),
): string {
  const days = expirationDays > 0 ? Math.min(expirationDays, MAX_EXPIRATION_DAYS) : DEFAULT_EXPIRATION_DAYS;
  const exp = now + days * DAY_MS;
  db.prepare("INSERT INTO content_api_tokens (jti, user_id, label, issued_at, expires_at) VALUES (?, ?, ?, ?, ?)").run(
    jti,
    user.userId,
    label,
    now,
    exp,
  );
  return signJwt({
    sub: user.userId,
    xmod: now,
    nbf: Math.floor(now / 1000),
    iss: "aria-sandbox",
    label,
    exp: Math.floor(exp / 1000),
    iat: Math.floor(now / 1000),
    jti,
  });
}

/** The user behind a token, or null when it is malformed, forged, expired, revoked or its user inactive. */
export function userForToken(db: Database, token: string, now: number): ContentUser | null {
  const payload = verifyJwt(token);
  if (!payload || typeof payload.jti !== "string") return null;
  const row = db
    .prepare(`SELECT u.*, t.expires_at, t.revoked FROM content_api_tokens t JOIN content_users u ON u.user_id = t.user_id WHERE t.jti = ?`)
    .get(payload.jti) as (UserRow & { expires_at: number; revoked: number }) | undefined;
  if (!row || row.revoked === 1 || row.expires_at <= now || row.active !== 1) return null;
  return toUser(row);
}

export type Caller =
  | { kind: "user"; user: ContentUser }
  | { kind: "anonymous" }
  /** Answer at once with this status and text/plain body (bad Basic credentials, empty Bearer). */
  | { kind: "reject"; status: number; text: string };

/** WebResource's order: DOTAUTH → Basic → Bearer → anonymous. */
export function identifyCaller(db: Database, req: FastifyRequest, now: number): Caller {
  const dotauth = req.headers.dotauth;
  const auth = req.headers.authorization;
  const basic = typeof dotauth === "string" ? dotauth : typeof auth === "string" && /^basic /i.test(auth) ? auth.slice(6) : null;
  if (basic !== null) {
    const decoded = Buffer.from(basic.trim(), "base64").toString("utf8");
    const i = decoded.indexOf(":");
    if (i < 0) return { kind: "reject", status: 401, text: "Authentication credentials are required" };
    const check = checkCredentials(db, decoded.slice(0, i), decoded.slice(i + 1));
    return check.ok ? { kind: "user", user: check.user } : { kind: "reject", status: 401, text: "Invalid credentials" };
  }
  if (typeof auth === "string" && /^bearer/i.test(auth)) {
    const token = auth.slice(6).trim();
    if (!token) return { kind: "reject", status: 400, text: "Invalid Json Web Token" };
    const user = userForToken(db, token, now);
    return user ? { kind: "user", user } : { kind: "anonymous" };
  }
  return { kind: "anonymous" };
}
