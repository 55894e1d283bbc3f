// "Adaugă în coș" (DESIGN.md) on product pages and listing cards. Markup only: the product's cart characteristics
// travel as hidden inputs, and one delegated submit handler (shop/cart/addFromPage/cartAddListener.ts) does the rest. That way the
// button works the same inside listing grids that keep the build's HTML while hydrating (components/ServerHtml.tsx),
// and a click before hydration is held by the inline early-submit script and replayed (issue 12 forms rule).
import React from "react";
import { CART_ADD_ATTR, CART_FIELDS } from "../../browser/cartAddFields";
import type { ProductSummary } from "../../domain/shop/model";
import type { CartOffer } from "../../domain/shop/model";
import { roCart } from "../../i18n/ro/cartButton";
import { EARLY_SUBMIT_ATTR } from "../../browser/earlySubmit";

interface ButtonProps {
  /** The catalogue offering id (SPEC §7 productOffering id). */
  id: string;
  /** The product's name, for the status line ("Am adăugat … în coș."). */
  name: string;
  offer: CartOffer;
  /** Out of stock at build time: the button is shown disabled (the gateway refuses it anyway, 400115). */
  soldOut?: boolean;
  /** Id of the element naming the product (a card's heading): the button's description. */
  describedBy?: string;
}

/** The form itself, for anything the cart sells: products of the catalogue pages and add-ons listed elsewhere. */
export function CartAddButton({ id, name, offer, soldOut = false, describedBy }: ButtonProps): React.ReactElement {
  const values: Record<(typeof CART_FIELDS)[number], string> = {
    productId: id,
    name,
    offerType: offer.offerType,
    serviceType: offer.serviceType,
    flow: offer.flow,
  };
  return (
    <form method="post" className="add-to-cart" {...{ [EARLY_SUBMIT_ATTR]: "", [CART_ADD_ATTR]: "" }}>
      {CART_FIELDS.map((field) => (
        <input key={field} type="hidden" name={field} value={values[field]} />
      ))}
      <button
        type="submit"
        className="aria-button"
        data-variant="primary"
        data-cta="add_to_cart"
        disabled={soldOut}
        aria-describedby={describedBy}
      >
        {roCart.add}
      </button>
      <p className="add-to-cart-status" role="status" />
    </form>
  );
}

interface Props {
  product: ProductSummary;
  /** Id of the element naming the product (the card's heading): the button's description. */
  describedBy?: string;
}

/** A catalogue product's button; none for products not sold through the cart (ProductSummary.cartOffer null). */
export function AddToCartForm({ product, describedBy }: Props): React.ReactElement | null {
  if (!product.cartOffer) return null;
  return (
    <CartAddButton
      id={product.id}
      name={product.title}
      offer={product.cartOffer}
      soldOut={product.kind === "device" && !product.facets.inStock}
      describedBy={describedBy}
    />
  );
}
