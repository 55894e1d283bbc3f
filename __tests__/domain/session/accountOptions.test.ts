import { accountOptions, hasAccountChoice } from "../../../src/domain/session/accountOptions";
import type { ContactRole } from "../../../src/domain/session/contactRoles";

const role = (id: string, ban: string, extra: Partial<ContactRole> = {}): ContactRole => ({
  id,
  ban,
  role: "ContractOwner",
  customerType: "CBU",
  companyName: null,
  resourceValue: "0722000901",
  selected: false,
  ...extra,
});

describe("issue 6 account switcher: identities (GET /contact-roles) and the current identity's BANs (SPEC §7 changedBanId)", () => {
  it("lists each identity once, the current one marked", () => {
    const options = accountOptions(
      [
        role("cbu", "600000901", { selected: true }),
        role("ebu", "610000902", { role: "Chooser", customerType: "EBU", companyName: "Vasile SRL" }),
      ],
      { selectedIdentityId: "cbu", selectedBan: "600000901", bans: ["600000901"] },
    );
    expect(options.map((o) => [o.key, o.current, o.name, o.isBanOfCurrent])).toEqual([
      ["cbu:600000901", true, "0722000901", false],
      ["ebu:610000902", false, "Vasile SRL", false],
    ]);
    expect(hasAccountChoice(options)).toBe(true);
  });

  it("adds the other BANs of the current identity right after it; the selected BAN is current", () => {
    const options = accountOptions([role("ch", "500000501", { role: "Chooser", customerType: "EBU", selected: true })], {
      selectedIdentityId: "ch",
      selectedBan: "500000502",
      bans: ["500000501", "500000502", "500000503"],
    });
    expect(options.map((o) => [o.ban, o.current, o.isBanOfCurrent])).toEqual([
      ["500000501", false, false],
      ["500000502", true, true],
      ["500000503", false, true],
    ]);
  });

  it("a fixed-line identity (selectedBan is the base id) counts its own BAN as current", () => {
    const options = accountOptions([role("fx", "400000401", { role: "FixedContractOwner", selected: true })], {
      selectedIdentityId: "fx",
      selectedBan: "4000004",
      bans: ["400000401"],
    });
    expect(options).toHaveLength(1);
    expect(options[0]?.current).toBe(true);
    expect(hasAccountChoice(options)).toBe(false);
  });

  it("does not offer the BANs of identities other than the current one", () => {
    const options = accountOptions([role("a", "1"), role("b", "2", { selected: true })], {
      selectedIdentityId: "b",
      selectedBan: "2",
      bans: ["2", "3"],
    });
    expect(options.map((o) => o.key)).toEqual(["a:1", "b:2", "b:3"]);
  });
});
