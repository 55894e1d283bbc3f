// Server rendering: the same wrappers as gatsby-browser.tsx, and lang="ro".
import type { GatsbySSR } from "gatsby";
import { wrapPage, wrapRoot } from "./src/app/wrappers";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = wrapRoot;
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "ro" });
};
