// Issue 29: the cookie-consent banner. Static HTML written before Gatsby's root (gatsby-ssr.tsx setPreBodyComponents):
// React never renders or hydrates it; the inline consent runtime (browser/consent/consentRuntime.ts) handles its
// buttons from first paint. It sits at the top of the page in the normal flow, not over it: nothing is covered, no
// focused element is ever hidden under it (WCAG 2.2 SC 2.4.11), and it is the first thing a keyboard reaches. A stored
// choice hides it before first paint (the runtime marks <html>), so a returning visitor sees no shift.
// "Accept toate" and "Refuz" have the same weight (same class); "Setări" opens the categories inline, all unticked.
import React from "react";
import { roConsent } from "../../i18n/ro/consent";

const OPTIONAL = [
  { name: "analytics", label: roConsent.analytics, hint: roConsent.analyticsHint },
  { name: "marketing", label: roConsent.marketing, hint: roConsent.marketingHint },
] as const;

export function ConsentBanner(): React.ReactElement {
  return (
    <section id="aria-consent" className="consent-banner" aria-labelledby="aria-consent-title" tabIndex={-1}>
      <div className="consent-banner__inner">
        <h2 id="aria-consent-title">{roConsent.title}</h2>
        <p>{roConsent.body}</p>
        <div className="consent-banner__actions">
          <button type="button" className="consent-banner__choice" data-consent="all">
            {roConsent.acceptAll}
          </button>
          <button type="button" className="consent-banner__choice" data-consent="none">
            {roConsent.refuse}
          </button>
          <button
            type="button"
            className="consent-banner__more"
            data-consent="settings"
            aria-expanded="false"
            aria-controls="aria-consent-settings"
          >
            {roConsent.settings}
          </button>
        </div>
        <div id="aria-consent-settings" className="consent-banner__settings" hidden>
          <fieldset>
            <legend>{roConsent.legend}</legend>
            <div className="consent-banner__option">
              <input id="aria-consent-necessary" type="checkbox" defaultChecked disabled aria-describedby="aria-consent-necessary-hint" />
              <label htmlFor="aria-consent-necessary">{roConsent.necessary}</label>
              <p id="aria-consent-necessary-hint">{roConsent.necessaryHint}</p>
            </div>
            {OPTIONAL.map((o) => (
              <div key={o.name} className="consent-banner__option">
                <input id={`aria-consent-${o.name}`} name={o.name} type="checkbox" aria-describedby={`aria-consent-${o.name}-hint`} />
                <label htmlFor={`aria-consent-${o.name}`}>{o.label}</label>
                <p id={`aria-consent-${o.name}-hint`}>{o.hint}</p>
              </div>
            ))}
          </fieldset>
          <button type="button" className="consent-banner__choice" data-consent="save">
            {roConsent.save}
          </button>
        </div>
      </div>
    </section>
  );
}
