// SPEC §2 business checkout (issue 14): the same steps as /checkout for the business shop.
import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { pageHead } from "../../../../app/pageHead";
import { Seo } from "../../../../components/Seo";
import { CheckoutScreen } from "../../../../shop/checkout/CheckoutScreen";
import { roCheckout } from "../../../../i18n/ro/checkout";

export default function BusinessCheckoutPage({ location }: PageProps): React.ReactElement {
  return <CheckoutScreen area="business" location={location} />;
}

export const Head: HeadFC = pageHead(() => <Seo title={roCheckout.title} noindex />);
