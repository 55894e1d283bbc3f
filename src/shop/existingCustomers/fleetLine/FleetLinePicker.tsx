// "Alege linia de reînnoit" (issue 28): a business customer who reaches more than one of the company's lines (the
// Chooser: the whole fleet) chooses which line "Reînnoiește" renews. Its own chunk ("fleet-line-picker"), fetched by the
// offer island only when "Reînnoiește" is pressed by a business customer (loadFleetLine.ts): react-query, the
// subscribers client and these texts never weigh on the static page's first load. An inline panel: the search field
// takes the focus (typing works at once), the results are radio buttons named by number and employee, their count is
// announced politely, a failed search shows its ribbon; Escape or "Renunță" closes it and the island puts the focus
// back on "Reînnoiește".
import React, { useId, useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { SUBSCRIBER_SEARCH_MAX } from "../../../domain/fleet/subscribers";
import { renewalAsksForLine, subscriberIdOfLine } from "../../../domain/shop/renewalLine";
import { renewableLineCount, useRenewalLineSearch } from "../../../hooks/shop/useRenewalLines";
import { roFleetRenewal } from "../../../i18n/ro/fleetRenewal";
import { createQueryClient } from "../../../state/queryClient";

/** The line chosen: what the cart add names (selectedSubscriberId) and how the island's status says it. */
interface ChosenLine {
  subscriberId: string;
  label: string;
}

/** Whether the renewal must ask which line: the directory lists more than one line in reach (rejects when it fails). */
export async function asksForLine(): Promise<boolean> {
  return renewalAsksForLine(await renewableLineCount());
}

interface FleetLinePickerProps {
  onChoose: (line: ChosenLine) => void;
  onClose: () => void;
  /** The directory could not be read before the panel opened: said above the search (which may still work). */
  countError?: unknown;
}

type Line = { msisdn: string; ban: string; userName: string };

function countText(found: Line[] | undefined, pending: boolean, active: boolean): string {
  if (!active || found === undefined) return pending ? roFleetRenewal.searching : "";
  if (found.length === 0) return roFleetRenewal.none;
  const count = `${roFleetRenewal.found(found.length)}.`;
  return found.length >= SUBSCRIBER_SEARCH_MAX ? `${count} ${roFleetRenewal.more}` : count;
}

function Panel({ onChoose, onClose, countError }: FleetLinePickerProps): React.ReactElement {
  const id = useId();
  const [typed, setTyped] = useState("");
  const [chosen, setChosen] = useState<Line | null>(null);
  const [missing, setMissing] = useState(false);
  const search = useRenewalLineSearch(typed);
  const lines = search.lines;
  const shown = chosen && lines?.some((l) => l.msisdn === chosen.msisdn) ? chosen : null;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!shown) return setMissing(true);
    onChoose({ subscriberId: subscriberIdOfLine(shown), label: roFleetRenewal.line(shown.msisdn, shown.userName) });
  };

  return (
    <form
      className="fleet-line-picker"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key !== "Escape") return;
        e.preventDefault();
        onClose();
      }}
    >
      <p id={`${id}-title`} className="fleet-line-title">
        <strong>{roFleetRenewal.title}</strong>
      </p>
      {countError ? <ErrorRibbon what={roFleetRenewal.countFailed} error={countError} /> : null}
      <div className="checkout-field">
        <label htmlFor={`${id}-q`}>{roFleetRenewal.search}</label>
        <input
          id={`${id}-q`}
          type="search"
          autoComplete="off"
          // The panel opens on a press: the search is what the customer came for (typing works at once).
          autoFocus
          value={typed}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setTyped(e.target.value);
            setMissing(false);
          }}
        />
        <p id={`${id}-hint`} className="cart-hint">
          {roFleetRenewal.hint}
        </p>
      </div>
      <p role="status" className="add-to-cart-status">
        {countText(lines, search.pending, search.active)}
      </p>
      {search.error ? <ErrorRibbon what={roFleetRenewal.searchFailed} error={search.error} onRetry={search.retry} /> : null}
      {lines && lines.length > 0 ? (
        <fieldset className="fleet-line-results">
          <legend>{roFleetRenewal.results}</legend>
          {lines.map((l) => (
            <div className="checkout-check" key={l.msisdn}>
              <input
                type="radio"
                id={`${id}-l-${l.msisdn}`}
                name={`${id}-line`}
                value={l.msisdn}
                checked={shown?.msisdn === l.msisdn}
                onChange={() => {
                  setChosen(l);
                  setMissing(false);
                }}
              />
              <label htmlFor={`${id}-l-${l.msisdn}`}>{roFleetRenewal.option(l.msisdn, l.userName, l.ban)}</label>
            </div>
          ))}
        </fieldset>
      ) : null}
      {missing ? (
        <p className="field-error" role="alert">
          {roFleetRenewal.pickOne}
        </p>
      ) : null}
      <div className="add-to-cart">
        <button type="submit" className="aria-button" data-variant="primary">
          {roFleetRenewal.confirm}
        </button>
        <button type="button" className="aria-button" data-variant="outline" onClick={onClose}>
          {roFleetRenewal.cancel}
        </button>
      </div>
    </form>
  );
}

/** The panel with its own react-query client (the static page has none). */
export function FleetLinePicker(props: FleetLinePickerProps): React.ReactElement {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Panel {...props} />
    </QueryClientProvider>
  );
}
