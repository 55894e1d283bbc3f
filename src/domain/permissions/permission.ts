// The permissions back end's answers read for the site (TMF672 Permission; /tmp contract "permissions"): a permission
// is a user's privileges (an action on a line or an account) for a validity period, granted by the chooser; the
// company's web users come with their role and permissions. Unknown actions and assets are dropped, never guessed.
import { isRecord, readList, readRecord, readString } from "../read";
import { isPrivilegeAction, REFERRED_TYPE, type Asset, type AssetType, type PrivilegeAction } from "./model";

export interface Privilege {
  asset: Asset;
  action: PrivilegeAction;
}

export interface Permission {
  id: string;
  granter: { id: string; name: string };
  user: { id: string; name: string };
  /** validFor as sent (ISO date-times with offset); endDateTime null = no end. */
  startDateTime: string;
  endDateTime: string | null;
  startAt: number;
  endAt: number | null;
  privileges: Privilege[];
}

export interface CompanyUser {
  id: string;
  name: string;
  role: string;
  /** The user's own line, if any. */
  msisdn: string | null;
  isAdministrator: boolean;
  permissions: Permission[];
}

export interface CompanyPermissions {
  companyName: string;
  /** Whether the caller may change permissions (the Chooser). */
  editable: boolean;
  /** The company's accounts a grant may name (empty for a reader). */
  accounts: string[];
  users: CompanyUser[];
}

const ASSET_TYPES = Object.entries(REFERRED_TYPE) as [AssetType, string][];

function readAsset(raw: unknown): Asset | null {
  const r = readRecord(raw);
  const id = readString(r.id);
  const type = ASSET_TYPES.find(([, referred]) => referred === r["@referredType"])?.[0];
  return id && type ? { type, id } : null;
}

function readParty(raw: unknown): { id: string; name: string } {
  const r = readRecord(raw);
  return { id: readString(r.id), name: readString(r.name) };
}

const instant = (iso: string): number | null => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

/** One TMF672 Permission; null when it has no id, user or readable start. */
export function mapPermission(raw: unknown): Permission | null {
  if (!isRecord(raw)) return null;
  const id = readString(raw.id);
  const user = readParty(raw.user);
  const validFor = readRecord(raw.validFor);
  const startDateTime = readString(validFor.startDateTime);
  const startAt = instant(startDateTime);
  if (!id || !user.id || startAt === null) return null;
  const endDateTime = readString(validFor.endDateTime) || null;
  const privileges: Privilege[] = [];
  for (const p of readList(raw.privilege)) {
    const r = readRecord(p);
    const asset = readAsset(r.manageableAsset);
    if (asset && isPrivilegeAction(r.action)) privileges.push({ asset, action: r.action });
  }
  return {
    id,
    granter: readParty(raw.granter),
    user,
    startDateTime,
    endDateTime,
    startAt,
    endAt: endDateTime === null ? null : instant(endDateTime),
    privileges,
  };
}

export const mapPermissions = (raw: unknown): Permission[] =>
  readList(raw)
    .map(mapPermission)
    .filter((p): p is Permission => p !== null);

/** GET /users; null when the answer is not the company's users. */
export function mapCompanyPermissions(raw: unknown): CompanyPermissions | null {
  if (!isRecord(raw) || !Array.isArray(raw.user)) return null;
  const users: CompanyUser[] = [];
  for (const u of raw.user) {
    const r = readRecord(u);
    const id = readString(r.id);
    if (!id) continue;
    users.push({
      id,
      name: readString(r.name) || id,
      role: readString(readRecord(r.userRole).id),
      msisdn: readString(r.msisdn) || null,
      isAdministrator: r.isAdministrator === true,
      permissions: mapPermissions(r.permission),
    });
  }
  return {
    companyName: readString(raw.companyName),
    editable: raw.editable === true,
    accounts: readList(raw.accounts).map(readString).filter(Boolean),
    users,
  };
}

/** A permission's privileges grouped per asset, in the order they come: "on 0729…: bar/unbar, order". */
export function privilegesByAsset(p: Permission): { asset: Asset; actions: PrivilegeAction[] }[] {
  const groups: { asset: Asset; actions: PrivilegeAction[] }[] = [];
  for (const v of p.privileges) {
    const g = groups.find((x) => x.asset.type === v.asset.type && x.asset.id === v.asset.id);
    if (g) {
      if (!g.actions.includes(v.action)) g.actions.push(v.action);
    } else groups.push({ asset: v.asset, actions: [v.action] });
  }
  return groups;
}

export type ValidityState = "active" | "future" | "expired";

export function validityStateAt(p: Pick<Permission, "startAt" | "endAt">, now: number): ValidityState {
  if (p.startAt > now) return "future";
  return p.endAt !== null && p.endAt < now ? "expired" : "active";
}

/** What the back end's refusals mean for the page (their codes in the contract), or null for any other failure. */
export type PermissionRefusal = "lastAdministratorRight" | "permissionExists" | "invalidValidity" | "notAdministrator";

export function permissionRefusalOf(error: unknown): PermissionRefusal | null {
  if (error === null || typeof error !== "object") return null;
  switch ((error as { code?: unknown }).code) {
    case "last_administrator_right":
      return "lastAdministratorRight";
    case "permission_exists":
      return "permissionExists";
    case "invalid_validity":
      return "invalidValidity";
    case "not_administrator":
      return "notAdministrator";
    default:
      return null;
  }
}

/** Whether the failure says the caller has no company permissions (a consumer: 403 not_business). */
export function isNotBusiness(error: unknown): boolean {
  return error !== null && typeof error === "object" && (error as { code?: unknown }).code === "not_business";
}
