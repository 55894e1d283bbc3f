// Head tags for static pages (Gatsby Head API). SPEC §2: the title defaults to the brand title.
import React from "react";
import { roBrand } from "../i18n/ro/common";
import { SITE_URL } from "../config/endpoints";

export interface SeoProps {
  title?: string;
  description?: string;
  /** Path of the page, for the canonical link. */
  pathname?: string;
  noindex?: boolean;
  children?: React.ReactNode;
}

/** "Abonamente | Aria" for a page title, the brand title when there is none. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${roBrand.name}` : roBrand.defaultTitle;
}

export function Seo({ title, description = roBrand.description, pathname, noindex, children }: SeoProps): React.ReactElement {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
      {pathname ? <link rel="canonical" href={`${SITE_URL}${pathname}`} /> : null}
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta name="theme-color" content="#e60000" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {children}
    </>
  );
}
