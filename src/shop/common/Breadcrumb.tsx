import React from "react";
import { NavLink } from "../../components/layout/NavLink";
import { roShop } from "../../i18n/ro/shop";

export interface Crumb {
  to: string;
  label: string;
}

/** The trail to the current page; the last crumb is the page itself (not a link). */
export function Breadcrumb({ trail, current }: { trail: Crumb[]; current: string }): React.ReactElement {
  return (
    <nav className="breadcrumb" aria-label={roShop.breadcrumb}>
      <ol>
        {trail.map((c) => (
          <li key={c.to}>
            <NavLink to={c.to}>{c.label}</NavLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
