// The client-only self-care section (/ecare/*): one Gatsby page, routes by @reach/router (DESIGN.md).
import React from "react";
import { Router } from "@reach/router";
import { SelfCareRoot } from "./SelfCareRoot";
import { DashboardScreen } from "./DashboardScreen";
import { AssociateServicesScreen } from "./AssociateServicesScreen";
import { EcareNotFound } from "./EcareNotFound";

export function EcareApp(): React.ReactElement {
  return (
    <SelfCareRoot area="personal">
      <Router basepath="/ecare" primary={false}>
        <DashboardScreen path="dashboard" />
        <AssociateServicesScreen path="asociaza-servicii" />
        <EcareNotFound default />
      </Router>
    </SelfCareRoot>
  );
}
