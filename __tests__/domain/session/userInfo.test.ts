import { FLOW_TYPES, ROLES, type Role } from "../../../src/domain/enums";
import {
  activeRole,
  hasSsoRoles,
  isFixedCustomer,
  mapUserInfo,
  mapVetting,
  personName,
  selectedBanOf,
  type UserInfo,
} from "../../../src/domain/session/userInfo";
import { initialVetting, VETTING_STEPS } from "../../../src/domain/session/vetting";
import { deepFreeze } from "./fixtures";

/** A GET userinfo answer as the sandbox builds it (sandbox/src/modules/identity/userinfo.ts), prepaid.special. */
const PREPAID_SPECIAL = deepFreeze({
  address: { city: "Iași", countryIso: "RO" },
  attributes: {
    email: "prepaid.special@sandbox.example.ro",
    emailHash: "a5ba",
    msisdn: "0733000202",
    msisdnHash: "e882",
    user_id: "usr-004",
  },
  cnp: "2881105220044",
  phoneNumber: "0733000202",
  firstName: "Elena",
  lastName: "Dumitrescu",
  email: "prepaid.special@sandbox.example.ro",
  eligibleFlows: ["ACQ", "MFP", "MNP"],
  subscriberId: "SUB-0733000202",
  ssoRoles: ["ContractOwner"],
  isAuthenticated: true,
  vfSidKey: "SK-SUB-0733000202",
  vfSid: "SUB-0733000202",
  authProvider: "sso",
  clientType: "ecare",
  authClass: "silver",
  isGoldUser: false,
  isMigratedFromOMS: false,
  vfEntityType: "PERSON",
  vfEntityId: "CUST-CBU-2002",
  vfCustomerSegment: "PREPAID",
  vfCustomerType: "CBU",
  vfCRMRole: "Owner",
  selectedBanType: "PREPAID",
  vfResourceType: "MSISDN",
  vfResourceValue: "0733000202",
  vfIsHybrid: false,
  vfIsPrepaid: true,
  isHybrid: false,
  isPrepaid: true,
  isNonVdf: false,
  isFixVdf: false,
  selectedBan: "200000202",
  selectedRole: "ContractOwner",
  selectedIdentityId: "idn-004",
  vfOdsCui: null,
  vfSsoId: "usr-004",
  vfCid: "CUST-CBU-2002",
  appClientName: "ecare",
  ewpRegularAllow: "true",
  ewpRootAllow: "false",
  customerInfo: {
    customerId: "CUST-CBU-2002",
    crmCustomerSegment: "PREPAID",
    crmCustomerSubSegment: "MASS",
    customerType: "CBU",
    billingCycle: 1,
    bans: ["200000202"],
    closedBans: [],
    companyName: null,
    cui: null,
    productInventory: [
      {
        id: "prd-004-1",
        productOfferingId: "PO-CARTELA-NELIMITAT",
        name: "Cartela Nelimitat",
        status: "active",
        targetSystem: "PPS",
        isSpecial: false,
      },
      {
        id: "prd-004-2",
        productOfferingId: "PRP-SPC-004",
        name: "Cartela Specială Date",
        status: "active",
        targetSystem: "PPS",
        isSpecial: true,
      },
    ],
  },
  flowType: "MFP",
  gdprAttributes: { gdprBasic: true, gdprAdvanced: false },
  shippingAddress: {
    county: "Iași",
    city: "Iași",
    street: "Bulevardul Independenței",
    streetNo: "5",
    postcode: "700101",
    countryIso: "RO",
    apartment: "12",
  },
  billingAddress: { county: "Iași", city: "Iași", street: "Bulevardul Independenței", streetNo: "5", postcode: "700101", countryIso: "RO" },
  fixedInstallationAddress: null,
  vetting: {
    msisdn: "0733000202",
    cnp: "2881105220044",
    county: "Iași",
    city: "Iași",
    carrierType: "PREPAID",
    operator: "VDF",
    currentStep: "LOGIN_OPTIONS",
    tocAccepted: false,
    resendTimestamp: null,
    eligibleFlows: ["ACQ", "MFP", "MNP"],
  },
});

