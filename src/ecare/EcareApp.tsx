// The client-only self-care section (/ecare/*): one Gatsby page, routes by @reach/router (DESIGN.md). Every address
// of SPEC §2 "Self-care" has a route; the guards in EcareRoot decide who reaches it. Pages whose capability is not
// built yet say so (NotAvailableScreen) instead of showing made-up data.
import React, { Suspense, lazy } from "react";
import { Router, type RouteComponentProps } from "@reach/router";
import { PATHS, pageOf, type PageName } from "../domain/guards/paths";
import { EcareRoot } from "./EcareRoot";
import { DashboardScreen } from "./dashboard/DashboardScreen";
import { AssociateServicesScreen } from "./AssociateServicesScreen";
import { EcareNotFound } from "./EcareNotFound";
import { NotAvailableScreen } from "./screens/NotAvailableScreen";
import { PersonalDataScreen } from "./screens/PersonalDataScreen";
import { SettingsScreen } from "./screens/SettingsScreen";
import { PageShell } from "./shell/PageShell";

/** Self-care pages still to be built (their own issues); each shows its title and an honest notice. */
const NOT_YET: PageName[] = ["simCard", "myRequests", "usersRequests", "fleetSummary", "permissions"];

// Every lazy chunk is named: Gatsby's "shared" split group names a group by its chunks' names, so unnamed chunks'
// shared modules all fell into one chunk that every page then loaded (bench/budgets.json). Screens with their own
// back-end client (billing: its client and zod) come on demand: the dashboard's first load stays
// within the client-only budget (bench/budgets.json).
const BillsScreen = lazy(() =>
  import(/* webpackChunkName: "ecare-bills" */ "./billing/BillsScreen").then((m) => ({ default: m.BillsScreen })),
);
const SummaryRoute = lazy(() =>
  import(/* webpackChunkName: "ecare-bill-summary" */ "./billing/summary/SummaryRoute").then((m) => ({ default: m.SummaryRoute })),
);
const BillDetailsScreen = lazy(() =>
  import(/* webpackChunkName: "ecare-bill-details" */ "./billing/details/BillDetailsScreen").then((m) => ({
    default: m.BillDetailsScreen,
  })),
);
const ClosedAccountsScreen = lazy(() =>
  import(/* webpackChunkName: "ecare-closed-accounts" */ "./closedAccounts/ClosedAccountsScreen").then((m) => ({
    default: m.ClosedAccountsScreen,
  })),
);
const TopUpHistoryScreen = lazy(() => import(/* webpackChunkName: "ecare-top-ups" */ "./topUps/TopUpHistoryScreen"));
// The services pages (issue 16), each with its own clients.
const BonusesRoute = lazy(() =>
  import(/* webpackChunkName: "ecare-offers" */ "./services/offers/OffersScreen").then((m) => ({ default: m.BonusesRoute })),
);
const OffersRoute = lazy(() =>
  import(/* webpackChunkName: "ecare-offers" */ "./services/offers/OffersScreen").then((m) => ({ default: m.OffersRoute })),
);
const SubscriptionScreen = lazy(() => import(/* webpackChunkName: "ecare-subscription" */ "./services/plan/SubscriptionScreen"));
const CostControlScreen = lazy(() => import(/* webpackChunkName: "ecare-cost-control" */ "./services/costControl/CostControlScreen"));
const RoamingScreen = lazy(() => import(/* webpackChunkName: "ecare-roaming" */ "./services/roaming/RoamingScreen"));
const UsageListsScreen = lazy(() => import(/* webpackChunkName: "ecare-usage-lists" */ "./services/usage/UsageListsScreen"));

function OnDemand({ screen: Screen, ...route }: RouteComponentProps & { screen: React.ComponentType<RouteComponentProps> }) {
  // While the page's chunk loads, its heading and placeholders stand where the page will be.
  return (
    <Suspense fallback={<PageShell page={pageOf(route.location?.pathname ?? "")} />}>
      <Screen {...route} />
    </Suspense>
  );
}

export function EcareApp({ pathname }: { pathname: string }): React.ReactElement {
  return (
    <EcareRoot area="personal" pathname={pathname}>
      <Router primary={false}>
        <DashboardScreen path={PATHS.dashboard} />
        <OnDemand path={PATHS.roaming} screen={RoamingScreen} />
        <OnDemand path={PATHS.bonuses} screen={BonusesRoute} />
        <OnDemand path={PATHS.offers} screen={OffersRoute} />
        <OnDemand path={PATHS.subscription} screen={SubscriptionScreen} />
        <OnDemand path={PATHS.costControl} screen={CostControlScreen} />
        <OnDemand path={PATHS.reports} screen={UsageListsScreen} />
        <OnDemand path={PATHS.bills} screen={BillsScreen} />
        <OnDemand path={PATHS.billSummary} screen={SummaryRoute} />
        <OnDemand path={PATHS.billDetails} screen={BillDetailsScreen} />
        <OnDemand path={PATHS.closedAccounts} screen={ClosedAccountsScreen} />
        <OnDemand path={PATHS.topUpHistory} screen={TopUpHistoryScreen} />
        <SettingsScreen path={PATHS.settings} />
        <PersonalDataScreen path={PATHS.personalData} />
        <AssociateServicesScreen path={PATHS.associateServices} />
        {NOT_YET.map((page) => (
          <NotAvailableScreen key={page} path={PATHS[page]} page={page} />
        ))}
        <EcareNotFound default />
      </Router>
    </EcareRoot>
  );
}
