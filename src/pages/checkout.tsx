// SPEC §2 consumer checkout (issue 14): the steps of shop/checkout/, each in the query (?pas=…).
import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { pageHead } from "../app/pageHead";
import { Seo } from "../components/Seo";
import { CheckoutScreen } from "../shop/checkout/CheckoutScreen";
import { roCheckout } from "../i18n/ro/checkout";

export default function CheckoutPage({ location }: PageProps): React.ReactElement {
  return <CheckoutScreen area="personal" location={location} />;
}

export const Head: HeadFC = pageHead(() => <Seo title={roCheckout.title} noindex />);
