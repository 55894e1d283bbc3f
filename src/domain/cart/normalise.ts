// SPEC §3 "Cart", "Cart item" and the SPEC §4 "Cart:" rules: the gateway's TMF663 answer (docs/cart-contract.md) read
// into the site's Cart (model.ts). The answer is not trusted: an item that cannot be read is skipped, any other field
// that is missing or of the wrong type gets an empty default, an unreadable answer is the empty cart; nothing throws.
// Each SPEC §4 rule is one named function below, applied in the order normaliseCart lists them.

import { isFixedOfferType } from "../address/eligibility";
import { DEFAULT_MAX_CART_QUANTITY } from "../constants";
import { isOneOf, PAYMENT_METHODS, type CustomerType } from "../enums";
import { isRecord, readFlag, readList, readNumber, readRecord, readString, type RawRecord } from "../read";
import { CART_OFFER_TYPES, type Cart, type CartItem, type CartOfferType, type CartVoucher } from "./model";
import { cartTotals, emptyTotals, itemPriceData } from "./prices";

/**
 * SPEC §4 "the special prepaid item": the starter pack the gateway adds with the first prepaid SIM
 * (docs/cart-contract.md, docs/decisions.md). Either marker identifies it.
 */
export const PREPAID_STARTER_PACK = { productOfferingId: "PREPAID-STARTER-PACK", serviceType: "PREPAID_STARTER" } as const;

/** The cart before anything is stored (the gateway's `id: null, cartItem: []`), and the fallback of SPEC §4. */
export function emptyCart(customerType: CustomerType): Cart {
  return {
    cartId: null,
    customerType,
    status: "",
    items: [],
    vouchers: [],
    totals: emptyTotals(),
    notes: [],
    allowedPaymentMethods: [],
    itemCount: 0,
    mini: false,
  };
}

/** An item read from the answer, with the voucher code a voucher item carries (not a CartItem field). */
export interface ReadItem {
  item: CartItem;
  voucherCode: string;
}

const present = <T>(v: T | null): v is T => v !== null;

/** TMF characteristics `[{name, value}]` as a lookup; values as text. */
function characteristics(list: unknown): Map<string, string> {
  const map = new Map<string, string>();
  for (const c of readList(list)) {
    if (!isRecord(c)) continue;
    const name = readString(c.name);
    if (name !== "" && !map.has(name)) map.set(name, readString(c.value));
  }
  return map;
}

/** SPEC §4 "Items with unknown offer type are skipped": the item's offer type when SPEC §3 lists it, else null. */
export function knownOfferType(v: unknown): CartOfferType | null {
  const type = readString(v);
  return isOneOf(CART_OFFER_TYPES, type) ? type : null;
}

/** A whole number of at least 1, else null. */
function wholeAtLeastOne(v: unknown): number | null {
  const n = readNumber(v);
  return n !== null && Number.isInteger(n) && n >= 1 ? n : null;
}

/** SPEC §3/§9 "maxAllowedQuantity (default 1)": the gateway's maximum, or 1 when it sent none (or nonsense). */
export function maxQuantityOf(v: unknown): number {
  return wholeAtLeastOne(v) ?? DEFAULT_MAX_CART_QUANTITY;
}

/** SPEC §4 "the special prepaid item": the starter pack by its offering id or its service type. */
export function isStarterPack(productId: string, serviceType: string): boolean {
  return productId === PREPAID_STARTER_PACK.productOfferingId || serviceType === PREPAID_STARTER_PACK.serviceType;
}

/**
 * One cartItem of the answer (full or minified). null for an item that is not one: no id, or an offer type the site
 * does not know (SPEC §4). The minified cart sends offerType at the top level instead of as a characteristic.
 */
export function readCartItem(raw: unknown): ReadItem | null {
  if (!isRecord(raw)) return null;
  const cartItemId = readString(raw.id);
  const product = readRecord(raw.product);
  const chars = characteristics(product.productCharacteristic);
  const char = (name: string): string => chars.get(name) ?? "";
  const offerType = knownOfferType(chars.get("offerType") ?? raw.offerType);
  if (cartItemId === "" || offerType === null) return null;

  const offering: RawRecord = readRecord(raw.productOffering);
  const productId = readString(offering.id);
  const name = readString(offering.name) || readString(product.name);
  const serviceType = char("serviceType");
  // A quantity the gateway did not send as a whole number ≥ 1 is read as 1: the item is there.
  const quantity = wholeAtLeastOne(raw.quantity) ?? 1;
  const item: CartItem = {
    cartItemId,
    productId,
    href: readString(offering.href),
    name,
    displayName: char("displayName") || name,
    quantity,
    maxAllowedQuantity: maxQuantityOf(raw.maxAllowedQuantity),
    offerType,
    offerSubtype: char("offerSubtype"),
    serviceType,
    externalId: char("externalId"),
    flow: char("flow"),
    brand: char("brand"),
    category: char("category"),
    subCategory: char("subCategory"),
    contractDuration: char("contractDuration"),
    priceData: itemPriceData(raw, quantity),
    bundleParentCartItemId: readString(raw.bundleParentCartItemId) || null,
    isBundleParent: readFlag(raw.isBundleParent),
    children: [],
    isSpecialPrepaid: isStarterPack(productId, serviceType),
    selectedSubscriberId: char("selectedSubscriberId") || null,
    ...(isFixedOfferType(offerType) && char("formattedAddress") ? { installationAddress: char("formattedAddress") } : {}),
  };
  return { item, voucherCode: char("voucherCode") };
}

