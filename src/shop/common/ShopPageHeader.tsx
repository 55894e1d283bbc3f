// Title, lead and the CMS widgets (info stamps, banners) at the top of a shop page.
import React from "react";
import { HtmlContent } from "../../components/HtmlContent";
import type { WidgetView } from "../../domain/shop/model";

export function ShopPageHeader({
  title,
  lead,
  widgets = [],
}: {
  title: string;
  lead?: string;
  widgets?: WidgetView[];
}): React.ReactElement {
  return (
    <header>
      <h1>{title}</h1>
      {lead ? <p className="shop-lead">{lead}</p> : null}
      {widgets.length > 0 ? (
        <div className="cms-widgets">
          {widgets.map((w) => (
            <HtmlContent key={w.id} className="cms-html" html={w.html} />
          ))}
        </div>
      ) : null}
    </header>
  );
}
