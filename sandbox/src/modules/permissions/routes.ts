// The permissions routes (TMF672 Permission; contract /tmp/issue27/contract-permissions.md). Every route starts with
// the caller's company scope (companyScope: consumers 403 not_business, non-operator users 403 insufficient_role).
// Reading: the Chooser reads every web user's permissions, any other business user their own. Changing (POST, PATCH,
// DELETE): the Chooser only (403 not_administrator), on users and assets of the company (404 otherwise), with the
// validity rules and the last-administrator rule of src/domain/permissions (the site's very functions).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { companyScope, type CompanyScope } from "../../auth/companyScope";
import { parseBody, parseQuery } from "../../http/validation";
import type { SandboxContext } from "../module";
import { getUser } from "../identity/store";
import { isoLocal } from "../usage-management/zone";
import {
  ADMINISTER,
  PRIVILEGE_ACTIONS,
  PRIVILEGE_FUNCTION,
  REFERRED_TYPE,
  removesLastAdministratorRight,
  type HeldPermission,
  type PermissionChange,
} from "../../../../src/domain/permissions/model";
import { checkValidity } from "../../../../src/domain/permissions/validity";
import { permissionsErrors as errors } from "./errors";
import {
  companyUsers,
  insertPermission,
  livePermissions,
  permissionById,
  revokePermission,
  updatePermission,
  userName,
  type CompanyUserRecord,
  type PermissionRecord,
  type PrivilegeRecord,
} from "./store";

const DateTime = z.iso.datetime({ offset: true });
const AssetIn = z.object({ id: z.string().trim().min(1).max(40), "@referredType": z.enum(["MSISDN", "BillingAccount"]) });
const PrivilegeIn = z.object({ manageableAsset: AssetIn, action: z.enum(PRIVILEGE_ACTIONS), function: z.string().optional() });
const Privileges = z.array(PrivilegeIn).min(1).max(50);
const PostBody = z.object({
  user: z.object({ id: z.string().trim().min(1).max(40) }),
  validFor: z.object({ startDateTime: DateTime.optional(), endDateTime: DateTime }),
  privilege: Privileges,
});
const PatchBody = z
  .object({
    validFor: z.object({ startDateTime: DateTime.optional(), endDateTime: DateTime.optional() }).optional(),
    privilege: Privileges.optional(),
  })
  .refine((b) => b.validFor !== undefined || b.privilege !== undefined, { message: "validFor sau privilege" });
const ListQuery = z.object({ "user.id": z.string().trim().min(1).max(40).optional() });

const scopeOf = (request: FastifyRequest): CompanyScope => companyScope(request, errors);

function requireAdministrator(scope: CompanyScope): void {
  if (!scope.isAdministrator) throw errors.notAdministrator(scope.role);
}

const ASSET_TYPE = { MSISDN: "msisdn", BillingAccount: "ban" } as const;

/** The privileges of a body, each on an asset of the caller's company; repeated ones once. */
function privilegesOf(scope: CompanyScope, input: z.infer<typeof Privileges>): PrivilegeRecord[] {
  const out: PrivilegeRecord[] = [];
  for (const p of input) {
    const assetType = ASSET_TYPE[p.manageableAsset["@referredType"]];
    const assetId = p.manageableAsset.id;
    if (p.function !== undefined && p.function !== PRIVILEGE_FUNCTION[p.action])
      throw errors.invalidPrivilege(`function pentru ${p.action} este ${PRIVILEGE_FUNCTION[p.action]}.`);
    if (p.action === ADMINISTER && assetType !== "ban")
      throw errors.invalidPrivilege("dreptul de administrator (administer) se acordă doar pe un cont (BillingAccount).");
    const owned = assetType === "ban" ? scope.fleet.bans.includes(assetId) : scope.fleet.lines.some((l) => l.msisdn === assetId);
    if (!owned) throw errors.assetNotFound(assetId);
    if (!out.some((o) => o.assetType === assetType && o.assetId === assetId && o.action === p.action))
      out.push({ assetType, assetId, action: p.action });
  }
  return out;
}

