// src/domain/permissions/edit.ts and permission.ts: what one "Salvează" of the chooser's form changes (SPEC §6
// permisiuni; DESIGN.md "permissions edited per user with Salvează"), the bodies sent, and the TMF672 answers read.
import {
  formAsset,
  grantBody,
  permissionOn,
  planPermissionEdit,
  revokeRemovesLastAdministratorRight,
  updateBody,
  type PermissionForm,
} from "../../../src/domain/permissions/edit";
import {
  mapCompanyPermissions,
  mapPermission,
  permissionRefusalOf,
  privilegesByAsset,
  validityStateAt,
  type Permission,
} from "../../../src/domain/permissions/permission";
import { endOfDayRo } from "../../../src/domain/permissions/validity";

const NOW = Date.parse("2026-03-02T09:00:00Z");
const CHOOSER = "usr-007";
const SUB = "usr-012";
const ctx = { now: NOW, selfId: CHOOSER };

const raw = (id: string, user: string, privileges: [string, "MSISDN" | "BillingAccount", string][], end?: string) => ({
  "@type": "Permission",
  id,
  href: `/user-permissions/permission/${id}`,
  granter: { id: CHOOSER, name: "Victor Georgescu" },
  user: { id: user, name: user === CHOOSER ? "Victor Georgescu" : "George Matei" },
  validFor: { startDateTime: "2026-01-12T10:00:00+02:00", ...(end ? { endDateTime: end } : {}) },
  privilege: privileges.map(([asset, type, action]) => ({ manageableAsset: { id: asset, "@referredType": type }, action, function: "x" })),
});
const perm = (...args: Parameters<typeof raw>): Permission => mapPermission(raw(...args)) as Permission;

const ADMIN = perm("perm-0001", CHOOSER, [
  ["500000501", "BillingAccount", "administer"],
  ["500000502", "BillingAccount", "administer"],
  ["500000503", "BillingAccount", "administer"],
]);
const SUB_LINE = perm("perm-0004", SUB, [["0729100150", "MSISDN", "barUnbar"]], "2026-06-30T23:59:59+03:00");
const ALL = [ADMIN, SUB_LINE];

const form = (over: Partial<PermissionForm> = {}): PermissionForm => ({
  userId: SUB,
  msisdn: "",
  ban: "",
  actions: [],
  validUntil: "2026-06-30",
  ...over,
});

describe("SPEC §6 permisiuni: the form names one number or one account", () => {
  it("a typed number is normalised (SPEC §3 phone numbers); an account is taken as chosen; both or neither is refused", () => {
    expect(formAsset({ msisdn: "+40 729 100 150", ban: "" })).toEqual({ type: "msisdn", id: "0729100150" });
    expect(formAsset({ msisdn: "", ban: "500000502" })).toEqual({ type: "ban", id: "500000502" });
    expect(formAsset({ msisdn: "0729100150", ban: "500000502" })).toBe("assetBoth");
    expect(formAsset({ msisdn: "  ", ban: "" })).toBe("assetMissing");
    expect(formAsset({ msisdn: "0212345678", ban: "" })).toBe("numberInvalid");
    expect(formAsset({ msisdn: "12", ban: "" })).toBe("numberInvalid");
  });

  it("the permission the form edits is the user's one on exactly that asset", () => {
    expect(permissionOn(ALL, SUB, { type: "msisdn", id: "0729100150" })?.id).toBe("perm-0004");
    expect(permissionOn(ALL, CHOOSER, { type: "ban", id: "500000502" })).toBeNull();
    expect(permissionOn(ALL, SUB, { type: "msisdn", id: "0729100151" })).toBeNull();
  });
});

