// The contact e-mail change (SPEC §3 email; SPEC §7 "POST otc /sendValidationEmail {payload}; POST otc /validateEmail
// {payload, username}"; SPEC §5 no_error only), then the account route saving the proved address (sandbox contract
// "Account settings": POST /identity/contact-email). Never retried (an e-mail must not go twice). A saved address
// shows at once in the session's profile.
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { createAccountApi, type ContactEmailSaved } from "../../clients/gateway/accountClient";
import { createOtcApi } from "../../clients/gateway/otc";
import { getUserProfile } from "../../state/sessionStore";
import { boundClient } from "../boundClient";
import { patchProfile } from "./profileSync";

/** A code to the new address (rejects kind "rejected" with the errorCode, e.g. sms_blocked). */
export function useSendContactEmailCode(): UseMutationResult<void, Error, { email: string }> {
  return useMutation({
    mutationFn: async ({ email }) => {
      await boundClient(createOtcApi).sendValidationEmail(email);
    },
  });
}

/** true only for 'no_error' (SPEC §5); a wrong or expired code is false, not an error. */
export function useVerifyContactEmail(): UseMutationResult<boolean, Error, { email: string; code: string }> {
  return useMutation({
    mutationFn: ({ email, code }) => {
      const profile = getUserProfile();
      return boundClient(createOtcApi).validateEmail(email, code, profile?.vfSsoId || profile?.email || "");
    },
  });
}

/** Saves the proved address (409 email_not_verified rejects with that code). */
export function useSaveContactEmail(): UseMutationResult<ContactEmailSaved, Error, { email: string }> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ email }) => boundClient(createAccountApi).changeContactEmail(email),
    onSuccess: ({ email }) =>
      patchProfile(client, (p) => ({ ...p, email, attributes: p.attributes ? { ...p.attributes, email } : p.attributes })),
  });
}
