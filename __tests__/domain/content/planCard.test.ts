import { keyValueMap, mapPlanCard } from "../../../src/domain/content/planCard";

// A ServicePlanCard item as the GraphQL API answers it (sandbox seed, PLAN-CBU-SMART-15).
const item = {
  externalId: "PLAN-CBU-SMART-15",
  title: "Smart 15",
  nonFormattedHeadline: "60 GB internet și minute nelimitate",
  headline: "<strong>60 GB</strong> internet",
  customerType: "CBU",
  category: "abonamente",
  offerType: "MobileService",
  orderIndex: 4,
  labels: ["5g", "reducere"],
  cartDetails: [
    { key: "Internet", value: "60 GB" },
    { key: "SMS", value: "Nelimitate" },
  ],
  cardImage: { idPath: "/dA/9f8e7d6c5b/cardImage/card-cbu.svg?language_id=1", path: "/contentAsset/raw-data/x/cardImage", width: 600 },
  prices: [
    { priceType: "basePrice", recurringChargePeriod: "month", price: { taxIncludedAmount: { unit: "EUR", value: 15 } } },
    { priceType: "upfrontWithDiscount", recurringChargePeriod: "month", price: { taxIncludedAmount: { unit: "EUR", value: 12 } } },
  ],
  attributes: [{ name: "network", value: "5G" }],
};

describe("SPEC §3 service plan card", () => {
  it("maps a complete item", () => {
    expect(mapPlanCard(item)).toEqual({
      externalId: "PLAN-CBU-SMART-15",
      title: "Smart 15",
      nonFormattedHeadline: "60 GB internet și minute nelimitate",
      headline: "<strong>60 GB</strong> internet",
      customerType: "CBU",
      offerType: "MobileService",
      category: "abonamente",
      orderIndex: 4,
      labels: ["5g", "reducere"],
      cartDetails: { Internet: "60 GB", SMS: "Nelimitate" },
      imageId: "9f8e7d6c5b",
      price: { price: 12, fullPrice: 15, currency: "EUR", recurring: "month" },
      attributes: [{ name: "network", value: "5G" }],
    });
  });

  it("takes the image identifier from the third segment of the cardImage path", () => {
    expect(mapPlanCard({ ...item, cardImage: { idPath: "/dA/abc123/cardImage/x.svg" } })?.imageId).toBe("abc123");
    expect(mapPlanCard({ ...item, cardImage: { idPath: "nonsense" } })?.imageId).toBeNull();
    expect(mapPlanCard({ ...item, cardImage: null })?.imageId).toBeNull();
  });

  it("keeps plain-text fields free of markup but leaves the HTML headline to the sanitiser", () => {
    const card = mapPlanCard({ ...item, title: "<b>Smart</b> 15 &amp; more", nonFormattedHeadline: "<p>60 GB</p><p>internet</p>" });
    expect(card?.title).toBe("Smart 15 & more");
    expect(card?.nonFormattedHeadline).toBe("60 GB internet");
    expect(card?.headline).toBe("<strong>60 GB</strong> internet");
  });

  it("gives empty values for missing or mistyped fields, never throwing", () => {
    expect(
      mapPlanCard({
        externalId: " PLAN-X ",
        title: 5,
        headline: {},
        orderIndex: "abc",
        labels: "5g",
        cartDetails: 3,
        cardImage: [],
        prices: "12",
        attributes: null,
      }),
    ).toEqual({
      externalId: "PLAN-X",
      title: "",
      nonFormattedHeadline: "",
      headline: "",
      customerType: "",
      offerType: "",
      category: "",
      orderIndex: null,
      labels: [],
      cartDetails: {},
      imageId: null,
      price: null,
      attributes: [],
    });
  });

  it("is null for an item that is not an object or has no externalId", () => {
    for (const v of [undefined, null, "PLAN-X", [], { title: "Smart" }, { externalId: "  " }]) expect(mapPlanCard(v)).toBeNull();
  });
});

describe("SPEC §3 cartDetails key/value list converted to a map", () => {
  it("lets later duplicate keys win", () => {
    expect(
      keyValueMap([
        { key: "Internet", value: "30 GB" },
        { key: "Internet", value: "60 GB" },
      ]),
    ).toEqual({ Internet: "60 GB" });
  });
  it("drops pairs without a key, turns numbers into text and other values into ''", () => {
    expect(
      keyValueMap([{ key: "", value: "x" }, { value: "y" }, null, "k", { key: "Minute", value: 500 }, { key: "SMS", value: null }]),
    ).toEqual({
      Minute: "500",
      SMS: "",
    });
  });
  it("accepts the REST object shape too and treats prototype names as plain keys", () => {
    expect(keyValueMap({ Internet: "60 GB", SMS: 100 })).toEqual({ Internet: "60 GB", SMS: "100" });
    const tricky = keyValueMap([
      { key: "__proto__", value: "p" },
      { key: "constructor", value: "c" },
    ]);
    expect(Object.keys(tricky)).toEqual(["__proto__", "constructor"]);
    expect(tricky.constructor).toBe("c");
  });
  it("strips markup from keys and values", () => {
    expect(keyValueMap([{ key: "<b>SMS</b>", value: "Nelimitate &amp; gratuite" }])).toEqual({ SMS: "Nelimitate & gratuite" });
  });
});
