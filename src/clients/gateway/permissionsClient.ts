// The permissions client (issue 27, SPEC §6 permisiuni; TMF672 Permission; contract "permissions"): the company's web
// users with their permissions (GET /users), one user's permissions (GET /permission?user.id=), and the chooser's
// grant (POST /permission), change (PATCH /permission/{id}) and revoke (DELETE /permission/{id}). Zod-free like the
// other self-care clients; the domain builds the bodies and reads the answers (src/domain/permissions).
import { grantBody, updateBody, type PermissionEdit } from "../../domain/permissions/edit";
import {
  mapCompanyPermissions,
  mapPermission,
  mapPermissions,
  type CompanyPermissions,
  type Permission,
} from "../../domain/permissions/permission";
import { malformed } from "./errors";
import { guarded } from "./guarded";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

export const PERMISSION_ROUTES = { users: "users", permission: "permission" } as const;

export interface PermissionsApi {
  /** The web users the caller may see (the chooser: all of the company's; anyone else: themselves), with permissions. */
  company(): Promise<CompanyPermissions>;
  /** The standing permissions of one user (the chooser) or the caller's own (no user). */
  list(userId?: string): Promise<Permission[]>;
  grant(edit: Extract<PermissionEdit, { kind: "grant" }>): Promise<Permission>;
  update(edit: Extract<PermissionEdit, { kind: "update" }>): Promise<Permission>;
  revoke(id: string): Promise<void>;
}

export function createPermissionsApi(port: SessionPort, options: GatewayClientOptions = {}): PermissionsApi {
  const http = createGatewayClient("permissions", port, { anonymousAllowed: false, ...options });
  const one = (body: unknown, status: number) => {
    const p = mapPermission(body);
    if (!p) throw malformed("permissions", body, "not a permission", status);
    return p;
  };
  const byId = (id: string) => `${PERMISSION_ROUTES.permission}/${encodeURIComponent(id)}`;
  return {
    company: () =>
      guarded("permissions", async () => {
        const res = await http.get(PERMISSION_ROUTES.users);
        const company = mapCompanyPermissions(res.data);
        if (!company) throw malformed("permissions", res.data, "not the company's users", res.status);
        return company;
      }),
    list: (userId) =>
      guarded("permissions", async () => {
        const res = await http.get(PERMISSION_ROUTES.permission, { params: userId ? { "user.id": userId } : {} });
        if (!Array.isArray(res.data)) throw malformed("permissions", res.data, "not a list of permissions", res.status);
        return mapPermissions(res.data);
      }),
    grant: (edit) =>
      guarded("permissions", async () => {
        const res = await http.post(PERMISSION_ROUTES.permission, grantBody(edit));
        return one(res.data, res.status);
      }),
    update: (edit) =>
      guarded("permissions", async () => {
        const res = await http.patch(byId(edit.id), updateBody(edit));
        return one(res.data, res.status);
      }),
    revoke: (id) =>
      guarded("permissions", async () => {
        await http.delete(byId(id));
      }),
  };
}
