// Proving an e-mail address by a code (SPEC §7 "POST otc /sendValidationEmail {payload}; POST otc /validateEmail
// {payload, username}"; SPEC §5 no_error only): the e-bill address and the contact e-mail use the same two calls.
// Never retried (an e-mail must not go twice).
import { useMutation, type UseMutationResult } from "@tanstack/react-query";
import { createOtcApi } from "../clients/gateway/otc";
import { getUserProfile } from "../state/sessionStore";
import { boundClient } from "./boundClient";

/** A code to the address to verify (rejects kind "rejected" with the errorCode, e.g. sms_blocked). */
export function useSendEmailCode(): UseMutationResult<void, Error, { email: string }> {
  return useMutation({
    mutationFn: async ({ email }) => {
      await boundClient(createOtcApi).sendValidationEmail(email);
    },
  });
}

export interface VerifyEmailRequest {
  email: string;
  code: string;
  /** SPEC §7 validateEmail "username" (default: the signed-in user's SSO id). */
  username?: string;
}

/** true only for 'no_error' (SPEC §5); a wrong or expired code is false, not an error. `onVerified` runs on true. */
export function useVerifyEmailCode(onVerified?: () => unknown): UseMutationResult<boolean, Error, VerifyEmailRequest> {
  return useMutation({
    mutationFn: ({ email, code, username }) => {
      const profile = getUserProfile();
      return boundClient(createOtcApi).validateEmail(email, code, username ?? (profile?.vfSsoId || profile?.email || ""));
    },
    onSuccess: (verified) => (verified ? onVerified?.() : undefined),
  });
}
