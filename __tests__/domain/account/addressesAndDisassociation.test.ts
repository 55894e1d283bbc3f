// src/domain/account/addresses.ts (SPEC §3 addresses) and disassociation.ts (SPEC §7 identity "disassociate roles").
import { profileAddresses } from "../../../src/domain/account/addresses";
import { associatedAccounts, keptReason } from "../../../src/domain/account/disassociation";
import type { ContactRole } from "../../../src/domain/session/contactRoles";
import type { PostalAddress } from "../../../src/domain/session/userInfo";

const address = (city: string): PostalAddress => ({
  county: city,
  city,
  street: "Strada Avram Iancu",
  streetNo: "12",
  building: "",
  apartment: "4",
  postcode: "010101",
  countryIso: "RO",
});
const blank: PostalAddress = {
  county: "",
  city: "",
  street: "",
  streetNo: "",
  building: "",
  apartment: "",
  postcode: "",
  countryIso: "RO",
};

describe("SPEC §3 user info: shipping, billing and fixed installation addresses", () => {
  it("in SPEC order, each only when the profile holds it with something in it", () => {
    expect(
      profileAddresses({
        shippingAddress: address("Cluj"),
        billingAddress: address("Iași"),
        fixedInstallationAddress: address("București"),
      }).map((a) => [a.kind, a.address.city]),
    ).toEqual([
      ["shipping", "Cluj"],
      ["billing", "Iași"],
      ["installation", "București"],
    ]);
    expect(
      profileAddresses({ shippingAddress: null, billingAddress: blank, fixedInstallationAddress: address("Cluj") }).map((a) => a.kind),
    ).toEqual(["installation"]);
    expect(profileAddresses({ shippingAddress: null, billingAddress: null, fixedInstallationAddress: null })).toEqual([]);
  });
});

describe("SPEC §7 identity 'disassociate roles': which identities may go", () => {
  const role = (id: string, selected = false): ContactRole => ({
    id,
    ban: `ban-${id}`,
    role: "ContractOwner",
    customerType: "CBU",
    companyName: null,
    resourceValue: null,
    selected,
  });

  it("the one in use stays (by the selected flag or the profile's identity); another may go", () => {
    const all = [role("cbu", true), role("ebu")];
    expect(keptReason(all[0]!, all, "")).toBe("inUse");
    expect(keptReason(role("cbu"), [role("cbu"), role("ebu")], "cbu")).toBe("inUse");
    expect(keptReason(all[1]!, all, "cbu")).toBeNull();
  });

  it("the last identity stays", () => {
    expect(keptReason(role("only"), [role("only")], "")).toBe("lastIdentity");
  });

  it("the list leaves out the account in use; each other one says whether it may go", () => {
    expect(associatedAccounts([role("cbu"), role("ebu"), role("ebu2")], "cbu")).toEqual([
      { role: role("ebu"), kept: null },
      { role: role("ebu2"), kept: null },
    ]);
    expect(associatedAccounts([role("cbu", true)], "cbu")).toEqual([]);
    // Signed in without a pick (no identity in use): one of one stays as the last.
    expect(associatedAccounts([role("only")], "")).toEqual([{ role: role("only"), kept: "lastIdentity" }]);
  });
});
