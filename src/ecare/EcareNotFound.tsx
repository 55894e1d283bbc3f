// Self-care's "page not found" (an /ecare/... address without a page): the way back is the dashboard, the shop's search
// the way on. Styled by .ecare-not-found (theme/screens/errorPagesCss.ts).
import React from "react";
import type { RouteComponentProps } from "@reach/router";
import { NavLink } from "../components/layout/NavLink";
import { ECARE_ROOT, normalisePath, pageOf } from "../domain/guards/paths";
import { DASHBOARD_PATH } from "../domain/session/landing";
import { roNav, roNotFound } from "../i18n/ro/common";
import { roEcare } from "../i18n/ro/ecare";

/** The self-care template's page title: "page not found" for an address this screen answers. */
export function ecarePageTitle(pathname: string): string {
  const path = normalisePath(pathname);
  return path !== ECARE_ROOT && pageOf(path) === null ? roNotFound.title : roNav.myAccount;
}

export function EcareNotFound(_: RouteComponentProps): React.ReactElement {
  return (
    <div className="ecare-not-found">
      <h1>{roNotFound.title}</h1>
      <p>{roEcare.notFound}</p>
      <div className="actions">
        <NavLink to={DASHBOARD_PATH} variant="primary">
          {roEcare.toDashboard}
        </NavLink>
        <NavLink to="/rezultate" variant="outline">
          {roNotFound.search}
        </NavLink>
      </div>
    </div>
  );
}
