// Which message a refused registration step shows. The gateway's registration codes are ours (the registration
// contract); the SMS and code outcomes are SPEC §8 "Login/session" codes (cannot_send_sms, sms_blocked, code_expired,
// GenericError, EC1005). Anything not listed here (a 5xx, no answer, a malformed answer) is not a refusal: the screen
// shows the catalogued ribbon for its error class (src/domain/errors/errorClasses.ts), never a made-up reason.

export type RegistrationErrorKey =
  | "accountExists"
  | "notOperatorNumber"
  | "operatorNumber"
  | "emailTaken"
  | "tocRequired"
  | "invalidDetails"
  | "resendTooSoon"
  | "expired"
  | "wrongStep"
  | "cannotSendSms"
  | "smsBlocked"
  | "codeExpired"
  | "wrongCode"
  | "tooManyAttempts"
  | "botcheck";

/** errorCode of a 200 answer (or code of a TMF error body) → message key. */
export const REGISTRATION_ERROR_CODES: Readonly<Record<string, RegistrationErrorKey>> = {
  account_exists: "accountExists",
  not_operator_number: "notOperatorNumber",
  operator_number: "operatorNumber",
  email_taken: "emailTaken",
  toc_required: "tocRequired",
  invalid_details: "invalidDetails",
  resend_too_soon: "resendTooSoon",
  registration_not_found: "expired",
  wrong_step: "wrongStep",
  recaptcha_failed: "botcheck",
  // SPEC §8 "Login/session"
  cannot_send_sms: "cannotSendSms",
  sms_blocked: "smsBlocked",
  code_expired: "codeExpired",
  GenericError: "wrongCode",
  EC1005: "tooManyAttempts",
};

/**
 * The message key of a failed registration call, or null when it is not a refusal the registration knows: a 200
 * refused with a known errorCode, or a 404 (registration forgotten) / 409 (step already passed) with its code.
 */
export function registrationErrorKey(error: unknown): RegistrationErrorKey | null {
  if (error === null || typeof error !== "object") return null;
  const { kind, code, status } = error as { kind?: unknown; code?: unknown; status?: unknown };
  if (typeof code !== "string") return null;
  const refusal = kind === "rejected" || (kind === "http" && (status === 404 || status === 409));
  return refusal ? (REGISTRATION_ERROR_CODES[code] ?? null) : null;
}

/** Refusals that end this registration: the visitor must start again from the options step. */
export const ENDS_REGISTRATION: readonly RegistrationErrorKey[] = ["expired", "wrongStep"];
