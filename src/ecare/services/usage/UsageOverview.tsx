// The usage overview of the abonament and cost-control pages (issue 16; SPEC §7 "Usage and products"): the prepaid
// credit for prepaid and hybrid lines ("first bucket of first usage consumption"), each allowance as a remaining-vs-
// total bar, then "Consum zilnic": the daily chart, a separate chunk fetched only when the person asks for it
// (prefetched on hover or focus of the button), so the page's first load carries no chart code and asks no records.
// The summary and the chart fail on their own, each with the catalogued ribbon (as the dashboard's cards).
import React, { Suspense, lazy, useState } from "react";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { SectionBoundary } from "../../../components/errors/SectionBoundary";
import { ownNumberOf } from "../../../domain/billing/ownNumber";
import { dashboardPlan } from "../../../domain/dashboard/plan";
import { allowanceGauges } from "../../../domain/usage/allowanceGauge";
import { allowancesFor, type UsageSummary } from "../../../domain/usage/consumption";
import { accountKey, useUsageSummary } from "../../../hooks/ecareData";
import { roServices } from "../../../i18n/ro/services";
import { USAGE_SKELETON_LINES } from "../../shell/sizes";
import { useProfile } from "../../SessionGate";
import { Skeleton } from "../../kit/SectionStates";
import { AllowanceGauges } from "./AllowanceGauges";
import { CreditFacts } from "../../kit/CreditFacts";

const t = roServices.overview;
const d = roServices.daily;

// One loader for the lazy component and the prefetch, so both name the same chunk.
const loadDailyPanel = () => import(/* webpackChunkName: "ecare-usage-daily" */ "./DailyUsagePanel");
const DailyUsagePanel = lazy(loadDailyPanel);

function Allowances({ summary, withCredit, msisdn }: { summary: UsageSummary; withCredit: boolean; msisdn: string | null }) {
  const gauges = allowanceGauges(allowancesFor(summary.allowances, msisdn));
  return (
    <>
      {withCredit ? <CreditFacts summary={summary} texts={t} /> : null}
      <h3>{t.allowances}</h3>
      {gauges.length === 0 ? <p className="dashboard-empty">{t.empty}</p> : <AllowanceGauges gauges={gauges} />}
    </>
  );
}

function DailyUsage({ now }: { now: number }): React.ReactElement {
  const profile = useProfile();
  const [shown, setShown] = useState(false);
  // The cycle and its query are worked out in the lazy panel; here only whether there is a line to chart.
  const chartable = Boolean(profile.customerInfo?.customerId && ownNumberOf(profile));
  const prefetch = () => void loadDailyPanel().catch(() => undefined);
  return (
    <section aria-labelledby="usage-daily-heading" className="usage-daily">
      <h3 id="usage-daily-heading">{d.heading}</h3>
      <p className="dashboard-muted">{d.lead}</p>
      {!chartable ? (
        <p className="dashboard-empty">{d.noLine}</p>
      ) : shown ? (
        <SectionBoundary what={d.error}>
          <Suspense fallback={<Skeleton label={d.loading} lines={3} />}>
            <DailyUsagePanel profile={profile} now={now} />
          </Suspense>
        </SectionBoundary>
      ) : (
        <button
          type="button"
          className="aria-button"
          data-variant="outline"
          onClick={() => setShown(true)}
          onMouseEnter={prefetch}
          onFocus={prefetch}
        >
          {d.show}
        </button>
      )}
    </section>
  );
}

export interface UsageOverviewProps {
  /** The moment the cycle is counted from (tests); the page's first render otherwise. */
  now?: number;
}

export function UsageOverview({ now: fixedNow }: UsageOverviewProps): React.ReactElement {
  const profile = useProfile();
  const [mountedAt] = useState(() => Date.now());
  const now = fixedNow ?? mountedAt;
  const plan = dashboardPlan(profile);
  const summary = useUsageSummary(plan.usage, accountKey(profile));
  const msisdn = plan.kind === "business" ? plan.msisdn : null;

  let content: React.ReactNode;
  if (!plan.usage) content = <p className="dashboard-empty">{t.empty}</p>;
  // The skeleton is as tall as a typical answer (shell/sizes.ts, the same in the page's shell), and the daily
  // section comes with the answer: what follows the card starts below a phone's fold and does not move.
  else if (summary.isPending) content = <Skeleton label={t.loading} lines={USAGE_SKELETON_LINES} />;
  else if (summary.isError) content = <ErrorRibbon what={t.error} error={summary.error} onRetry={() => void summary.refetch()} />;
  else
    content = (
      <SectionBoundary what={t.error} onReset={() => void summary.refetch()}>
        <Allowances summary={summary.data} withCredit={plan.credit} msisdn={msisdn} />
      </SectionBoundary>
    );

  return (
    <div className="ecare-dashboard ecare-usage-overview usage-overview">
      <section
        className="dashboard-card dashboard-wide"
        aria-labelledby="usage-overview-heading"
        aria-busy={plan.usage && summary.isPending}
      >
        <h2 id="usage-overview-heading">{t.heading}</h2>
        {content}
        {plan.usage && !summary.isPending ? <DailyUsage now={now} /> : null}
      </section>
    </div>
  );
}
