import React from "react";
import type { RouteComponentProps } from "@reach/router";
import { NavLink } from "../components/layout/NavLink";
import { DASHBOARD_PATH } from "../domain/session/landing";
import { roNotFound } from "../i18n/ro/common";
import { roEcare } from "../i18n/ro/ecare";

export function EcareNotFound(_: RouteComponentProps): React.ReactElement {
  return (
    <>
      <h1>{roNotFound.title}</h1>
      <p>{roEcare.notFound}</p>
      <NavLink to={DASHBOARD_PATH} variant="primary">
        {roEcare.toDashboard}
      </NavLink>
    </>
  );
}
