// /ecare/serviciile-tale/cost-control (SPEC §2, the prepaid twin of abonament; issue 16 "prepaid limits/settings"):
// the credit and what is left of the allowances (UsageOverview: SPEC §7 "Prepaid credit = first bucket of first usage
// consumption", fresh for 5 minutes, SPEC §9), then the line's cost limits. Each part loads and fails on its own.
import React from "react";
import { chakra } from "@chakra-ui/react";
import type { RouteComponentProps } from "@reach/router";
import { PATHS } from "../../../domain/guards/paths";
import { useInventory } from "../../../hooks/services/useProducts";
import { useServiceLine } from "../../../hooks/services/useServiceLine";
import { roEcare } from "../../../i18n/ro/ecare";
import { roProductServices } from "../../../i18n/ro/productServices";
import { useProfile } from "../../SessionGate";
import { LineSelect } from "../LineSelect";
import { servicesCss } from "../offers/offersCss";
import { UsageOverview } from "../usage/UsageOverview";
import { CostControlCard } from "./CostControlCard";

export function CostControlScreen({ location }: RouteComponentProps): React.ReactElement {
  const profile = useProfile();
  const search = location?.search ?? "";
  const inventory = useInventory();
  const line = useServiceLine(profile, search, inventory.data);
  return (
    <chakra.div css={servicesCss}>
      <h1>{roEcare.nav.pages.costControl}</h1>
      <LineSelect lines={line.lines} value={line.msisdn} path={PATHS.costControl} search={search} />
      <UsageOverview />
      {line.msisdn ? (
        <div className="dashboard-grid">
          <CostControlCard msisdn={line.msisdn} />
        </div>
      ) : (
        <p className="dashboard-empty">{roProductServices.noLine}</p>
      )}
    </chakra.div>
  );
}

export default CostControlScreen;
