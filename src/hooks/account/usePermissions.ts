// The permissions page's data (issue 27, SPEC §6 permisiuni; TMF672): the company's web users with their permissions,
// and the chooser's changes — a save (grant, update or revoke, as the domain's edit plan says) and a revoke. After
// any change, and after a refusal saying the page's copy is stale (permission_exists, last_administrator_right), the
// users are read again, so the page never shows a permission the back end no longer has.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PermissionEdit } from "../../domain/permissions/edit";
import { permissionRefusalOf, type Permission } from "../../domain/permissions/permission";
import { createPermissionsApi } from "../../clients/gateway/permissionsClient";
import { useAccountIdentity } from "../accountIdentity";
import { personal } from "../billing/billQueryOptions";
import { boundClient } from "../boundClient";

/** Per account (the selected identity), so switching account never shows another company's permissions. */
export const permissionKeys = {
  all: (identity: string) => ["account", identity, "permissions"] as const,
  company: (identity: string) => ["account", identity, "permissions", "company"] as const,
};

/** The web users the caller may see with their permissions; read again whenever the page shows them. */
export function useCompanyPermissions() {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: permissionKeys.company(identity),
    queryFn: () => boundClient(createPermissionsApi).company(),
    ...personal,
    staleTime: 0,
  });
}

/** What a save did: the permission as the back end keeps it (null after a revoke or when nothing changed). */
export interface SavedPermission {
  edit: PermissionEdit;
  permission: Permission | null;
}

async function send(edit: PermissionEdit): Promise<SavedPermission> {
  const api = boundClient(createPermissionsApi);
  switch (edit.kind) {
    case "grant":
      return { edit, permission: await api.grant(edit) };
    case "update":
      return { edit, permission: await api.update(edit) };
    case "revoke":
      await api.revoke(edit.id);
      return { edit, permission: null };
    default:
      return { edit, permission: null };
  }
}

function useRefreshAfter() {
  const identity = useAccountIdentity();
  const client = useQueryClient();
  return {
    onSuccess: () => client.invalidateQueries({ queryKey: permissionKeys.all(identity) }),
    onError: (error: unknown) => {
      if (permissionRefusalOf(error) !== null) void client.invalidateQueries({ queryKey: permissionKeys.all(identity) });
    },
  };
}

/** One "Salvează" of the chooser's form: the edit the domain planned (grant, update, revoke or nothing). */
export function useSavePermission() {
  return useMutation({ mutationFn: send, ...useRefreshAfter() });
}

/** A "Revocă" of one permission. */
export function useRevokePermission() {
  return useMutation({ mutationFn: (id: string) => boundClient(createPermissionsApi).revoke(id), ...useRefreshAfter() });
}
