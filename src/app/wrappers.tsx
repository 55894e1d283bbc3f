// The two wrappers Gatsby applies to every page, shared by gatsby-browser.tsx and gatsby-ssr.tsx so
// the server-rendered tree and the hydrated tree are the same by construction.
import React from "react";
import { RootWrapper } from "./RootWrapper";
import { PageFrame } from "./PageFrame";
import { isPageHead } from "./pageHead";

export function wrapRoot({ element }: { element: React.ReactNode }): React.ReactElement {
  if (isPageHead(element)) return <>{element}</>;
  return <RootWrapper>{element}</RootWrapper>;
}

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
