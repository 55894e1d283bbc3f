// Shared helpers for the session model tests (not a test file itself).
import type { TokenPair } from "../../../src/domain/session/tokens";

export const pair = (name: string): TokenPair => ({ accessToken: `${name}-access`, refreshToken: `${name}-refresh` });

/** Freezes a value and everything under it, so a mutating transition throws (modules run in strict mode). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

export const snapshot = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