type RawUser = Record<string, unknown>;
const raw = (patch: RawUser = {}): RawUser => ({ ...PREPAID_SPECIAL, ...patch });

const EMPTY_ADDRESS = { county: "", city: "", street: "", streetNo: "", building: "", apartment: "", postcode: "", countryIso: "" };

/** SPEC §3 "User info" field list, plus the selected identity and the two derived values (the brief's list). */
const SPEC_FIELDS = [
  "address",
  "attributes",
  "cnp",
  "phoneNumber",
  "firstName",
  "lastName",
  "email",
  "eligibleFlows",
  "subscriberId",
  "ssoRoles",
  "isAuthenticated",
  "vfSidKey",
  "vfSid",
  "authProvider",
  "clientType",
  "isGoldUser",
  "isMigratedFromOMS",
  "vfEntityType",
  "vfEntityId",
  "vfCustomerSegment",
  "vfCustomerType",
  "vfCRMRole",
  "selectedBanType",
  "vfResourceType",
  "vfResourceValue",
  "vfIsHybrid",
  "vfIsPrepaid",
  "isHybrid",
  "isPrepaid",
  "isNonVdf",
  "isFixVdf",
  "selectedBan",
  "vfOdsCui",
  "vfSsoId",
  "vfCid",
  "appClientName",
  "ewpRegularAllow",
  "ewpRootAllow",
  "customerInfo",
  "flowType",
  "gdprAttributes",
  "shippingAddress",
  "billingAddress",
  "fixedInstallationAddress",
  "vetting",
  "selectedRole",
  "selectedIdentityId",
  "isFixedCustomer",
  "accountType",
];

