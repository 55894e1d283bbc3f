import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { pageHead } from "../app/pageHead";
import { Seo } from "../components/Seo";
import { LoginScreen } from "../signin/LoginScreen";
import { areaFromPath } from "../domain/area";
import { roSignIn } from "../i18n/ro/signIn";

export default function LoginPage({ location }: PageProps): React.ReactElement {
  return <LoginScreen area={areaFromPath(location.pathname)} />;
}

export const Head: HeadFC = pageHead(() => <Seo title={roSignIn.title} noindex />);
