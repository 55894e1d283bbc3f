// The self-care menu: only the pages the guards let this user see (src/domain/guards/navigation.ts). On phones it is
// a closed disclosure above the page (the page comes first) that closes again after a choice; from the large
// breakpoint up it stays open beside the page.
import React, { useEffect, useState } from "react";
import { NavLink } from "../../components/layout/NavLink";
import { normalisePath, PATHS } from "../../domain/guards/paths";
import { BREAKPOINTS } from "../../domain/constants";
import type { NavSection } from "../../domain/guards/navigation";
import { roEcare } from "../../i18n/ro/ecare";

/** The lg breakpoint (SPEC §9), where the menu sits beside the page. */
const WIDE = `(min-width: ${BREAKPOINTS.lg}px)`;
const isWide = () => typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(WIDE).matches;

export function EcareNav({ sections, pathname }: { sections: NavSection[]; pathname: string }): React.ReactElement {
  const t = roEcare.nav;
  const here = normalisePath(pathname);
  // Client-only section: the width is known on first render, so no server markup has to match.
  const [open, setOpen] = useState(isWide);

  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(WIDE);
    const follow = () => setOpen(query.matches);
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);

  return (
    <nav aria-label={t.label} className="ecare-menu">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>{t.open}</summary>
        {sections.map((section) => (
          <section key={section.name} aria-labelledby={`ecare-menu-${section.name}`}>
            <h2 id={`ecare-menu-${section.name}`}>{t.sections[section.name]}</h2>
            <ul>
              {section.pages.map((page) => (
                <li key={page}>
                  <NavLink
                    to={PATHS[page]}
                    aria-current={PATHS[page] === here ? "page" : undefined}
                    onClick={() => {
                      if (!isWide()) setOpen(false);
                    }}
                  >
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