describe("SPEC §3 User info: mapping the GET userinfo answer", () => {
  it("maps the sandbox's answer field by field", () => {
    expect(mapUserInfo(PREPAID_SPECIAL)).toEqual<UserInfo>({
      address: { city: "Iași", countryIso: "RO" },
      attributes: {
        email: "prepaid.special@sandbox.example.ro",
        emailHash: "a5ba",
        msisdn: "0733000202",
        msisdnHash: "e882",
        user_id: "usr-004",
      },
      cnp: "2881105220044",
      phoneNumber: "0733000202",
      firstName: "Elena",
      lastName: "Dumitrescu",
      email: "prepaid.special@sandbox.example.ro",
      eligibleFlows: ["ACQ", "MFP", "MNP"],
      subscriberId: "SUB-0733000202",
      ssoRoles: ["ContractOwner"],
      isAuthenticated: true,
      vfSidKey: "SK-SUB-0733000202",
      vfSid: "SUB-0733000202",
      authProvider: "sso",
      clientType: "ecare",
      authClass: "silver",
      isGoldUser: false,
      isMigratedFromOMS: false,
      vfEntityType: "PERSON",
      vfEntityId: "CUST-CBU-2002",
      vfCustomerSegment: "PREPAID",
      vfCustomerType: "CBU",
      vfCRMRole: "Owner",
      selectedBanType: "PREPAID",
      vfResourceType: "MSISDN",
      vfResourceValue: "0733000202",
      vfIsHybrid: false,
      vfIsPrepaid: true,
      isHybrid: false,
      isPrepaid: true,
      isNonVdf: false,
      isFixVdf: false,
      selectedBan: "200000202",
      selectedRole: "ContractOwner",
      selectedIdentityId: "idn-004",
      vfOdsCui: "",
      vfSsoId: "usr-004",
      vfCid: "CUST-CBU-2002",
      appClientName: "ecare",
      ewpRegularAllow: "true",
      ewpRootAllow: "false",
      customerInfo: {
        customerId: "CUST-CBU-2002",
        crmCustomerSegment: "PREPAID",
        crmCustomerSubSegment: "MASS",
        customerType: "CBU",
        billingCycle: 1,
        bans: ["200000202"],
        closedBans: [],
        companyName: "",
        cui: "",
        productInventory: [
          {
            id: "prd-004-1",
            productOfferingId: "PO-CARTELA-NELIMITAT",
            name: "Cartela Nelimitat",
            status: "active",
            targetSystem: "PPS",
            isSpecial: false,
          },
          {
            id: "prd-004-2",
            productOfferingId: "PRP-SPC-004",
            name: "Cartela Specială Date",
            status: "active",
            targetSystem: "PPS",
            isSpecial: true,
          },
        ],
      },
      flowType: "MFP",
      gdprAttributes: { gdprBasic: true, gdprAdvanced: false },
      shippingAddress: {
        ...EMPTY_ADDRESS,
        county: "Iași",
        city: "Iași",
        street: "Bulevardul Independenței",
        streetNo: "5",
        postcode: "700101",
        countryIso: "RO",
        apartment: "12",
      },
      billingAddress: {
        ...EMPTY_ADDRESS,
        county: "Iași",
        city: "Iași",
        street: "Bulevardul Independenței",
        streetNo: "5",
        postcode: "700101",
        countryIso: "RO",
      },
      fixedInstallationAddress: null,
      vetting: {
        msisdn: "0733000202",
        cnp: "2881105220044",
        county: "Iași",
        city: "Iași",
        carrierType: "PREPAID",
        operator: "VDF",
        currentStep: "LOGIN_OPTIONS",
        tocAccepted: false,
        resendTimestamp: null,
        eligibleFlows: ["ACQ", "MFP", "MNP"],
      },
      isFixedCustomer: false,
      accountType: "CBU",
    });
  });

  it("has every field of SPEC §3 and no other", () => {
    const keys = Object.keys(mapUserInfo(PREPAID_SPECIAL)).filter((k) => k !== "authClass");
    expect(keys.sort()).toEqual([...SPEC_FIELDS].sort());
  });

  it("is stable when re-applied to its own output after a JSON round trip (the stored profile is re-read)", () => {
    const samples = [
      PREPAID_SPECIAL,
      raw({ firstName: "Prenume", lastName: "NUME", authClass: undefined, acr: "gold", phoneNumber: "+40733000202" }),
      raw({ isFixVdf: true, selectedBanType: "FIXED", selectedBan: "4000004", vfResourceType: "FIXED", vfResourceValue: "FIX-1" }),
      raw({ selectedBan: null, vetting: { resendTimestamp: "2026-03-02T09:00:00.000Z", currentStep: "CODE_SENT" } }),
      raw({ selectedRole: null, ssoRoles: ["nonVFUser"], isHybrid: true, ewpRootAllow: true }),
      null,
    ];
    for (const sample of samples) {
      const once = mapUserInfo(sample);
      expect(mapUserInfo(JSON.parse(JSON.stringify(once)))).toEqual(once);
    }
  });

  it("keeps the eligible flows in the order sent (ACQ first: SPEC §4 analytics reads it that way)", () => {
    expect(mapUserInfo(raw({ eligibleFlows: ["ACQ", "RET", "MNP"] })).eligibleFlows).toEqual(["ACQ", "RET", "MNP"]);
  });
});

describe("SPEC §3 First and last name equal to 'nume' or 'prenume' (case-insensitive) are ignored", () => {
  it.each([
    ["nume", ""],
    ["prenume", ""],
    ["Nume", ""],
    ["Prenume", ""],
    ["NUME", ""],
    ["PreNume", ""],
    ["  nume  ", ""],
    ["\tprenume\n", ""],
    ["Elena", "Elena"],
    ["  Elena ", "Elena"],
    ["Numescu", "Numescu"],
    ["Prenumele", "Prenumele"],
    ["nume prenume", "nume prenume"],
    ["", ""],
    [null, ""],
    [undefined, ""],
    [42, "42"],
    [{}, ""],
  ])("%p → %p", (input, expected) => {
    expect(personName(input)).toBe(expected);
  });

  it("applies to both fields of the answer (nonvf.user sends Prenume / Nume)", () => {
    const u = mapUserInfo(raw({ firstName: "Prenume", lastName: "Nume" }));
    expect([u.firstName, u.lastName]).toEqual(["", ""]);
  });
});

