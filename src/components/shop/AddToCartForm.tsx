// "Adaugă în coș" (DESIGN.md) on product pages and listing cards. Markup only: the product's cart characteristics
// travel as hidden inputs, and one delegated submit handler (app/cartAddListener.ts) does the rest. That way the
// button works the same inside listing grids that keep the build's HTML while hydrating (components/ServerHtml.tsx),
// and a click before hydration is held by the inline early-submit script and replayed (issue 12 forms rule).
import React from "react";
import { CART_ADD_ATTR, CART_FIELDS } from "../../app/cartAddFields";
import type { ProductSummary } from "../../domain/shop/model";
import { roCart } from "../../i18n/ro/cartButton";
import { EARLY_SUBMIT_ATTR } from "../../app/earlySubmit";

interface Props {
  product: ProductSummary;
  /** Id of the element naming the product (the card's heading): the button's description. */
  describedBy?: string;
}

export function AddToCartForm({ product, describedBy }: Props): React.ReactElement | null {
  const offer = product.cartOffer;
  if (!offer) return null;
  const soldOut = product.kind === "device" && !product.facets.inStock;
  const values: Record<(typeof CART_FIELDS)[number], string> = {
    productId: product.id,
    name: product.title,
    offerType: offer.offerType,
    serviceType: offer.serviceType,
    flow: offer.flow,
  };
  return (
    <form method="post" className="add-to-cart" {...{ [EARLY_SUBMIT_ATTR]: "", [CART_ADD_ATTR]: "" }}>
      {CART_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={values[name]} />
      ))}
      <button type="submit" className="aria-button" data-variant="primary" disabled={soldOut} aria-describedby={describedBy}>
        {roCart.add}
      </button>
      <p className="add-to-cart-status" role="status" />
    </form>
  );
}
