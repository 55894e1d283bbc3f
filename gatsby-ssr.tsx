// Server rendering: the same wrappers as gatsby-browser.tsx, lang="ro", and the global stylesheet in <head>.
import React from "react";
import type { GatsbySSR } from "gatsby";
import { wrapPage, wrapRoot } from "./src/app/wrappers";
import { globalStylesheet } from "./src/theme/globalStylesheet";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = wrapRoot;
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "ro" });
  // Compiled once per build (src/theme/globalStylesheet.tsx); no data-emotion attribute, so emotion leaves it alone.
  setHeadComponents([<style key="aria-global" id="aria-global" dangerouslySetInnerHTML={{ __html: globalStylesheet() }} />]);
};
