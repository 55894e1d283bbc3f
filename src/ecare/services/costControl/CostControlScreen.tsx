// /ecare/serviciile-tale/cost-control (SPEC §2, the prepaid twin of abonament; issue 16 "prepaid limits/settings"):
// the credit and what is left of the allowances (UsageOverview: SPEC §7 "Prepaid credit = first bucket of first usage
// consumption", fresh for 5 minutes, SPEC §9), then the limits of the user's own line (a prepaid card is one line: no
// line choice, and no inventory call). Each part loads and fails on its own.
import React from "react";
import type { RouteComponentProps } from "@reach/router";
import { ownNumberOf } from "../../../domain/billing/ownNumber";
import { roEcare } from "../../../i18n/ro/ecare";
import { roProductServices } from "../../../i18n/ro/productServices";
import { useProfile } from "../../SessionGate";
import { UsageOverview } from "../usage/UsageOverview";
import { CostControlCard } from "./CostControlCard";

function CostControlScreen(_: RouteComponentProps): React.ReactElement {
  const msisdn = ownNumberOf(useProfile());
  return (
    <div className="ecare-dashboard ecare-services">
      <h1>{roEcare.nav.pages.costControl}</h1>
      <UsageOverview />
      {msisdn ? (
        <div className="dashboard-grid">
          <CostControlCard msisdn={msisdn} />
        </div>
      ) : (
        <p className="dashboard-empty">{roProductServices.noLine}</p>
      )}
    </div>
  );
}

export default CostControlScreen;
