import { orderEligibleFlows } from "../../../src/domain/session/eligibleFlows";

describe("SPEC §4 eligible flows list is reordered so the acquisition flow (ACQ) is last", () => {
  it.each<[unknown, string[]]>([
    [
      ["ACQ", "RET", "MNP"],
      ["RET", "MNP", "ACQ"],
    ],
    [
      ["ACQ", "MFP", "MNP"],
      ["MFP", "MNP", "ACQ"],
    ],
    [
      ["RET", "ACQ", "MFP"],
      ["RET", "MFP", "ACQ"],
    ],
    [
      ["ACQ", "FIX"],
      ["FIX", "ACQ"],
    ],
    [
      ["MNP", "ACQ"],
      ["MNP", "ACQ"],
    ],
    [["ACQ"], ["ACQ"]],
    [
      ["RET", "MNP"],
      ["RET", "MNP"],
    ],
    [[], []],
    [
      ["ACQ", "RET", "ACQ"],
      ["RET", "ACQ", "ACQ"],
    ],
  ])("%j → %j (the others keep their order)", (flows, expected) => {
    expect(orderEligibleFlows(flows)).toEqual(expected);
  });
  it("drops entries that are not strings", () => {
    expect(orderEligibleFlows(["ACQ", 1, null, "RET", { f: "MNP" }, "MNP"])).toEqual(["RET", "MNP", "ACQ"]);
  });
  it.each([undefined, null, "ACQ", { flows: ["ACQ"] }])("%p is not a list → []", (value) => {
    expect(orderEligibleFlows(value)).toEqual([]);
  });
  it("does not change its input", () => {
    const flows = ["ACQ", "RET"];
    orderEligibleFlows(Object.freeze(flows));
    expect(flows).toEqual(["ACQ", "RET"]);
  });
});
