// cartela-sim for the company's administrators (issue 27; SPEC §7 "Bar/unbar" GET /list?owner, GET /count, POST
// /list/{id}/{action}; SPEC §6 roles: domain seesFleetView): the lines they reach with a count of what the search finds,
// filters and the page in the address (domain fleetQuery), a table with a block/unblock per line and a bulk action over
// the selected lines (kept across the pages of one filter, at most BULK_MAX) with ONE confirmation listing the numbers.
// Every change is confirmed, shows its progress, then a polite status (a bulk one says which lines failed); a failure
// is the catalogued ribbon next to the list, and the filters stay as typed.
import React, { useMemo, useState } from "react";
import { navigate } from "gatsby";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { ErrorRibbon } from "../../../../components/errors/ErrorRibbon";
import { barUnbarRefusalOf, type SimAction } from "../../../../domain/barUnbar/barUnbar";
import {
  bulkPlan,
  bulkSummary,
  canSelectMore,
  refreshSelected,
  toggleSelected,
  type BulkOutcome,
  type BulkPlan,
} from "../../../../domain/fleet/bulkAction";
import type { FleetSim } from "../../../../domain/fleet/fleetLines";
import {
  DEFAULT_FLEET_LIST,
  fleetFilterKey,
  fleetPageCount,
  isFleetFiltered,
  parseFleetListQuery,
  serializeFleetListQuery,
  type FleetListQuery,
} from "../../../../domain/fleet/fleetQuery";
import { PATHS } from "../../../../domain/guards/paths";
import { useFleetBulkAction, useFleetCount, useFleetLineAction, useFleetList } from "../../../../hooks/account/useFleetSims";
import { roFleetSims } from "../../../../i18n/ro/fleetSims";
import { useProfile } from "../../../SessionGate";
import { ListPager } from "../../../kit/ListPager";
import { BeyondLastPage, DashboardCard, QueryCard, Skeleton } from "../../../kit/SectionStates";
import { FleetBulkBar } from "./FleetBulkBar";
import { FleetFilters } from "./FleetFilters";
import { FleetTable } from "./FleetTable";

const t = roFleetSims;

const go = (query: FleetListQuery) => void navigate(`${PATHS.simCard}${serializeFleetListQuery(query)}`);

type Outcome =
  | { kind: "line"; msisdn: string; action: SimAction; ok: true }
  | { kind: "line"; msisdn: string; action: SimAction; ok: false; error: unknown }
  | { kind: "bulk"; outcome: BulkOutcome };

function OutcomeStatus({ outcome }: { outcome: Outcome }): React.ReactElement | null {
  if (outcome.kind === "line") {
    return outcome.ok ? (
      <p className="services-notice" role="status">
        {t.line.done[outcome.action](outcome.msisdn)}
      </p>
    ) : null;
  }
  const s = bulkSummary(outcome.outcome);
  const text =
    s.kind === "allDone"
      ? t.bulk.allDone[s.action](s.done)
      : s.kind === "someFailed"
        ? t.bulk.someFailed[s.action](s.done, s.failed)
        : t.bulk.allFailed[s.action](s.failed);
  return (
    <p className="services-notice" role="status">
      {text}
    </p>
  );
}

function OutcomeAlert({ outcome, onRetryLine }: { outcome: Outcome; onRetryLine: () => void }): React.ReactElement | null {
  if (outcome.kind === "line") {
    if (outcome.ok) return null;
    const refusal = barUnbarRefusalOf(outcome.error);
    return refusal ? (
      <p className="services-notice" role="alert">
        {t.line.refusals[refusal]}
      </p>
    ) : (
      <ErrorRibbon what={t.line.failed[outcome.action](outcome.msisdn)} error={outcome.error} onRetry={onRetryLine} />
    );
  }
  const { failed, action } = outcome.outcome;
  if (failed.length === 0) return null;
  return <ErrorRibbon what={t.bulk.failedWhat[action](failed.length)} error={failed[0]?.error} />;
}

