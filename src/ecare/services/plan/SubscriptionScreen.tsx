// /ecare/serviciile-tale/abonament (SPEC §2; issue 16 "current plan, what it includes, renewal date"): the line's plan
// from the product inventory (price, start, next renewal, end of the commitment), its active options with a link to
// bonusuri-si-optiuni, and what it includes as it is being used (UsageOverview: remaining vs total, daily use on
// demand). Each card loads and fails on its own. The guards have already decided who gets here (postpaid mobile
// owners and users, fixed owners).
import React from "react";
import { Link } from "gatsby";
import type { RouteComponentProps } from "@reach/router";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { formatAmount } from "../../../domain/currency";
import { formatDateRo } from "../../../domain/dates";
import { PATHS } from "../../../domain/guards/paths";
import { activeOptions, planOf } from "../../../domain/inventory/inventory";
import { useInventory } from "../../../hooks/services/useInventory";
import { useServiceLine } from "../../../hooks/services/useServiceLine";
import { roEcare } from "../../../i18n/ro/ecare";
import { roPlan } from "../../../i18n/ro/plan";
import { roProductServices } from "../../../i18n/ro/productServices";
import { useCanVisit } from "../../kit/CanVisitContext";
import { DashboardCard, Skeleton } from "../../kit/SectionStates";
import { useProfile } from "../../SessionGate";
import { LineSelect } from "../LineSelect";
import { UsageOverview } from "../usage/UsageOverview";

const t = roProductServices;
const p = roPlan;

function Fact({ label, value }: { label: string; value: string }) {
  return value ? (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  ) : null;
}

function SubscriptionScreen({ location }: RouteComponentProps): React.ReactElement {
  const profile = useProfile();
  const search = location?.search ?? "";
  const inventory = useInventory();
  const line = useServiceLine(profile, search, inventory.data);
  const canVisit = useCanVisit();
  const plan = inventory.data ? planOf(inventory.data, profile.isFixVdf ? "" : line.msisdn) : null;
  const options = inventory.data && line.msisdn ? activeOptions(inventory.data, line.msisdn) : [];
  return (
    <div className="ecare-dashboard ecare-services">
      <h1>{roEcare.nav.pages.subscription}</h1>
      <LineSelect lines={line.lines} value={line.msisdn} path={PATHS.subscription} search={search} />
      <div className="dashboard-grid">
        <DashboardCard id="plan-card" title={p.heading} busy={inventory.isPending}>
          {inventory.isPending ? (
            <Skeleton label={p.loading} />
          ) : inventory.isError ? (
            <ErrorRibbon what={p.error} error={inventory.error} onRetry={() => void inventory.refetch()} />
          ) : !plan ? (
            <p className="dashboard-empty">{p.none}</p>
          ) : (
            <>
              <p className="dashboard-amount">{plan.name}</p>
              <dl className="dashboard-facts">
                <Fact
                  label={p.price}
                  value={plan.price ? `${formatAmount(plan.price.value, plan.price.unit)}${plan.price.recurring ? t.perMonth : ""}` : ""}
                />
                <Fact label={p.since} value={plan.startDate ? formatDateRo(plan.startDate) : ""} />
                <Fact label={p.renewal} value={plan.renewalDate ? formatDateRo(plan.renewalDate) : ""} />
                <Fact label={p.commitment} value={plan.commitmentEndDate ? formatDateRo(plan.commitmentEndDate) : ""} />
              </dl>
              {options.length > 0 ? (
                <>
                  <h3>{p.options}</h3>
                  <ul>
                    {options.map((o) => (
                      <li key={o.id}>{o.name}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              {canVisit(PATHS.bonuses) ? <Link to={PATHS.bonuses}>{p.manageOptions}</Link> : null}
            </>
          )}
        </DashboardCard>
      </div>
      <UsageOverview />
    </div>
  );
}

export default SubscriptionScreen;
