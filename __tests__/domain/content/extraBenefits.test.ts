import {
  completeGroup,
  extraBenefitsByGroup,
  groupItemIds,
  mapExtraBenefitContent,
  mapExtraBenefitGroup,
  mapExtraBenefitItem,
} from "../../../src/domain/content/extraBenefits";

const disney = {
  extraBenefitId: "disney-plus",
  headline: "Disney+ inclus",
  icon: "disney",
  content: {
    headline: "Disney+ inclus",
    subtitle: "Beneficiu extra la abonament",
    description: "<p>Filme și seriale</p>",
    disclaimer: "Se aplică <a href='/termeni'>Termenii</a>.",
    confirmation: "Ai ales Disney+ inclus.",
    bannerImage: { idPath: "/dA/abcdef0123/bannerImage/banner-disney.svg?language_id=1" },
  },
};

describe("SPEC §3 extra benefit item", () => {
  it("maps the item and its content, the banner image as an identifier", () => {
    expect(mapExtraBenefitItem(disney)).toEqual({
      extraBenefitId: "disney-plus",
      headline: "Disney+ inclus",
      icon: "disney",
      content: {
        headline: "Disney+ inclus",
        subtitle: "Beneficiu extra la abonament",
        description: "<p>Filme și seriale</p>",
        disclaimer: "Se aplică <a href='/termeni'>Termenii</a>.",
        confirmation: "Ai ales Disney+ inclus.",
        bannerImageId: "abcdef0123",
      },
    });
  });
  it("accepts content as a one-item list and strips markup from plain-text fields", () => {
    const item = mapExtraBenefitItem({ ...disney, headline: "<b>Disney+</b>", content: [{ ...disney.content, subtitle: "<i>Extra</i>" }] });
    expect(item?.headline).toBe("Disney+");
    expect(item?.content?.subtitle).toBe("Extra");
  });
  it("gives empty values for missing or mistyped fields", () => {
    expect(mapExtraBenefitItem({ extraBenefitId: "x", headline: 3, content: "nope" })).toEqual({
      extraBenefitId: "x",
      headline: "",
      icon: "",
      content: null,
    });
    expect(mapExtraBenefitContent({})).toEqual({
      headline: "",
      subtitle: "",
      description: "",
      disclaimer: "",
      confirmation: "",
      bannerImageId: null,
    });
    expect(mapExtraBenefitContent([])).toBeNull();
  });
  it("is null without an extraBenefitId", () => {
    for (const v of [null, "x", [], { headline: "Disney+" }]) expect(mapExtraBenefitItem(v)).toBeNull();
  });
});

describe("SPEC §3 extra benefit group", () => {
  const group = mapExtraBenefitGroup({
    id: "abonamente-cbu",
    title: "Alege un beneficiu extra",
    list: [
      { extraBenefitId: "tv-plus" },
      null,
      { extraBenefitId: "disney-plus" },
      { extraBenefitId: "tv-plus" },
      { extraBenefitId: "gone" },
    ],
  })!;
  it("maps id, title and the ids of its list in order, once each", () => {
    expect(group.id).toBe("abonamente-cbu");
    expect(group.title).toBe("Alege un beneficiu extra");
    expect(groupItemIds(group)).toEqual(["tv-plus", "disney-plus", "gone"]);
  });
  it("is null without an id; a missing list is empty", () => {
    expect(mapExtraBenefitGroup({ title: "x" })).toBeNull();
    expect(mapExtraBenefitGroup({ id: "g", list: "x" })).toEqual({ id: "g", title: "", items: [] });
  });
  it("completes the group with the fetched items in the group's order, dropping ids not fetched", () => {
    const fetched = [mapExtraBenefitItem(disney)!, mapExtraBenefitItem({ extraBenefitId: "tv-plus", headline: "TV Plus" })!];
    expect(completeGroup(group, fetched).items.map((i) => i.headline)).toEqual(["TV Plus", "Disney+ inclus"]);
  });
});

describe("SPEC §8 extra benefits per named group", () => {
  const g = (id: string) => ({ id, title: id, items: [mapExtraBenefitItem({ extraBenefitId: `${id}-1` })!] });
  it("gives the items of each requested group and an empty list for groups not found", () => {
    const out = extraBenefitsByGroup(["fixe", "missing", "abonamente-cbu"], [g("abonamente-cbu"), g("fixe"), g("other")]);
    expect(Object.keys(out)).toEqual(["fixe", "missing", "abonamente-cbu"]);
    expect(out.fixe?.map((i) => i.extraBenefitId)).toEqual(["fixe-1"]);
    expect(out.missing).toEqual([]);
  });
  it("gives {} when nothing is requested", () => {
    expect(extraBenefitsByGroup([], [g("fixe")])).toEqual({});
  });
});
