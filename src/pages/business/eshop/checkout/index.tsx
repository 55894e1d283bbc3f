import React from "react";
import type { HeadFC } from "gatsby";
import { pageHead } from "../../../../app/pageHead";
import { Seo } from "../../../../components/Seo";
import { CheckoutPlaceholder } from "../../../../shop/cart/CheckoutPlaceholder";
import { roCheckoutPlaceholder } from "../../../../i18n/ro/cart";

export default function BusinessCheckoutPage(): React.ReactElement {
  return <CheckoutPlaceholder area="business" />;
}

export const Head: HeadFC = pageHead(() => <Seo title={roCheckoutPlaceholder.title} noindex />);
