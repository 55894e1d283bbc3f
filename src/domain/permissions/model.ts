// SPEC §2/§6 "permisiuni" and TMF672 Permission (a user's privileges on named assets for a validity period): who has
// the permissions page and what they may do there, which privileges exist on which assets, and the rule that a chooser
// cannot remove their own last administrator right. Pure: the sandbox (sandbox/src/modules/permissions) imports this
// very file, so the site and the back end cannot disagree.

/** TMF672 privilege actions: the four a chooser hands out, and the administrator right on an account. */
export const PRIVILEGE_ACTIONS = ["viewBills", "pay", "order", "barUnbar", "administer"] as const;
export type PrivilegeAction = (typeof PRIVILEGE_ACTIONS)[number];
export const ADMINISTER: PrivilegeAction = "administer";

/** The asset a privilege is about: a line (MSISDN) or an account (BAN). */
export type AssetType = "msisdn" | "ban";
export interface Asset {
  type: AssetType;
  id: string;
}

/** TMF672 manageableAsset["@referredType"] per asset type. */
export const REFERRED_TYPE: Readonly<Record<AssetType, "MSISDN" | "BillingAccount">> = { msisdn: "MSISDN", ban: "BillingAccount" };

/** TMF672 privilege.function (required there): the business function each action belongs to. */
export const PRIVILEGE_FUNCTION: Readonly<Record<PrivilegeAction, string>> = {
  viewBills: "billing",
  pay: "billing",
  order: "ordering",
  barUnbar: "simManagement",
  administer: "accountAdministration",
};

export const isPrivilegeAction = (v: unknown): v is PrivilegeAction => (PRIVILEGE_ACTIONS as readonly unknown[]).includes(v);

/** The administrator right is on an account only; the four others on a line or an account. */
export const assetAllows = (type: AssetType, action: PrivilegeAction): boolean => action !== ADMINISTER || type === "ban";

export const sameAsset = (a: Asset, b: Asset): boolean => a.type === b.type && a.id === b.id;

/** The role that edits permissions (SPEC §6: the company's administrator). */
export const PERMISSIONS_EDITOR_ROLE = "Chooser";

/**
 * What the permissions page offers a user (SPEC §2 "permisiuni is not for non-operator users", §6): the Chooser edits
 * every web user's permissions; every other business user reads their own; non-operator users and consumers have none.
 */
export type PermissionsAccess = "edit" | "readOwn" | "none";

export interface PermissionsUser {
  role: string | null;
  isBusiness: boolean;
  isNonOperator: boolean;
}

export function permissionsAccessFor(u: PermissionsUser): PermissionsAccess {
  if (u.isNonOperator || u.role === "nonVFUser") return "none";
  if (!u.isBusiness || !u.role) return "none";
  return u.role === PERMISSIONS_EDITOR_ROLE ? "edit" : "readOwn";
}

/** A permission as the last-administrator rule sees it: its validity (ms, end inclusive) and its privileges' actions. */
export interface HeldPermission {
  id: string;
  startAt: number;
  /** null: no end. */
  endAt: number | null;
  privileges: readonly { action: string }[];
}

/** A change to one of the holder's permissions: revoked, or its privileges and/or validity replaced. */
export type PermissionChange =
  | { kind: "revoke"; id: string }
  | { kind: "update"; id: string; privileges?: readonly { action: string }[]; startAt?: number; endAt?: number | null };

const covers = (p: HeldPermission, at: number) => p.startAt <= at && (p.endAt === null || p.endAt >= at);

/** How many administrator rights ("administer" privileges) the permissions give at the instant `at`. */
export function administratorRightsAt(permissions: readonly HeldPermission[], at: number): number {
  return permissions.filter((p) => covers(p, at)).reduce((n, p) => n + p.privileges.filter((v) => v.action === ADMINISTER).length, 0);
}

/** The holder's permissions once `change` is applied. */
export function applyPermissionChange(permissions: readonly HeldPermission[], change: PermissionChange): HeldPermission[] {
  if (change.kind === "revoke") return permissions.filter((p) => p.id !== change.id);
  return permissions.map((p) =>
    p.id !== change.id
      ? p
      : {
          ...p,
          privileges: change.privileges ?? p.privileges,
          startAt: change.startAt ?? p.startAt,
          endAt: change.endAt === undefined ? p.endAt : change.endAt,
        },
  );
}

/**
 * TMF672 / issue 27: "a chooser cannot remove their own last administrator right". True when the chooser's own
 * permissions give at least one administrator right now and would give none after `change` (a revoke, the
 * "administer" privileges taken out, or a validity that no longer covers now).
 */
export function removesLastAdministratorRight(own: readonly HeldPermission[], change: PermissionChange, now: number): boolean {
  return administratorRightsAt(own, now) > 0 && administratorRightsAt(applyPermissionChange(own, change), now) === 0;
}
