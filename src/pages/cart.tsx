// SPEC §2 consumer cart. The build renders its frame and "Se încarcă coșul…"; the browser loads the visitor's cart.
import React from "react";
import type { HeadFC } from "gatsby";
import { pageHead } from "../app/pageHead";
import { Seo } from "../components/Seo";
import { CartScreen } from "../shop/cart/CartScreen";
import { roCartPage } from "../i18n/ro/cart";

export default function CartPage(): React.ReactElement {
  return <CartScreen area="personal" />;
}

export const Head: HeadFC = pageHead(() => <Seo title={roCartPage.title} noindex />);
