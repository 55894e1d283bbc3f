import React from "react";
import type { HeadFC } from "gatsby";
import { pageHead } from "../../app/pageHead";
import { Seo } from "../../components/Seo";
import { IdentityChooserScreen } from "../../signin/IdentityChooserScreen";
import { roSignIn } from "../../i18n/ro/signIn";

export default function IdentityChooserPage(): React.ReactElement {
  return <IdentityChooserScreen />;
}

export const Head: HeadFC = pageHead(() => <Seo title={roSignIn.identity.title} noindex />);
