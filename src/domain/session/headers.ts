// SPEC §6 "Single sign-on requests send a bearer authorization header; other providers send a bearer
// header plus a provider header naming the method." The header name and its values are the sandbox's
// (sandbox/src/auth/roles.ts AUTH_PROVIDER_HEADER; values are AUTH_PROVIDERS of src/domain/enums).

import type { AuthProvider } from "../enums";
import { tokensForRequest, type RequestAuth, type RequestContext } from "./activeMethod";
import type { AuthTokens } from "./tokens";

/** Names the sign-in method of a non-SSO token (header names are case-insensitive; the sandbox reads x-auth-provider). */
export const AUTH_PROVIDER_HEADER = "X-Auth-Provider";
export const AUTHORIZATION_HEADER = "Authorization";

export type AuthHeaders = Readonly<Record<string, string>>;

/** Headers for one token of one provider: `Authorization: Bearer <token>`, plus the provider header unless SSO. */
export function authHeaders(auth: { provider: AuthProvider; accessToken: string }): AuthHeaders {
  if (auth.accessToken === "") throw new Error("authHeaders: empty access token");
  const bearer = { [AUTHORIZATION_HEADER]: `Bearer ${auth.accessToken}` };
  return auth.provider === "sso" ? bearer : { ...bearer, [AUTH_PROVIDER_HEADER]: auth.provider };
}

/** Headers for a request in a context: those of `tokensForRequest`, or none when no method is active. */
export function requestAuthHeaders(tokens: AuthTokens, ctx: RequestContext): AuthHeaders {
  const auth: RequestAuth | null = tokensForRequest(tokens, ctx);
  return auth ? authHeaders(auth) : {};
}
