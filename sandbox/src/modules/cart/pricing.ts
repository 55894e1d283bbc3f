// Cart prices (docs/cart-contract.md "Answer"): EUR from the catalogue offerings, RON = EUR × the configured rate
// (config.eurRonRate) rounded to 2 decimals, VAT 19 % inside every amount (dutyFreeAmount = amount / 1.19).
// Rounding happens per unit price; totals are sums of rounded figures, so a line's unit × quantity and the cart's sum
// of lines are what the customer sees add up.
import { VAT } from "../../seed/catalogue";
import type { Offering } from "./offerings";

export type Currency = "EUR" | "RON";

/** Half away from zero, on the decimal value (349 × 4.975 = 1736.275 → 1736.28, not 1736.27 from binary noise). */
export function round2(n: number): number {
  const cents = Math.round(Math.abs(Number((n * 100).toPrecision(12))));
  return (Math.sign(n) * cents) / 100 || 0;
}

export const toRon = (eur: number, rate: number): number => round2(eur * rate);

/** One amount in both currencies. */
export interface Amount {
  EUR: number;
  RON: number;
}

export const ZERO: Amount = { EUR: 0, RON: 0 };
export const addAmounts = (a: Amount, b: Amount): Amount => ({ EUR: round2(a.EUR + b.EUR), RON: round2(a.RON + b.RON) });
export const timesAmount = (a: Amount, q: number): Amount => ({ EUR: round2(a.EUR * q), RON: round2(a.RON * q) });

/** A unit price: what is paid (after the online discount) and the discount itself (≤ 0). */
export interface UnitPrice {
  price: Amount;
  discount: Amount;
}

/** upfront = oneTime (paid once), monthly = recurring. */
export interface ItemPrices {
  upfront: UnitPrice | null;
  monthly: UnitPrice | null;
}

export const NO_PRICES: ItemPrices = { upfront: null, monthly: null };

/**
 * An offering's unit prices. The operator's priceTypes (SPEC §3 "Price entry"): basePrice is the list price,
 * upfrontWithDiscount the discounted one; with both, the discounted price is paid and the difference shows as a
 * discount. Bundles carry a monthly basePrice and an upfront upfrontWithDiscount, both paid.
 */
export function offeringPrices(o: Offering, rate: number): ItemPrices {
  const pick = (recurring: boolean): UnitPrice | null => {
    const of = (type: string) =>
      o.prices.find((p) => p.priceType === type && (p.recurringChargePeriodType === "month") === recurring)?.price.taxIncludedAmount.value;
    const base = of("basePrice");
    const discounted = of("upfrontWithDiscount");
    if (base === undefined && discounted === undefined) return null;
    const paid = discounted ?? (base as number);
    const discount = base !== undefined && discounted !== undefined ? round2(discounted - base) : 0;
    return { price: { EUR: paid, RON: toRon(paid, rate) }, discount: { EUR: discount, RON: toRon(discount, rate) } };
  };
  return { upfront: pick(false), monthly: pick(true) };
}

interface Money {
  unit: Currency;
  value: number;
}

export interface CartPrice {
  name: "upfront" | "monthly";
  priceType: "oneTime" | "recurring";
  recurringChargePeriod?: "month";
  price: { taxIncludedAmount: Money; dutyFreeAmount: Money; taxRate: number };
  priceAlteration: { name: string; priceType: "discount"; price: { taxIncludedAmount: Money } }[];
}

const dutyFree = (v: number): number => round2(v / (1 + VAT / 100));

/** One TMF CartPrice per currency (EUR first, then RON) for an amount and its alterations. */
export function cartPrices(name: "upfront" | "monthly", amount: Amount, alterations: { name: string; amount: Amount }[] = []): CartPrice[] {
  return (["EUR", "RON"] as const).map((unit) => ({
    name,
    priceType: name === "upfront" ? "oneTime" : "recurring",
    ...(name === "monthly" ? { recurringChargePeriod: "month" as const } : {}),
    price: {
      taxIncludedAmount: { unit, value: amount[unit] },
      dutyFreeAmount: { unit, value: dutyFree(amount[unit]) },
      taxRate: VAT,
    },
    priceAlteration: alterations
      .filter((a) => a.amount[unit] !== 0)
      .map((a) => ({ name: a.name, priceType: "discount" as const, price: { taxIncludedAmount: { unit, value: a.amount[unit] } } })),
  }));
}

export const ONLINE_DISCOUNT = "Reducere online";

/** itemPrice (unit) and itemTotalPrice (× quantity) of an item. */
export function itemPriceLists(p: ItemPrices, quantity: number): { itemPrice: CartPrice[]; itemTotalPrice: CartPrice[] } {
  const lists = (q: number): CartPrice[] =>
    (["upfront", "monthly"] as const).flatMap((name) => {
      const u = p[name];
      if (!u) return [];
      return cartPrices(name, timesAmount(u.price, q), [{ name: ONLINE_DISCOUNT, amount: timesAmount(u.discount, q) }]);
    });
  return { itemPrice: lists(1), itemTotalPrice: lists(quantity) };
}
