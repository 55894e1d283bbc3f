import React from "react";
import { HtmlContent } from "../../components/HtmlContent";
import type { ExtraBenefitView } from "../../domain/shop/model";

export function ExtraBenefitList({ items }: { items: ExtraBenefitView[] }): React.ReactElement {
  return (
    <ul className="extra-benefits">
      {items.map((x) => (
        <li key={x.id}>
          <h3>{x.headline}</h3>
          {x.subtitle ? <p>{x.subtitle}</p> : null}
          <HtmlContent className="cms-html" html={x.descriptionHtml} />
          {x.disclaimer ? <small>{x.disclaimer}</small> : null}
        </li>
      ))}
    </ul>
  );
}
