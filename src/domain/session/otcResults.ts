// One-time-code outcomes: SPEC §8 "Login/session" codes of the otc calls and SPEC §5 "E-mail validation
// succeeds only when the response error code is 'no_error'".

import { isOneOf } from "../enums";

/** SPEC §8 codes the one-time-code calls answer with. */
export const OTC_ERROR_CODES = ["no_error", "cannot_send_sms", "sms_blocked", "code_expired", "GenericError"] as const;
export type OtcErrorCode = (typeof OTC_ERROR_CODES)[number];

/** A code the screens know; anything else (missing, unknown, not a string) is GenericError. */
export function toOtcErrorCode(value: unknown): OtcErrorCode {
  return isOneOf(OTC_ERROR_CODES, value) ? value : "GenericError";
}

/** The errorCode of an otc answer (`{errorCode, …}`), as a known code. */
export function otcErrorCodeOf(body: unknown): OtcErrorCode {
  return toOtcErrorCode(body !== null && typeof body === "object" ? (body as { errorCode?: unknown }).errorCode : undefined);
}

/** SPEC §5: the e-mail is validated only when the answer's errorCode is exactly 'no_error'. */
export function isEmailValidated(body: unknown): boolean {
  return body !== null && typeof body === "object" && (body as { errorCode?: unknown }).errorCode === "no_error";
}
