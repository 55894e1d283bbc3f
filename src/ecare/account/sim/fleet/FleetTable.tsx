// The company's lines, one row each (SPEC §7 "Bar/unbar" GET /list): a checkbox "Selectează <number>", the number, the
// employee, the account, the plan, the SIM state in words (with the day of its last change) and the line's action, a
// button whose accessible name is the action and the number ("Blochează 0729100001"). A line of unknown state offers
// no action. While any action runs, no other starts.
import React from "react";
import { BusyButton } from "../../../../components/BusyButton";
import type { SimAction } from "../../../../domain/barUnbar/barUnbar";
import { formatDateRo } from "../../../../domain/dates";
import type { FleetSim } from "../../../../domain/fleet/fleetLines";
import { roFleetSims } from "../../../../i18n/ro/fleetSims";

const t = roFleetSims;
const l = t.list;

function stateText(line: FleetSim): string {
  if (line.state !== "unknown") return l.states[line.state];
  return line.rawStatus ? l.unknownRaw(line.rawStatus) : l.states.unknown;
}

interface Props {
  lines: readonly FleetSim[];
  caption: string;
  selected: ReadonlySet<string>;
  /** Whether one more line may be selected (domain canSelectMore). */
  canSelect: boolean;
  onSelect: (line: FleetSim, on: boolean) => void;
  onAct: (line: FleetSim, action: SimAction) => void;
  /** An action is running (no other starts); `sending` names the line whose button shows the wait. */
  busy: boolean;
  sending: string | null;
}

export function FleetTable({ lines, caption, selected, canSelect, onSelect, onAct, busy, sending }: Props): React.ReactElement {
  return (
    <div className="fleet-table-wrap">
      <table className="fleet-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">{l.select}</span>
            </th>
            <th scope="col">{l.number}</th>
            <th scope="col">{l.user}</th>
            <th scope="col">{l.account}</th>
            <th scope="col">{l.plan}</th>
            <th scope="col">{l.state}</th>
            <th scope="col">{l.action}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const isSelected = selected.has(line.msisdn);
            const action = line.action;
            return (
              <tr key={line.msisdn} data-selected={isSelected ? "true" : undefined}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={l.selectLine(line.msisdn)}
                    checked={isSelected}
                    disabled={busy || (!isSelected && !canSelect)}
                    onChange={(e) => onSelect(line, e.currentTarget.checked)}
                  />
                </td>
                <th scope="row">{line.msisdn}</th>
                <td>{line.userName}</td>
                <td>{line.ban}</td>
                <td>{line.planName}</td>
                <td className="fleet-state" data-state={line.state}>
                  {stateText(line)}
                  {line.statusDate ? <small>{l.since(formatDateRo(line.statusDate, "long"))}</small> : null}
                </td>
                <td>
                  {action ? (
                    <BusyButton
                      variant={action === "bar" ? "primary" : "outline"}
                      busy={sending === line.msisdn}
                      disabled={busy}
                      onClick={() => onAct(line, action)}
                    >
                      {sending === line.msisdn ? t.sending : t.actions[action]}
                      <span className="sr-only"> {line.msisdn}</span>
                    </BusyButton>
                  ) : (
                    <span aria-hidden="true">{l.noAction}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
