import { labelsForKeys, mapPlanLabel, mapPlanLabels } from "../../../src/domain/content/labels";

const seeded = [
  { key: "nou", text: "Nou", colour: "#e60000", textColour: "#ffffff" },
  { key: "5g", text: "5G inclus", colour: "#111827", textColour: "#ffffff" },
  { key: "reducere", text: "Reducere", colour: "#fde047", textColour: "#111827" },
];

describe("SPEC §3 plan label", () => {
  it("maps key, text, colour and textColour", () => {
    expect(mapPlanLabels(seeded)).toEqual(seeded);
  });
  it("keeps only CSS colours and plain text", () => {
    expect(mapPlanLabel({ key: "x", text: "<b>Nou</b> &amp; bun", colour: "red;background:url(x)", textColour: "rgb(1, 2, 3)" })).toEqual({
      key: "x",
      text: "Nou & bun",
      colour: "",
      textColour: "rgb(1, 2, 3)",
    });
  });
  it("gives empty values for missing fields and drops items without a key", () => {
    expect(mapPlanLabel({ key: "k" })).toEqual({ key: "k", text: "", colour: "", textColour: "" });
    expect(mapPlanLabels([null, "nou", { text: "Nou" }, { key: 5 }, 3])).toEqual([{ key: "5", text: "", colour: "", textColour: "" }]);
    expect(mapPlanLabels("x")).toEqual([]);
  });
});

describe("SPEC §7 plan labels by key", () => {
  const labels = mapPlanLabels(seeded);
  it("gives the labels in the order of the keys asked, unknown keys dropped", () => {
    expect(labelsForKeys(labels, ["reducere", "missing", "5g"]).map((l) => l.key)).toEqual(["reducere", "5g"]);
  });
  it("matches keys case-insensitively and gives each label once", () => {
    expect(labelsForKeys(labels, ["5G", "5g", "NOU"]).map((l) => l.key)).toEqual(["5g", "nou"]);
  });
  it("gives [] for no keys or no labels", () => {
    expect(labelsForKeys(labels, [])).toEqual([]);
    expect(labelsForKeys([], ["nou"])).toEqual([]);
  });
});
