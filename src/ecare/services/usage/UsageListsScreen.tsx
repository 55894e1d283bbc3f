// /ecare/serviciile-tale/rapoarte (issue 16; SPEC §2 "usage detail lists (billed or unbilled, 10 per page)", §7 usage
// query, §9 page size 10): a line's usage records by billing cycle or date range, category and sort, with the whole
// selection's totals. Every choice lives in the address (domain usageListQuery.ts) so a reload or the back button
// shows the same list; a bad range (typed in the form or in the address) is said under its field and nothing is asked
// (useUsagePage is idle on such an input). The SPEC §2 guards have already decided who gets here; the link to the
// top-up history is shown only when they would let the user there.
import React, { useMemo, useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { NavLink } from "../../../components/layout/NavLink";
import { formatDateRo } from "../../../domain/dates";
import { PATHS } from "../../../domain/guards/paths";
import { recentBillingCycles } from "../../../domain/usage/billingCycles";
import {
  parseUsageListQuery,
  selectedCycle,
  selectedLine,
  serializeUsageListQuery,
  usageListInput,
  type UsageListQuery,
} from "../../../domain/usage/usageListQuery";
import { useReportLines } from "../../../hooks/services/useReportLines";
import { useUsagePage } from "../../../hooks/services/useUsagePage";
import { roUsageReports } from "../../../i18n/ro/usageReports";
import { useProfile } from "../../SessionGate";
import { useCanVisit } from "../../kit/CanVisitContext";
import { BeyondLastPage, DashboardCard, Skeleton } from "../../kit/SectionStates";
import { UsageFilterForm } from "./UsageFilterForm";
import { UsageTable, UsageTotals } from "./UsageTable";
import { ListPager } from "../../kit/ListPager";

const t = roUsageReports;

const go = (query: UsageListQuery) => void navigate(`${PATHS.reports}${serializeUsageListQuery(query)}`);

interface Props extends RouteComponentProps {
  /** The moment the cycles are counted from (tests); the page's first render otherwise. */
  now?: number;
}

function UsageListsScreen({ location, now: fixedNow }: Props): React.ReactElement {
  const profile = useProfile();
  const canVisit = useCanVisit();
  const [mountedAt] = useState(() => Date.now());
  const now = fixedNow ?? mountedAt;
  const search = location?.search ?? "";
  const query = useMemo(() => parseUsageListQuery(search), [search]);
  const cycles = useMemo(() => recentBillingCycles(now, profile.customerInfo?.billingCycle), [now, profile]);
  const { lines, known } = useReportLines(profile);
  const line = selectedLine(query, lines, known);
  const customerId = profile.customerInfo?.customerId ?? "";
  const input = useMemo(() => usageListInput(query, { customerId, line, cycles }), [query, customerId, line, cycles]);
  const usage = useUsagePage(input);
  const cycle = selectedCycle(query, cycles);
  const l = t.list;

  const period =
    query.from !== null || query.to !== null
      ? `${formatDateRo(query.from)} – ${formatDateRo(query.to)}`
      : cycle
        ? `${formatDateRo(cycle.start)} – ${formatDateRo(cycle.end)}`
        : "";

  let content: React.ReactNode;
  if (line === null) content = <p className="dashboard-empty">{l.noNumber}</p>;
  else if (usage.errors.customer) content = <p className="dashboard-empty">{t.form.errors.customerMissing}</p>;
  else if (usage.query === null)
    content = null; // the range's message is under its field
  else if (usage.isPending) content = <Skeleton label={l.loading} />;
  else if (usage.isError) content = <ErrorRibbon what={l.error} error={usage.error} onRetry={() => void usage.refetch()} />;
  else if (usage.data.items.length === 0 && query.page > 1 && usage.data.total > 0)
    content = <BeyondLastPage text={t.pager.beyond} first={t.pager.first} onFirst={() => go({ ...query, page: 1 })} />;
  else if (usage.data.items.length === 0) content = <p className="dashboard-empty">{l.empty}</p>;
  else
    content = (
      <>
        <UsageTable items={usage.data.items} caption={l.caption(query.billType === "billed", period)} />
        <UsageTotals totals={usage.data.totals} count={usage.data.total} />
        <ListPager page={query.page} pages={usage.data.pageCount} onPage={(page) => go({ ...query, page })} texts={t.pager} />
      </>
    );

  return (
    <div className="ecare-dashboard ecare-usage-lists">
      <h1>{t.title}</h1>
      <p className="dashboard-lead">{t.lead}</p>
      {/* Remounted per address (and once the lines are known): the back button shows the choices the list is for. */}
      <UsageFilterForm
        key={`${search}|${lines.join(",")}`}
        query={query}
        cycles={cycles}
        cycle={cycle}
        lines={lines}
        line={line}
        addressErrors={usage.errors}
        onSubmit={go}
      />
      <div className="dashboard-grid">
        <DashboardCard id="usage-list" title={l.heading} busy={usage.query !== null && usage.isFetching} wide>
          {content}
        </DashboardCard>
      </div>
      {canVisit(PATHS.topUpHistory) ? (
        <p className="usage-links">
          <NavLink to={PATHS.topUpHistory}>{t.topUps}</NavLink>
        </p>
      ) : null}
    </div>
  );
}

export default UsageListsScreen;
