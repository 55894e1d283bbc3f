// /ecare/setari-cont/cartela-sim (SPEC §2 setari-cont; SPEC §7 "Bar/unbar"; issue 26): each of the customer's SIMs —
// the mobile lines of the product inventory — with its state, and the block/unblock of ANCOM's temporary suspension
// for a lost or stolen phone. Who may act is the domain's (SPEC §6: the contract holder's roles); each SIM loads and
// fails on its own. The guards have already kept fixed and non-operator users out (they go to date-personale).
// The company's administrators (domain seesFleetView; issue 27) see the fleet view instead: every line they reach, with
// filters, pages and bulk actions (./fleet, its own chunk, loaded only for them).
import React, { Suspense, lazy } from "react";
import type { RouteComponentProps } from "@reach/router";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { barUnbarPermission, simLinesOf, type BarUnbarPermission } from "../../../domain/barUnbar/barUnbar";
import { seesFleetView } from "../../../domain/fleet/fleetView";
import { activeRole } from "../../../domain/session/userInfo";
import { useInventory } from "../../../hooks/services/useInventory";
import { roSim } from "../../../i18n/ro/sim";
import { Skeleton } from "../../kit/SectionStates";
import { useProfile } from "../../SessionGate";
import { pageHeading } from "../../shell/pageHeading";
import { SimCard } from "./SimCard";

const s = roSim;

const FleetSimsView = lazy(() => import(/* webpackChunkName: "ecare-sim-fleet" */ "./fleet/FleetSimsView"));

function SimCardScreen({ location }: RouteComponentProps): React.ReactElement {
  const role = activeRole(useProfile());
  if (!seesFleetView(role)) return <OwnSims permission={barUnbarPermission(role)} />;
  return (
    <div className="ecare-dashboard ecare-services ecare-sim ecare-fleet">
      <h1>{pageHeading("simCard")}</h1>
      <Suspense fallback={<Skeleton label={s.loading} />}>
        <FleetSimsView search={location?.search ?? ""} />
      </Suspense>
    </div>
  );
}

/** The caller's own SIMs, one card each (consumers and the company's users). */
function OwnSims({ permission }: { permission: BarUnbarPermission }): React.ReactElement {
  const inventory = useInventory();
  const lines = inventory.data ? simLinesOf(inventory.data) : [];
  return (
    <div className="ecare-dashboard ecare-services ecare-sim">
      <h1>{pageHeading("simCard")}</h1>
      <p className="dashboard-lead">{s.lead}</p>
      {inventory.isPending ? (
        <Skeleton label={s.loading} />
      ) : inventory.isError ? (
        <ErrorRibbon what={s.error} error={inventory.error} onRetry={() => void inventory.refetch()} />
      ) : lines.length === 0 ? (
        <p className="dashboard-empty">{s.none}</p>
      ) : (
        <div className="dashboard-grid">
          {lines.map((line) => (
            <SimCard key={line.msisdn} line={line} permission={permission} />
          ))}
        </div>
      )}
    </div>
  );
}

export default SimCardScreen;
