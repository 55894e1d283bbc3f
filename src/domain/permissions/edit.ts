// What one "Salvează" of the permissions form changes (SPEC §6 permisiuni, edited by the chooser one user at a time;
// TMF672 Permission): the form names a user, ONE asset (a number or an account), the privileges ticked and the day the
// grant runs to. Against that user's permission on exactly that asset the save is a grant (none yet: POST), an update
// (privileges added or taken out, or another end day: PATCH), a revoke (every privilege unticked: DELETE) or nothing.
// Checked here first, so a bad form costs no call: the asset, at least one privilege, the administrator right on an
// account only, the day (validity.ts) and the chooser's own last administrator right (model.ts).
import { normalisePhone } from "../phone";
import {
  ADMINISTER,
  assetAllows,
  PRIVILEGE_ACTIONS,
  PRIVILEGE_FUNCTION,
  REFERRED_TYPE,
  removesLastAdministratorRight,
  sameAsset,
  type Asset,
  type PrivilegeAction,
} from "./model";
import type { Permission } from "./permission";
import { checkValidUntil, dayOfRo, type ValidUntilProblem } from "./validity";

/** The form as typed. */
export interface PermissionForm {
  userId: string;
  /** The number typed or chosen among the search results; empty when the grant is on an account. */
  msisdn: string;
  /** The account chosen; empty when the grant is on a number. */
  ban: string;
  actions: readonly string[];
  /** "Valabil până la": YYYY-MM-DD. */
  validUntil: string;
}

export type PermissionFormField = "user" | "asset" | "privileges" | "validUntil";
export type PermissionFormProblem =
  | "userMissing"
  | "assetMissing"
  | "assetBoth"
  | "numberInvalid"
  | "noPrivilege"
  | "administerOnLine"
  | "lastAdministratorRight"
  | ValidUntilProblem;
export type PermissionFormErrors = Partial<Record<PermissionFormField, PermissionFormProblem>>;

interface Target {
  userId: string;
  asset: Asset;
}

export type PermissionEdit =
  | (Target & { kind: "grant"; actions: PrivilegeAction[]; endDateTime: string; endAt: number })
  | (Target & {
      kind: "update";
      id: string;
      actions: PrivilegeAction[];
      added: PrivilegeAction[];
      removed: PrivilegeAction[];
      /** The new end when the day changed, else null. */
      endDateTime: string | null;
      endAt: number;
    })
  | (Target & { kind: "revoke"; id: string })
  | (Target & { kind: "none"; id: string });

export type PermissionEditPlan = { ok: true; edit: PermissionEdit } | { ok: false; errors: PermissionFormErrors };

export interface PlanContext {
  now: number;
  /** The signed-in chooser's user id: their own last administrator right is protected. */
  selfId: string;
}

/** The asset the form names — a number or an account, not both — or why it names none. */
export function formAsset(form: Pick<PermissionForm, "msisdn" | "ban">): Asset | PermissionFormProblem {
  const ban = form.ban.trim();
  if (form.msisdn.trim() !== "" && ban !== "") return "assetBoth";
  if (ban !== "") return { type: "ban", id: ban };
  if (form.msisdn.trim() === "") return "assetMissing";
  const number = normalisePhone(form.msisdn);
  return number && /^07\d{8}$/.test(number) ? { type: "msisdn", id: number } : "numberInvalid";
}

/** The user's permission whose privileges are all on exactly this asset (the one the form edits). */
export function permissionOn(permissions: readonly Permission[], userId: string, asset: Asset): Permission | null {
  return (
    permissions.find((p) => p.user.id === userId && p.privileges.length > 0 && p.privileges.every((v) => sameAsset(v.asset, asset))) ?? null
  );
}

const ordered = (actions: readonly string[]): PrivilegeAction[] => PRIVILEGE_ACTIONS.filter((a) => actions.includes(a));

