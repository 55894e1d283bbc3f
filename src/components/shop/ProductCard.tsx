// A product in a listing: picture, labels, name, headline, what's included, price and the call to action.
import React from "react";
import { ProductPrice } from "./ProductPrice";
import { NavLink } from "../layout/NavLink";
import { HtmlContent } from "../HtmlContent";
import { LabelChips } from "./LabelChips";
import { ProductImage } from "./ProductImage";
import { AddToCartForm } from "./AddToCartForm";
import type { ProductSummary } from "../../domain/shop/model";
import type { ListingFlow } from "../../domain/shop/routes";
import { portInCheckoutHref } from "../../domain/portIn/checkoutLink";
import { roShop } from "../../i18n/ro/shop";

interface Props {
  product: ProductSummary;
  flow: ListingFlow;
  eager?: boolean;
  /** Actions loaded for a signed-in customer (shop/existingCustomers: renewal, add a line), below the card's own. */
  extra?: React.ReactNode;
}

// Memoised: filtering re-renders the listing, and cards whose product did not change need no work.
export const ProductCard = React.memo(function ProductCard({ product, flow, eager, extra }: Props): React.ReactElement {
  const headingId = `p-${product.id}`;
  return (
    <article className="product-card" aria-labelledby={headingId}>
      <div className="product-card-media">
        <ProductImage image={product.image} alt={roShop.imageOf(product.title)} variant="card" eager={eager} />
      </div>
      <LabelChips labels={product.labels} />
      <h3 id={headingId}>{product.title}</h3>
      {product.headlineHtml ? <HtmlContent as="span" className="product-headline" html={product.headlineHtml} /> : null}
      {product.highlights.length > 0 ? (
        <ul className="product-highlights" aria-label={roShop.included}>
          {product.highlights.map((h) => (
            <li key={h.title}>
              <span>{h.title}</span> <strong>{h.value}</strong>
            </li>
          ))}
        </ul>
      ) : null}
      {product.kind === "device" && !product.facets.inStock ? <p className="stock-out">{roShop.outOfStock}</p> : null}
      <div className="product-card-foot">
        <ProductPrice price={product.price} size="sm" />
        <NavLink
          to={
            flow === "MNP"
              ? portInCheckoutHref({ id: product.id, offerType: product.cartOffer?.offerType ?? "MobileService" })
              : product.path
          }
          variant={flow === "ACQ" && product.cartOffer ? "outline" : "primary"}
          aria-label={flow === "MNP" ? roShop.portInWith(product.title) : roShop.detailsOf(product.title)}
          // The data layer's action_click (app/analytics/tracking.ts).
          data-cta={flow === "MNP" ? "port_in" : "product_details"}
        >
          {/* A renewal is an action of the signed-in customer (extra), not a link every visitor sees. */}
          {flow === "MNP" ? roShop.orderCta.MNP : roShop.details}
        </NavLink>
      </div>
      {/* Port-in (MNP) and renewals (RET) start with their own checks, not the cart button. */}
      {flow === "ACQ" ? <AddToCartForm product={product} describedBy={headingId} /> : null}
      {extra}
    </article>
  );
});
