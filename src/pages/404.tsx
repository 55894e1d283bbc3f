import React from "react";
import type { HeadFC } from "gatsby";
import { pageHead } from "../app/pageHead";
import { Seo } from "../components/Seo";
import { NotFoundScreen } from "../shop/NotFoundScreen";
import { roNotFound } from "../i18n/ro/common";

export default function NotFoundPage(): React.ReactElement {
  return <NotFoundScreen />;
}

export const Head: HeadFC = pageHead(() => <Seo title={roNotFound.title} noindex />);
