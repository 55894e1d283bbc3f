// Every /ecare/* address is this one template. gatsby-node.ts builds it once per self-care address of SPEC §2 (so each
// address's HTML carries the frame, the menu's place and the page's heading: src/ecare/shell/) and once as the
// catch-all at /ecare; all of them share the client-only match path /ecare/*, so Gatsby keeps one mounted app while a
// person moves between self-care pages. Routes are resolved in the browser (EcareApp).
import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { pageHead } from "../app/pageHead";
import { Seo } from "../components/Seo";
import { EcareApp } from "../ecare/EcareApp";
import { ecarePageTitle } from "../ecare/EcareNotFound";

export default function EcareTemplate({ location }: PageProps): React.ReactElement {
  return <EcareApp pathname={location.pathname} />;
}

export const Head: HeadFC = pageHead(({ location }) => <Seo title={ecarePageTitle(location.pathname)} noindex />);
