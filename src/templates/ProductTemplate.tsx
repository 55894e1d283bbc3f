import React from "react";
import type { PageProps } from "gatsby";
import { ProductScreen, type ProductScreenProps } from "../shop/product/ProductScreen";
import { ShopHead, type SeoContext } from "./shopHead";

type Context = SeoContext & { product: ProductScreenProps };

export default function ProductTemplate({ pageContext }: PageProps<unknown, Context>): React.ReactElement {
  return <ProductScreen {...pageContext.product} />;
}

export const Head = ShopHead;
