// SPEC §3 "Price entry: priceType basePrice or upfrontWithDiscount with tax-included amount; maps to
// price and fullPrice; with no discounted price, price takes the base price and fullPrice is empty."
import { isRecord, readList, readNumber, readString } from "./read";

export interface OfferPrice {
  /** What the customer pays: the discounted amount when there is one, else the base amount. */
  price: number;
  /** The base amount, shown struck through; null when there is no discount. */
  fullPrice: number | null;
  /** Currency code as the catalogue gives it (EUR, RON). */
  currency: string;
  /** recurringChargePeriod of the entry `price` comes from ("month"); null for one-off prices. */
  recurring: string | null;
}

interface Entry {
  value: number;
  unit: string;
  recurring: string | null;
}

/** The first entry of a price type with a numeric tax-included amount. */
function entryOf(entries: unknown[], priceType: string): Entry | null {
  for (const e of entries) {
    if (!isRecord(e) || e.priceType !== priceType || !isRecord(e.price)) continue;
    const amount = e.price.taxIncludedAmount;
    const value = isRecord(amount) ? readNumber(amount.value) : null;
    if (value === null || !isRecord(amount)) continue;
    return { value, unit: readString(amount.unit), recurring: readString(e.recurringChargePeriod) || null };
  }
  return null;
}

/** Price and full price of an offer's price entries; null when there is no usable base price. */
export function mapPrices(entries: unknown): OfferPrice | null {
  const list = readList(entries);
  const base = entryOf(list, "basePrice");
  if (!base) return null;
  const discounted = entryOf(list, "upfrontWithDiscount");
  if (!discounted) return { price: base.value, fullPrice: null, currency: base.unit, recurring: base.recurring };
  return { price: discounted.value, fullPrice: base.value, currency: discounted.unit || base.unit, recurring: discounted.recurring };
}
