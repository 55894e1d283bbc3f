// The contact e-mail change (SPEC §3 email): the address is proved by a code first (hooks/emailCode.ts), then the
// account route saves it (docs/account-contract.md: POST /identity/contact-email). A saved address shows at once in the
// session's profile.
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { createAccountApi, type ContactEmailSaved } from "../../clients/gateway/accountClient";
import { boundClient } from "../boundClient";
import { patchProfile } from "./profileSync";

/** Saves the proved address (409 email_not_verified rejects with that code). */
export function useSaveContactEmail(): UseMutationResult<ContactEmailSaved, Error, { email: string }> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ email }) => boundClient(createAccountApi).changeContactEmail(email),
    onSuccess: ({ email }) =>
      patchProfile(client, (p) => ({ ...p, email, attributes: p.attributes ? { ...p.attributes, email } : p.attributes })),
  });
}