describe("SPEC §3 Gold status derives from the SSO authentication class containing gold", () => {
  it.each([
    ["authClass gold", { authClass: "gold" }, true],
    ["authClass sso-gold", { authClass: "sso-gold" }, true],
    ["authClass GOLD in capitals", { authClass: "LOA-GOLD-2" }, true],
    ["authClass silver", { authClass: "silver" }, false],
    ["acr containing gold", { authClass: undefined, acr: "urn:operator:acr:gold" }, true],
    ["acr silver", { authClass: undefined, acr: "urn:operator:acr:silver" }, false],
    ["authClass wins over acr", { authClass: "silver", acr: "gold" }, false],
    ["empty authClass falls back to acr", { authClass: "", acr: "Gold" }, true],
    ["a raw isGoldUser flag is not trusted over a silver class", { authClass: "silver", isGoldUser: true }, false],
    ["a raw isGoldUser flag without any class", { authClass: undefined, isGoldUser: true }, false],
    ["a raw isGoldUser false does not hide a gold class", { authClass: "gold", isGoldUser: false }, true],
    ["no class", { authClass: null }, false],
    ["a class of another type", { authClass: ["gold"] }, false],
  ])("%s", (_name, patch, gold) => {
    expect(mapUserInfo(raw(patch)).isGoldUser).toBe(gold);
  });

  it("keeps the class it read", () => {
    expect(mapUserInfo(raw({ authClass: undefined, acr: "urn:acr:gold" })).authClass).toBe("urn:acr:gold");
  });
});

describe("SPEC §4 Fixed-contract-owner, or contract-owner with a resource type other than mobile number, counts as a fixed customer", () => {
  const RESOURCE_TYPES = ["MSISDN", "msisdn", "FIXED", "ADSL", ""];
  const expected = (role: Role, type: string) =>
    role === "FixedContractOwner" || (role === "ContractOwner" && type !== "" && type.toUpperCase() !== "MSISDN");

  it.each(ROLES.flatMap((role) => RESOURCE_TYPES.map((type) => [role, type, expected(role, type)] as const)))(
    "%s with resource type %p → %p",
    (role, type, fixed) => {
      expect(isFixedCustomer(role, type)).toBe(fixed);
      expect(mapUserInfo(raw({ selectedRole: role, ssoRoles: [role], vfResourceType: type })).isFixedCustomer).toBe(fixed);
    },
  );

  it("no active role is not a fixed customer", () => {
    expect(isFixedCustomer(null, "FIXED")).toBe(false);
    expect(mapUserInfo(raw({ selectedRole: null, ssoRoles: ["ContractOwner", "Chooser"], vfResourceType: "FIXED" })).isFixedCustomer).toBe(
      false,
    );
  });
});

describe("SPEC §3 selectedBan: the subscriber's ban, or the fixed-line ban base id for fixed-line subscribers", () => {
  const fixed = { isFixVdf: true, selectedBanType: "FIXED", vfResourceType: "FIXED", customerInfo: { bans: ["400000401"] } };
  const mobile = { isFixVdf: false, selectedBanType: "POSTPAID", customerInfo: { bans: ["100000101", "100000102"] } };
  it.each([
    ["mobile subscriber: the ban sent", { ...mobile, selectedBan: "100000102" }, "100000102"],
    ["fixed-line subscriber: the base id sent is kept (not the full ban)", { ...fixed, selectedBan: "4000004" }, "4000004"],
    ["a numeric ban is read as text", { ...mobile, selectedBan: 100000101 }, "100000101"],
    ["mobile subscriber without selectedBan: the first ban", { ...mobile, selectedBan: null }, "100000101"],
    ["fixed-line subscriber without selectedBan: none (the base id cannot be derived)", { ...fixed, selectedBan: null }, ""],
    ["fixed-line by ban type alone", { ...fixed, isFixVdf: false, selectedBan: "" }, ""],
    ["fixed-line by flag alone", { ...fixed, selectedBanType: "", selectedBan: undefined }, ""],
    ["no ban at all (non-operator user)", { selectedBan: null, customerInfo: null }, ""],
    ["bans of the wrong type", { ...mobile, selectedBan: null, customerInfo: { bans: "100000101" } }, ""],
  ])("%s", (_name, patch, expected) => {
    expect(selectedBanOf(raw(patch))).toBe(expected);
    expect(mapUserInfo(raw(patch)).selectedBan).toBe(expected);
  });
});

