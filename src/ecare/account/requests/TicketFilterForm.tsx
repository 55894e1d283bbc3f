// The list's filters (SPEC §7 trouble tickets, "Cererile mele"): state, kind and a date range. The form works from the
// first paint (EarlyForm) and sends its choice to the address (page 1); bad days are said under their field and the
// address stays as it is. Remounted per address by the screen, so the back button shows the choices the list is for.
import React from "react";
import { EarlyForm } from "../../../components/forms/EarlyForm";
import { fieldValue } from "../../../components/forms/formControls";
import { TICKET_KINDS } from "../../../domain/tickets/ticketModel";
import { readTicketFilterForm, type TicketListQuery } from "../../../domain/tickets/ticketQuery";
import { LISTED_STATUSES, statusLabel } from "../../../domain/tickets/ticketStatus";
import { roTickets } from "../../../i18n/ro/tickets";
import { DayRangeFields, FilterActions, useFilterSubmit } from "../../kit/ListFilterParts";

const t = roTickets.filters;
const N = { state: "stare", kind: "tip", from: "de-la", to: "pana-la" } as const;

interface Props {
  query: TicketListQuery;
  onSubmit: (query: TicketListQuery) => void;
  onClear: () => void;
}

export function TicketFilterForm({ query, onSubmit, onClear }: Props): React.ReactElement {
  const { errors, submit } = useFilterSubmit(
    (form) =>
      readTicketFilterForm({
        state: fieldValue(form, N.state),
        kind: fieldValue(form, N.kind),
        from: fieldValue(form, N.from),
        to: fieldValue(form, N.to),
      }),
    N,
    onSubmit,
  );
  return (
    <EarlyForm onSubmit={submit} className="tickets-filter" aria-label={t.heading}>
      <div className="checkout-field">
        <label htmlFor="tickets-state">{t.state}</label>
        <select id="tickets-state" name={N.state} defaultValue={query.state ?? ""}>
          <option value="">{t.any}</option>
          {LISTED_STATUSES.map((s) => (
            <option key={s} value={s}>
              {roTickets.statusText(statusLabel(s))}
            </option>
          ))}
        </select>
      </div>
      <div className="checkout-field">
        <label htmlFor="tickets-kind">{t.kind}</label>
        <select id="tickets-kind" name={N.kind} defaultValue={query.kind ?? ""}>
          <option value="">{t.any}</option>
          {TICKET_KINDS.map((k) => (
            <option key={k} value={k}>
              {roTickets.kinds[k]}
            </option>
          ))}
        </select>
      </div>
      <DayRangeFields idPrefix="tickets" names={N} range={query} errors={errors} texts={t} />
      <FilterActions apply={t.apply} clear={t.clear} onClear={onClear} />
    </EarlyForm>
  );
}
