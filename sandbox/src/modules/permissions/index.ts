// The permissions back end (prefix /user-permissions; TMF672 Permission, issue 27 "permisiuni"): which web user of a
// company may do what (view bills, pay, order, block/unblock, administer) on which line or account, and until when.
// The chooser grants, changes and revokes; everyone else reads their own. Other business routes ask activeGrants
// (grants.ts) what a user was given. Contract: /tmp/issue27/contract-permissions.md (docs, once merged).
import type { SandboxModule } from "../module";
import { PERMISSIONS_MIGRATIONS } from "./migrations";
import { registerPermissionRoutes } from "./routes";
import { seedPermissions } from "./store";

export const PERMISSIONS_PREFIX = "/user-permissions";

export const permissionsModule: SandboxModule = {
  name: "permissions",
  prefix: PERMISSIONS_PREFIX,
  migrations: PERMISSIONS_MIGRATIONS,
  seed: (ctx) => seedPermissions(ctx.db),
  register: (app, ctx) => registerPermissionRoutes(app, ctx, PERMISSIONS_PREFIX),
};
