import { COUNTIES, countyOf } from "../../../src/domain/checkout/counties";

describe("Issue 14 Romanian county list (42 counties incl. București)", () => {
  it("has 41 counties and București, each name and code once", () => {
    expect(COUNTIES).toHaveLength(42);
    expect(new Set(COUNTIES.map((c) => c.name)).size).toBe(42);
    expect(new Set(COUNTIES.map((c) => c.code)).size).toBe(42);
    expect(COUNTIES.map((c) => c.name)).toContain("București");
    expect(COUNTIES.map((c) => c.name)).toEqual(expect.arrayContaining(["Ilfov", "Bistrița-Năsăud", "Caraș-Severin", "Satu Mare"]));
  });

  it("finds a county by its name with or without diacritics (comma or cedilla), any case, or by its code", () => {
    expect(countyOf("Iași")).toBe("Iași");
    expect(countyOf("iasi")).toBe("Iași");
    expect(countyOf("IAŞI")).toBe("Iași");
    expect(countyOf("Bucuresti")).toBe("București");
    expect(countyOf("Municipiul București")).toBe("București");
    expect(countyOf("B")).toBe("București");
    expect(countyOf("cj")).toBe("Cluj");
    expect(countyOf("bistrita nasaud")).toBe("Bistrița-Năsăud");
  });

  it("refuses what is no county", () => {
    expect(countyOf("")).toBeNull();
    expect(countyOf("Transilvania")).toBeNull();
    expect(countyOf("Sector 3")).toBeNull();
    expect(countyOf("a".repeat(10_000))).toBeNull();
  });
});
