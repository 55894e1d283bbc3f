// SPEC §2 consumer port-in checkout (issue 28): the port-in journey of shop/portIn/, then the shared checkout steps, each
// in the query (?pas=…), like /checkout.
import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { pageHead } from "../../../app/pageHead";
import { Seo } from "../../../components/Seo";
import { PortInScreen } from "../../../shop/portIn/PortInScreen";
import { roPortIn } from "../../../i18n/ro/portIn";

export default function PortInCheckoutPage({ location }: PageProps): React.ReactElement {
  return <PortInScreen location={location} />;
}

export const Head: HeadFC = pageHead(() => <Seo title={roPortIn.title} noindex />);
