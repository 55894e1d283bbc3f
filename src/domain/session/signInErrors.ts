// Which message a failed sign-in shows (SPEC §8 "Login/session" codes; texts are the dictionary's, ro.signIn.errors).
// Takes the error's kind and code only, so it does not depend on the transport that raised it.

export type SignInErrorKey =
  | "invalidCredentials"
  | "botcheck"
  | "missingToken"
  | "unavailable"
  | "cannotSendSms"
  | "smsBlocked"
  | "codeExpired"
  | "wrongCode"
  | "tooManyAttempts";

/** errorCode values of applicationLogin / otc answers and the key each maps to (sandbox/README.md, SPEC §5/§8). */
const BY_CODE: Record<string, SignInErrorKey> = {
  invalid_credentials: "invalidCredentials",
  recaptcha_failed: "botcheck",
  missing_access_token: "missingToken",
  cannot_send_sms: "cannotSendSms",
  sms_blocked: "smsBlocked",
  code_expired: "codeExpired",
  GenericError: "wrongCode",
  // SPEC §8 login code; our meaning (docs/decisions.md, issue 12): too many failed sign-ins, locked for a while.
  EC1005: "tooManyAttempts",
};

/**
 * A refused answer (`rejected`: 200 with an errorCode) shows the message of its code; an unknown code, a network
 * failure, a timeout or a server error says the service is unavailable, never that the password was wrong.
 */
export function signInErrorKey(error: unknown): SignInErrorKey {
  if (error === null || typeof error !== "object") return "unavailable";
  const { kind, code } = error as { kind?: unknown; code?: unknown };
  if (kind !== "rejected" || typeof code !== "string") return "unavailable";
  return BY_CODE[code] ?? "unavailable";
}
