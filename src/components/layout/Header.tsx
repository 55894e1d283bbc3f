// Site header: skip link, personal/business switch (SPEC §2 areas), logo, main navigation and the
// account entry. No client JS beyond links: the mobile nav scrolls sideways instead of a menu.
import React, { useState } from "react";
import { Container } from "./Container";
import { NavLink } from "./NavLink";
import { SpeechMarkLogo } from "../SpeechMarkLogo";
import { ServerHtml } from "../ServerHtml";
import { areaHome, type Area } from "../../domain/area";
import { ro } from "../../i18n/ro";

export function Header({ area, pathname }: { area: Area; pathname: string }): React.ReactElement {
  const links = ro.nav[area];
  // The build's HTML is kept while the first page hydrates (components/ServerHtml.tsx); after a client-side
  // navigation React renders the header for the new address (area, current link).
  const [firstPathname] = useState(pathname);
  return (
    <ServerHtml as="header" className="aria-header" live={pathname !== firstPathname}>
      <a className="aria-skip" href="#continut">
        {ro.a11y.skipToContent}
      </a>
      <div className="aria-header__areas">
        <Container as="nav" aria-label={ro.a11y.areaSwitch}>
          {(["personal", "business"] as const).map((a) => (
            <NavLink key={a} to={areaHome(a)} aria-current={a === area ? "page" : undefined}>
              {ro.area[a]}
            </NavLink>
          ))}
        </Container>
      </div>
      <Container className="aria-header__bar">
        <NavLink to={areaHome(area)} aria-label={ro.brand.logoLabel} className="aria-header__logo">
          <SpeechMarkLogo size={40} />
          <span aria-hidden="true">
            {ro.brand.name}
            {area === "business" ? " Business" : ""}
          </span>
        </NavLink>
        <nav aria-label={ro.a11y.mainNav} className="aria-header__nav">
          <ul>
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} aria-current={pathname === l.to ? "page" : undefined}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <NavLink to="/ecare/dashboard" variant="primary" className="aria-header__account">
          {ro.nav.myAccount}
        </NavLink>
      </Container>
    </ServerHtml>
  );
}