describe("SPEC §3 phone numbers are normalised (last 10 digits, leading 0, null for empty or 'null')", () => {
  it.each([
    ["0733000202", "0733000202"],
    ["+40 733 000 202", "0733000202"],
    ["0040733000202", "0733000202"],
    ["733000202", "0733000202"],
    [733000202, "0733000202"],
    ["null", null],
    ["", null],
    [null, null],
    [{}, null],
  ])("%p → %p in every phone field", (input, expected) => {
    const u = mapUserInfo(
      raw({
        phoneNumber: input,
        attributes: { msisdn: input },
        vetting: { msisdn: input },
        vfResourceType: "MSISDN",
        vfResourceValue: input,
      }),
    );
    expect(u.phoneNumber).toBe(expected);
    expect(u.attributes?.msisdn).toBe(expected);
    expect(u.vetting.msisdn).toBe(expected);
    expect(u.vfResourceValue).toBe(expected ?? "");
  });

  it("a fixed service id as resource value is kept as sent", () => {
    expect(mapUserInfo(raw({ vfResourceType: "FIXED", vfResourceValue: "FIX-4000401" })).vfResourceValue).toBe("FIX-4000401");
  });
});

describe("SPEC §6 account type of the user (the active role)", () => {
  it.each<[string, RawUser, string | null]>([
    ["the selected role", { selectedRole: "Chooser", ssoRoles: ["ContractOwner", "Chooser"] }, "EBU"],
    ["the only SSO role when none is selected", { selectedRole: null, ssoRoles: ["FixedContractOwner"] }, "UPC"],
    ["several SSO roles and none selected: not known yet", { selectedRole: null, ssoRoles: ["ContractOwner", "Chooser"] }, null],
    ["no roles", { selectedRole: null, ssoRoles: [] }, null],
    ["non-operator, prepaid", { selectedRole: "nonVFUser", isPrepaid: true, isHybrid: false }, "PREPAID"],
    ["non-operator, hybrid", { selectedRole: "nonVFUser", isPrepaid: false, isHybrid: true }, "HYBRID"],
    ["non-operator, postpaid", { selectedRole: "nonVFUser", isPrepaid: false, isHybrid: false }, "POSTPAID"],
    ["an unknown selected role falls back to the only SSO role", { selectedRole: "Wizard", ssoRoles: ["User"] }, "CBU"],
  ])("%s", (_name, patch, expected) => {
    expect(mapUserInfo(raw(patch)).accountType).toBe(expected);
  });

  it("activeRole: selected, else the single SSO role, else none", () => {
    expect(activeRole({ selectedRole: "User", ssoRoles: ["Chooser"] })).toBe("User");
    expect(activeRole({ selectedRole: null, ssoRoles: ["Chooser"] })).toBe("Chooser");
    expect(activeRole({ selectedRole: null, ssoRoles: ["Chooser", "User"] })).toBeNull();
    expect(activeRole({ selectedRole: null, ssoRoles: [] })).toBeNull();
  });
});

