// Server rendering: the same wrappers as gatsby-browser.tsx, lang="ro", and the global stylesheet in <head>.
import React from "react";
import type { GatsbySSR } from "gatsby";
import { CHECKOUT_STEP_SCRIPT, needsCheckoutStepScript } from "./src/app/checkoutStepScript";
import { EARLY_SUBMIT_SCRIPT } from "./src/app/earlySubmit";
import { wrapPage, wrapRoot } from "./src/app/wrappers";
import { globalStylesheet } from "./src/theme/globalStylesheet";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = wrapRoot;
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "ro" });
  // Compiled once per build (src/theme/globalStylesheet.tsx); no data-emotion attribute, so emotion leaves it alone.
  setHeadComponents([
    <style key="aria-global" id="aria-global" dangerouslySetInnerHTML={{ __html: globalStylesheet() }} />,
    // Holds back a form submitted before hydration (src/app/earlySubmit.ts); must run before the body is parsed.
    <script key="aria-early-submit" id="aria-early-submit" dangerouslySetInnerHTML={{ __html: EARLY_SUBMIT_SCRIPT }} />,
    // The checkout's step before hydration (src/app/checkoutStepScript.ts).
    ...(needsCheckoutStepScript(pathname)
      ? [<script key="aria-checkout-step" id="aria-checkout-step" dangerouslySetInnerHTML={{ __html: CHECKOUT_STEP_SCRIPT }} />]
      : []),
  ]);
};
