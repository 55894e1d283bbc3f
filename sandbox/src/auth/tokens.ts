// Opaque bearer tokens kept in SQLite (only their sha256). Access tokens expire after
// config.accessTokenTtlSeconds; refresh tokens rotate on every use, and presenting an
// already-rotated refresh token revokes the whole session (reuse detection).
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { stmt } from "../db";
import type { SandboxContext } from "../modules/module";
import { HttpError, unauthorized } from "../http/errors";
import type { Client, Provider } from "./roles";

export interface TokenClaims {
  userId: string | null;
  subject: string | null;
  client: Client;
  provider: Provider;
  identityId: string | null;
  /** A BAN of the identity's `bans` chosen with selectedidentity; null/absent = the identity's own BAN. */
  selectedBan?: string | null;
  /**
   * Issued by convert-token (SPEC §3 extendedSSO): otherwise a base token signed in on a shop client and an extended
   * token for that shop carry the same claims, and the cart must tell them apart (EXTENDED_LOGIN_REQUIRED).
   */
  extended?: boolean;
}

export interface TokenRecord extends TokenClaims {
  selectedBan: string | null;
  extended: boolean;
  kind: "access" | "refresh";
  sessionId: string;
  pairId: string;
  issuedAt: number;
  expiresAt: number;
  revokedAt: number | null;
  rotated: boolean;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

interface TokenRow {
  kind: "access" | "refresh";
  session_id: string;
  pair_id: string;
  user_id: string | null;
  subject: string | null;
  client: Client;
  provider: Provider;
  identity_id: string | null;
  selected_ban: string | null;
  extended: number;
  issued_at: number;
  expires_at: number;
  revoked_at: number | null;
  rotated: number;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const toRecord = (r: TokenRow): TokenRecord => ({
  kind: r.kind,
  sessionId: r.session_id,
  pairId: r.pair_id,
  userId: r.user_id,
  subject: r.subject,
  client: r.client,
  provider: r.provider,
  identityId: r.identity_id,
  selectedBan: r.selected_ban,
  extended: r.extended === 1,
  issuedAt: r.issued_at,
  expiresAt: r.expires_at,
  revokedAt: r.revoked_at,
  rotated: r.rotated === 1,
});

function lookup(ctx: SandboxContext, token: string): TokenRecord | null {
  const row = stmt(ctx.db, "SELECT * FROM auth_tokens WHERE token_hash = ?").get(hashToken(token)) as TokenRow | undefined;
  return row ? toRecord(row) : null;
}

/** Issues an access + refresh pair; `sessionId` continues an existing sign-in (refresh, identity swap). */
export function issueTokens(ctx: SandboxContext, claims: TokenClaims, sessionId: string = randomUUID()): TokenPair {
  const now = ctx.now();
  const pairId = randomUUID();
  const accessToken = `sbx_at_${randomBytes(24).toString("base64url")}`;
  const refreshToken = `sbx_rt_${randomBytes(24).toString("base64url")}`;
  const insert = stmt(
    ctx.db,
    `INSERT INTO auth_tokens (token_hash, kind, session_id, pair_id, user_id, subject, client, provider, identity_id, selected_ban, extended, issued_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const row = (kind: string, token: string, ttl: number) =>
    insert.run(
      hashToken(token),
      kind,
      sessionId,
      pairId,
      claims.userId,
      claims.subject,
      claims.client,
      claims.provider,
      claims.identityId,
      claims.selectedBan ?? null,
      claims.extended ? 1 : 0,
      now,
      now + ttl * 1000,
    );
  ctx.db.transaction(() => {
    row("access", accessToken, ctx.config.accessTokenTtlSeconds);
    row("refresh", refreshToken, ctx.config.refreshTokenTtlSeconds);
  })();
  return { accessToken, refreshToken, expiresIn: ctx.config.accessTokenTtlSeconds };
}

/** A live access token's record, or a 401 naming why not (missing_token, invalid_token, token_revoked, token_expired). */
export function verifyAccessToken(ctx: SandboxContext, token: string | undefined): TokenRecord {
  if (!token) throw unauthorized("A bearer access token is required.", "missing_token");
  const rec = lookup(ctx, token);
  if (!rec || rec.kind !== "access") throw unauthorized("The access token is not known.", "invalid_token");
  if (rec.revokedAt !== null) throw unauthorized("The access token has been revoked.", "token_revoked");
  if (rec.expiresAt <= ctx.now()) throw unauthorized("The access token has expired.", "token_expired");
  return rec;
}

/**
 * A refresh token that is still live (known, not revoked, not expired), without using it: proof that the caller held
 * that session (the cart's carry on sign-in, docs/cart-contract.md). Null otherwise; never throws.
 */
export function liveRefreshToken(ctx: SandboxContext, token: string): TokenRecord | null {
  const rec = lookup(ctx, token);
  return rec && rec.kind === "refresh" && rec.revokedAt === null && rec.expiresAt > ctx.now() ? rec : null;
}

export function revokeSession(ctx: SandboxContext, sessionId: string): void {
  stmt(ctx.db, "UPDATE auth_tokens SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL").run(ctx.now(), sessionId);
}

export function revokePair(ctx: SandboxContext, pairId: string): void {
  stmt(ctx.db, "UPDATE auth_tokens SET revoked_at = ? WHERE pair_id = ? AND revoked_at IS NULL").run(ctx.now(), pairId);
}

/**
 * Exchanges a refresh token for a new pair with the same claims (or `override`n ones) in the same
 * session. The old pair is revoked. Reusing a rotated refresh token revokes the session: a stolen
 * token and its legitimate owner cannot both keep going.
 */
export function rotateRefreshToken(
  ctx: SandboxContext,
  refreshToken: string,
  override: Partial<TokenClaims> = {},
): TokenPair & { claims: TokenClaims } {
  // The transaction returns the failure instead of throwing it: a throw would roll back the
  // session revocation that reuse detection must commit.
  const outcome = ctx.db.transaction((): (TokenPair & { claims: TokenClaims }) | HttpError => {
    const rec = lookup(ctx, refreshToken);
    if (!rec || rec.kind !== "refresh") return unauthorized("The refresh token is not known.", "invalid_refresh_token");
    if (rec.rotated) {
      revokeSession(ctx, rec.sessionId);
      return unauthorized("The refresh token was already used; the session is revoked.", "refresh_token_reused");
    }
    if (rec.revokedAt !== null) return unauthorized("The refresh token has been revoked.", "token_revoked");
    if (rec.expiresAt <= ctx.now()) return unauthorized("The refresh token has expired.", "token_expired");
    stmt(ctx.db, "UPDATE auth_tokens SET rotated = 1 WHERE token_hash = ?").run(hashToken(refreshToken));
    revokePair(ctx, rec.pairId);
    const claims: TokenClaims = {
      userId: rec.userId,
      subject: rec.subject,
      client: rec.client,
      provider: rec.provider,
      identityId: rec.identityId,
      selectedBan: rec.selectedBan,
      extended: rec.extended,
      ...override,
    };
    return { ...issueTokens(ctx, claims, rec.sessionId), claims };
  })();
  if (outcome instanceof HttpError) throw outcome;
  return outcome;
}
