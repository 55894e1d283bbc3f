import React from "react";
import type { PageProps } from "gatsby";
import { RoamingCountryScreen } from "../shop/roaming/RoamingCountryScreen";
import type { RoamingCountryView, RoamingOfferView } from "../domain/shop/roaming";
import { ShopHead, type SeoContext } from "./shopHead";

type Context = SeoContext & { country: RoamingCountryView; offers: RoamingOfferView[] };

export default function RoamingCountryTemplate({ pageContext: c }: PageProps<unknown, Context>): React.ReactElement {
  return <RoamingCountryScreen country={c.country} offers={c.offers} />;
}

export const Head = ShopHead;
