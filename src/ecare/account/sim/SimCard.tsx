// One SIM of the customer (SPEC §7 "Bar/unbar"): its number, plan and state in words, and — for the contract holder's
// roles — "Blochează" or "Deblochează" with the consequence beside it. The change is confirmed in a dialog naming the
// number and the consequence, shows its progress, then a polite status; a refusal (SPEC §8 DXL-BAR-UNBAR_006) or a
// failure is said next to the button. A user who may not act reads why instead of a button.
import React, { useId, useState } from "react";
import { BusyButton } from "../../../components/BusyButton";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import {
  barUnbarRefusalOf,
  simActionFor,
  type BarUnbarPermission,
  type SimAction,
  type SimLine,
  type SimStatus,
} from "../../../domain/barUnbar/barUnbar";
import { formatDateRo } from "../../../domain/dates";
import { useSimBlock, useSimState } from "../../../hooks/account/useSimBlock";
import { roSim } from "../../../i18n/ro/sim";
import { DashboardCard, Skeleton } from "../../kit/SectionStates";

const s = roSim;

function stateText(status: SimStatus): string {
  if (status.state !== "unknown") return s.states[status.state];
  return status.rawStatus ? s.unknownRaw(status.rawStatus) : s.states.unknown;
}

function StateFacts({ line, status }: { line: SimLine; status: SimStatus | null }): React.ReactElement {
  return (
    <dl className="dashboard-facts">
      <div>
        <dt>{s.number}</dt>
        <dd>{line.msisdn}</dd>
      </div>
      {line.planName ? (
        <div>
          <dt>{s.plan}</dt>
          <dd>{line.planName}</dd>
        </div>
      ) : null}
      {status ? (
        <div>
          <dt>{s.status}</dt>
          <dd className="services-state" data-state={status.state}>
            {stateText(status)}
          </dd>
        </div>
      ) : null}
      {status?.statusDate ? (
        <div>
          <dt>{s.since}</dt>
          <dd>{formatDateRo(status.statusDate, "long")}</dd>
        </div>
      ) : null}
    </dl>
  );
}

interface Outcome {
  action: SimAction;
  ok: boolean;
}

export function SimCard({ line, permission }: { line: SimLine; permission: BarUnbarPermission }): React.ReactElement {
  const state = useSimState(line);
  const block = useSimBlock(line);
  const [asked, setAsked] = useState<SimAction | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const consequenceId = useId();
  const status = state.data ?? null;
  const action = status ? simActionFor(status.state) : null;
  const refusal = block.isError ? barUnbarRefusalOf(block.error) : null;

  const ask = (a: SimAction) => {
    block.reset();
    setOutcome(null);
    setAsked(a);
  };
  const send = (a: SimAction) => {
    setAsked(null);
    block.mutate(a, {
      onSuccess: () => setOutcome({ action: a, ok: true }),
      onError: () => setOutcome({ action: a, ok: false }),
    });
  };

  return (
    <DashboardCard id={`sim-${line.msisdn}`} title={s.card(line.msisdn)} busy={state.isPending}>
      <StateFacts line={line} status={status} />
      {state.isPending ? (
        <Skeleton label={s.stateLoading} lines={2} />
      ) : state.isError && !status ? (
        <ErrorRibbon what={s.stateError} error={state.error} onRetry={() => void state.refetch()} />
      ) : status ? (
        <>
          {status.state === "unknown" ? <p>{s.unknownHelp}</p> : <p>{s.meaning[status.state]}</p>}
          {!permission.allowed ? (
            <p className="services-notice">{s.notAllowed[permission.ask]}</p>
          ) : action ? (
            <div className="dashboard-actions">
              <BusyButton busy={block.isPending} aria-describedby={consequenceId} onClick={() => ask(action)}>
                {block.isPending ? s.sending : s.actions[action]}
              </BusyButton>
              <p id={consequenceId}>{s.consequence[action]}</p>
            </div>
          ) : null}
        </>
      ) : null}
      <div aria-live="polite">
        {outcome?.ok && !block.isPending ? (
          <p className="services-notice" role="status">
            {s.done[outcome.action](line.msisdn)}
          </p>
        ) : null}
        {outcome && !outcome.ok && block.isError ? (
          refusal ? (
            <p className="services-notice" role="alert">
              {s.refusals[refusal]}
            </p>
          ) : (
            <ErrorRibbon what={s.failed[outcome.action]} error={block.error} onRetry={() => ask(outcome.action)} />
          )
        ) : null}
      </div>
      {asked ? (
        <ConfirmDialog
          title={s.confirmTitle[asked]}
          text={s.confirmText[asked](line.msisdn)}
          confirm={s.confirm}
          cancel={s.cancel}
          onConfirm={() => send(asked)}
          onCancel={() => setAsked(null)}
        />
      ) : null}
    </DashboardCard>
  );
}
