// The site's own pages that are not the shop's or self-care's: the 404, the general error page a server or CDN shows
// (/eroare) and the accessibility statement (/accesibilitate). One template for the three (gatsby-node createPages):
// Gatsby's shared "commons" chunk holds the modules most page components use, counted against the number of page
// components, so every new page component reshuffles the shared chunks and costs self-care pages kilobytes
// (docs/decisions.md "Info pages share one template").
import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { NotFoundScreen } from "../shop/NotFoundScreen";
import { ErrorPageScreen } from "../shop/errorPage/ErrorPageScreen";
import { AccessibilityStatementScreen } from "../shop/accessibility/AccessibilityStatementScreen";
import { roNotFound } from "../i18n/ro/common";
import { roErrorPage } from "../i18n/ro/errorPages";
import { roAccessibilityStatement } from "../i18n/ro/accessibilityStatement";

export type InfoPage = "notFound" | "error" | "accessibility";
interface Context {
  info?: InfoPage;
}

export default function InfoPageTemplate({ pageContext }: PageProps<unknown, Context>): React.ReactElement {
  if (pageContext.info === "error") return <ErrorPageScreen />;
  if (pageContext.info === "accessibility") return <AccessibilityStatementScreen />;
  return <NotFoundScreen />;
}

export const Head: HeadFC<unknown, Context> = ({ pageContext }) => {
  if (pageContext.info === "accessibility") return <Seo title={roAccessibilityStatement.title} pathname="/accesibilitate" />;
  return <Seo title={pageContext.info === "error" ? roErrorPage.title : roNotFound.title} noindex />;
};
