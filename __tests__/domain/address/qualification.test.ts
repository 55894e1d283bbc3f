import { itemQualification, overallQualification } from "../../../src/domain/address/qualification";

describe("SPEC §7 service qualification (TMF645 qualificationResult)", () => {
  it("an item is qualified when available now, alternate when a date is known, unqualified otherwise", () => {
    expect(itemQualification({ availableNow: true, availableFrom: null })).toBe("qualified");
    expect(itemQualification({ availableNow: false, availableFrom: "2026-05-01" })).toBe("alternate");
    expect(itemQualification({ availableNow: false, availableFrom: null })).toBe("unqualified");
  });

  it("the query: qualified when all are, alternate when one is alternate and none unqualified, else unqualified", () => {
    expect(overallQualification(["qualified", "qualified"])).toBe("qualified");
    expect(overallQualification(["qualified", "alternate"])).toBe("alternate");
    expect(overallQualification(["alternate", "unqualified"])).toBe("unqualified");
    expect(overallQualification(["qualified", "unqualified"])).toBe("unqualified");
    expect(overallQualification([])).toBe("unqualified");
  });
});