describe("SPEC §6 permisiuni: what a 'Salvează' changes", () => {
  it("nothing yet on the asset: a grant until the end of the chosen day (Romania)", () => {
    const plan = planPermissionEdit(form({ msisdn: "0729100151", actions: ["order", "barUnbar"] }), ALL, ctx);
    expect(plan).toEqual({
      ok: true,
      edit: {
        kind: "grant",
        userId: SUB,
        asset: { type: "msisdn", id: "0729100151" },
        actions: ["order", "barUnbar"],
        endDateTime: "2026-06-30T23:59:59+03:00",
        endAt: endOfDayRo("2026-06-30"),
      },
    });
    if (plan.ok && plan.edit.kind === "grant") {
      expect(grantBody(plan.edit)).toEqual({
        user: { id: SUB },
        validFor: { endDateTime: "2026-06-30T23:59:59+03:00" },
        privilege: [
          { manageableAsset: { id: "0729100151", "@referredType": "MSISDN" }, action: "order", function: "ordering" },
          { manageableAsset: { id: "0729100151", "@referredType": "MSISDN" }, action: "barUnbar", function: "simManagement" },
        ],
      });
    }
  });

  it("a permission on the asset: an update naming what is added and taken out; the validity sent only when its day changed", () => {
    const plan = planPermissionEdit(form({ msisdn: "0729100150", actions: ["order"] }), ALL, ctx);
    expect(plan).toMatchObject({
      ok: true,
      edit: { kind: "update", id: "perm-0004", added: ["order"], removed: ["barUnbar"], endDateTime: null },
    });
    if (plan.ok && plan.edit.kind === "update") expect(updateBody(plan.edit)).not.toHaveProperty("validFor");
    const later = planPermissionEdit(form({ msisdn: "0729100150", actions: ["barUnbar"], validUntil: "2026-09-30" }), ALL, ctx);
    expect(later).toMatchObject({ ok: true, edit: { kind: "update", added: [], removed: [], endDateTime: "2026-09-30T23:59:59+03:00" } });
    if (later.ok && later.edit.kind === "update")
      expect(updateBody(later.edit)).toMatchObject({ validFor: { endDateTime: "2026-09-30T23:59:59+03:00" } });
  });

  it("the same privileges and day: nothing to send; everything unticked: a revoke (the day not needed)", () => {
    expect(planPermissionEdit(form({ msisdn: "0729100150", actions: ["barUnbar"] }), ALL, ctx)).toMatchObject({
      ok: true,
      edit: { kind: "none", id: "perm-0004" },
    });
    expect(planPermissionEdit(form({ msisdn: "0729100150", actions: [], validUntil: "" }), ALL, ctx)).toMatchObject({
      ok: true,
      edit: { kind: "revoke", id: "perm-0004" },
    });
  });

  it("each bad field says why and nothing is planned", () => {
    expect(planPermissionEdit(form({ userId: "", msisdn: "", actions: [], validUntil: "" }), ALL, ctx)).toEqual({
      ok: false,
      errors: { user: "userMissing", asset: "assetMissing", privileges: "noPrivilege", validUntil: "dayMissing" },
    });
    expect(planPermissionEdit(form({ msisdn: "0729100151", actions: ["administer"] }), ALL, ctx)).toEqual({
      ok: false,
      errors: { privileges: "administerOnLine" },
    });
    expect(planPermissionEdit(form({ ban: "500000502", actions: ["pay"], validUntil: "2028-03-03" }), ALL, ctx)).toEqual({
      ok: false,
      errors: { validUntil: "endTooFar" },
    });
    expect(planPermissionEdit(form({ ban: "500000502", actions: ["pay"], validUntil: "2026-03-01" }), ALL, ctx)).toEqual({
      ok: false,
      errors: { validUntil: "endInPast" },
    });
  });

  it("SPEC §6 / issue 27: the chooser's own last administrator right cannot go, by the form or by 'Revocă'", () => {
    const onlyOne = perm("perm-0009", CHOOSER, [["500000502", "BillingAccount", "administer"]], "2026-12-31T23:59:59+02:00");
    expect(planPermissionEdit(form({ userId: CHOOSER, ban: "500000502", actions: [] }), [onlyOne], ctx)).toEqual({
      ok: false,
      errors: { privileges: "lastAdministratorRight" },
    });
    expect(planPermissionEdit(form({ userId: CHOOSER, ban: "500000502", actions: ["viewBills"] }), [onlyOne], ctx)).toEqual({
      ok: false,
      errors: { privileges: "lastAdministratorRight" },
    });
    // With the seeded rights on three accounts as well, this one may go.
    expect(planPermissionEdit(form({ userId: CHOOSER, ban: "500000502", actions: [] }), [ADMIN, onlyOne], ctx)).toMatchObject({
      ok: true,
      edit: { kind: "revoke" },
    });
    expect(revokeRemovesLastAdministratorRight(ADMIN, ALL, ctx)).toBe(true);
    expect(revokeRemovesLastAdministratorRight(ADMIN, [...ALL, onlyOne], ctx)).toBe(false);
    // Another user's administrator right is not the chooser's own.
    const delegated = perm("perm-0010", "usr-008", [["500000502", "BillingAccount", "administer"]], "2026-12-31T23:59:59+02:00");
    expect(revokeRemovesLastAdministratorRight(delegated, [delegated], ctx)).toBe(false);
  });
});