describe("SPEC §3 enumerations: unknown values never throw", () => {
  it.each<[string, RawUser, Partial<UserInfo>]>([
    ["unknown provider", { authProvider: "magic" }, { authProvider: null }],
    ["unknown customer type", { vfCustomerType: "XBU" }, { vfCustomerType: null }],
    ["unknown roles are dropped, duplicates too", { ssoRoles: ["Chooser", "Admin", 5, null, "Chooser"] }, { ssoRoles: ["Chooser"] }],
    ["unknown selected role", { selectedRole: "Wizard", ssoRoles: [] }, { selectedRole: null }],
    ["unknown flows are dropped", { eligibleFlows: ["ACQ", "NEW", 3, "RET"] }, { eligibleFlows: ["ACQ", "RET"] }],
    ["unknown flow type → SPEC §9 default flow", { flowType: "NEW" }, { flowType: "NO_MSISDN_ACQ" }],
    ["missing flow type → SPEC §9 default flow", { flowType: undefined }, { flowType: "NO_MSISDN_ACQ" }],
    ["roles as a text, not a list", { ssoRoles: "Chooser" }, { ssoRoles: [] }],
  ])("%s", (_name, patch, expected) => {
    expect(mapUserInfo(raw(patch))).toMatchObject(expected);
  });

  it("every flow type of SPEC §3 is accepted", () => {
    expect(mapUserInfo(raw({ eligibleFlows: [...FLOW_TYPES] })).eligibleFlows).toEqual([...FLOW_TYPES]);
  });
});

describe("SPEC §3 EWP regular/root allow flags are the strings true/false", () => {
  it.each([
    [true, "true"],
    ["true", "true"],
    ["TRUE", "true"],
    [" true ", "true"],
    [false, "false"],
    ["false", "false"],
    [1, "false"],
    ["yes", "false"],
    [null, "false"],
    [undefined, "false"],
  ])("%p → %p", (input, expected) => {
    const u = mapUserInfo(raw({ ewpRegularAllow: input, ewpRootAllow: input }));
    expect(u.ewpRegularAllow).toBe(expected);
    expect(u.ewpRootAllow).toBe(expected);
  });
});

describe("SPEC §3 customerInfo product inventory", () => {
  it.each([
    ["flagged by the back end", { productOfferingId: "PO-X", isSpecial: true }, true],
    ["one of the SPEC §9 special product ids, without the flag", { productOfferingId: "PRP-SPC-010" }, true],
    ["neither", { productOfferingId: "PO-RED-12", isSpecial: false }, false],
    ["a flag of the wrong type", { productOfferingId: "PO-RED-12", isSpecial: 1 }, false],
  ])("special: %s", (_name, item, special) => {
    const u = mapUserInfo(raw({ customerInfo: { productInventory: [item] } }));
    expect(u.customerInfo?.productInventory[0]?.isSpecial).toBe(special);
  });

  it("drops entries that are not objects and keeps the rest in order", () => {
    const u = mapUserInfo(raw({ customerInfo: { productInventory: [null, "x", { id: "a" }, 3, { id: "b", status: 5 }] } }));
    expect(u.customerInfo?.productInventory.map((p) => [p.id, p.status])).toEqual([
      ["a", ""],
      ["b", "5"],
    ]);
  });

  it("billing cycle from a number or numeric text; null otherwise", () => {
    const cycle = (v: unknown) => mapUserInfo(raw({ customerInfo: { billingCycle: v } })).customerInfo?.billingCycle;
    expect([cycle(1), cycle("24"), cycle("x"), cycle(null), cycle(Number.NaN), cycle("")]).toEqual([1, 24, null, null, null, null]);
  });
});