function FleetSimsView({ search }: { search: string }): React.ReactElement {
  const profile = useProfile();
  const bans = useMemo(() => profile.customerInfo?.bans ?? [], [profile]);
  const query = useMemo(() => parseFleetListQuery(search, bans.length > 0 ? bans : undefined), [search, bans]);
  const filterKey = fleetFilterKey(query);
  const list = useFleetList(query);
  const count = useFleetCount(query);
  const lineAction = useFleetLineAction();
  const bulk = useFleetBulkAction();

  const [selection, setSelection] = useState<{ key: string; lines: FleetSim[] }>({ key: filterKey, lines: [] });
  const [askLine, setAskLine] = useState<{ line: FleetSim; action: SimAction } | null>(null);
  const [askBulk, setAskBulk] = useState<BulkPlan | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // The selection belongs to one filter; the lines on this page show their fresh state.
  const items = list.data?.items ?? [];
  const selected = refreshSelected(selection.key === filterKey ? selection.lines : [], items);
  const selectedSet = new Set(selected.map((l) => l.msisdn));
  const busy = lineAction.isPending || bulk.isPending;
  const sending = lineAction.isPending ? (lineAction.variables?.msisdn ?? null) : null;

  const select = (line: FleetSim, on: boolean) => setSelection({ key: filterKey, lines: toggleSelected(selected, line, on) });
  const askForLine = (line: FleetSim, action: SimAction) => {
    lineAction.reset();
    setOutcome(null);
    setAskLine({ line, action });
  };
  const sendLine = (line: FleetSim, action: SimAction) => {
    setAskLine(null);
    lineAction.mutate(
      { msisdn: line.msisdn, action },
      {
        onSuccess: () => setOutcome({ kind: "line", msisdn: line.msisdn, action, ok: true }),
        onError: (error) => setOutcome({ kind: "line", msisdn: line.msisdn, action, ok: false, error }),
      },
    );
  };
  const askForBulk = (plan: BulkPlan) => {
    setOutcome(null);
    setAskBulk(plan);
  };
  const sendBulk = (plan: BulkPlan) => {
    setAskBulk(null);
    bulk.mutate(plan, {
      onSuccess: (done) => {
        setOutcome({ kind: "bulk", outcome: done });
        // What was done leaves the selection; what failed stays, to try again.
        setSelection({ key: filterKey, lines: selected.filter((l) => !done.done.includes(l.msisdn)) });
      },
    });
  };

  let content: React.ReactNode;
  if (list.isPending) content = <Skeleton label={t.list.loading} />;
  else if (list.isError) content = <ErrorRibbon what={t.list.error} error={list.error} onRetry={() => void list.refetch()} />;
  else if (items.length === 0 && query.page > 1 && list.data.total > 0)
    content = <BeyondLastPage text={t.pager.beyond} first={t.pager.first} onFirst={() => go({ ...query, page: 1 })} />;
  else if (items.length === 0) content = <p className="dashboard-empty">{isFleetFiltered(query) ? t.list.empty : t.list.none}</p>;
  else {
    const pages = fleetPageCount(list.data.total);
    content = (
      <>
        <FleetTable
          lines={items}
          caption={t.list.caption(list.data.total, query.page, pages)}
          selected={selectedSet}
          canSelect={canSelectMore(selected)}
          onSelect={select}
          onAct={askForLine}
          busy={busy}
          sending={sending}
        />
        <ListPager page={query.page} pages={pages} onPage={(page) => go({ ...query, page })} texts={t.pager} />
      </>
    );
  }

  const runningAction = bulk.isPending ? (bulk.variables?.action ?? null) : null;
  return (
    <>
      <p className="dashboard-lead">{t.lead}</p>
      <div className="dashboard-grid">
        <QueryCard id="fleet-summary" title={t.summary.heading} query={count} loading={t.summary.loading} error={t.summary.error} lines={2}>
          {(c) => (
            <dl className="fleet-summary">
              <div>
                <dt>{t.summary.total}</dt>
                <dd>{c.total}</dd>
              </div>
              <div>
                <dt>{t.summary.active}</dt>
                <dd>{c.active}</dd>
              </div>
              <div>
                <dt>{t.summary.barred}</dt>
                <dd>{c.barred}</dd>
              </div>
            </dl>
          )}
        </QueryCard>
        <DashboardCard id="fleet-lines" title={t.list.heading} busy={list.isFetching} wide>
          <FleetFilters
            key={search}
            query={query}
            bans={bans}
            filtered={isFleetFiltered(query)}
            onSubmit={go}
            onClear={() => go(DEFAULT_FLEET_LIST)}
          />
          <FleetBulkBar
            count={selected.length}
            full={!canSelectMore(selected)}
            plans={{ bar: bulkPlan(selected, "bar"), unbar: bulkPlan(selected, "unbar") }}
            onAsk={askForBulk}
            onClear={() => setSelection({ key: filterKey, lines: [] })}
            running={runningAction ? { action: runningAction, progress: bulk.progress } : null}
            busy={busy}
          />
          <div aria-live="polite">
            {runningAction && bulk.progress ? (
              <p className="services-notice">{t.bulk.progress(bulk.progress.settled, bulk.progress.total)}</p>
            ) : outcome && !busy ? (
              <OutcomeStatus outcome={outcome} />
            ) : null}
          </div>
          {outcome && !busy ? (
            <OutcomeAlert
              outcome={outcome}
              onRetryLine={() => {
                const line = outcome.kind === "line" ? items.find((l) => l.msisdn === outcome.msisdn) : undefined;
                if (line && outcome.kind === "line") askForLine(line, outcome.action);
              }}
            />
          ) : null}
          {content}
        </DashboardCard>
      </div>
      {askLine ? (
        <ConfirmDialog
          title={t.line.confirmTitle[askLine.action](askLine.line.msisdn)}
          text={t.line.confirmText[askLine.action](askLine.line.msisdn)}
          confirm={t.confirm}
          cancel={t.cancel}
          onConfirm={() => sendLine(askLine.line, askLine.action)}
          onCancel={() => setAskLine(null)}
        />
      ) : null}
      {askBulk ? (
        <ConfirmDialog
          title={t.bulk.confirmTitle[askBulk.action](askBulk.targets.length)}
          text={t.bulk.confirmText[askBulk.action](
            askBulk.targets.map((l) => l.msisdn),
            askBulk.skipped.map((l) => l.msisdn),
          )}
          confirm={t.confirm}
          cancel={t.cancel}
          onConfirm={() => sendBulk(askBulk)}
          onCancel={() => setAskBulk(null)}
        />
      ) : null}
    </>
  );
}

export default FleetSimsView;
