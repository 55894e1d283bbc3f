// SPEC §2 / DESIGN.md: "/business/login may reuse" the sign-in page; here the area (theme, client type) is business.
import React from "react";
import type { HeadFC } from "gatsby";
import { pageHead } from "../../app/pageHead";
import { Seo } from "../../components/Seo";
import { LoginScreen } from "../../signin/LoginScreen";
import { roSignIn } from "../../i18n/ro/signIn";

export default function BusinessLoginPage(): React.ReactElement {
  return <LoginScreen area="business" />;
}

export const Head: HeadFC = pageHead(() => <Seo title={roSignIn.title} noindex />);
