// Site footer: grouped navigation (SPEC §2 "footer navigation") and the legal line.
import React from "react";
import { Container } from "./Container";
import { NavLink } from "./NavLink";
import { ro } from "../../i18n/ro";

export function Footer(): React.ReactElement {
  return (
    <footer className="aria-footer">
      <Container>
        <nav aria-label={ro.a11y.footerNav}>
          <div className="aria-footer__groups">
            {ro.footer.groups.map((g) => (
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
        <p className="aria-footer__legal">{ro.footer.legal}</p>
      </Container>
    </footer>
  );
}
