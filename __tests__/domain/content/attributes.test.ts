import { attributeValue, mapAttributes } from "../../../src/domain/content/attributes";

describe("SPEC §3 offer attributes read by name", () => {
  const attrs = [
    { name: "network", value: "5G" },
    { name: "contractDuration", value: "24" },
    { name: "network", value: "4G" },
    { name: "numeric", value: 24 },
  ];
  it("gives the value of the first pair with that name", () => {
    expect(attributeValue(attrs, "network")).toBe("5G");
    expect(attributeValue(attrs, "contractDuration")).toBe("24");
  });
  it("gives '' when the name is missing or the value is not a string", () => {
    expect(attributeValue(attrs, "missing")).toBe("");
    expect(attributeValue(attrs, "numeric")).toBe("");
  });
  it("gives '' for input that is not a list of pairs", () => {
    for (const v of [undefined, null, "network", { network: "5G" }, [null, 3, "x"]]) expect(attributeValue(v, "network")).toBe("");
  });
  it("keeps only well-formed pairs when mapping the list", () => {
    expect(mapAttributes([...attrs, null, { name: 1, value: "x" }])).toEqual([
      { name: "network", value: "5G" },
      { name: "contractDuration", value: "24" },
      { name: "network", value: "4G" },
    ]);
    expect(mapAttributes("nope")).toEqual([]);
  });
});
