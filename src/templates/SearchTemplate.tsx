import React from "react";
import type { PageProps } from "gatsby";
import { SearchScreen } from "../shop/search/SearchScreen";
import { areaFromPath } from "../domain/area";
import { ShopHead, type SeoContext } from "./shopHead";

type Context = SeoContext & { title: string };

export default function SearchTemplate({ pageContext, location }: PageProps<unknown, Context>): React.ReactElement {
  return <SearchScreen area={areaFromPath(location.pathname)} title={pageContext.title} />;
}

export const Head = ShopHead;
