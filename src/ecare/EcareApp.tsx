// The client-only self-care section (/ecare/*): one Gatsby page, routes by @reach/router (DESIGN.md). Every address
// of SPEC §2 "Self-care" has a route and its own screen; the guards in EcareRoot decide who reaches it.
import React, { Suspense, lazy, useState } from "react";
import { Router, type RouteComponentProps } from "@reach/router";
import { PATHS, pageOf, type PageName } from "../domain/guards/paths";
import { EcareRoot } from "./EcareRoot";
import { DashboardScreen } from "./dashboard/DashboardScreen";
import { AssociateServicesScreen } from "./AssociateServicesScreen";
import { EcareNotFound } from "./EcareNotFound";
import { SettingsScreen } from "./screens/SettingsScreen";
import { PageShell } from "./shell/PageShell";
import { requestUsageSummaryEarly } from "../hooks/ecareData";

type Screen = React.ComponentType<RouteComponentProps>;

// The route's lazy import is the bundle boundary (docs/architecture.md): one named chunk per screen. Named, because
// Gatsby's "shared" split group names a group by its chunks' names, and unnamed chunks' shared modules all fell into
// one chunk that every page then loaded.
const LOADERS = {
  bills: () => import(/* webpackChunkName: "ecare-bills" */ "./billing/BillsScreen").then((m) => ({ default: m.BillsScreen })),
  billSummary: () =>
    import(/* webpackChunkName: "ecare-bill-summary" */ "./billing/summary/SummaryRoute").then((m) => ({ default: m.SummaryRoute })),
  billDetails: () =>
    import(/* webpackChunkName: "ecare-bill-details" */ "./billing/details/BillDetailsScreen").then((m) => ({
      default: m.BillDetailsScreen,
    })),
  closedAccounts: () =>
    import(/* webpackChunkName: "ecare-closed-accounts" */ "./closedAccounts/ClosedAccountsScreen").then((m) => ({
      default: m.ClosedAccountsScreen,
    })),
  topUpHistory: () => import(/* webpackChunkName: "ecare-top-ups" */ "./topUps/TopUpHistoryScreen"),
  bonuses: () => import(/* webpackChunkName: "ecare-offers" */ "./services/offers/OffersScreen").then((m) => ({ default: m.BonusesRoute })),
  offers: () => import(/* webpackChunkName: "ecare-offers" */ "./services/offers/OffersScreen").then((m) => ({ default: m.OffersRoute })),
  subscription: () => import(/* webpackChunkName: "ecare-subscription" */ "./services/plan/SubscriptionScreen"),
  costControl: () => import(/* webpackChunkName: "ecare-cost-control" */ "./services/costControl/CostControlScreen"),
  roaming: () => import(/* webpackChunkName: "ecare-roaming" */ "./services/roaming/RoamingScreen"),
  reports: () => import(/* webpackChunkName: "ecare-usage-lists" */ "./services/usage/UsageListsScreen"),
  orders: () => import(/* webpackChunkName: "ecare-orders" */ "./account/orders/OrdersScreen"),
  privacy: () => import(/* webpackChunkName: "ecare-privacy" */ "./account/privacy/PrivacyScreen"),
  myRequests: () => import(/* webpackChunkName: "ecare-my-requests" */ "./account/requests/MyRequestsScreen"),
  simCard: () => import(/* webpackChunkName: "ecare-sim-card" */ "./account/sim/SimCardScreen"),
  personalData: () => import(/* webpackChunkName: "ecare-personal-data" */ "./account/personal/PersonalDataScreen"),
  usersRequests: () => import(/* webpackChunkName: "ecare-users-requests" */ "./account/usersRequests/UsersRequestsScreen"),
  fleetSummary: () => import(/* webpackChunkName: "ecare-fleet-report" */ "./account/fleetReport/FleetReportScreen"),
  permissions: () => import(/* webpackChunkName: "ecare-permissions" */ "./account/permissions/PermissionsScreen"),
} satisfies Partial<Record<PageName, () => Promise<{ default: Screen }>>>;

type LazyPage = keyof typeof LOADERS;
const SCREENS = {} as Record<LazyPage, Screen>;
for (const page of Object.keys(LOADERS) as LazyPage[]) SCREENS[page] = lazy(LOADERS[page]);

/**
 * What the address's own screen needs first is asked for with the first render, beside the session and the guard,
 * instead of after them: its chunk (webpack loads a chunk once; React.lazy then finds it there) and its data when that
 * needs no profile.
 */
function preloadScreen(pathname: string): void {
  const page = pageOf(pathname);
  if (page && page in LOADERS) void LOADERS[page as LazyPage]().catch(() => undefined);
  // The usage summary needs no profile: the pages that show it first ask for it beside the profile.
  if (page && USAGE_FIRST.includes(page)) requestUsageSummaryEarly();
}

/** Pages whose first figure is the usage summary (the dashboard's usage card, the usage overview). */
const USAGE_FIRST: PageName[] = ["dashboard", "subscription", "costControl"];

function OnDemand({ screen: Screen, ...route }: RouteComponentProps & { screen: Screen }) {
  // While the page's chunk loads, its heading and placeholders stand where the page will be.
  return (
    <Suspense fallback={<PageShell page={pageOf(route.location?.pathname ?? "")} />}>
      <Screen {...route} />
    </Suspense>
  );
}

export function EcareApp({ pathname }: { pathname: string }): React.ReactElement {
  // In the first render, not an effect: effects wait for the whole hydration to end.
  useState(() => {
    if (typeof window !== "undefined") preloadScreen(pathname);
    return null;
  });
  return (
    <EcareRoot area="personal" pathname={pathname}>
      <Router primary={false}>
        <DashboardScreen path={PATHS.dashboard} />
        <OnDemand path={PATHS.roaming} screen={SCREENS.roaming} />
        <OnDemand path={PATHS.bonuses} screen={SCREENS.bonuses} />
        <OnDemand path={PATHS.offers} screen={SCREENS.offers} />
        <OnDemand path={PATHS.subscription} screen={SCREENS.subscription} />
        <OnDemand path={PATHS.costControl} screen={SCREENS.costControl} />
        <OnDemand path={PATHS.reports} screen={SCREENS.reports} />
        <OnDemand path={PATHS.bills} screen={SCREENS.bills} />
        <OnDemand path={PATHS.billSummary} screen={SCREENS.billSummary} />
        <OnDemand path={PATHS.billDetails} screen={SCREENS.billDetails} />
        <OnDemand path={PATHS.closedAccounts} screen={SCREENS.closedAccounts} />
        <OnDemand path={PATHS.topUpHistory} screen={SCREENS.topUpHistory} />
        <OnDemand path={PATHS.orders} screen={SCREENS.orders} />
        <OnDemand path={PATHS.myRequests} screen={SCREENS.myRequests} />
        <OnDemand path={PATHS.usersRequests} screen={SCREENS.usersRequests} />
        <OnDemand path={PATHS.simCard} screen={SCREENS.simCard} />
        <SettingsScreen path={PATHS.settings} />
        <OnDemand path={PATHS.personalData} screen={SCREENS.personalData} />
        <OnDemand path={PATHS.fleetSummary} screen={SCREENS.fleetSummary} />
        <OnDemand path={PATHS.privacy} screen={SCREENS.privacy} />
        <OnDemand path={PATHS.permissions} screen={SCREENS.permissions} />
        <AssociateServicesScreen path={PATHS.associateServices} />
        <EcareNotFound default />
      </Router>
    </EcareRoot>
  );
}
