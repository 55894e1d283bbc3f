// src/domain/permissions/model.ts: the permissions page per role (SPEC §2/§6) and the last-administrator rule
// (issue 27; TMF672 Permission), the very functions the sandbox enforces.
import {
  administratorRightsAt,
  assetAllows,
  permissionsAccessFor,
  removesLastAdministratorRight,
  type HeldPermission,
} from "../../../src/domain/permissions/model";

const NOW = Date.parse("2026-03-02T09:00:00Z");
const DAY = 24 * 3600 * 1000;
const admin = (id: string, n: number, over: Partial<HeldPermission> = {}): HeldPermission => ({
  id,
  startAt: NOW - 30 * DAY,
  endAt: null,
  privileges: Array.from({ length: n }, () => ({ action: "administer" })),
  ...over,
});

describe("SPEC §6 Roles and permissions: who has the permissions page and who edits it", () => {
  it.each([
    ["Chooser", "edit"],
    ["DelegatedChooser", "readOwn"],
    ["AuthorizedPerson", "readOwn"],
    ["TechnicalChooser", "readOwn"],
    ["PowerUser", "readOwn"],
    ["SubUser", "readOwn"],
  ])("SPEC §6 permisiuni: a business %s gets %s (only the Chooser edits)", (role, access) => {
    expect(permissionsAccessFor({ role, isBusiness: true, isNonOperator: false })).toBe(access);
  });

  it("SPEC §2/§6 'Non-operator users lack the permissions page': nonVFUser, or the non-operator flag, gets none", () => {
    expect(permissionsAccessFor({ role: "nonVFUser", isBusiness: false, isNonOperator: true })).toBe("none");
    expect(permissionsAccessFor({ role: "Chooser", isBusiness: true, isNonOperator: true })).toBe("none");
  });

  it("SPEC §6: consumers (no company, no sub-users) get none; no role gets none", () => {
    expect(permissionsAccessFor({ role: "ContractOwner", isBusiness: false, isNonOperator: false })).toBe("none");
    expect(permissionsAccessFor({ role: "User", isBusiness: false, isNonOperator: false })).toBe("none");
    expect(permissionsAccessFor({ role: null, isBusiness: true, isNonOperator: false })).toBe("none");
  });

  it("TMF672 manageableAsset: the administrator right is on an account only, the others on a line or an account", () => {
    expect(assetAllows("ban", "administer")).toBe(true);
    expect(assetAllows("msisdn", "administer")).toBe(false);
    expect(assetAllows("msisdn", "barUnbar")).toBe(true);
    expect(assetAllows("ban", "viewBills")).toBe(true);
  });
});

describe("SPEC §6 / issue 27: a chooser cannot remove their own last administrator right", () => {
  it("counts the administrator rights in force at an instant (start inclusive, end inclusive)", () => {
    const ps = [admin("a", 3), admin("b", 1, { startAt: NOW + DAY }), admin("c", 1, { endAt: NOW - 1 }), admin("d", 1, { endAt: NOW })];
    expect(administratorRightsAt(ps, NOW)).toBe(4);
    expect(administratorRightsAt([{ ...admin("e", 0), privileges: [{ action: "pay" }] }], NOW)).toBe(0);
  });

  it("revoking the only permission with administrator rights is refused; one of two is allowed", () => {
    expect(removesLastAdministratorRight([admin("a", 3)], { kind: "revoke", id: "a" }, NOW)).toBe(true);
    expect(removesLastAdministratorRight([admin("a", 3), admin("b", 1)], { kind: "revoke", id: "a" }, NOW)).toBe(false);
    expect(removesLastAdministratorRight([admin("a", 3), admin("b", 1)], { kind: "revoke", id: "b" }, NOW)).toBe(false);
  });

  it("taking the administrator privileges out, or moving the validity off today, is the same as revoking", () => {
    const own = [admin("a", 3), { ...admin("p", 0), privileges: [{ action: "pay" }] }];
    expect(removesLastAdministratorRight(own, { kind: "update", id: "a", privileges: [{ action: "viewBills" }] }, NOW)).toBe(true);
    expect(removesLastAdministratorRight(own, { kind: "update", id: "a", privileges: [{ action: "administer" }] }, NOW)).toBe(false);
    expect(removesLastAdministratorRight(own, { kind: "update", id: "a", startAt: NOW + DAY }, NOW)).toBe(true);
    expect(removesLastAdministratorRight(own, { kind: "update", id: "a", endAt: NOW + DAY }, NOW)).toBe(false);
    // Changing a permission without administrator rights never touches them.
    expect(removesLastAdministratorRight(own, { kind: "revoke", id: "p" }, NOW)).toBe(false);
  });

  it("a holder without any administrator right in force has none to lose (the rule protects the last one only)", () => {
    const expired = [admin("a", 1, { endAt: NOW - DAY })];
    expect(removesLastAdministratorRight(expired, { kind: "revoke", id: "a" }, NOW)).toBe(false);
    expect(removesLastAdministratorRight([], { kind: "revoke", id: "x" }, NOW)).toBe(false);
  });
});
