import React from "react";
import type { PageProps } from "gatsby";
import { AssistanceScreen } from "../shop/assistance/AssistanceScreen";
import type { WidgetView } from "../domain/shop/model";
import type { FaqView } from "../domain/shop/faq";
import { areaFromPath } from "../domain/area";
import { ShopHead, type SeoContext } from "./shopHead";

type Context = SeoContext & { title: string; lead: string; faq: FaqView[]; widgets: WidgetView[] };

export default function AssistanceTemplate({ pageContext: c, location }: PageProps<unknown, Context>): React.ReactElement {
  return <AssistanceScreen area={areaFromPath(location.pathname)} title={c.title} lead={c.lead} faq={c.faq} widgets={c.widgets} />;
}

export const Head = ShopHead;
