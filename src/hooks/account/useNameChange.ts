// SPEC §7 "POST /dxl-sso-webuser/webuser-name {family_name, given_name}; on failure returns status false": the name
// form's save. A status false (or any failure) rejects with the client's GatewayError, for the catalogued ribbon; a
// success updates the session's profile at once (the account bar shows the new name), with SPEC §3's placeholder rule.
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { createIdentityApi, type WebUserName } from "../../clients/gateway/identity";
import type { NameChange } from "../../domain/account/names";
import { personName } from "../../domain/session/userInfo";
import { boundClient } from "../boundClient";
import { patchProfile } from "./profileSync";

export function useNameChange(): UseMutationResult<WebUserName, Error, NameChange> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change) => {
      const result = await boundClient(createIdentityApi).updateWebUserName(change);
      if (!result.status) throw result.error;
      return result.webUserName;
    },
    onSuccess: (saved) =>
      patchProfile(client, (p) => ({ ...p, firstName: personName(saved.givenName), lastName: personName(saved.familyName) })),
  });
}
