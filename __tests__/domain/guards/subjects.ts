// The users of expectedMatrix.ts: the sandbox's seeded personas (DESIGN.md), read from the seed itself so the matrix
// follows the data the e2e tests sign in with, plus the account variants the guards tell apart.
import { PERSONAS, type Persona, type PersonaIdentity } from "../../../sandbox/src/seed/personas";
import type { Role } from "../../../src/domain/enums";
import { mapUserInfo, type UserInfo } from "../../../src/domain/session/userInfo";
import type { Column } from "./expectedMatrix";

const persona = (username: string): Persona => {
  const found = PERSONAS.find((p) => p.username === username);
  if (!found) throw new Error(`no persona ${username}`);
  return found;
};

/** The user info the identity back end reports for a persona acting as `identity` (none: no identity chosen). */
function userOf(p: Persona, identity: PersonaIdentity | null, change: Partial<PersonaIdentity> = {}): UserInfo {
  const i = identity ? { ...identity, ...change } : null;
  return mapUserInfo({
    isAuthenticated: true,
    authProvider: "sso",
    ssoRoles: change.role ? [change.role] : p.ssoRoles,
    selectedRole: i?.role ?? null,
    vfResourceType: i?.resourceType ?? "",
    isPrepaid: i?.isPrepaid ?? false,
    isHybrid: i?.isHybrid ?? false,
    isNonVdf: i?.isNonVdf ?? false,
    isFixVdf: i?.isFixed ?? false,
    customerInfo: i ? { customerId: i.customerId, productInventory: i.products } : null,
  });
}

const seeded = (username: string, change: Partial<PersonaIdentity> = {}, identityIndex = 0): UserInfo => {
  const p = persona(username);
  return userOf(p, p.identities[identityIndex] ?? null, change);
};

const SPECIAL = { id: "x", productOfferingId: "x", name: "x", status: "active" as const, targetSystem: "BSCS" as const, isSpecial: true };

const multi = persona("multi.identity");
const chooserIdentity = multi.identities.findIndex((i) => i.role === "Chooser");
const asRole = (role: Role): Partial<PersonaIdentity> => ({ role });

export const SUBJECTS: Record<Column, UserInfo | null> = {
  PO: seeded("postpaid.owner"),
  PU: seeded("postpaid.user"),
  PRE: seeded("prepaid.owner"),
  PRS: seeded("prepaid.special"),
  HY: seeded("hybrid.owner"),
  FX: seeded("fixed.owner"),
  CH: seeded("business.chooser"),
  DC: seeded("business.delegated"),
  AP: seeded("business.authorized"),
  TC: seeded("business.technical"),
  PW: seeded("business.power"),
  SU: seeded("business.sub"),
  NV: seeded("nonvf.user"),
  NR: seeded("noroles.user"),
  MI: userOf(multi, null),
  MIE: seeded("multi.identity", {}, chooserIdentity),
  PRU: seeded("prepaid.owner", asRole("User")),
  HYU: seeded("hybrid.owner", asRole("User")),
  PSP: seeded("postpaid.owner", { products: [...persona("postpaid.owner").identities[0]!.products, SPECIAL] }),
  FXO: seeded("postpaid.owner", { resourceType: "FIXED" }),
  CHX: seeded("business.chooser", { resourceType: "FIXED" }),
  ANON: null,
};
