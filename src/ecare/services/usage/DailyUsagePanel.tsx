// The daily-use chart's chunk (loaded by UsageOverview only when asked: lazy, "ecare-usage-daily"): it reads the
// running cycle's unbilled records (hooks/services/useCycleUsage.ts, pages of 100) and draws them per Romanian day
// (domain dailyUsage.ts). Loading, empty and the catalogued ribbon with a retry are its own: a failure here leaves the
// rest of the page as it was.
import React, { useMemo } from "react";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import type { CycleUsageInput } from "../../../domain/services/cycleUsageQuery";
import { dailyUsage } from "../../../domain/services/dailyUsage";
import { useCycleUsage } from "../../../hooks/services/useCycleUsage";
import { roServices } from "../../../i18n/ro/services";
import { Skeleton } from "../../dashboard/SectionStates";
import { DailyUsageChart } from "./DailyUsageChart";

const t = roServices.daily;

export interface DailyUsagePanelProps {
  input: CycleUsageInput;
  /** The chart's days (the cycle's first day to today), YYYY-MM-DD. */
  from: string;
  to: string;
  today: string;
}

export default function DailyUsagePanel({ input, from, to, today }: DailyUsagePanelProps): React.ReactElement {
  const records = useCycleUsage(input);
  const days = useMemo(() => (records.data ? dailyUsage(records.data, from, to) : []), [records.data, from, to]);
  if (records.isPending) return <Skeleton label={t.loading} lines={3} />;
  if (records.isError) return <ErrorRibbon what={t.error} error={records.error} onRetry={() => void records.refetch()} />;
  if (records.data.length === 0) return <p className="dashboard-empty">{t.empty}</p>;
  return <DailyUsageChart days={days} today={today} />;
}
