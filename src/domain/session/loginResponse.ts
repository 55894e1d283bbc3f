// Reading the token answers of the identity calls: SPEC §5 "Login: errorCode other than no_error rejects;
// missing tokens gives missing_access_token", SPEC §7 refresh "accessToken, refreshToken, baseTokens" and
// SPEC §8 "a refresh with non-200 answer or invalid response clears user info".

import { extendedClientTypeForPath } from "./clientPaths";
import type { ExtendedClientType, TokenPair } from "./tokens";
import { isRecord, type RawRecord } from "../read";

export const NO_ERROR = "no_error";
/** SPEC §5: the login answer said no_error but carried no usable pair. */
export const MISSING_ACCESS_TOKEN = "missing_access_token";
/** Our code for an answer that is not a JSON object or has no errorCode where one is required. */
export const INVALID_RESPONSE = "invalid_response";

export type TokenAnswer = { ok: true; tokens: TokenPair; payload: unknown } | { ok: false; errorCode: string };

const nonEmpty = (v: unknown): v is string => typeof v === "string" && v !== "";

/** A pair with both tokens non-empty, else null. */
export function readTokenPair(value: unknown): TokenPair | null {
  if (!isRecord(value) || !nonEmpty(value.accessToken) || !nonEmpty(value.refreshToken)) return null;
  return { accessToken: value.accessToken, refreshToken: value.refreshToken };
}

function readTokenAnswer(body: unknown, errorCodeRequired: boolean): TokenAnswer {
  if (!isRecord(body)) return { ok: false, errorCode: INVALID_RESPONSE };
  const { errorCode } = body;
  if (errorCode === undefined || errorCode === null) {
    if (errorCodeRequired) return { ok: false, errorCode: INVALID_RESPONSE };
  } else if (errorCode !== NO_ERROR) {
    return { ok: false, errorCode: typeof errorCode === "string" && errorCode !== "" ? errorCode : INVALID_RESPONSE };
  }
  const tokens = readTokenPair(body);
  return tokens ? { ok: true, tokens, payload: body.payload ?? null } : { ok: false, errorCode: MISSING_ACCESS_TOKEN };
}

/**
 * SPEC §5 applicationLogin (and the one-time-code sign-in, same answer): errorCode must be no_error (a missing
 * errorCode is not no_error), then both tokens must be there.
 */
export function readLoginResponse(body: unknown): TokenAnswer {
  return readTokenAnswer(body, true);
}

/** selectedidentity / selectIdentity answers (SPEC §7, shape not shown): a present errorCode must be no_error. */
export function readSelectedIdentityResponse(body: unknown): TokenAnswer {
  return readTokenAnswer(body, false);
}

export type ConvertTokenAnswer = { ok: true; tokens: TokenPair; clientType: ExtendedClientType | null } | { ok: false; errorCode: string };

/** convert-token answer: a pair for one client; `clientType` is the extended type of the answered client. */
export function readConvertTokenResponse(body: unknown): ConvertTokenAnswer {
  const answer = readTokenAnswer(body, false);
  if (!answer.ok) return answer;
  return { ok: true, tokens: answer.tokens, clientType: extendedClientTypeForPath((body as RawRecord).clientType) };
}

export type RefreshAnswer = { ok: true; tokens: TokenPair; baseTokens: TokenPair | null } | { ok: false };

/**
 * SPEC §7/§8 refresh: both tokens required; `baseTokens` may be absent, but when present it must be a pair;
 * a present errorCode other than no_error is an invalid answer too.
 */
export function readRefreshResponse(body: unknown): RefreshAnswer {
  if (!isRecord(body)) return { ok: false };
  if (body.errorCode !== undefined && body.errorCode !== null && body.errorCode !== NO_ERROR) return { ok: false };
  const tokens = readTokenPair(body);
  if (!tokens) return { ok: false };
  if (body.baseTokens === undefined || body.baseTokens === null) return { ok: true, tokens, baseTokens: null };
  const baseTokens = readTokenPair(body.baseTokens);
  return baseTokens ? { ok: true, tokens, baseTokens } : { ok: false };
}
