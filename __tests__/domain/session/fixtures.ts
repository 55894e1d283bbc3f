// Shared helpers for the session model tests (not a test file itself).
import type { AuthTokens, BronzeClientType, TokenPair } from "../../../src/domain/session/tokens";

export const pair = (name: string): TokenPair => ({ accessToken: `${name}-access`, refreshToken: `${name}-refresh` });

/** A state that also holds a bronze-level set (SPEC §3 bronzeRO; nothing in the site sets one yet). */
export const withBronze = (state: AuthTokens, clientType: BronzeClientType, tokens: TokenPair): AuthTokens => ({
  ...state,
  bronzeRO: { ...state.bronzeRO, [clientType]: tokens },
});

/** Freezes a value and everything under it, so a mutating transition throws (modules run in strict mode). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

export const snapshot = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
