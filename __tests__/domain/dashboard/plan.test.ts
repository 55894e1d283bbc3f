import { dashboardKind, dashboardPlan } from "../../../src/domain/dashboard/plan";
import { QUICK_ACTIONS, visibleQuickActions } from "../../../src/ecare/dashboard/quickActions";
import { accountKey } from "../../../src/hooks/ecareData";
import { mapUserInfo } from "../../../src/domain/session/userInfo";
import { PERSONAS, profile } from "../../ecare/fixtures";

jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: jest.fn() }));

describe("dashboard plan by account type (SPEC §6 account types)", () => {
  it.each([
    ["postpaidOwner", "postpaid", "100000101", false, true, false],
    ["prepaidOwner", "prepaid", null, true, true, false],
    ["hybridOwner", "hybrid", "300000301", true, true, false],
    ["fixedOwner", "fixed", "400000401", false, false, true],
    ["businessChooser", "business", "500000502", false, true, false],
    ["nonOperator", "nonOperator", null, false, false, false],
  ] as const)("%s → %s (bill of %s, credit %s, usage %s, services %s)", (persona, kind, ban, credit, usage, services) => {
    expect(dashboardPlan(PERSONAS[persona]())).toMatchObject({ kind, billingAccount: ban, credit, usage, services });
  });

  it("a non-operator user is a non-operator whatever the prepaid/hybrid flags", () => {
    expect(dashboardKind(profile({ role: "nonVFUser", identityId: "i", ban: null, isPrepaid: true }))).toBe("nonOperator");
    expect(dashboardKind(profile({ role: "nonVFUser", identityId: "i", ban: null, isHybrid: true }))).toBe("nonOperator");
  });

  it("no active role (nothing attached to the account) shows the non-operator explanation", () => {
    expect(dashboardKind(mapUserInfo({ ssoRoles: [] }))).toBe("nonOperator");
  });

  it("SPEC §4: a contract owner on a resource other than a mobile number is a fixed customer", () => {
    const owner = profile({ role: "ContractOwner", identityId: "i", ban: "1", resourceType: "FIXED", resourceValue: "FIX-1" });
    expect(dashboardPlan(owner)).toMatchObject({ kind: "fixed", usage: false, services: true, msisdn: null });
  });

  it("SPEC §6: user, power user and sub user get no bill", () => {
    for (const role of ["User", "PowerUser", "SubUser"]) {
      expect(dashboardPlan(profile({ role, identityId: "i", ban: "1", msisdn: "0722000000" })).billingAccount).toBeNull();
    }
  });

  it("a business identity without a mobile number gets no usage call", () => {
    const admin = profile({ role: "Chooser", identityId: "i", ban: "5", customerType: "EBU", resourceType: "FIXED", resourceValue: "X" });
    expect(dashboardPlan(admin)).toMatchObject({ kind: "business", usage: false, billingAccount: "5" });
  });

  it("the business plan carries the user's own number for the allowances", () => {
    expect(dashboardPlan(PERSONAS.businessChooser()).msisdn).toBe("0728000501");
  });
});

describe("quick actions", () => {
  it("keeps the listed order and only the allowed paths", () => {
    const shown = visibleQuickActions((path) => path.includes("serviciile-tale"));
    expect(shown.map((a) => a.to)).toEqual([
      "/ecare/serviciile-tale/abonament",
      "/ecare/serviciile-tale/bonusuri-si-optiuni",
      "/ecare/serviciile-tale/oferte",
      "/ecare/serviciile-tale/istoric-reincarcari",
      "/ecare/serviciile-tale/roaming",
    ]);
  });

  it("lists the self-care and assurance candidates, each with a label", () => {
    expect(QUICK_ACTIONS.map((a) => a.to)).toEqual(
      expect.arrayContaining(["/ecare/facturi-si-plati", "/ecare/setari-cont/date-personale", "/business/assurance"]),
    );
    expect(QUICK_ACTIONS.every((a) => a.label !== "")).toBe(true);
  });
});

describe("query keys of the dashboard data", () => {
  it("name the selected identity, else the subscriber", () => {
    expect(accountKey({ selectedIdentityId: "idn-1", subscriberId: "SUB-1", vfSsoId: "u" })).toBe("idn-1");
    expect(accountKey({ selectedIdentityId: "", subscriberId: "SUB-1", vfSsoId: "u" })).toBe("SUB-1");
    expect(accountKey({ selectedIdentityId: "", subscriberId: "", vfSsoId: "u" })).toBe("u");
  });
});
