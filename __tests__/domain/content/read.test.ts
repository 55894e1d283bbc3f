import { emptyMap, isRecord, readList, readNumber, readString, uniqueIds } from "../../../src/domain/content/read";

describe("SPEC §8 content answers read defensively", () => {
  it("reads text: trimmed strings, finite numbers as text, else ''", () => {
    expect(readString("  a ")).toBe("a");
    expect(readString(24)).toBe("24");
    for (const v of [undefined, null, Number.NaN, {}, [], true]) expect(readString(v)).toBe("");
  });
  it("reads numbers, also from numeric text, else null", () => {
    expect(readNumber(3)).toBe(3);
    expect(readNumber(" 10 ")).toBe(10);
    for (const v of [undefined, null, "", " ", "abc", Number.POSITIVE_INFINITY, {}, [1]]) expect(readNumber(v)).toBeNull();
  });
  it("tells objects from lists and reads lists", () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(readList([1])).toEqual([1]);
    expect(readList({ 0: 1 })).toEqual([]);
  });
  it("keeps ids trimmed, non-empty and once each, in order", () => {
    expect(uniqueIds([" b", "a", "b", "", null, 7])).toEqual(["b", "a", "7"]);
  });
  it("makes maps without a prototype", () => {
    expect(Object.getPrototypeOf(emptyMap())).toBeNull();
  });
});
