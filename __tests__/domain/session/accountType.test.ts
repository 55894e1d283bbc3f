import { ROLES, type Role } from "../../../src/domain/enums";
import { ACCOUNT_TYPES, accountTypeFor, ADMINISTRATOR_ROLE, type AccountType } from "../../../src/domain/session/accountType";

const POSTPAID = { isHybrid: false, isPrepaid: false };
const PREPAID = { isHybrid: false, isPrepaid: true };
const HYBRID = { isHybrid: true, isPrepaid: false };
const BOTH = { isHybrid: true, isPrepaid: true };

/** The chosen mapping (docs/decisions.md "Account type by role"), one row per role of SPEC §3. */
const EXPECTED: Record<Role, AccountType | "by flags"> = {
  AuthorizedPerson: "EBU",
  Chooser: "EBU",
  ContractOwner: "CBU",
  DelegatedChooser: "EBU",
  FixedContractOwner: "UPC",
  nonVFUser: "by flags",
  PowerUser: "EBU",
  SubUser: "EBU",
  TechnicalChooser: "EBU",
  User: "CBU",
  DigitalProduct: "CBU",
};

describe("SPEC §6 Roles map to account types", () => {
  it("the table covers every role of SPEC §3", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ROLES].sort());
  });

  it.each(ROLES.filter((r) => r !== "nonVFUser").map((role) => [role, EXPECTED[role]] as const))(
    "%s → %s, whatever the customer's flags",
    (role, expected) => {
      for (const flags of [POSTPAID, PREPAID, HYBRID, BOTH]) expect(accountTypeFor(role, flags)).toBe(expected);
    },
  );

  it("the administrator-type role → EBU", () => {
    expect(ADMINISTRATOR_ROLE).toBe("Administrator");
    expect(accountTypeFor("Administrator", POSTPAID)).toBe("EBU");
  });

  it.each([
    ["postpaid", POSTPAID, "POSTPAID"],
    ["prepaid", PREPAID, "PREPAID"],
    ["hybrid", HYBRID, "HYBRID"],
    ["hybrid and prepaid flags: hybrid wins", BOTH, "HYBRID"],
  ] as const)("the non-operator role by customer type: %s → %s", (_name, flags, expected) => {
    expect(accountTypeFor("nonVFUser", flags)).toBe(expected);
  });

  it.each([null, undefined, "", "chooser", "CONTRACTOWNER", "Owner", "toString", "__proto__", "constructor"])(
    "no role or an unknown one (%p) has no account type",
    (role) => {
      expect(accountTypeFor(role, POSTPAID)).toBeNull();
    },
  );

  it("every account type is reachable", () => {
    const reached = new Set([...ROLES, ADMINISTRATOR_ROLE].flatMap((r) => [POSTPAID, PREPAID, HYBRID].map((f) => accountTypeFor(r, f))));
    expect(reached).toEqual(new Set(ACCOUNT_TYPES));
  });
});
