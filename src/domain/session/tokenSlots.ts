// Writing a refreshed pair back where the request took its token from (SPEC §7 "A 401 triggers a token refresh
// and retry"; SPEC §4 "Logout clears auth state", so a refresh that lands after a logout must not bring tokens back).

import type { TokenSlot } from "./activeMethod";
import type { RefreshAnswer } from "./loginResponse";
import {
  selectClientType,
  setAnonymousTokens,
  setBaseTokens,
  setExtendedTokens,
  setOtcTokens,
  type AuthTokens,
  type TokenPair,
} from "./tokens";

/** The pair a slot holds now (null when not held). */
export function readSlot(tokens: AuthTokens, slot: TokenSlot): TokenPair | null {
  switch (slot.kind) {
    case "baseSSO":
      return tokens.baseSSO;
    case "extendedSSO":
      return tokens.extendedSSO[slot.clientType];
    case "otc":
      return tokens.otc[slot.area];
    case "anonymous":
      return tokens.anonymous;
    case "ebuAnonymous":
      return tokens.ebuAnonymous;
  }
}

/** Stores a pair in a slot. Refreshing an extended set keeps the current client type selection. */
export function writeSlot(tokens: AuthTokens, slot: TokenSlot, pair: TokenPair): AuthTokens {
  switch (slot.kind) {
    case "baseSSO":
      return setBaseTokens(tokens, pair);
    case "extendedSSO":
      return selectClientType(setExtendedTokens(tokens, slot.clientType, pair), tokens.extendedSSO.selectedClientType);
    case "otc":
      return setOtcTokens(tokens, slot.area, pair);
    case "anonymous":
    case "ebuAnonymous":
      return setAnonymousTokens(tokens, slot.kind, pair);
  }
}

const samePair = (a: TokenPair, b: TokenPair) => a.accessToken === b.accessToken && a.refreshToken === b.refreshToken;

/**
 * Applies a successful refresh of `refreshedToken` made for `slot`. Nothing changes (same object back) unless the
 * slot still holds that refresh token: a logout or a new sign-in in between wins. For SSO slots, `baseTokens`
 * replaces the base set only when it differs from the returned pair; other providers have no base set to touch.
 */
export function applyRefresh(
  tokens: AuthTokens,
  slot: TokenSlot,
  refreshedToken: string,
  answer: Extract<RefreshAnswer, { ok: true }>,
): AuthTokens {
  if (readSlot(tokens, slot)?.refreshToken !== refreshedToken) return tokens;
  const written = writeSlot(tokens, slot, answer.tokens);
  const sso = slot.kind === "baseSSO" || slot.kind === "extendedSSO";
  return sso && answer.baseTokens && !samePair(answer.baseTokens, answer.tokens) ? setBaseTokens(written, answer.baseTokens) : written;
}
