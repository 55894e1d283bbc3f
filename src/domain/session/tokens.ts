// SPEC §3 "Auth tokens" and §4 "Sessions": the token model and its pure transitions.
// Every transition returns a new state and never mutates its input.

import type { Area } from "../area";

/** One access/refresh pair as the identity calls return it (SPEC §7 applicationLogin, refresh). */
export interface TokenPair {
  readonly accessToken: string;
  readonly refreshToken: string;
}

/** SPEC §3 "extendedSSO (shopCBU, shopEBU, tobi ...)": the clients an extended SSO set exists for. */
export const EXTENDED_CLIENT_TYPES = ["shopCBU", "shopEBU", "tobi"] as const;
export type ExtendedClientType = (typeof EXTENDED_CLIENT_TYPES)[number];

/** SPEC §3 "bronzeRO (shopCBU, shopEBU)". */
export const BRONZE_CLIENT_TYPES = ["shopCBU", "shopEBU"] as const satisfies readonly ExtendedClientType[];
export type BronzeClientType = (typeof BRONZE_CLIENT_TYPES)[number];

/** The anonymous sign-in methods (SPEC §3 providers anonymous, ebuAnonymous). */
export type AnonymousProvider = "anonymous" | "ebuAnonymous";

export interface ExtendedSSO {
  readonly shopCBU: TokenPair | null;
  readonly shopEBU: TokenPair | null;
  readonly tobi: TokenPair | null;
  /** SPEC §4 "Extended tokens are per client type; selecting one sets selectedClientType." */
  readonly selectedClientType: ExtendedClientType | null;
}

export type BronzeRO = { readonly [K in BronzeClientType]: TokenPair | null };

/** SPEC §3 "otc (one-time code; separate personal and business shop token sets)", keyed by area. */
export type OtcTokens = { readonly [K in Area]: TokenPair | null };

/** SPEC §3 "Auth tokens". A set that is not held is `null`. */
export interface AuthTokens {
  readonly baseSSO: TokenPair | null;
  readonly extendedSSO: ExtendedSSO;
  readonly bronzeRO: BronzeRO;
  readonly anonymous: TokenPair | null;
  readonly ebuAnonymous: TokenPair | null;
  readonly otc: OtcTokens;
}

/** The signed-out state: no set held, no client type selected. */
export function emptyTokens(): AuthTokens {
  return {
    baseSSO: null,
    extendedSSO: { shopCBU: null, shopEBU: null, tobi: null, selectedClientType: null },
    bronzeRO: { shopCBU: null, shopEBU: null },
    anonymous: null,
    ebuAnonymous: null,
    otc: { personal: null, business: null },
  };
}

/** A set "holds a token" when it exists and its access token is not empty. */
export function holdsToken(pair: TokenPair | null | undefined): pair is TokenPair {
  return pair != null && pair.accessToken !== "";
}

/** SPEC §4 "Setting new base tokens clears anonymous tokens" (both anonymous flavours). */
export function setBaseTokens(state: AuthTokens, tokens: TokenPair): AuthTokens {
  return { ...state, baseSSO: tokens, anonymous: null, ebuAnonymous: null };
}

/** Stores (or with `null` drops) the consumer or business anonymous set. */
export function setAnonymousTokens(state: AuthTokens, provider: AnonymousProvider, tokens: TokenPair | null): AuthTokens {
  return provider === "anonymous" ? { ...state, anonymous: tokens } : { ...state, ebuAnonymous: tokens };
}

/** SPEC §4 "Extended tokens are per client type; selecting one sets selectedClientType." */
export function setExtendedTokens(state: AuthTokens, clientType: ExtendedClientType, tokens: TokenPair): AuthTokens {
  return { ...state, extendedSSO: { ...state.extendedSSO, [clientType]: tokens, selectedClientType: clientType } };
}

/** Switches the selected extended set (or with `null` goes back to the base set); the sets are kept. */
export function selectClientType(state: AuthTokens, clientType: ExtendedClientType | null): AuthTokens {
  return { ...state, extendedSSO: { ...state.extendedSSO, selectedClientType: clientType } };
}

/** Stores (or drops) the one-time-code set of one area; the other area's set is untouched. */
export function setOtcTokens(state: AuthTokens, area: Area, tokens: TokenPair | null): AuthTokens {
  return { ...state, otc: { ...state.otc, [area]: tokens } };
}

/** SPEC §4 "Logout clears auth state": every set and the client type selection. */
export function clearAuth(): AuthTokens {
  return emptyTokens();
}

/**
 * SPEC §4 "Identity selection: tokens are swapped, then extended tokens loaded". The swap starts from a clean set:
 * the previous identity's extended and bronze sets (and its selected client type) must not be used for the new one
 * (issue 12), so only the new base pair is held until the new extended set arrives.
 */
export function swapIdentityTokens(tokens: TokenPair): AuthTokens {
  return setBaseTokens(emptyTokens(), tokens);
}

/** A one-time-code sign-in starts from a clean set too: nothing of an earlier session is sent with its tokens. */
export function startOtcTokens(area: Area, tokens: TokenPair): AuthTokens {
  return setOtcTokens(emptyTokens(), area, tokens);
}
