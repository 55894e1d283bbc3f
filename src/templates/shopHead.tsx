// Head of every CMS-built page: title and description from the CMS page (or the product), canonical from the path.
import React from "react";
import type { HeadProps } from "gatsby";
import { Seo } from "../components/Seo";

export interface SeoContext {
  seo?: { title?: string; description?: string; noindex?: boolean };
}

export function ShopHead({ location, pageContext }: HeadProps<unknown, SeoContext>): React.ReactElement {
  const seo = pageContext?.seo ?? {};
  return <Seo title={seo.title} description={seo.description || undefined} pathname={location.pathname} noindex={seo.noindex} />;
}
