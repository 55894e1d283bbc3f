// The closed set of things a customer does to the cart, each in ONE switch: the patch it sends (SPEC §7), the input
// checked before anything is sent, and the optimistic change the screen shows until the gateway answers (SPEC §4).

import type { Cart, CartItem } from "./model";
import { countItems, emptyCart } from "./normalise";
import { addItem, applyVoucher, removeItem, removeVoucher, replaceQuantity, type AddableProduct, type CartPatchOp } from "./patches";

export type CartAction =
  | { type: "add"; product: AddableProduct }
  | { type: "setQuantity"; cartItemId: string; quantity: number }
  | { type: "remove"; cartItemId: string }
  | { type: "applyVoucher"; code: string }
  | { type: "removeVoucher"; cartItemId: string };

/**
 * A sanity bound, not the item's maximum: maxAllowedQuantity is the gateway's check (400202 → QTY_MODAL, SPEC §8),
 * so a customer asking for more learns it from the catalogue's message rather than from a silent clamp.
 */
export const QUANTITY_SANITY_MAX = 99;
/** Voucher codes are short upper-case letters and digits (a hyphen allowed); our bound (SPEC §5: messages not shown). */
export const VOUCHER_CODE_MAX_LENGTH = 30;
const VOUCHER_CODE = /^[A-Z0-9-]+$/;

/** Keys of the cart's input messages (the Romanian dictionary holds the texts). */
export type CartInputMessageKey =
  "quantityInvalid" | "voucherRequired" | "voucherTooLong" | "voucherInvalid" | "offerTypeEmpty" | "itemNotInCart";

export type CartInputField = "quantity" | "voucherCode" | "offerType" | "cartItemId";

export type ActionCheck = { ok: true } | { ok: false; field: CartInputField; messageKey: CartInputMessageKey };

/** A voucher code as the gateway gets it: trimmed and upper case (customers type "bunvenit10 "). */
export const normaliseVoucherCode = (code: string): string => code.trim().toUpperCase();

/** The quantity field's text as a number: NaN for an empty or non-numeric entry (which validation then refuses). */
export function parseQuantity(input: string): number {
  const text = input.trim();
  return text === "" ? Number.NaN : Number(text);
}

const isQuantity = (q: number): boolean => Number.isInteger(q) && q >= 1 && q <= QUANTITY_SANITY_MAX;

/** The patch body (SPEC §7) of an action. */
export function patchFor(action: CartAction): CartPatchOp[] {
  switch (action.type) {
    case "add":
      return [addItem(action.product)];
    case "setQuantity":
      return [replaceQuantity(action.cartItemId, action.quantity)];
    case "remove":
      return [removeItem(action.cartItemId)];
    case "applyVoucher":
      return [applyVoucher(normaliseVoucherCode(action.code))];
    case "removeVoucher":
      return [removeVoucher(action.cartItemId)];
  }
}

const fail = (field: CartInputField, messageKey: CartInputMessageKey): ActionCheck => ({ ok: false, field, messageKey });

function checkVoucherCode(input: string): ActionCheck {
  const code = normaliseVoucherCode(input);
  if (code === "") return fail("voucherCode", "voucherRequired");
  if (code.length > VOUCHER_CODE_MAX_LENGTH) return fail("voucherCode", "voucherTooLong");
  return VOUCHER_CODE.test(code) ? { ok: true } : fail("voucherCode", "voucherInvalid");
}

/** Every item of the cart, bundle children included. */
export function allItems(items: readonly CartItem[]): CartItem[] {
  return items.flatMap((i) => [i, ...allItems(i.children)]);
}

/** Bad input, refused before anything is sent. Whether the item may have that many is the gateway's to say. */
export function validateAction(action: CartAction, cart: Cart): ActionCheck {
  switch (action.type) {
    case "add": {
      if (action.product.offerType.trim() === "") return fail("offerType", "offerTypeEmpty");
      const q = action.product.quantity;
      return q === undefined || isQuantity(q) ? { ok: true } : fail("quantity", "quantityInvalid");
    }
    case "setQuantity":
      if (!isQuantity(action.quantity)) return fail("quantity", "quantityInvalid");
      return allItems(cart.items).some((i) => i.cartItemId === action.cartItemId) ? { ok: true } : fail("cartItemId", "itemNotInCart");
    case "remove":
      return allItems(cart.items).some((i) => i.cartItemId === action.cartItemId) ? { ok: true } : fail("cartItemId", "itemNotInCart");
    case "applyVoucher":
      return checkVoucherCode(action.code);
    case "removeVoucher":
      return cart.vouchers.some((v) => v.cartItemId === action.cartItemId) ? { ok: true } : fail("cartItemId", "itemNotInCart");
  }
}

/** Items without the one named (looked for among bundle children too). */
function without(items: readonly CartItem[], cartItemId: string): CartItem[] {
  return items
    .filter((i) => i.cartItemId !== cartItemId)
    .map((i) => (i.children.length === 0 ? i : { ...i, children: without(i.children, cartItemId) }));
}

function withQuantity(items: readonly CartItem[], cartItemId: string, quantity: number): CartItem[] {
  return items.map((i) =>
    i.cartItemId === cartItemId
      ? { ...i, quantity }
      : i.children.length === 0
        ? i
        : { ...i, children: withQuantity(i.children, cartItemId, quantity) },
  );
}

/**
 * What the screen shows while the action is on its way (SPEC §4). Prices and totals are the gateway's to compute and
 * stay as they were; an add shows only in the count (the gateway names the new item). The cart's own count is
 * adjusted by the change rather than recounted, so a minified cart's server count stays the base.
 */
export function optimistic(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case "add":
      return { ...cart, itemCount: cart.itemCount + (action.product.quantity ?? 1) };
    case "setQuantity": {
      const items = withQuantity(cart.items, action.cartItemId, action.quantity);
      return { ...cart, items, itemCount: Math.max(0, cart.itemCount + countItems(items) - countItems(cart.items)) };
    }
    case "remove": {
      let items = without(cart.items, action.cartItemId);
      // The gateway removes the starter pack with the last prepaid SIM (docs/cart-contract.md).
      if (!items.some((i) => i.offerType === "Prepaid")) items = items.filter((i) => !i.isSpecialPrepaid);
      // SPEC §4 "removing the last item clears the cart".
      if (items.length === 0) return { ...emptyCart(cart.customerType), mini: cart.mini };
      return { ...cart, items, itemCount: Math.max(0, cart.itemCount + countItems(items) - countItems(cart.items)) };
    }
    case "applyVoucher":
      return cart;
    case "removeVoucher":
      return { ...cart, vouchers: cart.vouchers.filter((v) => v.cartItemId !== action.cartItemId) };
  }
}
