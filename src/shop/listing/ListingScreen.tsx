// A product listing (plans, devices, SIMs, fixed offers, bundles; SPEC §2 shop routes). The build renders the
// editors' order; filters and sorting run in the browser over the page's own data and live in the address.
import React, { useEffect, useMemo, useState } from "react";
import { Container } from "../../components/layout/Container";
import { ProductCard } from "../../components/shop/ProductCard";
import { ServerHtml } from "../../components/ServerHtml";
import { ExtraBenefitList } from "../product/ExtraBenefitList";
import { ShopPageHeader } from "../common/ShopPageHeader";
import type { WidgetView } from "../../domain/shop/model";
import { ListingTools } from "./ListingTools";
import { AddressCheckSlot } from "./addressCheck/AddressCheckSlot";
import { useOfferFlowIsland } from "../existingCustomers/useOfferFlowIsland";
import {
  DEFAULT_QUERY,
  applyListingQuery,
  facetOptions,
  parseListingQuery,
  serializeListingQuery,
  type ListingQuery,
} from "../../domain/shop/listingQuery";
import type { ExtraBenefitView, ProductSummary } from "../../domain/shop/model";
import type { ListingFlow } from "../../domain/shop/routes";
import { roShop } from "../../i18n/ro/shop";

/** Cards rendered at first; the rest come on request so long catalogues stay light. */
export const LISTING_PAGE_SIZE = 24;

export interface ListingScreenProps {
  title: string;
  lead: string;
  flow: ListingFlow;
  products: ProductSummary[];
  extraBenefits: ExtraBenefitView[];
  widgets: WidgetView[];
}

export function ListingScreen({ title, lead, flow, products, extraBenefits, widgets }: ListingScreenProps): React.ReactElement {
  const [query, setQuery] = useState<ListingQuery>(DEFAULT_QUERY);
  const [limit, setLimit] = useState(LISTING_PAGE_SIZE);
  // The address is read after hydration so the server HTML and the first client render agree; with no query there
  // is nothing to change, and skipping the state update spares a second render of every card on a phone.
  useEffect(() => {
    if (window.location.search) setQuery(parseListingQuery(window.location.search));
  }, []);
  const facets = useMemo(() => facetOptions(products), [products]);
  const shown = useMemo(() => applyListingQuery(products, query), [products, query]);
  // Renewal / add-a-line on plan cards for a signed-in customer (issue 28): loaded on demand; the grid then renders.
  const OfferFlowActions = useOfferFlowIsland(products.some((p) => p.kind === "plan"));

  const change = (q: ListingQuery) => {
    setQuery(q);
    setLimit(LISTING_PAGE_SIZE);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${serializeListingQuery(q)}`);
  };
  const t = roShop.listing;
  const note = roShop.flowNote[flow];
  return (
    <Container className="shop-page">
      <ShopPageHeader title={title} lead={lead} widgets={widgets} />
      {note ? <p className="shop-note">{note}</p> : null}
      {/* "Verifică adresa" on the home-services listings (issue 28): its code loads on demand. */}
      {products.some((p) => p.kind === "fixed") ? <AddressCheckSlot offers={products} /> : null}
      {products.length === 0 ? (
        <p className="shop-note">{t.none}</p>
      ) : (
        <>
          <ListingTools query={query} facets={facets} onChange={change} />
          <h2 id="products-heading" className="sr-only">
            {t.products}
          </h2>
          <p className="listing-count" role="status">
            {t.count(shown.length, products.length)}
          </p>
          {shown.length === 0 ? (
            <p className="shop-note">{t.empty}</p>
          ) : (
            // The editors' first cards stay the build's HTML while the page hydrates; React renders the grid once the
            // visitor filters, sorts or asks for more (docs/decisions.md, "Listing grids, header and footer stay server HTML").
            <ServerHtml
              className="product-grid"
              aria-labelledby="products-heading"
              live={query !== DEFAULT_QUERY || limit !== LISTING_PAGE_SIZE || OfferFlowActions !== null}
            >
              {shown.slice(0, limit).map((p, i) => (
                <li key={p.id}>
                  <ProductCard
                    product={p}
                    flow={flow}
                    eager={i < 2}
                    extra={OfferFlowActions && p.kind === "plan" ? <OfferFlowActions product={p} describedBy={`p-${p.id}`} /> : undefined}
                  />
                </li>
              ))}
            </ServerHtml>
          )}
          {shown.length > limit ? (
            <div className="listing-more">
              <button type="button" className="aria-button" data-variant="secondary" onClick={() => setLimit((n) => n + LISTING_PAGE_SIZE)}>
                {t.showMore(Math.min(LISTING_PAGE_SIZE, shown.length - limit))}
              </button>
            </div>
          ) : null}
        </>
      )}
      {extraBenefits.length > 0 ? (
        <section aria-labelledby="extra-benefits">
          <h2 id="extra-benefits">{roShop.extraBenefits}</h2>
          <p>{roShop.extraBenefitsLead}</p>
          <ExtraBenefitList items={extraBenefits} />
        </section>
      ) : null}
    </Container>
  );
}
