import { mapPrices } from "../../../src/domain/content/prices";

const entry = (priceType: string, value: unknown, unit = "EUR", recurringChargePeriod: string | null = "month") => ({
  priceType,
  recurringChargePeriod,
  price: { taxIncludedAmount: { unit, value }, dutyFreeAmount: { unit, value: 1 }, taxRate: 19 },
});

describe("SPEC §3 price entries", () => {
  it("with a discounted price: price is the discounted amount, fullPrice the base", () => {
    expect(mapPrices([entry("basePrice", 15), entry("upfrontWithDiscount", 12)])).toEqual({
      price: 12,
      fullPrice: 15,
      currency: "EUR",
      recurring: "month",
    });
  });
  it("without a discounted price: price is the base and fullPrice is empty", () => {
    expect(mapPrices([entry("basePrice", 399, "RON", null)])).toEqual({ price: 399, fullPrice: null, currency: "RON", recurring: null });
  });
  it("does not depend on the order of the entries and takes the first of each type", () => {
    expect(mapPrices([entry("upfrontWithDiscount", 6), entry("basePrice", 8), entry("basePrice", 99)])).toMatchObject({
      price: 6,
      fullPrice: 8,
    });
  });
  it("accepts numeric text and skips entries without a usable amount", () => {
    expect(mapPrices([entry("basePrice", "10.5"), entry("upfrontWithDiscount", "n/a")])).toMatchObject({ price: 10.5, fullPrice: null });
    expect(mapPrices([{ priceType: "basePrice" }, entry("basePrice", 20)])).toMatchObject({ price: 20 });
  });
  it("gives null without a base price", () => {
    expect(mapPrices([entry("upfrontWithDiscount", 12)])).toBeNull();
    expect(mapPrices([entry("basePrice", null)])).toBeNull();
    for (const v of [undefined, null, "15", {}, [null, 1]]) expect(mapPrices(v)).toBeNull();
  });
});
