// Server rendering: the same page wrapper as gatsby-browser.tsx, lang="ro", and the global stylesheet in <head>.
import React from "react";
import type { GatsbySSR } from "gatsby";
import { CHECKOUT_STEP_SCRIPT, needsCheckoutStepScript } from "./src/app/checkoutStepScript";
import { EARLY_SUBMIT_SCRIPT } from "./src/browser/earlySubmit";
import { SESSION_HINT_SCRIPT } from "./src/state/sessionHint";
import { wrapPage } from "./src/app/wrappers";
import { globalStylesheet } from "./src/theme/globalStylesheet";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "ro" });
  // Compiled once per build (src/theme/globalStylesheet.tsx): every style of the site. The developer pages' rules only
  // under `gatsby develop` (the only place those pages exist).
  const css = globalStylesheet({ devPages: process.env.NODE_ENV === "development" });
  setHeadComponents([
    <style key="aria-global" id="aria-global" dangerouslySetInnerHTML={{ __html: css }} />,
    // Holds back a form submitted before hydration (src/browser/earlySubmit.ts); must run before the body is parsed.
    <script key="aria-early-submit" id="aria-early-submit" dangerouslySetInnerHTML={{ __html: EARLY_SUBMIT_SCRIPT }} />,
    // Marks <html> when a session may be stored, so the header's signed-in row is there at first paint (src/state/sessionHint.ts).
    <script key="aria-session-hint" id="aria-session-hint" dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} />,
    // The checkout's step before hydration (src/app/checkoutStepScript.ts).
    ...(needsCheckoutStepScript(pathname)
      ? [<script key="aria-checkout-step" id="aria-checkout-step" dangerouslySetInnerHTML={{ __html: CHECKOUT_STEP_SCRIPT }} />]
      : []),
  ]);
};
