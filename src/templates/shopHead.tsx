// Head of every CMS-built page: title and description from the CMS page (or the product), canonical from the path.
import React from "react";
import type { HeadProps } from "gatsby";
import { Seo } from "../components/Seo";
import { CONTENT_URL } from "../config/endpoints";
import { pageHead } from "../app/pageHead";

// Product pictures come from the CMS host: opening the connection early takes its handshake off the LCP path.
const CONTENT_ORIGIN = new URL(CONTENT_URL).origin;

export interface SeoContext {
  seo?: { title?: string; description?: string; noindex?: boolean };
}

export const ShopHead = pageHead(function ShopHead({ location, pageContext }: HeadProps<unknown, SeoContext>): React.ReactElement {
  const seo = pageContext?.seo ?? {};
  return (
    <Seo title={seo.title} description={seo.description || undefined} pathname={location.pathname} noindex={seo.noindex}>
      <link rel="preconnect" href={CONTENT_ORIGIN} />
    </Seo>
  );
});
