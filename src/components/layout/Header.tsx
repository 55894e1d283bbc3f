// Site header: skip link, personal/business switch (SPEC §2 areas), logo, main navigation and the
// account entry. No client JS beyond links: the mobile nav scrolls sideways instead of a menu.
import React, { useEffect, useState } from "react";
import { Container } from "./Container";
import { NavLink } from "./NavLink";
import { SpeechMarkLogo } from "../SpeechMarkLogo";
import { ServerHtml } from "../ServerHtml";
import { areaHome, type Area } from "../../domain/area";
import { roA11y, roArea, roBrand, roNav } from "../../i18n/ro/common";
import { mayHoldSession } from "../../state/sessionKey";
import { useCartCount } from "../../state/cart/useCartCount";
import { useMiniCartBadge } from "../../hooks/cart/useMiniCartBadge";
import { cartPathFor } from "../../domain/shop/cartOffer";

type AccountComponent = React.ComponentType<{ area: Area }>;

/** The sign-out button, loaded only when a session may be stored; checked again on every page change. */
function useAccountControls(pathname: string): AccountComponent | null {
  const [Account, setAccount] = useState<AccountComponent | null>(null);
  useEffect(() => {
    if (Account || !mayHoldSession(window.localStorage)) return;
    let live = true;
    import("./HeaderAccount").then((m) => live && setAccount(() => m.default)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pathname, Account]);
  return Account;
}

function CartIcon(): React.ReactElement {
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="20" r="1.4" />
      <circle cx="17" cy="20" r="1.4" />
    </svg>
  );
}

export function Header({ area, pathname }: { area: Area; pathname: string }): React.ReactElement {
  const links = roNav[area];
  const Account = useAccountControls(pathname);
  // The badge: the stored count of this browser's cart (0 in the build's HTML, so a non-empty cart re-renders it),
  // then the gateway's minified cart where a cart may exist (loaded on idle or on interaction, never eagerly).
  const cartCount = useCartCount(area);
  useMiniCartBadge(area, pathname);
  // The build's HTML is kept while the first page hydrates (components/ServerHtml.tsx); after a client-side
  // navigation React renders the header for the new address (area, current link), and for a signed-in visitor
  // once the sign-out button has loaded.
  const [firstPathname] = useState(pathname);
  return (
    <ServerHtml as="header" className="aria-header" live={pathname !== firstPathname || Account !== null || cartCount > 0}>
      <div className="aria-header__areas">
        <Container as="nav" aria-label={roA11y.areaSwitch}>
          {(["personal", "business"] as const).map((a) => (
            <NavLink key={a} to={areaHome(a)} aria-current={a === area ? "page" : undefined}>
              {roArea[a]}
            </NavLink>
          ))}
        </Container>
      </div>
      <Container className="aria-header__bar">
        <NavLink to={areaHome(area)} aria-label={roBrand.logoLabel} className="aria-header__logo">
          <SpeechMarkLogo size={40} />
          <span aria-hidden="true">
            {roBrand.name}
            {area === "business" ? " Business" : ""}
          </span>
        </NavLink>
        <nav aria-label={roA11y.mainNav} className="aria-header__nav">
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
        <div className="aria-header__account">
          <NavLink to="/ecare/dashboard" variant="primary">
            {roNav.myAccount}
          </NavLink>
          <NavLink to={cartPathFor(area)} className="aria-header__cart" aria-label={roNav.cartLink(cartCount)}>
            <CartIcon />
            <span className="aria-header__cart-count" aria-hidden="true">
              {cartCount}
            </span>
          </NavLink>
          {Account ? <Account area={area} /> : null}
        </div>
      </Container>
    </ServerHtml>
  );
}
