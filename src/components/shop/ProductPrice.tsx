// A product's price in the price display (SPEC §2): monthly prices say "/lună", one-off prices "plată unică".
import React from "react";
import { Price } from "../Price";
import type { ProductPrice as ProductPriceModel } from "../../domain/shop/model";
import { roShop } from "../../i18n/ro/shop";

export function ProductPrice({ price, size }: { price: ProductPriceModel | null; size: "sm" | "lg" }): React.ReactElement | null {
  if (!price) return null;
  return (
    <Price
      amount={price.price}
      fullPrice={price.fullPrice}
      currency={price.currency}
      unit={price.recurring ? roShop.recurring : undefined}
      textPrice={price.recurring ? undefined : roShop.oneOff}
      size={size}
    />
  );
}
