// A product page: picture, labels, price, what's included, the full details and extra benefits (SPEC §3 content).
import React from "react";
import { Container } from "../../components/layout/Container";
import { NavLink } from "../../components/layout/NavLink";
import { HtmlContent } from "../../components/HtmlContent";
import { ProductPrice } from "../../components/shop/ProductPrice";
import { LabelChips } from "../../components/shop/LabelChips";
import { ProductImage } from "../../components/shop/ProductImage";
import { Breadcrumb, type Crumb } from "../common/Breadcrumb";
import { ExtraBenefitList } from "./ExtraBenefitList";
import { AddToCartForm } from "../../components/shop/AddToCartForm";
import { useOfferFlowIsland } from "../existingCustomers/useOfferFlowIsland";
import { ADDRESS_CHECK_LINK } from "../listing/addressCheck/addressCheckLink";
import { roFixedOrder } from "../../i18n/ro/fixedOrder";
import type { ProductDetail } from "../../domain/shop/model";
import { roShop } from "../../i18n/ro/shop";

export interface ProductScreenProps {
  product: ProductDetail;
  trail: Crumb[];
  /** Products of a bundle, by id: title and path. */
  components: { id: string; title: string; path: string }[];
}

export function ProductScreen({ product, trail, components }: ProductScreenProps): React.ReactElement {
  const p = product;
  // Renewal / add-a-line for a signed-in customer (issue 28): loaded on demand, plans only.
  const OfferFlowActions = useOfferFlowIsland(p.kind === "plan");
  return (
    <Container className="shop-page">
      <Breadcrumb trail={trail} current={p.title} />
      <div className="product-hero">
        <div className="product-card-media">
          <ProductImage image={p.image} alt={roShop.imageOf(p.title)} variant="hero" eager />
        </div>
        <div>
          <LabelChips labels={p.labels} />
          <h1>{p.title}</h1>
          {p.headlineHtml ? <HtmlContent as="span" className="product-headline" html={p.headlineHtml} /> : null}
          {p.description ? <p className="shop-lead">{p.description}</p> : null}
          <div className="product-buy">
            <ProductPrice price={p.price} size="lg" />
            {p.kind === "device" ? (
              <p className={p.facets.inStock ? undefined : "stock-out"}>{p.facets.inStock ? roShop.inStock : roShop.outOfStock}</p>
            ) : null}
            {p.cartOffer ? (
              <AddToCartForm product={p} />
            ) : p.kind === "fixed" ? (
              <p>
                {roFixedOrder.checkAddressLead} <NavLink to={ADDRESS_CHECK_LINK}>{roFixedOrder.checkAddress}</NavLink>
              </p>
            ) : (
              <p>{roShop.orderSoon}</p>
            )}
            {OfferFlowActions ? <OfferFlowActions product={p} /> : null}
          </div>
        </div>
      </div>
      {p.benefits.length > 0 ? (
        <section aria-labelledby="benefits">
          <h2 id="benefits">{roShop.benefits}</h2>
          <ul className="product-highlights">
            {p.benefits.map((b) => (
              <li key={`${b.title}-${b.value}`}>
                <span>{b.title}</span> <strong>{b.value}</strong>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {p.details.length > 0 ? (
        <section aria-labelledby="specs">
          <h2 id="specs">{roShop.specs}</h2>
          <table className="spec-table">
            <tbody>
              {p.details.map(([k, v]) => (
                <tr key={k}>
                  <th scope="row">{k}</th>
                  <td>{v}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {components.length > 0 ? (
        <section aria-labelledby="components">
          <h2 id="components">{roShop.components}</h2>
          <ul>
            {components.map((c) => (
              <li key={c.id}>
                <NavLink to={c.path}>{c.title}</NavLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {p.extraBenefits.length > 0 ? (
        <section aria-labelledby="extra-benefits">
          <h2 id="extra-benefits">{roShop.extraBenefits}</h2>
          <p>{roShop.extraBenefitsLead}</p>
          <ExtraBenefitList items={p.extraBenefits} />
        </section>
      ) : null}
    </Container>
  );
}
