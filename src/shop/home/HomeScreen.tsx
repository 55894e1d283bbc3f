// Home of each area: the hero, the area's entry points, the CMS widgets and the editors' recommended products.
// Styled by the `.home` classes of the global stylesheet (theme/shopCss.ts): no style work in the browser.
import React from "react";
import { Container } from "../../components/layout/Container";
import { NavLink } from "../../components/layout/NavLink";
import type { Area } from "../../domain/area";
import { roArea, roBrand, roNav } from "../../i18n/ro/common";
import { roHome } from "../../i18n/ro/shop";
import { ProductCard } from "../../components/shop/ProductCard";
import { ServerHtml } from "../../components/ServerHtml";
import { HtmlContent } from "../../components/HtmlContent";
import type { ProductSummary } from "../../domain/shop/model";
import type { WidgetView } from "../../domain/shop/model";

export interface HomeContent {
  featured: ProductSummary[];
  widgets: WidgetView[];
}

export function HomeScreen({ area, content }: { area: Area; content?: HomeContent }): React.ReactElement {
  return (
    <div className="home">
      <div className="hero">
        <Container>
          <h1>{area === "business" ? `${roBrand.name} ${roArea.business}` : roHome.heading}</h1>
          <p className="lead">{roHome.lead}</p>
          <div className="actions">
            <NavLink to={roNav[area][0]!.to} variant="inverse">
              {roHome.ctaPlans}
            </NavLink>
            <NavLink to="/ecare/dashboard" variant="outline">
              {roHome.ctaAccount}
            </NavLink>
          </div>
        </Container>
      </div>
      <Container as="nav" aria-label={roHome.entryPoints}>
        <ul className="tiles">
          {roNav[area].map((l) => (
            <li key={l.to}>
              <NavLink to={l.to}>{l.label}</NavLink>
            </li>
          ))}
        </ul>
      </Container>
      {content && content.widgets.length > 0 ? (
        <Container className="cms-widgets">
          {content.widgets.map((w) => (
            <HtmlContent key={w.id} className="cms-html" html={w.html} />
          ))}
        </Container>
      ) : null}
      {content && content.featured.length > 0 ? (
        <Container as="section" aria-labelledby="featured" className="shop-page">
          <h2 id="featured">{roHome.featured}</h2>
          {/* Never changes in the browser: the build's HTML is kept, not hydrated (components/ServerHtml.tsx). */}
          <ServerHtml className="product-grid" live={false}>
            {content.featured.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} flow="ACQ" />
              </li>
            ))}
          </ServerHtml>
        </Container>
      ) : null}
    </div>
  );
}
