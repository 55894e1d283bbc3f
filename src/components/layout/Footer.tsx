// Site footer: grouped navigation (SPEC §2 "footer navigation") and the legal line.
import React from "react";
import { Container } from "./Container";
import { NavLink } from "./NavLink";
import { ServerHtml } from "../ServerHtml";
import { roA11y, roFooter } from "../../i18n/ro/common";
import { roConsent } from "../../i18n/ro/consent";

export function Footer(): React.ReactElement {
  return (
    // The same on every page: the build's HTML is kept, not hydrated (its ~20 links navigate through delegated handlers).
    <ServerHtml as="footer" className="aria-footer" live={false}>
      <Container>
        <nav aria-label={roA11y.footerNav}>
          <div className="aria-footer__groups">
            {roFooter.groups.map((g) => (
              <div key={g.title}>
                <h2>{g.title}</h2>
                <ul>
                  {g.links.map((l) => (
                    <li key={l.to}>
                      <NavLink to={l.to}>{l.label}</NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </nav>
        {/* DESIGN.md: a footer link reopens the consent banner. The inline consent runtime
            (browser/consent/consentRuntime.ts) shows it and moves focus into it; the address is the banner itself. */}
        <a href="#aria-consent" className="aria-footer__consent" data-consent="open">
          {roConsent.reopen}
        </a>
        <p className="aria-footer__legal">{roFooter.legal}</p>
      </Container>
    </ServerHtml>
  );
}