describe("SPEC §3 vetting inside user info", () => {
  it.each<[string, unknown, unknown]>([
    ["epoch ms", 1_772_442_000_000, 1_772_442_000_000],
    ["numeric text", "1772442000000", 1_772_442_000_000],
    ["ISO date", "2026-03-02T09:00:00.000Z", Date.parse("2026-03-02T09:00:00.000Z")],
    ["garbage text", "soon", null],
    ["null", null, null],
    ["an object", {}, null],
  ])("resendTimestamp as %s", (_name, input, expected) => {
    expect(mapVetting({ resendTimestamp: input }).resendTimestamp).toBe(expected);
  });

  it.each([...VETTING_STEPS.map((s) => [s, s] as const), ["SOMETHING_NEW", "LOGIN_OPTIONS"] as const, [null, "LOGIN_OPTIONS"] as const])(
    "currentStep %p → %p",
    (step, expected) => {
      expect(mapVetting({ currentStep: step }).currentStep).toBe(expected);
    },
  );

  it("a missing vetting is a fresh sign-in vetting", () => {
    expect(mapUserInfo(raw({ vetting: undefined })).vetting).toEqual(initialVetting("login"));
  });

  it("tocAccepted only when true", () => {
    expect([true, "true", "no", 1, null].map((v) => mapVetting({ tocAccepted: v }).tocAccepted)).toEqual([true, true, false, false, false]);
  });
});

/** The types a UserInfo must have whatever came in. */
function expectWellTyped(u: UserInfo) {
  const isText = (v: unknown) => typeof v === "string";
  const isTextOrNull = (v: unknown) => v === null || typeof v === "string";
  const isBool = (v: unknown) => typeof v === "boolean";
  const TEXT = [
    "cnp",
    "firstName",
    "lastName",
    "email",
    "subscriberId",
    "vfSidKey",
    "vfSid",
    "clientType",
    "authClass",
    "vfEntityType",
    "vfEntityId",
    "vfCustomerSegment",
    "vfCRMRole",
    "selectedBanType",
    "vfResourceType",
    "vfResourceValue",
    "selectedBan",
    "selectedIdentityId",
    "vfOdsCui",
    "vfSsoId",
    "vfCid",
    "appClientName",
  ] as const;
  const BOOL = [
    "isAuthenticated",
    "isGoldUser",
    "isMigratedFromOMS",
    "vfIsHybrid",
    "vfIsPrepaid",
    "isHybrid",
    "isPrepaid",
    "isNonVdf",
    "isFixVdf",
    "isFixedCustomer",
  ] as const;
  for (const k of TEXT) expect([k, isText(u[k])]).toEqual([k, true]);
  for (const k of BOOL) expect([k, isBool(u[k])]).toEqual([k, true]);
  expect(isTextOrNull(u.phoneNumber)).toBe(true);
  expect(["true", "false"]).toContain(u.ewpRegularAllow);
  expect(["true", "false"]).toContain(u.ewpRootAllow);
  expect(Array.isArray(u.eligibleFlows) && Array.isArray(u.ssoRoles)).toBe(true);
  expect(FLOW_TYPES).toContain(u.flowType);
  expect(VETTING_STEPS).toContain(u.vetting.currentStep);
  expect(Array.isArray(u.vetting.eligibleFlows)).toBe(true);
  if (u.customerInfo) {
    expect(Array.isArray(u.customerInfo.bans) && Array.isArray(u.customerInfo.productInventory)).toBe(true);
    expect(isText(u.customerInfo.customerId)).toBe(true);
  }
  for (const a of [u.shippingAddress, u.billingAddress, u.fixedInstallationAddress]) {
    if (a) for (const v of Object.values(a)) expect(isText(v)).toBe(true);
  }
}