/** The edit one save makes, or the problems of the form (by field). `permissions`: the user's, as last read. */
export function planPermissionEdit(form: PermissionForm, permissions: readonly Permission[], ctx: PlanContext): PermissionEditPlan {
  const errors: PermissionFormErrors = {};
  if (!form.userId) errors.user = "userMissing";
  const asset = formAsset(form);
  if (typeof asset === "string") errors.asset = asset;
  const actions = ordered(form.actions);
  const existing = typeof asset === "string" || !form.userId ? null : permissionOn(permissions, form.userId, asset);
  if (actions.length === 0 && !existing) errors.privileges = "noPrivilege";
  if (typeof asset !== "string" && actions.includes(ADMINISTER) && !assetAllows(asset.type, ADMINISTER))
    errors.privileges = "administerOnLine";
  const revoking = existing !== null && actions.length === 0;
  const until = revoking ? null : checkValidUntil(form.validUntil, ctx.now);
  if (until && !until.ok) errors.validUntil = until.problem;
  if (Object.keys(errors).length > 0 || typeof asset === "string") return { ok: false, errors };

  const target = { userId: form.userId, asset };
  const own = form.userId === ctx.selfId ? permissions.filter((p) => p.user.id === ctx.selfId) : [];
  if (existing && revoking) {
    if (removesLastAdministratorRight(own, { kind: "revoke", id: existing.id }, ctx.now))
      return { ok: false, errors: { privileges: "lastAdministratorRight" } };
    return { ok: true, edit: { ...target, kind: "revoke", id: existing.id } };
  }
  if (!until?.ok) return { ok: false, errors };
  if (!existing) return { ok: true, edit: { ...target, kind: "grant", actions, endDateTime: until.endDateTime, endAt: until.endAt } };

  const before = ordered(existing.privileges.map((v) => v.action));
  const added = actions.filter((a) => !before.includes(a));
  const removed = before.filter((a) => !actions.includes(a));
  const endChanged = existing.endAt === null || dayOfRo(existing.endAt) !== dayOfRo(until.endAt);
  if (added.length === 0 && removed.length === 0 && !endChanged) return { ok: true, edit: { ...target, kind: "none", id: existing.id } };
  const change = { kind: "update" as const, id: existing.id, privileges: actions.map((action) => ({ action })), endAt: until.endAt };
  if (removesLastAdministratorRight(own, change, ctx.now)) return { ok: false, errors: { privileges: "lastAdministratorRight" } };
  return {
    ok: true,
    edit: {
      ...target,
      kind: "update",
      id: existing.id,
      actions,
      added,
      removed,
      endDateTime: endChanged ? until.endDateTime : null,
      endAt: until.endAt,
    },
  };
}

/** Whether revoking the permission would take away the chooser's own last administrator right. */
export function revokeRemovesLastAdministratorRight(permission: Permission, all: readonly Permission[], ctx: PlanContext): boolean {
  if (permission.user.id !== ctx.selfId) return false;
  const own = all.filter((p) => p.user.id === ctx.selfId);
  return removesLastAdministratorRight(own, { kind: "revoke", id: permission.id }, ctx.now);
}

const privilegeBody = (asset: Asset, actions: readonly PrivilegeAction[]) =>
  actions.map((action) => ({
    manageableAsset: { id: asset.id, "@referredType": REFERRED_TYPE[asset.type] },
    action,
    function: PRIVILEGE_FUNCTION[action],
  }));

/** POST /permission body of a grant (TMF672 Permission create: user, validFor, privilege[]). */
export function grantBody(edit: Extract<PermissionEdit, { kind: "grant" }>): Record<string, unknown> {
  return { user: { id: edit.userId }, validFor: { endDateTime: edit.endDateTime }, privilege: privilegeBody(edit.asset, edit.actions) };
}

/** PATCH /permission/{id} body of an update: the whole privilege list, the validity only when its day changed. */
export function updateBody(edit: Extract<PermissionEdit, { kind: "update" }>): Record<string, unknown> {
  return {
    privilege: privilegeBody(edit.asset, edit.actions),
    ...(edit.endDateTime === null ? {} : { validFor: { endDateTime: edit.endDateTime } }),
  };
}
