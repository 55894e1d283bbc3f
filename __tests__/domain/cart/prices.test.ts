import { cartTotals, itemPriceData, priceEntry } from "../../../src/domain/cart/prices";
import { tmfPrice } from "./fixtures";

describe("SPEC §3 Prices have currency, price and price alterations: one TMF CartPrice entry", () => {
  it("reads price, currency, VAT from the duty-free amount, and the alterations", () => {
    expect(priceEntry(tmfPrice("upfront", "RON", 1736.28, [{ name: "Reducere online", value: -248.75 }]))).toEqual({
      kind: "upfront",
      currency: "RON",
      price: 1736.28,
      tax: 277.22,
      taxRate: 19,
      alterations: [{ description: "Reducere online", price: -248.75, type: "discount" }],
    });
  });

  it("oneTime is upfront, recurring is monthly; without a priceType the name decides", () => {
    expect(priceEntry(tmfPrice("monthly", "EUR", 25))?.kind).toBe("monthly");
    expect(priceEntry({ name: "monthly", price: { taxIncludedAmount: { unit: "EUR", value: 5 } } })?.kind).toBe("monthly");
    expect(priceEntry({ name: "other", price: { taxIncludedAmount: { unit: "EUR", value: 5 } } })).toBeNull();
    expect(priceEntry({ priceType: "usage", name: "upfront", price: { taxIncludedAmount: { unit: "EUR", value: 5 } } })).toBeNull();
  });

  it("the alterations are already inside the price: nothing is added to it (docs/cart-contract.md device)", () => {
    const data = itemPriceData({ itemPrice: [tmfPrice("upfront", "EUR", 349, [{ name: "Reducere online", value: -50 }])] }, 1);
    expect(data.upfront.eur?.price).toBe(349);
    expect(data.totalUpfront.eur).toBe(349);
  });

  it("an entry without VAT data has unknown tax (0 in the totals)", () => {
    expect(priceEntry({ priceType: "oneTime", price: { taxIncludedAmount: { unit: "EUR", value: 5 } } })?.tax).toBeNull();
    expect(cartTotals([{ priceType: "oneTime", price: { taxIncludedAmount: { unit: "EUR", value: 5 } } }]).upfrontTax).toEqual({
      eur: 0,
      ron: 0,
    });
  });

  it.each([null, "x", {}, { price: "x" }, { priceType: "oneTime", price: { taxIncludedAmount: { unit: "GBP", value: 1 } } }])(
    "%j is not a price",
    (raw) => {
      expect(priceEntry(raw)).toBeNull();
    },
  );
});
