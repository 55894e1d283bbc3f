import React from "react";
import type { PageProps } from "gatsby";
import { ListingScreen, type ListingScreenProps } from "../shop/listing/ListingScreen";
import { ShopHead, type SeoContext } from "./shopHead";

type Context = SeoContext & { listing: ListingScreenProps };

export default function ListingTemplate({ pageContext }: PageProps<unknown, Context>): React.ReactElement {
  return <ListingScreen {...pageContext.listing} />;
}

export const Head = ShopHead;
