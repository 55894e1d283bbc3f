import { guardFacts } from "../../../src/domain/guards/facts";
import { isOffered, isOfferedPath, navigationFor } from "../../../src/domain/guards/navigation";
import type { Column } from "./expectedMatrix";
import { SUBJECTS } from "./subjects";

const facts = (column: Column) => {
  const user = SUBJECTS[column]!;
  return guardFacts(user, user.customerInfo?.productInventory ?? []);
};
const menu = (column: Column) => navigationFor(facts(column)).flatMap((s) => s.pages);

describe("issue 6 navigation: the menu offers a subset of what SPEC §2 guards allow", () => {
  it("offers the prepaid twins to users who top up (prepaid, hybrid), not to business or fixed users the spec lets in", () => {
    expect(menu("PRE")).toEqual(expect.arrayContaining(["offers", "costControl", "topUpHistory"]));
    expect(menu("HY")).toEqual(expect.arrayContaining(["offers", "costControl", "topUpHistory", "bonuses"]));
    for (const column of ["CH", "FX", "TC", "NV"] as const) {
      expect(menu(column)).not.toContain("offers");
      expect(menu(column)).not.toContain("topUpHistory");
    }
  });

  it("offers the associate-services page only to accounts without services", () => {
    expect(menu("NR")).toEqual(["associateServices"]);
    expect(menu("PO")).not.toContain("associateServices");
  });

  it("the technical chooser's menu has the assurance area and no dashboard (it would redirect)", () => {
    expect(menu("TC")).toContain("assurance");
    expect(menu("TC")).not.toContain("dashboard");
  });

  it("addresses: self-care pages by name (query ignored), other addresses by the guards", () => {
    expect(isOffered(facts("CH"), "fleetSummary")).toBe(true);
    expect(isOfferedPath(facts("CH"), "/ecare/serviciile-tale/oferte")).toBe(false);
    expect(isOfferedPath(facts("PRE"), "/ecare/serviciile-tale/oferte?x=1")).toBe(true);
    expect(isOfferedPath(facts("PO"), "/business/assurance")).toBe(false);
    expect(isOfferedPath(facts("PO"), "/abonamente")).toBe(true);
  });
});
