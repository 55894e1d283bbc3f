// SPEC §4 "Active sign-in method priority" and "Logged in", and which token a request carries.

import type { Area } from "../area";
import type { AuthProvider } from "../enums";
import { holdsToken, type AuthTokens, type ExtendedClientType, type TokenPair } from "./tokens";

/** SPEC §4 "Active sign-in method priority: sso, then otc, then anonymous, then business anonymous." */
export const METHOD_PRIORITY = ["sso", "otc", "anonymous", "ebuAnonymous"] as const satisfies readonly AuthProvider[];

/** The client type the spec calls "personal"; shopEBU and tobi are the non-personal ones. */
export const PERSONAL_CLIENT_TYPE = "shopCBU" satisfies ExtendedClientType;

export interface MethodContext {
  area: Area;
  clientType: ExtendedClientType;
}

/** The shop client type of an area (SPEC §2: shopebuweb for business paths, else shopcbuweb). */
export function clientTypeForArea(area: Area): ExtendedClientType {
  return area === "business" ? "shopEBU" : "shopCBU";
}

/** The client type a request acts for: the selected extended one, else the area's shop. */
export function effectiveClientType(tokens: AuthTokens, area: Area): ExtendedClientType {
  return tokens.extendedSSO.selectedClientType ?? clientTypeForArea(area);
}

/** Whether a method may act in this context at all (SPEC §4 anonymous / business anonymous limits). */
function allowedIn(method: AuthProvider, { area, clientType }: MethodContext): boolean {
  const personalClient = clientType === PERSONAL_CLIENT_TYPE;
  switch (method) {
    case "anonymous":
      return personalClient && area !== "business";
    case "ebuAnonymous":
      return !personalClient && area === "business";
    case "sso":
    case "otc":
      return true;
  }
}

/** The set a method signs with in an area: SSO's base set, the area's one-time-code set, an anonymous set. */
function methodSet(tokens: AuthTokens, method: AuthProvider, area: Area): TokenPair | null {
  switch (method) {
    case "sso":
      return tokens.baseSSO;
    case "otc":
      return tokens.otc[area];
    case "anonymous":
      return tokens.anonymous;
    case "ebuAnonymous":
      return tokens.ebuAnonymous;
  }
}

/** SPEC §4: the first method in priority order that is allowed here and holds a token; null when none. */
export function activeMethod(tokens: AuthTokens, ctx: MethodContext): AuthProvider | null {
  return METHOD_PRIORITY.find((m) => allowedIn(m, ctx) && holdsToken(methodSet(tokens, m, ctx.area))) ?? null;
}

/** SPEC §4 "Logged in means any non-anonymous method holds a token" (SSO base set or either one-time-code set). */
export function isLoggedIn(tokens: AuthTokens): boolean {
  return holdsToken(tokens.baseSSO) || holdsToken(tokens.otc.personal) || holdsToken(tokens.otc.business);
}

/** Where a request's token was taken from, so a later refresh can store the new pair in the same place. */
export type TokenSlot =
  | { kind: "baseSSO" }
  | { kind: "extendedSSO"; clientType: ExtendedClientType }
  | { kind: "otc"; area: Area }
  | { kind: "anonymous" }
  | { kind: "ebuAnonymous" };

export interface RequestAuth {
  provider: AuthProvider;
  accessToken: string;
  refreshToken: string;
  slot: TokenSlot;
}

export interface RequestContext {
  area: Area;
  /** Defaults to `effectiveClientType(tokens, area)`. */
  clientType?: ExtendedClientType;
  /** Send the base SSO set even when an extended client type is selected. */
  forceBase?: boolean;
}

/**
 * The token a request uses. SPEC §4 "Extended tokens are used when a client type is selected, unless base
 * tokens are forced"; a selected client type whose set is not held yet falls back to the base set.
 * One-time-code requests use the area's set. Null when no method is active.
 */
export function tokensForRequest(tokens: AuthTokens, ctx: RequestContext): RequestAuth | null {
  const { area, forceBase = false } = ctx;
  const method = activeMethod(tokens, { area, clientType: ctx.clientType ?? effectiveClientType(tokens, area) });
  if (method === null) return null;
  const [pair, slot] = requestSet(tokens, method, area, forceBase);
  return holdsToken(pair) ? { provider: method, accessToken: pair.accessToken, refreshToken: pair.refreshToken, slot } : null;
}

function requestSet(tokens: AuthTokens, method: AuthProvider, area: Area, forceBase: boolean): [TokenPair | null, TokenSlot] {
  const selected = tokens.extendedSSO.selectedClientType;
  switch (method) {
    case "sso":
      return !forceBase && selected && holdsToken(tokens.extendedSSO[selected])
        ? [tokens.extendedSSO[selected], { kind: "extendedSSO", clientType: selected }]
        : [tokens.baseSSO, { kind: "baseSSO" }];
    case "otc":
      return [tokens.otc[area], { kind: "otc", area }];
    case "anonymous":
      return [tokens.anonymous, { kind: "anonymous" }];
    case "ebuAnonymous":
      return [tokens.ebuAnonymous, { kind: "ebuAnonymous" }];
  }
}
