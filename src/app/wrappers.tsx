// The page wrapper Gatsby applies to every page, shared by gatsby-browser.tsx and gatsby-ssr.tsx so the
// server-rendered tree and the hydrated tree are the same by construction. There is no root wrapper: nothing provides
// styles at run time (every element is styled by the build's global stylesheet, src/theme/globalStylesheet.tsx).
import React from "react";
import { PageFrame } from "./PageFrame";

export function wrapPage({
  element,
  props,
}: {
  element: React.ReactNode;
  props: { location: { pathname: string }; pageContext: unknown };
}): React.ReactElement {
  return (
    <PageFrame pathname={props.location.pathname} pageContext={props.pageContext as Record<string, unknown> | undefined}>
      {element}
    </PageFrame>
  );
}
