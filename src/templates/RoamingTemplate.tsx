import React from "react";
import type { PageProps } from "gatsby";
import { RoamingScreen } from "../shop/roaming/RoamingScreen";
import type { WidgetView } from "../domain/shop/model";
import type { RoamingCountryView } from "../domain/shop/roaming";
import { ShopHead, type SeoContext } from "./shopHead";

type Context = SeoContext & { title: string; countries: RoamingCountryView[]; widgets: WidgetView[] };

export default function RoamingTemplate({ pageContext: c }: PageProps<unknown, Context>): React.ReactElement {
  return <RoamingScreen title={c.title} countries={c.countries} widgets={c.widgets} />;
}

export const Head = ShopHead;
