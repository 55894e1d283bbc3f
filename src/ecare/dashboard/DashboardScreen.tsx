// /ecare/dashboard: the signed-in identity's summary by account type (domain/dashboard/plan.ts): the current bill, credit
// and allowances, fixed services, or for a non-operator user why there is nothing to show; then the shortcuts the
// route guards allow. Each card loads, fails and retries on its own, so one back end down leaves the rest usable.
import React from "react";
import type { RouteComponentProps } from "@reach/router";
import { NavLink } from "../../components/layout/NavLink";
import type { UserInfo } from "../../domain/session/userInfo";
import { accountKey, useBills, useUsageSummary } from "../../hooks/ecareData";
import { roDashboard } from "../../i18n/ro/ecare";
import { useProfile } from "../SessionGate";
import { BillCard } from "./BillCard";
import { useCanVisit, type CanVisit } from "../kit/CanVisitContext";
import { dashboardPlan, type DashboardPlan } from "../../domain/dashboard/plan";
import { visibleQuickActions } from "./quickActions";
import { DashboardCard, Skeleton } from "../kit/SectionStates";
import { UsageCard } from "./UsageCard";
import { roAccountSpecialist } from "../../i18n/ro/accountSpecialist";

// Business identities only (issue 27): its own chunk, so the other dashboards do not carry it.
const AccountSpecialistCard = React.lazy(() =>
  import(/* webpackChunkName: "ecare-account-specialist" */ "../kit/AccountSpecialistCard").then((m) => ({
    default: m.AccountSpecialistCard,
  })),
);

const t = roDashboard;

function AccountFacts({ profile, plan }: { profile: UserInfo; plan: DashboardPlan }): React.ReactElement | null {
  const rows: [string, string][] = [
    [t.account.company, plan.kind === "business" ? (profile.customerInfo?.companyName ?? "") : ""],
    [t.account.ban, plan.billingAccount ?? profile.selectedBan],
    [t.account.phone, plan.msisdn ?? profile.phoneNumber ?? ""],
  ];
  const shown = rows.filter(([, value]) => value !== "");
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-account" className="dashboard-card dashboard-wide">
      <h2 id="dashboard-account">{t.account.heading}</h2>
      <dl className="dashboard-facts">
        {shown.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function FixedServices({ profile }: { profile: UserInfo }): React.ReactElement {
  const products = (profile.customerInfo?.productInventory ?? []).filter((p) => p.name !== "");
  return (
    <DashboardCard id="dashboard-services" title={t.services.heading}>
      {products.length === 0 ? (
        <p className="dashboard-empty">{t.services.empty}</p>
      ) : (
        <ul className="dashboard-list">
          {products.map((p, i) => (
            <li key={`${p.id}-${i}`}>
              <strong>{p.name}</strong>
              {t.services.statuses[p.status] ? <span className="dashboard-muted">{t.services.statuses[p.status]}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

function NonOperator(): React.ReactElement {
  return (
    <section aria-labelledby="dashboard-non-operator" className="shop-note">
      <h2 id="dashboard-non-operator">{t.nonOperator.heading}</h2>
      <p>{t.nonOperator.body}</p>
      <p>{t.nonOperator.help}</p>
    </section>
  );
}

function QuickActions({ canVisit }: { canVisit: CanVisit }): React.ReactElement | null {
  const actions = visibleQuickActions(canVisit);
  if (actions.length === 0) return null;
  return (
    <nav aria-labelledby="dashboard-actions" className="dashboard-quick">
      <h2 id="dashboard-actions">{t.quickActions.heading}</h2>
      <ul className="dashboard-actions">
        {actions.map((a) => (
          <li key={a.to}>
            <NavLink to={a.to} variant="outline">
              {a.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface Props extends RouteComponentProps {
  /** The route guards' answer for a path; defaults to the CanVisitProvider's (the shell's). */
  canVisit?: CanVisit;
}

export function DashboardScreen({ canVisit }: Props): React.ReactElement {
  const profile = useProfile();
  const fromContext = useCanVisit();
  const plan = dashboardPlan(profile);
  const identity = accountKey(profile);
  // Both hooks always run (rules of hooks); a disabled one makes no call and its card is not shown.
  const bills = useBills(plan.billingAccount, identity);
  const usage = useUsageSummary(plan.usage, identity);

  return (
    <div className="ecare-dashboard">
      <div className="dashboard">
        <h1>{t.welcome(profile.firstName)}</h1>
        {plan.kind === "nonOperator" ? (
          <>
            <NonOperator />
            <div className="dashboard-grid">
              <AccountFacts profile={profile} plan={plan} />
            </div>
          </>
        ) : (
          <>
            <p className="dashboard-lead">{t.lead}</p>
            <div className="dashboard-grid">
              <AccountFacts profile={profile} plan={plan} />
              {plan.billingAccount ? <BillCard query={bills} /> : null}
              {plan.usage ? (
                <UsageCard query={usage} withCredit={plan.credit} msisdn={plan.kind === "business" ? plan.msisdn : null} />
              ) : null}
              {plan.services ? <FixedServices profile={profile} /> : null}
              {plan.kind === "business" ? (
                <React.Suspense
                  fallback={
                    <DashboardCard id="account-specialist" title={roAccountSpecialist.heading} busy>
                      <Skeleton label={roAccountSpecialist.loading} lines={3} />
                    </DashboardCard>
                  }
                >
                  <AccountSpecialistCard profile={profile} />
                </React.Suspense>
              ) : null}
            </div>
          </>
        )}
        <QuickActions canVisit={canVisit ?? fromContext} />
      </div>
    </div>
  );
}
