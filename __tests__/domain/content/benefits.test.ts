import { emptyPlanBenefits, groupBenefits, mapBenefit, sortBenefits } from "../../../src/domain/content/benefits";

const b = (broadleafId: string, title: string, orderIndex: unknown, benefitType = "main") => ({
  broadleafId,
  title,
  description: `${title} <strong>inclus</strong>`,
  orderIndex,
  mainUpperValue: "60 GB",
  icon: "data",
  assetsFolder: "/images/benefits/",
  benefitType,
});

describe("SPEC §3 service card benefit", () => {
  it("maps every field", () => {
    expect(mapBenefit(b("PLAN-1", "Internet", 1))).toEqual({
      broadleafId: "PLAN-1",
      title: "Internet",
      description: "Internet <strong>inclus</strong>",
      orderIndex: 1,
      mainUpperValue: "60 GB",
      icon: "data",
      assetsFolder: "/images/benefits/",
      benefitType: "main",
    });
  });
  it("gives empty values for missing or mistyped fields and plain text for the title", () => {
    expect(mapBenefit({ broadleafId: "P", title: "<i>Roaming</i>", orderIndex: {}, benefitType: "MAIN ", icon: 3 })).toEqual({
      broadleafId: "P",
      title: "Roaming",
      description: "",
      orderIndex: null,
      mainUpperValue: "",
      icon: "3",
      assetsFolder: "",
      benefitType: "main",
    });
    expect(mapBenefit({ broadleafId: "P", benefitType: "other" })?.benefitType).toBe("");
  });
  it("is null without a broadleafId or for a non-object", () => {
    for (const v of [null, 1, "x", [], { title: "Internet" }]) expect(mapBenefit(v)).toBeNull();
  });
});

describe("SPEC §3 benefits ordered by numeric orderIndex ascending", () => {
  it("orders numerically (10 after 9, also as text), missing orderIndex last, ties stable", () => {
    const list = [
      b("P", "ten", "10"),
      b("P", "none", undefined),
      b("P", "nine", 9),
      b("P", "one-a", 1),
      b("P", "one-b", "1"),
      b("P", "two", 2),
    ];
    const sorted = sortBenefits(list.map((x) => mapBenefit(x)!));
    expect(sorted.map((x) => x.title)).toEqual(["one-a", "one-b", "two", "nine", "ten", "none"]);
  });
  it("does not change the list it is given", () => {
    const list = [mapBenefit(b("P", "b", 2))!, mapBenefit(b("P", "a", 1))!];
    sortBenefits(list);
    expect(list.map((x) => x.title)).toEqual(["b", "a"]);
  });
});

describe("SPEC §7 benefit shapes benefits, mainBenefits, secondaryBenefits", () => {
  it("groups by broadleafId, all benefits and by type, each list ordered", () => {
    const out = groupBenefits([
      b("P1", "Roaming", 10, "secondary"),
      b("P1", "Internet", 1, "main"),
      b("P2", "Internet", 1, "main"),
      b("P1", "SMS", 3, "secondary"),
      b("P1", "Minute", 2, "main"),
      b("P2", "Extra", 5, "unknown"),
    ]);
    const titles = (m: Record<string, { title: string }[]>) =>
      Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v.map((x) => x.title)]));
    expect(titles(out.benefits)).toEqual({ P1: ["Internet", "Minute", "SMS", "Roaming"], P2: ["Internet", "Extra"] });
    expect(titles(out.mainBenefits)).toEqual({ P1: ["Internet", "Minute"], P2: ["Internet"] });
    expect(titles(out.secondaryBenefits)).toEqual({ P1: ["SMS", "Roaming"] });
  });
  it("gives empty maps for no data or bad input (the SPEC §8 fallback)", () => {
    for (const v of [undefined, null, {}, "x", [], [null, 3, { title: "no id" }]]) expect(groupBenefits(v)).toEqual(emptyPlanBenefits());
    expect(emptyPlanBenefits()).toEqual({ benefits: {}, mainBenefits: {}, secondaryBenefits: {} });
  });
  it("keeps ids that look like object properties as plain keys", () => {
    expect(groupBenefits([b("constructor", "x", 1)]).benefits.constructor).toHaveLength(1);
    expect(groupBenefits([b("other", "x", 1)]).benefits.constructor).toBeUndefined();
  });
});
