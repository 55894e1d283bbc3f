// Assistance (/asistenta, /business/asistenta): FAQ from the CMS grouped by topic, as native disclosure widgets
// (keyboard and screen-reader friendly with no script), the page's widgets and how to reach us.
import React from "react";
import { Container } from "../../components/layout/Container";
import { HtmlContent } from "../../components/HtmlContent";
import { ShopPageHeader } from "../common/ShopPageHeader";
import type { WidgetView } from "../../domain/shop/model";
import { groupFaq, type FaqView } from "../../domain/shop/faq";
import type { Area } from "../../domain/area";
import { roShop } from "../../i18n/ro/shop";

export function AssistanceScreen({
  area,
  title,
  lead,
  faq,
  widgets,
}: {
  area: Area;
  title: string;
  lead: string;
  faq: FaqView[];
  widgets: WidgetView[];
}): React.ReactElement {
  const t = roShop.assistance;
  const groups = groupFaq(faq);
  return (
    <Container className="shop-page">
      <ShopPageHeader title={title} lead={lead} widgets={widgets} />
      <section className="faq" aria-labelledby="faq">
        <h2 id="faq">{t.faq}</h2>
        {groups.length === 0 ? <p>{t.empty}</p> : null}
        {groups.map((g) => (
          <section key={g.topic} aria-label={g.topic}>
            <h3>{g.topic}</h3>
            {g.items.map((f) => (
              <details key={f.id}>
                <summary>{f.question}</summary>
                <HtmlContent className="cms-html" html={f.answerHtml} />
              </details>
            ))}
          </section>
        ))}
      </section>
      <section aria-labelledby="contact">
        <h2 id="contact">{t.contact}</h2>
        <p>{area === "business" ? t.contactBusiness : t.contactBody}</p>
      </section>
    </Container>
  );
}
