import React from "react";
import type { HeadFC } from "gatsby";
import { pageHead } from "../app/pageHead";
import { Seo } from "../components/Seo";
import { NotFoundScreen } from "../shop/NotFoundScreen";
import { ro } from "../i18n/ro";

export default function NotFoundPage(): React.ReactElement {
  return <NotFoundScreen />;
}

export const Head: HeadFC = pageHead(() => <Seo title={ro.notFound.title} noindex />);
