// The user's identities (SPEC §7 GET /contact-roles) for date-personale's "associated accounts", and SPEC §7 identity
// "disassociate roles": after one goes, the list is the answer's and the profile is read again (its ssoRoles changed,
// and the account switcher follows them).
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { createAccountApi } from "../../clients/gateway/accountClient";
import { createIdentityApi } from "../../clients/gateway/identity";
import type { ContactRole } from "../../domain/session/contactRoles";
import { useAccountIdentity } from "../accountIdentity";
import { boundClient } from "../boundClient";
import { loadContactRoles } from "../contactRoles";
import { accountKeys } from "./accountKeys";
import { refetchProfile } from "./profileSync";

/** Only an SSO session has identities (`enabled` false: a one-time-code session). */
export function useContactRolesList(enabled: boolean) {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: accountKeys.contactRoles(identity),
    queryFn: () => loadContactRoles(boundClient(createIdentityApi)),
    enabled,
    staleTime: 0,
  });
}

export function useDisassociate(): UseMutationResult<ContactRole[], Error, { identityId: string }> {
  const client = useQueryClient();
  const identity = useAccountIdentity();
  return useMutation({
    mutationFn: ({ identityId }) => boundClient(createAccountApi).disassociate(identityId),
    onSuccess: (left) => {
      client.setQueryData(accountKeys.contactRoles(identity), left);
      void refetchProfile(client);
    },
  });
}
