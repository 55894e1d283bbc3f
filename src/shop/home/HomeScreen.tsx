// Home of each area: the hero, the area's entry points, the CMS widgets and the editors' recommended products.
// One style object for the whole screen (nested selectors): one style computation, not one per element.
import React from "react";
import { chakra, type SystemStyleObject } from "@chakra-ui/react/styled-system";
import { Container } from "../../components/layout/Container";
import { NavLink } from "../../components/layout/NavLink";
import type { Area } from "../../domain/area";
import { ro } from "../../i18n/ro";
import { ProductCard } from "../../components/shop/ProductCard";
import { HtmlContent } from "../../components/HtmlContent";
import type { ProductSummary } from "../../domain/shop/model";
import type { WidgetView } from "../common/ShopPageHeader";

export interface HomeContent {
  featured: ProductSummary[];
  widgets: WidgetView[];
}

const styles: SystemStyleObject = {
  "& .hero": { bg: "accent", color: "onAccent" },
  "& .hero > div": { py: { base: "8", md: "13" } },
  "& h1": { fontSize: { base: "32px", md: "48px" }, fontWeight: "700", lineHeight: "1.1", maxWidth: "20ch" },
  "& .lead": { mt: "4", fontSize: { base: "18px", md: "20px" }, maxWidth: "50ch" },
  "& .actions": { mt: "6", display: "flex", gap: "3", flexWrap: "wrap" },
  "& .tiles": {
    listStyleType: "none",
    m: "0",
    p: "0",
    py: "8",
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))",
    gap: "4",
  },
  "& .tiles li": { borderWidth: "1px", borderColor: "border", borderRadius: "box", p: "6", bg: "surfaceAlt" },
  "& .tiles a": { fontSize: "20px", fontWeight: "700" },
};

export function HomeScreen({ area, content }: { area: Area; content?: HomeContent }): React.ReactElement {
  return (
    <chakra.div css={styles}>
      <div className="hero">
        <Container>
          <h1>{area === "business" ? `${ro.brand.name} ${ro.area.business}` : ro.home.heading}</h1>
          <p className="lead">{ro.home.lead}</p>
          <div className="actions">
            <NavLink to={ro.nav[area][0]!.to} variant="inverse">
              {ro.home.ctaPlans}
            </NavLink>
            <NavLink to="/ecare/dashboard" variant="outline">
              {ro.home.ctaAccount}
            </NavLink>
          </div>
        </Container>
      </div>
      <Container as="nav" aria-label={ro.home.entryPoints}>
        <ul className="tiles">
          {ro.nav[area].map((l) => (
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
          <h2 id="featured">{ro.home.featured}</h2>
          <ul className="product-grid">
            {content.featured.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} flow="ACQ" />
              </li>
            ))}
          </ul>
        </Container>
      ) : null}
    </chakra.div>
  );
}
