// SPEC §2 business cart: the same screen on the business route (shoppingCart/v5, docs/cart-contract.md).
import React from "react";
import type { HeadFC } from "gatsby";
import { pageHead } from "../../../../app/pageHead";
import { Seo } from "../../../../components/Seo";
import { CartScreen } from "../../../../shop/cart/CartScreen";
import { roCartPage } from "../../../../i18n/ro/cart";

export default function BusinessCartPage(): React.ReactElement {
  return <CartScreen area="business" />;
}

export const Head: HeadFC = pageHead(() => <Seo title={roCartPage.title} noindex />);
