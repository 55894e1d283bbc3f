// /ecare/setari-cont/cartela-sim (SPEC §2 setari-cont; SPEC §7 "Bar/unbar"; issue 26): each of the customer's SIMs —
// the mobile lines of the product inventory — with its state, and the block/unblock of ANCOM's temporary suspension
// for a lost or stolen phone. Who may act is the domain's (SPEC §6: the contract holder's roles); each SIM loads and
// fails on its own. The guards have already kept fixed and non-operator users out (they go to date-personale).
import React from "react";
import type { RouteComponentProps } from "@reach/router";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { barUnbarPermission, simLinesOf } from "../../../domain/barUnbar/barUnbar";
import { activeRole } from "../../../domain/session/userInfo";
import { useInventory } from "../../../hooks/services/useInventory";
import { roSim } from "../../../i18n/ro/sim";
import { Skeleton } from "../../kit/SectionStates";
import { useProfile } from "../../SessionGate";
import { pageHeading } from "../../shell/pageHeading";
import { SimCard } from "./SimCard";

const s = roSim;

function SimCardScreen(_: RouteComponentProps): React.ReactElement {
  const permission = barUnbarPermission(activeRole(useProfile()));
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
