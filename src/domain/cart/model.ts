// SPEC §3 "Cart" and "Cart item": the site's cart after normalisation (normalise.ts) of the gateway's TMF663 answer
// (docs/cart-contract.md). Plain data: screens render it, the store keeps it, nothing here calls anything.
import type { CurrencyCode } from "../currency";
import { OFFER_TYPES, type OfferType } from "../enums";

/** SPEC §3 "Offer types" the cart knows (all of them); an item of any other offer type is skipped (SPEC §4). */
export const CART_OFFER_TYPES = OFFER_TYPES;
export type CartOfferType = OfferType;

/** SPEC §3 "Prices have currency, price and price alterations (description, price, type)". */
export interface PriceAlteration {
  description: string;
  price: number;
  type: string;
}
export interface CartPrice {
  currency: CurrencyCode;
  /** Tax included. */
  price: number;
  alterations: PriceAlteration[];
}

/** An amount in both currencies the cart shows (SPEC §3 "totals in RON and EUR"). */
export interface Amount2 {
  eur: number;
  ron: number;
}

export interface ItemPriceData {
  /** Unit price, upfront (one-time), tax included; null when the item has none. */
  upfront: { eur: CartPrice | null; ron: CartPrice | null };
  /** Unit price, monthly (recurring), tax included; null when the item has none. */
  monthly: { eur: CartPrice | null; ron: CartPrice | null };
  /** × quantity. */
  totalUpfront: Amount2;
  totalMonthly: Amount2;
}

export interface CartItem {
  cartItemId: string;
  /** The product offering id. */
  productId: string;
  href: string;
  name: string;
  displayName: string;
  quantity: number;
  /** SPEC §9 "Default max cart quantity 1". */
  maxAllowedQuantity: number;
  offerType: CartOfferType;
  offerSubtype: string;
  serviceType: string;
  externalId: string;
  flow: string;
  brand: string;
  category: string;
  subCategory: string;
  contractDuration: string;
  priceData: ItemPriceData;
  bundleParentCartItemId: string | null;
  isBundleParent: boolean;
  /** Bundle children, mobile-service children first (SPEC §4). Empty for other items. */
  children: CartItem[];
  /** The prepaid starter pack the gateway adds with a prepaid SIM (SPEC §4 "special prepaid item"). */
  isSpecialPrepaid: boolean;
  selectedSubscriberId: string | null;
  /** A fixed service's installation address (SPEC §7 formattedAddress); absent for anything else. */
  installationAddress?: string;
}

/** SPEC §3 voucher (id, name, priceRon, priceEur); the code is what the customer typed. */
export interface CartVoucher {
  cartItemId: string;
  id: string;
  name: string;
  code: string;
  priceRon: number;
  priceEur: number;
}

export interface CartTotals {
  upfront: Amount2;
  monthly: Amount2;
  /** VAT inside the totals (RON and EUR). */
  upfrontTax: Amount2;
  monthlyTax: Amount2;
  /** VAT rate in percent when the gateway gives one. */
  taxRate: number | null;
}

export interface Cart {
  /** null: no cart stored yet (empty). */
  cartId: string | null;
  customerType: "CBU" | "EBU";
  status: string;
  /** Top-level items in display order (bundle children inside their parent). */
  items: CartItem[];
  vouchers: CartVoucher[];
  totals: CartTotals;
  notes: { id: string; text: string }[];
  allowedPaymentMethods: ("CARD" | "COD")[];
  /** What the header badge counts (see itemCount in docs/cart-contract.md). */
  itemCount: number;
  /** true when read from the minified cart (no prices). */
  mini: boolean;
}
