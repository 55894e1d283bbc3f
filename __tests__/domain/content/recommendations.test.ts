import { recommendedOffers } from "../../../src/domain/content/recommendations";

describe("SPEC §3 recommendation: recommendationType (OFFER_FB recognised)", () => {
  it("keeps items of OFFER_FB recommendations only, by priority ascending", () => {
    const out = recommendedOffers([
      {
        recommendationType: "OFFER_FB",
        recommendationItem: [
          { id: "r2", priority: 2, offering: { id: "PLAN-B", name: "Smart 15" } },
          { id: "r1", priority: "1", productOffering: { id: "PLAN-A", name: "Start 7" } },
        ],
      },
      { recommendationType: "ACCESSORY", recommendationItem: [{ id: "x", priority: 0, offering: { id: "ACC", name: "Husă" } }] },
      { recommendationType: "OFFER_FB", recommendationItem: [{ id: "r3", priority: 1.5, offering: { id: "PLAN-C" } }] },
    ]);
    expect(out).toEqual([
      { id: "r1", priority: 1, offeringId: "PLAN-A", name: "Start 7" },
      { id: "r3", priority: 1.5, offeringId: "PLAN-C", name: "" },
      { id: "r2", priority: 2, offeringId: "PLAN-B", name: "Smart 15" },
    ]);
  });
  it("puts items without a priority last, keeping their order", () => {
    const out = recommendedOffers([
      {
        recommendationType: "OFFER_FB",
        recommendationItem: [
          { id: "a", offering: { id: "A" } },
          { id: "b", priority: "x", offering: { id: "B" } },
          { id: "c", priority: 5, offering: { id: "C" } },
        ],
      },
    ]);
    expect(out.map((o) => o.id)).toEqual(["c", "a", "b"]);
  });
  it("drops items without an offering id and ignores bad input", () => {
    expect(
      recommendedOffers([{ recommendationType: "OFFER_FB", recommendationItem: [null, { id: "x" }, { offering: { name: "n" } }] }]),
    ).toEqual([]);
    for (const v of [
      undefined,
      null,
      {},
      "OFFER_FB",
      [null, { recommendationType: "OFFER_FB" }, { recommendationType: "OFFER_FB", recommendationItem: "x" }],
    ]) {
      expect(recommendedOffers(v)).toEqual([]);
    }
  });
});
