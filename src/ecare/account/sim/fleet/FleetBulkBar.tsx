// The bulk action over the selected lines (SPEC §7 "Bar/unbar" POST /list/{id}/{action}, one per line): how many are
// selected (at most BULK_MAX), "Blochează selectate" and "Deblochează selectate" — each usable when it applies to at
// least one selected line (domain bulkPlan) — and, while it runs, its progress.
import React from "react";
import { BusyButton } from "../../../../components/BusyButton";
import type { SimAction } from "../../../../domain/barUnbar/barUnbar";
import { BULK_MAX, type BulkPlan } from "../../../../domain/fleet/bulkAction";
import type { BulkProgress } from "../../../../hooks/account/useFleetSims";
import { roFleetSims } from "../../../../i18n/ro/fleetSims";

const t = roFleetSims;
const ACTIONS: readonly SimAction[] = ["bar", "unbar"];

interface Props {
  count: number;
  full: boolean;
  plans: Record<SimAction, BulkPlan | null>;
  onAsk: (plan: BulkPlan) => void;
  onClear: () => void;
  /** The running bulk action's action and progress; null when none runs. */
  running: { action: SimAction; progress: BulkProgress | null } | null;
  /** Any action runs (a line's included). */
  busy: boolean;
}

export function FleetBulkBar({ count, full, plans, onAsk, onClear, running, busy }: Props): React.ReactElement {
  return (
    <div className="fleet-bulk" role="group" aria-label={t.bulk.heading}>
      <p>{t.selection.count(count)}</p>
      {full ? <p>{t.selection.max(BULK_MAX)}</p> : null}
      {ACTIONS.map((action) => {
        const plan = plans[action];
        return (
          <BusyButton
            key={action}
            variant={action === "bar" ? "primary" : "outline"}
            busy={running?.action === action}
            disabled={busy || plan === null}
            onClick={() => (plan ? onAsk(plan) : undefined)}
          >
            {t.bulk.buttons[action]}
          </BusyButton>
        );
      })}
      {count > 0 ? (
        <button type="button" className="aria-button" data-variant="outline" disabled={busy} onClick={onClear}>
          {t.selection.clear}
        </button>
      ) : null}
      {running?.progress ? (
        <progress max={running.progress.total} value={running.progress.settled} aria-label={t.bulk.progressLabel[running.action]} />
      ) : null}
    </div>
  );
}
