import { ROLES, type Role } from "../../../src/domain/enums";
import {
  ASSOCIATE_SERVICES_PATH,
  ASSURANCE_PATH,
  BUSINESS_LOGIN_PATH,
  DASHBOARD_PATH,
  IDENTITY_CHOOSER_PATH,
  identityChooserPath,
  landingPathAfterSignIn,
  LOGIN_PATH,
} from "../../../src/domain/session/landing";
import { mapUserInfo, type UserInfo } from "../../../src/domain/session/userInfo";

const user = (ssoRoles: Role[], selectedRole: Role | null = ssoRoles.length === 1 ? (ssoRoles[0] ?? null) : null): UserInfo =>
  mapUserInfo({ isAuthenticated: true, authProvider: "sso", ssoRoles, selectedRole });

describe("landing paths", () => {
  it("are the chosen constants", () => {
    expect({ DASHBOARD_PATH, ASSURANCE_PATH, ASSOCIATE_SERVICES_PATH, LOGIN_PATH, BUSINESS_LOGIN_PATH, IDENTITY_CHOOSER_PATH }).toEqual({
      DASHBOARD_PATH: "/ecare/dashboard",
      ASSURANCE_PATH: "/business/assurance",
      ASSOCIATE_SERVICES_PATH: "/ecare/asociaza-servicii",
      LOGIN_PATH: "/login",
      BUSINESS_LOGIN_PATH: "/business/login",
      IDENTITY_CHOOSER_PATH: "/login/identitate",
    });
  });
});

describe("SPEC §2 / DESIGN.md personas: the first page after sign-in", () => {
  it.each<[string, UserInfo, string | null, string]>([
    // SPEC §2 "A user with no SSO roles is redirected to an associate-services page."
    ["no SSO roles (noroles.user)", user([]), null, ASSOCIATE_SERVICES_PATH],
    ["no SSO roles, even with a return path", user([]), "/ecare/facturi-si-plati", ASSOCIATE_SERVICES_PATH],
    // SPEC §2 "Technical chooser at dashboard goes to /business/assurance."
    ["technical chooser (business.technical)", user(["TechnicalChooser"]), null, ASSURANCE_PATH],
    ["technical chooser with a return path elsewhere", user(["TechnicalChooser"]), "/ecare/facturi-si-plati", ASSURANCE_PATH],
    ["technical chooser returning to the dashboard", user(["TechnicalChooser"]), "/ecare/dashboard", ASSURANCE_PATH],
    [
      "technical chooser returning inside assurance",
      user(["TechnicalChooser"]),
      "/business/assurance/tichete?id=3",
      "/business/assurance/tichete?id=3",
    ],
    ["technical chooser: a look-alike of assurance is not inside it", user(["TechnicalChooser"]), "/business/assurance-x", ASSURANCE_PATH],
    ["technical chooser with an unsafe return path", user(["TechnicalChooser"]), "//evil.example", ASSURANCE_PATH],
    // DESIGN.md "After sign-in the user returns to the page that sent them there, else /ecare/dashboard."
    ["contract owner without a return path", user(["ContractOwner"]), null, DASHBOARD_PATH],
    ["contract owner with a return path", user(["ContractOwner"]), "/ecare/facturi-si-plati?x=1", "/ecare/facturi-si-plati?x=1"],
    ["an unsafe return path → dashboard", user(["ContractOwner"]), "https://evil.example", DASHBOARD_PATH],
    ["a return path to the login page → dashboard", user(["Chooser"]), "/login", DASHBOARD_PATH],
    ["an empty return path → dashboard", user(["Chooser"]), "", DASHBOARD_PATH],
    ["chooser returning to assurance", user(["Chooser"]), "/business/assurance", ASSURANCE_PATH],
    // several roles, one selected by the caller's identity choice
    [
      "multi.identity after choosing the technical role",
      user(["ContractOwner", "TechnicalChooser"], "TechnicalChooser"),
      null,
      ASSURANCE_PATH,
    ],
    ["multi.identity after choosing the consumer role", user(["ContractOwner", "Chooser"], "ContractOwner"), "/ecare/x", "/ecare/x"],
  ])("%s", (_name, u, returnTo, expected) => {
    expect(landingPathAfterSignIn(u, returnTo)).toBe(expected);
  });

  it.each(ROLES.filter((r) => r !== "TechnicalChooser"))("%s without a return path → dashboard", (role) => {
    expect(landingPathAfterSignIn(user([role]), null)).toBe(DASHBOARD_PATH);
  });

  it("roles outside SPEC §3's list count as no roles", () => {
    expect(landingPathAfterSignIn(mapUserInfo({ ssoRoles: ["Wizard"] }), null)).toBe(ASSOCIATE_SERVICES_PATH);
  });
});

describe("the identity chooser's address", () => {
  it("carries the return path, encoded, or none", () => {
    expect(identityChooserPath("/ecare/facturi-si-plati?rechargeSuccess=true")).toBe(
      "/login/identitate?returnTo=%2Fecare%2Ffacturi-si-plati%3FrechargeSuccess%3Dtrue",
    );
    expect(identityChooserPath(null)).toBe("/login/identitate");
  });
});
