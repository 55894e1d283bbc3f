// Every /ecare/* address is this one page (matchPath /ecare/*); routes are resolved in the browser.
import React from "react";
import type { HeadFC } from "gatsby";
import { pageHead } from "../../app/pageHead";
import { Seo } from "../../components/Seo";
import { EcareApp } from "../../ecare/EcareApp";
import { roNav } from "../../i18n/ro/common";

export default function EcarePage(): React.ReactElement {
  return <EcareApp />;
}

export const Head: HeadFC = pageHead(() => <Seo title={roNav.myAccount} noindex />);
