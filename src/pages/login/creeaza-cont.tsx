// "Creează cont" (issue 26): a static page, so the first step's form is in the HTML and typing starts at first paint.
// Under /login like the identity chooser: a sign-in page, never a return target after sign-in (returnPath.ts).
import React from "react";
import type { HeadFC } from "gatsby";
import { pageHead } from "../../app/pageHead";
import { Seo } from "../../components/Seo";
import { RegisterScreen } from "../../signin/register/RegisterScreen";
import { roRegistration } from "../../i18n/ro/registration";

export default function RegisterPage(): React.ReactElement {
  return <RegisterScreen area="personal" />;
}

export const Head: HeadFC = pageHead(() => <Seo title={roRegistration.title} noindex />);
