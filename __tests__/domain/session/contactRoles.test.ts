import { needsIdentityChoice, readContactRoles } from "../../../src/domain/session/contactRoles";

const cbu = {
  id: "idn-1",
  ban: "600000901",
  role: "ContractOwner",
  customerType: "CBU",
  companyName: null,
  resourceValue: "0722000901",
  selected: false,
};
const ebu = { id: "idn-2", ban: 610000902, role: "Chooser", customerType: "EBU", companyName: "Acme SRL", cui: "RO1", selected: false };

describe("SPEC §7 contact roles (identity selector) and SPEC §4 identity selection", () => {
  it("reads the identities the gateway lists", () => {
    expect(readContactRoles([cbu, ebu])).toEqual([
      {
        id: "idn-1",
        ban: "600000901",
        role: "ContractOwner",
        customerType: "CBU",
        companyName: null,
        resourceValue: "0722000901",
        selected: false,
      },
      {
        id: "idn-2",
        ban: "610000902",
        role: "Chooser",
        customerType: "EBU",
        companyName: "Acme SRL",
        resourceValue: null,
        selected: false,
      },
    ]);
  });

  it.each([
    [null],
    ["x"],
    [{ contactRoles: [] }],
    [[null, 1, "a", { ...cbu, id: "" }, { ...cbu, ban: null }, { ...cbu, role: "Admin" }, { ...cbu, customerType: "XYZ" }]],
  ])("drops what it cannot use (%j)", (answer) => {
    expect(readContactRoles(answer)).toEqual([]);
  });

  it("keeps the first of duplicated ids and only a literal true as selected", () => {
    const roles = readContactRoles([
      { ...cbu, selected: "true" },
      { ...cbu, ban: "other" },
    ]);
    expect(roles).toHaveLength(1);
    expect(roles[0]!.selected).toBe(false);
  });

  it.each([
    [[], false],
    [[cbu], false],
    [[cbu, ebu], true],
    [[{ ...cbu, selected: true }, ebu], false],
  ])("a choice is due for %j: %s", (list, due) => {
    expect(needsIdentityChoice(readContactRoles(list))).toBe(due);
  });
});
