// SPEC §3 "Prices have currency, price and price alterations (description, price, type)": the TMF663 CartPrice lists
// of the gateway's cart (itemPrice, itemTotalPrice, cartTotalPrice; docs/cart-contract.md) read into the site's
// per-currency prices and totals. An entry that cannot be read (no amount, a currency other than EUR/RON) is skipped.
//
// The gateway's `price.taxIncludedAmount` is what the customer pays: its alterations (an online discount, a voucher)
// are already inside it and are listed only to explain it (the contract's device: 349 € with "Reducere online −50",
// cart total 349 €). So nothing here adds the alterations to the price a second time.

import { isRecord, readList, readNumber, readRecord, readString, type RawRecord } from "../read";
import type { CurrencyCode } from "../currency";
import type { Amount2, CartPrice, CartTotals, ItemPriceData, PriceAlteration } from "./model";

export type PriceKind = "upfront" | "monthly";

/** One readable CartPrice entry. */
export interface PriceEntry {
  kind: PriceKind;
  currency: CurrencyCode;
  price: number;
  /** VAT inside `price`; null when the entry gives neither a duty-free amount nor a rate. */
  tax: number | null;
  taxRate: number | null;
  alterations: PriceAlteration[];
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;

export const ZERO: Readonly<Amount2> = { eur: 0, ron: 0 };

/** TMF priceType oneTime = upfront, recurring = monthly; the entry's name (upfront/monthly) when the type is missing. */
function kindOf(entry: RawRecord): PriceKind | null {
  const type = readString(entry.priceType);
  if (type === "oneTime") return "upfront";
  if (type === "recurring") return "monthly";
  if (type !== "") return null;
  const name = readString(entry.name);
  return name === "upfront" || name === "monthly" ? name : null;
}

function currencyOf(v: unknown): CurrencyCode | null {
  const unit = readString(v).toUpperCase();
  return unit === "EUR" || unit === "RON" ? unit : null;
}

function alteration(v: unknown): PriceAlteration | null {
  if (!isRecord(v)) return null;
  const price = readNumber(readRecord(readRecord(v.price).taxIncludedAmount).value);
  if (price === null) return null;
  return { description: readString(v.name) || readString(v.description), price, type: readString(v.priceType) };
}

const present = <T>(v: T | null): v is T => v !== null;

/** One CartPrice entry; null when it is not an upfront/monthly amount in EUR or RON. */
export function priceEntry(v: unknown): PriceEntry | null {
  if (!isRecord(v)) return null;
  const kind = kindOf(v);
  const price = readRecord(v.price);
  const amount = readRecord(price.taxIncludedAmount);
  const value = readNumber(amount.value);
  const currency = currencyOf(amount.unit);
  if (kind === null || value === null || currency === null) return null;
  const dutyFree = readNumber(readRecord(price.dutyFreeAmount).value);
  const taxRate = readNumber(price.taxRate);
  // The duty-free amount is exact; the rate alone gives the VAT inside a tax-included amount.
  const tax = dutyFree !== null ? round2(value - dutyFree) : taxRate !== null ? round2(value - value / (1 + taxRate / 100)) : null;
  return { kind, currency, price: value, tax, taxRate, alterations: readList(v.priceAlteration).map(alteration).filter(present) };
}

export const priceEntries = (v: unknown): PriceEntry[] => readList(v).map(priceEntry).filter(present);

/** The first entry of a kind in a currency (the gateway sends one each). */
function find(entries: readonly PriceEntry[], kind: PriceKind, currency: CurrencyCode): PriceEntry | undefined {
  return entries.find((e) => e.kind === kind && e.currency === currency);
}

const cartPrice = (e: PriceEntry | undefined): CartPrice | null =>
  e ? { currency: e.currency, price: e.price, alterations: e.alterations } : null;

/** An item's total of a kind: the gateway's itemTotalPrice, else its unit price × quantity, else 0. */
function total(totals: readonly PriceEntry[], unit: CartPrice | null, kind: PriceKind, currency: CurrencyCode, quantity: number): number {
  const sent = find(totals, kind, currency);
  if (sent) return sent.price;
  return unit ? round2(unit.price * quantity) : 0;
}

/**
 * An item's prices (SPEC §3 "priceData"): unit prices upfront and monthly in EUR and RON, and the totals × quantity.
 * `itemTotalPrice` is v5's spelling, `ItemTotalPrice` v4's (docs/tmf-shapes); both are read.
 */
export function itemPriceData(item: RawRecord, quantity: number): ItemPriceData {
  const unit = priceEntries(item.itemPrice);
  const totals = priceEntries(item.itemTotalPrice ?? item.ItemTotalPrice);
  const upfront = { eur: cartPrice(find(unit, "upfront", "EUR")), ron: cartPrice(find(unit, "upfront", "RON")) };
  const monthly = { eur: cartPrice(find(unit, "monthly", "EUR")), ron: cartPrice(find(unit, "monthly", "RON")) };
  return {
    upfront,
    monthly,
    totalUpfront: {
      eur: total(totals, upfront.eur, "upfront", "EUR", quantity),
      ron: total(totals, upfront.ron, "upfront", "RON", quantity),
    },
    totalMonthly: {
      eur: total(totals, monthly.eur, "monthly", "EUR", quantity),
      ron: total(totals, monthly.ron, "monthly", "RON", quantity),
    },
  };
}

export function emptyTotals(): CartTotals {
  return { upfront: { ...ZERO }, monthly: { ...ZERO }, upfrontTax: { ...ZERO }, monthlyTax: { ...ZERO }, taxRate: null };
}

/**
 * SPEC §3 cart totals: upfront and monthly in EUR and RON with the VAT inside them, from cartTotalPrice. A total the
 * gateway did not send is 0: summing item prices instead could count a bundle twice (parent and children).
 */
export function cartTotals(cartTotalPrice: unknown): CartTotals {
  const entries = priceEntries(cartTotalPrice);
  const pick = (kind: PriceKind, field: "price" | "tax"): Amount2 => ({
    eur: find(entries, kind, "EUR")?.[field] ?? 0,
    ron: find(entries, kind, "RON")?.[field] ?? 0,
  });
  return {
    upfront: pick("upfront", "price"),
    monthly: pick("monthly", "price"),
    upfrontTax: pick("upfront", "tax"),
    monthlyTax: pick("monthly", "tax"),
    taxRate: entries.find((e) => e.taxRate !== null)?.taxRate ?? null,
  };
}
