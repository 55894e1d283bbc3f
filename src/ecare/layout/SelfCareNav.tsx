// The self-care menu: only the pages the guards let this user see (src/domain/guards/navigation.ts). On phones it
// folds into a disclosure; from the large breakpoint up it stays open beside the page.
import React from "react";
import { NavLink } from "../../components/layout/NavLink";
import { PATHS } from "../../domain/guards/paths";
import type { NavSection } from "../../domain/guards/navigation";
import { normalisePath } from "../../domain/guards/paths";
import { ro } from "../../i18n/ro";

export function SelfCareNav({ sections, pathname }: { sections: NavSection[]; pathname: string }): React.ReactElement {
  const t = ro.ecare.nav;
  const here = normalisePath(pathname);
  return (
    <nav aria-label={t.label} className="ecare-menu">
      <details open>
        <summary>{t.open}</summary>
        {sections.map((section) => (
          <section key={section.name} aria-labelledby={`ecare-menu-${section.name}`}>
            <h2 id={`ecare-menu-${section.name}`}>{t.sections[section.name]}</h2>
            <ul>
              {section.pages.map((page) => (
                <li key={page}>
                  <NavLink to={PATHS[page]} aria-current={PATHS[page] === here ? "page" : undefined}>
                    {t.pages[page]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </details>
    </nav>
  );
}
