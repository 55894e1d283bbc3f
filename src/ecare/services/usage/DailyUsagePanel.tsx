// The daily-use chart's chunk (loaded by UsageOverview only when asked: lazy, "ecare-usage-daily"): it works out the
// running cycle (and its query: the usage query rules stay out of the page's first load), reads the cycle's unbilled
// records (hooks/services/useCycleUsage.ts, pages of 100) and draws them per Romanian day
// (domain dailyUsage.ts). Loading, empty and the catalogued ribbon with a retry are its own: a failure here leaves the
// rest of the page as it was.
import React, { useMemo } from "react";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { ownNumberOf } from "../../../domain/billing/ownNumber";
import { bucharestDay, recentBillingCycles } from "../../../domain/usage/billingCycles";
import { cycleUsageInput, type CycleUsageInput } from "../../../domain/usage/cycleUsageQuery";
import { chartDays, dailyUsage } from "../../../domain/usage/dailyUsage";
import type { UserInfo } from "../../../domain/session/userInfo";
import { useCycleUsage } from "../../../hooks/services/useCycleUsage";
import { roServices } from "../../../i18n/ro/services";
import { Skeleton } from "../../kit/SectionStates";
import { DailyUsageChart } from "./DailyUsageChart";

const t = roServices.daily;

export interface DailyUsagePanelProps {
  profile: UserInfo;
  /** The moment the running cycle is counted from. */
  now: number;
}

/** The running cycle's records query and the chart's days; null without a customer, a number or a cycle. */
function chartOf(profile: UserInfo, now: number): { input: CycleUsageInput; from: string; to: string; today: string } | null {
  const cycle = recentBillingCycles(now, profile.customerInfo?.billingCycle, 1)[0] ?? null;
  const today = bucharestDay(now);
  const input = cycleUsageInput(profile.customerInfo?.customerId, ownNumberOf(profile), cycle);
  return input && cycle ? { input, today, ...chartDays(cycle, today) } : null;
}

export default function DailyUsagePanel({ profile, now }: DailyUsagePanelProps): React.ReactElement {
  const chart = useMemo(() => chartOf(profile, now), [profile, now]);
  return chart ? <Chart {...chart} /> : <p className="dashboard-empty">{t.noLine}</p>;
}

function Chart({ input, from, to, today }: { input: CycleUsageInput; from: string; to: string; today: string }): React.ReactElement {
  const records = useCycleUsage(input);
  const days = useMemo(() => (records.data ? dailyUsage(records.data, from, to) : []), [records.data, from, to]);
  if (records.isPending) return <Skeleton label={t.loading} lines={3} />;
  if (records.isError) return <ErrorRibbon what={t.error} error={records.error} onRetry={() => void records.refetch()} />;
  if (records.data.length === 0) return <p className="dashboard-empty">{t.empty}</p>;
  return <DailyUsageChart days={days} today={today} />;
}
