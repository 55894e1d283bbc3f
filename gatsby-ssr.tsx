// Server rendering: the same root wrapper and page frame as gatsby-browser.tsx, and lang="ro".
import React from "react";
import type { GatsbySSR } from "gatsby";
import { RootWrapper } from "./src/app/RootWrapper";
import { PageFrame } from "./src/app/PageFrame";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageFrame pathname={props.location.pathname} pageContext={props.pageContext as Record<string, unknown>}>
    {element}
  </PageFrame>
);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "ro" });
};
