import React from "react";
import type { PageProps } from "gatsby";
import { HomeScreen, type HomeContent } from "../shop/home/HomeScreen";
import { areaFromPath } from "../domain/area";
import { ShopHead, type SeoContext } from "./shopHead";

type Context = SeoContext & { home: HomeContent };

export default function HomeTemplate({ pageContext, location }: PageProps<unknown, Context>): React.ReactElement {
  return <HomeScreen area={areaFromPath(location.pathname)} content={pageContext.home} />;
}

export const Head = ShopHead;