const assetKey = (ps: readonly PrivilegeRecord[]) => [...new Set(ps.map((p) => `${p.assetType}:${p.assetId}`))].sort().join(",");
const privilegeKey = (ps: readonly PrivilegeRecord[]) =>
  ps
    .map((p) => `${p.assetType}:${p.assetId}:${p.action}`)
    .sort()
    .join(",");

const held = (p: PermissionRecord): HeldPermission => ({ id: p.id, startAt: p.startAt, endAt: p.endAt, privileges: p.privileges });

/** 409 when the change would leave the chooser without an administrator right (src/domain/permissions/model.ts). */
function guardLastAdministratorRight(ctx: SandboxContext, scope: CompanyScope, p: PermissionRecord, change: PermissionChange): void {
  if (p.userId !== scope.user.id) return;
  const own = livePermissions(ctx.db, scope.fleet.customerId, scope.user.id).map(held);
  if (removesLastAdministratorRight(own, change, ctx.now())) throw errors.lastAdministratorRight();
}

function parseInstant(iso: string): number {
  return Date.parse(iso);
}

function registerPermissionRoutes(app: FastifyInstance, ctx: SandboxContext, prefix: string): void {
  const nameOf = (users: readonly CompanyUserRecord[], id: string) => {
    const user = users.find((u) => u.user.id === id)?.user ?? getUser(ctx.db, id);
    return user ? userName(user) : id;
  };

  const view = (p: PermissionRecord, users: readonly CompanyUserRecord[]) => ({
    "@type": "Permission",
    id: p.id,
    href: `${prefix}/permission/${p.id}`,
    creationDate: isoLocal(p.createdAt),
    lastUpdate: isoLocal(p.updatedAt),
    granter: { id: p.granterId, name: nameOf(users, p.granterId), "@referredType": "Individual" },
    user: { id: p.userId, name: nameOf(users, p.userId), "@referredType": "Individual" },
    validFor: { startDateTime: isoLocal(p.startAt), ...(p.endAt === null ? {} : { endDateTime: isoLocal(p.endAt) }) },
    privilege: p.privileges.map((v) => ({
      manageableAsset: { id: v.assetId, "@referredType": REFERRED_TYPE[v.assetType] },
      action: v.action,
      function: PRIVILEGE_FUNCTION[v.action],
    })),
  });

  /** A standing permission of the caller's company, or 404. */
  const permissionOf = (scope: CompanyScope, id: string): PermissionRecord => {
    const p = permissionById(ctx.db, id);
    if (!p || p.customerId !== scope.fleet.customerId || p.revokedAt !== null) throw errors.permissionNotFound(id);
    return p;
  };

  app.get("/users", async (request) => {
    const scope = scopeOf(request);
    const all = companyUsers(ctx.db, scope.fleet.customerId);
    const shown = scope.isAdministrator ? all : all.filter((u) => u.user.id === scope.user.id);
    const permissions = livePermissions(ctx.db, scope.fleet.customerId);
    return {
      "@type": "CompanyUsers",
      customerId: scope.fleet.customerId,
      companyName: scope.fleet.companyName,
      editable: scope.isAdministrator,
      accounts: scope.isAdministrator ? scope.fleet.bans : [],
      user: shown.map((u) => ({
        id: u.user.id,
        name: userName(u.user),
        userRole: { id: u.identity.role, involvementRole: u.identity.role },
        msisdn: u.identity.resourceValue || null,
        isAdministrator: u.identity.role === "Chooser",
        permission: permissions.filter((p) => p.userId === u.user.id).map((p) => view(p, all)),
      })),
    };
  });

  app.get("/permission", async (request, reply) => {
    const scope = scopeOf(request);
    const q = parseQuery(ListQuery, request.query);
    const asked = q["user.id"];
    if (!scope.isAdministrator && asked !== undefined && asked !== scope.user.id) throw errors.notOwn();
    const userId = scope.isAdministrator ? asked : scope.user.id;
    const users = companyUsers(ctx.db, scope.fleet.customerId);
    const list = livePermissions(ctx.db, scope.fleet.customerId, userId);
    reply.header("x-total-count", String(list.length));
    return list.map((p) => view(p, users));
  });

  app.get<{ Params: { id: string } }>("/permission/:id", async (request) => {
    const scope = scopeOf(request);
    const p = permissionOf(scope, request.params.id);
    if (!scope.isAdministrator && p.userId !== scope.user.id) throw errors.permissionNotFound(p.id);
    return view(p, companyUsers(ctx.db, scope.fleet.customerId));
  });

  app.post("/permission", async (request, reply: FastifyReply) => {
    const scope = scopeOf(request);
    requireAdministrator(scope);
    const body = parseBody(PostBody, request.body);
    const users = companyUsers(ctx.db, scope.fleet.customerId);
    const target = users.find((u) => u.user.id === body.user.id);
    if (!target) throw errors.userNotFound(body.user.id);
    const privileges = privilegesOf(scope, body.privilege);
    const now = ctx.now();
    const startGiven = body.validFor.startDateTime !== undefined;
    const startAt = startGiven ? parseInstant(body.validFor.startDateTime as string) : now;
    const endAt = parseInstant(body.validFor.endDateTime);
    const problem = checkValidity({ startAt, endAt }, now, startGiven);
    if (problem) throw errors.invalidValidity(problem);
    const [status, saved] = ctx.db.transaction((): [number, PermissionRecord] => {
      const same = livePermissions(ctx.db, scope.fleet.customerId, target.user.id).find(
        (p) => assetKey(p.privileges) === assetKey(privileges),
      );
      if (same) {
        // A replay of the same grant answers the standing permission (idempotent); anything else is a conflict.
        const replay =
          privilegeKey(same.privileges) === privilegeKey(privileges) && same.endAt === endAt && (!startGiven || same.startAt === startAt);
        if (!replay) throw errors.permissionExists(same.id);
        return [200, same];
      }
      const created = insertPermission(
        ctx.db,
        { customerId: scope.fleet.customerId, userId: target.user.id, granterId: scope.user.id, startAt, endAt, privileges },
        now,
      );
      return [201, created];
    })();
    if (status === 201) reply.header("location", `${prefix}/permission/${saved.id}`);
    return reply.code(status).send(view(saved, users));
  });

  app.patch<{ Params: { id: string } }>("/permission/:id", async (request) => {
    const scope = scopeOf(request);
    requireAdministrator(scope);
    const body = parseBody(PatchBody, request.body);
    const now = ctx.now();
    return ctx.db.transaction(() => {
      const p = permissionOf(scope, request.params.id);
      const privileges = body.privilege ? privilegesOf(scope, body.privilege) : p.privileges;
      const startGiven = body.validFor?.startDateTime !== undefined;
      const startAt = startGiven ? parseInstant(body.validFor?.startDateTime as string) : p.startAt;
      const endAt = body.validFor?.endDateTime !== undefined ? parseInstant(body.validFor.endDateTime) : p.endAt;
      if (body.validFor) {
        const problem = checkValidity({ startAt, endAt }, now, startGiven && startAt !== p.startAt);
        if (problem) throw errors.invalidValidity(problem);
      }
      const users = companyUsers(ctx.db, scope.fleet.customerId);
      const unchanged = privilegeKey(privileges) === privilegeKey(p.privileges) && startAt === p.startAt && endAt === p.endAt;
      if (unchanged) return view(p, users);
      const other = livePermissions(ctx.db, scope.fleet.customerId, p.userId).find(
        (o) => o.id !== p.id && assetKey(o.privileges) === assetKey(privileges),
      );
      if (other) throw errors.permissionExists(other.id);
      guardLastAdministratorRight(ctx, scope, p, { kind: "update", id: p.id, privileges, startAt, endAt });
      return view(updatePermission(ctx.db, p.id, { startAt, endAt, privileges }, now), users);
    })();
  });

  app.delete<{ Params: { id: string } }>("/permission/:id", async (request, reply) => {
    const scope = scopeOf(request);
    requireAdministrator(scope);
    ctx.db.transaction(() => {
      const p = permissionById(ctx.db, request.params.id);
      if (!p || p.customerId !== scope.fleet.customerId) throw errors.permissionNotFound(request.params.id);
      // Revoking a revoked permission changes nothing and says so the same way (idempotent).
      if (p.revokedAt !== null) return;
      guardLastAdministratorRight(ctx, scope, p, { kind: "revoke", id: p.id });
      revokePermission(ctx.db, p.id, ctx.now());
    })();
    return reply.code(204).send();
  });
}

export { registerPermissionRoutes };