/** SPEC §4 "vouchers are taken out of the items": voucher items become the cart's vouchers (SPEC §3 voucher). */
export function takeOutVouchers(read: readonly ReadItem[]): { items: CartItem[]; vouchers: CartVoucher[] } {
  const items: CartItem[] = [];
  const vouchers: CartVoucher[] = [];
  for (const { item, voucherCode } of read) {
    if (item.offerType !== "Voucher") {
      items.push(item);
      continue;
    }
    vouchers.push({
      cartItemId: item.cartItemId,
      id: item.productId,
      name: item.displayName,
      code: voucherCode,
      // A voucher's price is negative (docs/cart-contract.md): what it takes off the upfront total.
      priceRon: item.priceData.totalUpfront.ron,
      priceEur: item.priceData.totalUpfront.eur,
    });
  }
  return { items, vouchers };
}

/** SPEC §4 "mobile-service children first"; the others keep the gateway's order (a stable sort). */
export function mobileServiceFirst(children: readonly CartItem[]): CartItem[] {
  return [...children.filter((c) => c.offerType === "MobileService"), ...children.filter((c) => c.offerType !== "MobileService")];
}

/**
 * SPEC §4 "Bundle children attach to the bundle parent, mobile-service children first". A child whose parent is not a
 * top-level item of the answer (parent missing, nested deeper) stays a top-level item: nothing the customer pays for
 * is hidden.
 */
export function attachBundleChildren(items: readonly CartItem[]): CartItem[] {
  const ids = new Set(items.map((i) => i.cartItemId));
  const parentOf = (i: CartItem): string | null =>
    i.bundleParentCartItemId !== null && i.bundleParentCartItemId !== i.cartItemId && ids.has(i.bundleParentCartItemId)
      ? i.bundleParentCartItemId
      : null;
  const topLevel = items.filter((i) => parentOf(i) === null);
  const topIds = new Set(topLevel.map((i) => i.cartItemId));
  const attached = topLevel.map((parent) => {
    const children = items.filter((c) => parentOf(c) === parent.cartItemId);
    return children.length === 0 ? parent : { ...parent, children: mobileServiceFirst(children) };
  });
  const stranded = items.filter((i) => {
    const parent = parentOf(i);
    return parent !== null && !topIds.has(parent);
  });
  return [...attached, ...stranded];
}

/**
 * SPEC §4 "The special prepaid item is placed right after the last prepaid item" (the gateway lists it first).
 * Without a prepaid item it stays where it was sent.
 */
export function placeStarterPack(items: readonly CartItem[]): CartItem[] {
  const packs = items.filter((i) => i.isSpecialPrepaid);
  const rest = items.filter((i) => !i.isSpecialPrepaid);
  let lastPrepaid = -1;
  rest.forEach((i, index) => {
    if (i.offerType === "Prepaid") lastPrepaid = index;
  });
  if (packs.length === 0 || lastPrepaid === -1) return [...items];
  return [...rest.slice(0, lastPrepaid + 1), ...packs, ...rest.slice(lastPrepaid + 1)];
}

/**
 * What the header badge counts (docs/cart-contract.md itemCount): the quantities of the items the customer chose.
 * Bundle children are inside their parent and vouchers are not items; the starter pack came by itself.
 */
export function countItems(items: readonly CartItem[]): number {
  return items.filter((i) => !i.isSpecialPrepaid && i.bundleParentCartItemId === null).reduce((n, i) => n + i.quantity, 0);
}

/** The SPEC §4 rules over the answer's items, in order: unknown types skipped, vouchers out, bundles, starter pack. */
function arrange(cartItem: unknown): { items: CartItem[]; vouchers: CartVoucher[] } {
  const read = readList(cartItem).map(readCartItem).filter(present);
  const { items, vouchers } = takeOutVouchers(read);
  return { items: placeStarterPack(attachBundleChildren(items)), vouchers };
}

function notesOf(v: unknown): Cart["notes"] {
  return readList(v)
    .filter(isRecord)
    .map((n) => ({ id: readString(n.id), text: readString(n.text) }))
    .filter((n) => n.id !== "");
}

/** The full cart (GET, and every successful PATCH). `customerType` is the route's: the cart belongs to it. */
export function normaliseCart(raw: unknown, customerType: CustomerType): Cart {
  if (!isRecord(raw)) return emptyCart(customerType);
  const { items, vouchers } = arrange(raw.cartItem);
  return {
    cartId: readString(raw.id) || null,
    customerType,
    status: readString(raw.status),
    items,
    vouchers,
    totals: cartTotals(raw.cartTotalPrice),
    notes: notesOf(raw.note),
    allowedPaymentMethods: readList(raw.allowedPaymentMethods).filter((m) => isOneOf(PAYMENT_METHODS, m)),
    itemCount: countItems(items),
    mini: false,
  };
}

function customerTypeOf(raw: unknown): CustomerType {
  return isRecord(raw) && raw.customerType === "EBU" ? "EBU" : "CBU";
}

/**
 * The minified cart (`GET ?miniCart=true`): items without prices, and the gateway's own itemCount (the badge), which
 * is counted from the items when it is missing. `customerType` defaults to the one the answer names.
 */
export function normaliseMiniCart(raw: unknown, customerType: CustomerType = customerTypeOf(raw)): Cart {
  if (!isRecord(raw)) return { ...emptyCart(customerType), mini: true };
  const { items, vouchers } = arrange(raw.cartItem);
  const sent = readNumber(raw.itemCount);
  return {
    ...emptyCart(customerType),
    cartId: readString(raw.id) || null,
    items,
    vouchers,
    itemCount: sent !== null && Number.isInteger(sent) && sent >= 0 ? sent : countItems(items),
    mini: true,
  };
}