describe("user info mapping is total: garbage never throws", () => {
  const GARBAGE: unknown[] = [null, undefined, 0, 42, Number.NaN, "", "x", true, false, [], [1, 2], {}, () => 1, Symbol("s"), new Date(0)];

  it.each(GARBAGE.map((g) => [String(typeof g === "symbol" ? "Symbol" : g), g] as const))(
    "the whole answer is %s → the anonymous defaults",
    (_d, g) => {
      expect(mapUserInfo(g)).toEqual(mapUserInfo(null));
    },
  );

  // Every key of a real answer replaced, one at a time, by every kind of garbage.
  const ROWS = Object.keys(PREPAID_SPECIAL).flatMap((key) => GARBAGE.map((g) => [key, g] as const));
  it(`every field replaced by garbage (${ROWS.length} rows) gives well-typed user info`, () => {
    for (const [key, g] of ROWS) {
      const u = mapUserInfo(raw({ [key]: g }));
      expectWellTyped(u);
    }
  });

  it("nested parts of the wrong type give their defaults", () => {
    const u = mapUserInfo(
      raw({
        address: "Iași",
        attributes: [],
        customerInfo: { bans: [1, "", null, "200000202", "200000202"], productInventory: {}, customerType: "SOHO" },
        gdprAttributes: { gdprBasic: "yes" },
        shippingAddress: { city: 5, street: null },
        vetting: { eligibleFlows: "ACQ", tocAccepted: "maybe" },
      }),
    );
    expect(u.address).toBeNull();
    expect(u.attributes).toBeNull();
    expect(u.customerInfo).toMatchObject({ bans: ["1", "200000202"], productInventory: [], customerType: null });
    expect(u.gdprAttributes).toEqual({ gdprBasic: false, gdprAdvanced: false });
    expect(u.shippingAddress).toEqual({ ...EMPTY_ADDRESS, city: "5" });
    expect(u.vetting).toMatchObject({ eligibleFlows: [], tocAccepted: false });
  });

  it("a __proto__ key in the answer changes nothing", () => {
    const hostile = JSON.parse('{"__proto__":{"isAuthenticated":true,"ssoRoles":["Chooser"]},"constructor":{"prototype":{"x":1}}}');
    expect(mapUserInfo(hostile)).toEqual(mapUserInfo(null));
    expect(({} as Record<string, unknown>).isAuthenticated).toBeUndefined();
  });
});

describe("anonymous defaults and SSO roles", () => {
  it("an absent answer (null) maps to the anonymous visitor", () => {
    expect(mapUserInfo(null)).toEqual<UserInfo>({
      address: null,
      attributes: null,
      cnp: "",
      phoneNumber: null,
      firstName: "",
      lastName: "",
      email: "",
      eligibleFlows: [],
      subscriberId: "",
      ssoRoles: [],
      isAuthenticated: false,
      vfSidKey: "",
      vfSid: "",
      authProvider: null,
      clientType: "",
      authClass: "",
      isGoldUser: false,
      isMigratedFromOMS: false,
      vfEntityType: "",
      vfEntityId: "",
      vfCustomerSegment: "",
      vfCustomerType: null,
      vfCRMRole: "",
      selectedBanType: "",
      vfResourceType: "",
      vfResourceValue: "",
      vfIsHybrid: false,
      vfIsPrepaid: false,
      isHybrid: false,
      isPrepaid: false,
      isNonVdf: false,
      isFixVdf: false,
      selectedBan: "",
      selectedRole: null,
      selectedIdentityId: "",
      vfOdsCui: "",
      vfSsoId: "",
      vfCid: "",
      appClientName: "",
      ewpRegularAllow: "false",
      ewpRootAllow: "false",
      customerInfo: null,
      flowType: "NO_MSISDN_ACQ",
      gdprAttributes: null,
      shippingAddress: null,
      billingAddress: null,
      fixedInstallationAddress: null,
      vetting: initialVetting("login"),
      isFixedCustomer: false,
      accountType: null,
    });
  });

  it("the anonymous defaults are a new object each time", () => {
    const a = mapUserInfo(null);
    a.ssoRoles.push("Chooser");
    expect(mapUserInfo(null).ssoRoles).toEqual([]);
  });

  it("SPEC §2 hasSsoRoles: at least one known SSO role", () => {
    expect(hasSsoRoles(mapUserInfo(raw({ ssoRoles: ["ContractOwner"] })))).toBe(true);
    expect(hasSsoRoles(mapUserInfo(raw({ ssoRoles: [] })))).toBe(false);
    expect(hasSsoRoles(mapUserInfo(raw({ ssoRoles: ["NotARole"] })))).toBe(false);
    expect(hasSsoRoles(mapUserInfo(null))).toBe(false);
  });
});
