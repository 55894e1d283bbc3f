// requireAuth: the one check every gateway route makes. Bearer token → live token → caller
// (user + selected identity + effective roles), or a 401/403 TMF error.
import type { FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../http/errors";
import { getIdentity, getUser, listIdentities, type IdentityRecord, type UserRecord } from "../modules/identity/store";
import { AUTH_PROVIDER_HEADER, type Provider, type Role } from "./roles";
import { verifyAccessToken, type TokenRecord } from "./tokens";

export interface Caller {
  token: TokenRecord;
  /** The raw bearer token (logout, identity swap). */
  bearer: string;
  user: UserRecord | null;
  /** The selected contact role; null for anonymous callers and before a multi-identity user picks one. */
  identity: IdentityRecord | null;
  /** Roles the caller acts with now: the selected identity's role (SSO only). */
  roles: Role[];
  /** The BAN the caller acts on: one of the identity's `bans` picked with selectedidentity, else the identity's own BAN. */
  selectedBan: string | null;
  isAnonymous: boolean;
}

export interface AuthOptions {
  /** Caller must act with one of these roles (403 otherwise). */
  roles?: readonly Role[];
  /** Reject anonymous and business-anonymous tokens (401). */
  authenticated?: boolean;
  /** Only these sign-in methods (403 otherwise). */
  providers?: readonly Provider[];
  /** A user holding several identities must have picked one (403 identity_not_selected); self-care data routes. */
  identitySelected?: boolean;
}

export function bearerOf(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  const m = typeof h === "string" ? /^Bearer\s+(\S+)\s*$/i.exec(h) : null;
  return m?.[1];
}

/** Roles a token acts with: SSO users act as their selected identity; a single-identity user has it selected at sign-in. */
function effectiveRoles(token: TokenRecord, identity: IdentityRecord | null): Role[] {
  if (token.provider !== "sso" || !identity) return [];
  return [identity.role];
}

/** The token's switched BAN while it still belongs to the identity, else the identity's own BAN. */
function selectedBanOf(token: TokenRecord, identity: IdentityRecord | null): string | null {
  if (!identity) return null;
  return token.selectedBan && identity.bans.includes(token.selectedBan) ? token.selectedBan : identity.ban;
}

export function requireAuth(request: FastifyRequest, opts: AuthOptions = {}): Caller {
  const ctx = request.server.sandbox;
  const bearer = bearerOf(request);
  const token = verifyAccessToken(ctx, bearer);

  // Non-SSO callers name their sign-in method (SPEC §6); a mismatch means the client mixed token sets.
  const header = request.headers[AUTH_PROVIDER_HEADER];
  const named = typeof header === "string" && header !== "" ? header : undefined;
  if (token.provider !== "sso" && named !== token.provider) {
    throw unauthorized(
      `Tokens of provider "${token.provider}" must be sent with ${AUTH_PROVIDER_HEADER}: ${token.provider}.`,
      "provider_mismatch",
    );
  }
  if (token.provider === "sso" && named !== undefined && named !== "sso") {
    throw unauthorized(`An SSO token was sent with ${AUTH_PROVIDER_HEADER}: ${named}.`, "provider_mismatch");
  }

  const user = token.userId ? getUser(ctx.db, token.userId) : null;
  const identity = token.identityId ? getIdentity(ctx.db, token.identityId) : null;
  const isAnonymous = token.provider === "anonymous" || token.provider === "ebuAnonymous";
  const caller: Caller = {
    token,
    bearer: bearer as string,
    user,
    identity,
    roles: effectiveRoles(token, identity),
    selectedBan: selectedBanOf(token, identity),
    isAnonymous,
  };

  if (opts.authenticated && isAnonymous) throw unauthorized("This route needs a signed-in user.", "authentication_required");
  if (opts.providers && !opts.providers.includes(token.provider)) {
    throw forbidden(`This route is not available to ${token.provider} sessions.`, "provider_not_allowed");
  }
  if (opts.roles || opts.identitySelected) {
    if (isAnonymous) throw unauthorized("This route needs a signed-in user.", "authentication_required");
    if (token.provider === "sso" && user && !identity && listIdentities(ctx.db, user.id).length > 1) {
      throw forbidden("Select an identity first (POST selectedidentity).", "identity_not_selected");
    }
  }
  if (opts.roles && !caller.roles.some((r) => opts.roles?.includes(r))) {
    throw forbidden(`Requires one of the roles: ${opts.roles.join(", ")}.`, "insufficient_role");
  }
  return caller;
}