describe("TMF672 Permission answers", () => {
  it("reads a permission: parties, validity (no end = null), privileges; unknown actions and assets are dropped", () => {
    const p = mapPermission({
      ...raw("perm-0002", SUB, [["0729100150", "MSISDN", "barUnbar"]], "2026-06-30T23:59:59+03:00"),
      privilege: [
        { manageableAsset: { id: "0729100150", "@referredType": "MSISDN" }, action: "barUnbar" },
        { manageableAsset: { id: "0729100150", "@referredType": "MSISDN" }, action: "teleport" },
        { manageableAsset: { id: "X", "@referredType": "Device" }, action: "pay" },
      ],
    });
    expect(p).toMatchObject({
      id: "perm-0002",
      user: { id: SUB, name: "George Matei" },
      granter: { id: CHOOSER, name: "Victor Georgescu" },
      endAt: endOfDayRo("2026-06-30"),
      privileges: [{ asset: { type: "msisdn", id: "0729100150" }, action: "barUnbar" }],
    });
    expect(ADMIN.endDateTime).toBeNull();
    expect(ADMIN.endAt).toBeNull();
    expect(mapPermission({ id: "x", user: { id: SUB }, validFor: {} })).toBeNull();
    expect(mapPermission("nope")).toBeNull();
  });

  it("groups privileges per asset and says whether a permission is in force", () => {
    expect(privilegesByAsset(ADMIN).map((g) => g.asset.id)).toEqual(["500000501", "500000502", "500000503"]);
    expect(validityStateAt(SUB_LINE, NOW)).toBe("active");
    expect(validityStateAt(SUB_LINE, endOfDayRo("2026-06-30") + 1000)).toBe("expired");
    expect(validityStateAt(SUB_LINE, Date.parse("2026-01-01T00:00:00Z"))).toBe("future");
  });

  it("reads GET /users: the company, whether the caller edits, the accounts and each user with role and permissions", () => {
    const company = mapCompanyPermissions({
      companyName: "Acme Logistic SRL",
      editable: true,
      accounts: ["500000501", null],
      user: [
        {
          id: CHOOSER,
          name: "Victor Georgescu",
          userRole: { id: "Chooser" },
          msisdn: "0728000501",
          isAdministrator: true,
          permission: [raw("perm-0001", CHOOSER, [["500000501", "BillingAccount", "administer"]])],
        },
        { name: "no id" },
      ],
    });
    expect(company).toMatchObject({ companyName: "Acme Logistic SRL", editable: true, accounts: ["500000501"] });
    expect(company?.users).toHaveLength(1);
    expect(company?.users[0]).toMatchObject({ role: "Chooser", isAdministrator: true, msisdn: "0728000501" });
    expect(company?.users[0]?.permissions[0]?.id).toBe("perm-0001");
    expect(mapCompanyPermissions({ user: "x" })).toBeNull();
  });

  it("the back end's refusals by code (contract 'permissions'); any other failure is none", () => {
    expect(permissionRefusalOf({ code: "last_administrator_right", status: 409 })).toBe("lastAdministratorRight");
    expect(permissionRefusalOf({ code: "permission_exists", status: 409 })).toBe("permissionExists");
    expect(permissionRefusalOf({ code: "invalid_validity", status: 400 })).toBe("invalidValidity");
    expect(permissionRefusalOf({ code: "internal_error", status: 500 })).toBeNull();
    expect(permissionRefusalOf(null)).toBeNull();
  });
});
