import React from "react";
import type { RouteComponentProps } from "@reach/router";
import { NavLink } from "../components/layout/NavLink";
import { DASHBOARD_PATH } from "../domain/session/landing";
import { ro } from "../i18n/ro";

export function EcareNotFound(_: RouteComponentProps): React.ReactElement {
  return (
    <>
      <h1>{ro.notFound.title}</h1>
      <p>{ro.ecare.notFound}</p>
      <NavLink to={DASHBOARD_PATH} variant="primary">
        {ro.ecare.toDashboard}
      </NavLink>
    </>
  );
}
