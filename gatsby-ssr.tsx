// Server rendering: the same page wrapper as gatsby-browser.tsx, lang="ro", and the global stylesheet in <head>.
import React from "react";
import type { GatsbySSR } from "gatsby";
import { CHECKOUT_STEP_SCRIPT, needsCheckoutStepScript } from "./src/app/checkoutStepScript";
import { EARLY_SUBMIT_SCRIPT } from "./src/browser/earlySubmit";
import { SESSION_HINT_SCRIPT } from "./src/state/sessionHint";
import { wrapPage } from "./src/app/wrappers";
import { globalStylesheet } from "./src/theme/globalStylesheet";
import { consentScript } from "./src/browser/consent/consentRuntime";
import { consentRuntimeConfig } from "./src/app/consentConfig";
import { ConsentBanner } from "./src/components/layout/ConsentBanner";
import { ROUTE_ANNOUNCER_ID } from "./src/app/routeFocus";
import { roA11y } from "./src/i18n/ro/common";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage;

// Built once: the same on every page (its hash is in every page's policy).
const CONSENT_SCRIPT = consentScript(consentRuntimeConfig());

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: "ro" });
  // Compiled once per build (src/theme/globalStylesheet.tsx): every style of the site. The developer pages' rules only
  // under `gatsby develop` (the only place those pages exist).
  const css = globalStylesheet({ devPages: process.env.NODE_ENV === "development" });
  setHeadComponents([
    // Consent Mode defaults (all denied), then a stored choice, before anything else can reach the data layer
    // (src/browser/consent/consentRuntime.ts); it also answers the banner's buttons before hydration.
    <script key="aria-consent" id="aria-consent-runtime" dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />,
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
  // The consent banner: static HTML before Gatsby's root, never rendered by React (components/layout/ConsentBanner.tsx).
  // The polite region that names the page after a client-side navigation (src/app/routeFocus.ts).
  setPreBodyComponents([
    // The skip link stays the first stop, before the banner.
    <a key="aria-skip" className="aria-skip" href="#continut">
      {roA11y.skipToContent}
    </a>,
    <ConsentBanner key="aria-consent-banner" />,
    <div key="aria-route-announcer" id={ROUTE_ANNOUNCER_ID} className="sr-only" aria-live="polite" aria-atomic="true" />,
  ]);
};
