// /ecare/setari-cont: the account settings the guards let this user open.
import React from "react";
import type { RouteComponentProps } from "@reach/router";
import { NavLink } from "../../components/layout/NavLink";
import { NAVIGATION } from "../../domain/guards/navigation";
import { PATHS } from "../../domain/guards/paths";
import { roEcare } from "../../i18n/ro/ecare";
import { useCanVisit } from "../kit/CanVisitContext";

export function SettingsScreen(_: RouteComponentProps): React.ReactElement {
  const canVisit = useCanVisit();
  const t = roEcare;
  const pages = (NAVIGATION.find((s) => s.name === "settings")?.pages ?? []).filter((page) => canVisit(PATHS[page]));
  return (
    <>
      <h1>{t.nav.pages.settings}</h1>
      <p>{t.settingsLead}</p>
      <ul className="ecare-list">
        {pages.map((page) => (
          <li key={page}>
            <NavLink to={PATHS[page]} variant="outline">
              {t.nav.pages[page]}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}
