// One-time-code outcomes: SPEC §5 "E-mail validation succeeds only when the response error code is 'no_error'".
// (The otc calls' other SPEC §8 "Login/session" codes are read where a failed sign-in picks its message:
// signInErrors.ts.)

/** SPEC §5: the e-mail is validated only when the answer's errorCode is exactly 'no_error'. */
export function isEmailValidated(body: unknown): boolean {
  return body !== null && typeof body === "object" && (body as { errorCode?: unknown }).errorCode === "no_error";
}
