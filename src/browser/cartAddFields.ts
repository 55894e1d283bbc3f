// The contract between the "Adaugă în coș" markup (components/shop/AddToCartForm.tsx) and its delegated handler
// (shop/cart/addFromPage/cartAddListener.ts): the form's marker and the hidden fields it carries.
export const CART_ADD_ATTR = "data-cart-add";
export const CART_FIELDS = ["productId", "name", "offerType", "serviceType", "flow"] as const;
export type CartAddFields = Record<(typeof CART_FIELDS)[number], string>;

/** The fields of a cart form as the DOM holds them; null when one is missing (markup from an older build). */
export function readCartAddFields(form: HTMLFormElement): CartAddFields | null {
  const out: Partial<CartAddFields> = {};
  for (const name of CART_FIELDS) {
    const el = form.elements.namedItem(name);
    if (!(el instanceof HTMLInputElement)) return null;
    out[name] = el.value;
  }
  return out as CartAddFields;
}
