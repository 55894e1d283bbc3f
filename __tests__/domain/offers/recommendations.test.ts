import { isRecognisedRecommendationType, mapRecommendationAnswer } from "../../../src/domain/offers/recommendations";

const italyPack = {
  id: "RP-EU-5",
  name: "Roaming Europa 5 GB",
  description: "5 GB în UE, 7 zile",
  productOfferingPrice: [{ price: { taxIncludedAmount: { value: 5, unit: "eur" } } }],
  attributes: [
    { name: "validity", value: "7 zile" },
    { name: "broken", value: 3 },
  ],
};

describe("SPEC §3 recommendation: OFFER_FB recognised, list of recommendationItem → roaming offers", () => {
  it("maps recognised items with the offering's details, by priority", () => {
    const answer = mapRecommendationAnswer([
      {
        recommendationType: "OFFER_FB",
        recommendationItem: [
          { id: "ri-2", priority: 2, productOffering: { id: "RP-WORLD", name: "Roaming Lume", price: { value: "15" } } },
          { id: "ri-1", priority: 1, offering: italyPack },
        ],
      },
    ]);
    expect(answer).toEqual({
      unknownTypes: [],
      offers: [
        {
          id: "RP-EU-5",
          name: "Roaming Europa 5 GB",
          recommendationId: "ri-1",
          priority: 1,
          description: "5 GB în UE, 7 zile",
          price: { value: 5, unit: "EUR" },
          attributes: [{ name: "validity", value: "7 zile" }],
        },
        {
          id: "RP-WORLD",
          name: "Roaming Lume",
          recommendationId: "ri-2",
          priority: 2,
          description: "",
          price: { value: 15, unit: "EUR" },
          attributes: [],
        },
      ],
    });
  });
  it("leaves out unknown recommendation types and lists them once", () => {
    const answer = mapRecommendationAnswer({
      recommendation: [
        { recommendationType: "ACCESSORY", recommendationItem: [{ id: "x", offering: { id: "ACC-1" } }] },
        { recommendationType: "OFFER_FB", recommendationItem: [{ id: "a", offering: { id: "RP-1", name: "A" } }] },
        { recommendationType: "ACCESSORY", recommendationItem: [] },
        { recommendationType: "offer_fb", recommendationItem: [{ id: "y", offering: { id: "RP-2" } }] },
        { recommendationItem: [{ id: "z", offering: { id: "RP-3" } }] },
      ],
    });
    expect(answer.offers.map((o) => o.id)).toEqual(["RP-1"]);
    expect(answer.unknownTypes).toEqual(["ACCESSORY", "offer_fb"]);
  });
  it("reads a single recommendation object", () => {
    const answer = mapRecommendationAnswer({ recommendationType: "OFFER_FB", recommendationItem: [{ id: "a", offering: { id: "RP-1" } }] });
    expect(answer.offers).toHaveLength(1);
    expect(answer.offers[0]).toMatchObject({ id: "RP-1", name: "", price: null, attributes: [] });
  });
  it("lists an offering recommended twice once, at its best priority", () => {
    const answer = mapRecommendationAnswer([
      {
        recommendationType: "OFFER_FB",
        recommendationItem: [
          { id: "late", priority: 5, offering: { id: "RP-1", name: "A" } },
          { id: "early", priority: 1, offering: { id: "RP-1", name: "A" } },
        ],
      },
    ]);
    expect(answer.offers.map((o) => o.recommendationId)).toEqual(["early"]);
  });
  it("skips items without an offering id; an unreadable answer gives no offers", () => {
    expect(
      mapRecommendationAnswer([{ recommendationType: "OFFER_FB", recommendationItem: [{ id: "a" }, { offering: { name: "n" } }] }]).offers,
    ).toEqual([]);
    for (const raw of [null, undefined, "x", 3, {}, { recommendation: "x" }]) {
      expect(mapRecommendationAnswer(raw)).toEqual({ offers: [], unknownTypes: [] });
    }
  });
  it("recognises OFFER_FB only", () => {
    expect(isRecognisedRecommendationType("OFFER_FB")).toBe(true);
    expect(isRecognisedRecommendationType(" OFFER_FB ")).toBe(true);
    expect(isRecognisedRecommendationType("OFFER")).toBe(false);
    expect(isRecognisedRecommendationType(null)).toBe(false);
  });
});
