// The client-only self-care section (/ecare/*): one Gatsby page, routes by @reach/router (DESIGN.md). Every address
// of SPEC §2 "Self-care" has a route; the guards in SelfCareRoot decide who reaches it. Pages whose capability is not
// built yet say so (NotAvailableScreen) instead of showing made-up data.
import React from "react";
import { Router } from "@reach/router";
import { PATHS, type PageName } from "../domain/guards/paths";
import { SelfCareRoot } from "./SelfCareRoot";
import { DashboardScreen } from "./dashboard/DashboardScreen";
import { AssociateServicesScreen } from "./AssociateServicesScreen";
import { EcareNotFound } from "./EcareNotFound";
import { NotAvailableScreen } from "./screens/NotAvailableScreen";
import { PersonalDataScreen } from "./screens/PersonalDataScreen";
import { RoamingScreen } from "./screens/RoamingScreen";
import { SettingsScreen } from "./screens/SettingsScreen";

/** Self-care pages still to be built (their own issues); each shows its title and an honest notice. */
const NOT_YET: PageName[] = [
  "bonuses",
  "offers",
  "subscription",
  "costControl",
  "topUpHistory",
  "reports",
  "bills",
  "billSummary",
  "billDetails",
  "closedAccounts",
  "simCard",
  "myRequests",
  "usersRequests",
  "fleetSummary",
  "permissions",
];

export function EcareApp(): React.ReactElement {
  return (
    <SelfCareRoot area="personal">
      <Router primary={false}>
        <DashboardScreen path={PATHS.dashboard} />
        <RoamingScreen path={PATHS.roaming} />
        <SettingsScreen path={PATHS.settings} />
        <PersonalDataScreen path={PATHS.personalData} />
        <AssociateServicesScreen path={PATHS.associateServices} />
        {NOT_YET.map((page) => (
          <NotAvailableScreen key={page} path={PATHS[page]} page={page} />
        ))}
        <EcareNotFound default />
      </Router>
    </SelfCareRoot>
  );
}
