import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { pageHead } from "../app/pageHead";
import { Seo } from "../components/Seo";
import { LoginScreen } from "../signin/LoginScreen";
import { areaFromPath } from "../domain/area";
import { ro } from "../i18n/ro";

export default function LoginPage({ location }: PageProps): React.ReactElement {
  return <LoginScreen area={areaFromPath(location.pathname)} />;
}

export const Head: HeadFC = pageHead(() => <Seo title={ro.signIn.title} noindex />);
