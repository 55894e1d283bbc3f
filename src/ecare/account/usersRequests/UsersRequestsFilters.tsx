// The users' requests filters (issue 27; SPEC §2 cererileutilizatorilor): the user, the state and a date range. The
// form works from the first paint (EarlyForm) and sends its choice to the address (page 1); bad days are said under
// their field and the address stays as it is. Remounted per address by the screen, so the back button shows the
// choices the list is for. The user select lists who asked for something; the user the address names stays chosen
// whether that list has arrived, is on its way or failed.
import React from "react";
import { EarlyForm } from "../../../components/forms/EarlyForm";
import { fieldValue } from "../../../components/forms/formControls";
import { LISTED_STATUSES, statusLabel } from "../../../domain/tickets/ticketStatus";
import type { Requester } from "../../../domain/tickets/usersRequests";
import { readUsersRequestsFilterForm, type UsersRequestsQuery } from "../../../domain/tickets/usersRequestsQuery";
import { roTickets } from "../../../i18n/ro/tickets";
import { roUsersRequests } from "../../../i18n/ro/usersRequests";
import { DayRangeFields, FilterActions, useFilterSubmit } from "../../kit/ListFilterParts";

const t = roUsersRequests.filters;
const N = { user: "utilizator", state: "stare", from: "de-la", to: "pana-la" } as const;

interface Props {
  query: UsersRequestsQuery;
  requesters: Requester[] | undefined;
  requestersState: "loading" | "error" | "ready";
  onSubmit: (query: UsersRequestsQuery) => void;
  onClear: () => void;
}

export function UsersRequestsFilters({ query, requesters, requestersState, onSubmit, onClear }: Props): React.ReactElement {
  const { errors, submit } = useFilterSubmit(
    (form) =>
      readUsersRequestsFilterForm({
        user: fieldValue(form, N.user),
        state: fieldValue(form, N.state),
        from: fieldValue(form, N.from),
        to: fieldValue(form, N.to),
      }),
    N,
    onSubmit,
  );
  // The address's user is one stable option (its text follows the list when it arrives), so the choice never moves.
  const chosen = query.user ? (requesters ?? []).find((r) => r.id === query.user) : undefined;
  const others = (requesters ?? []).filter((r) => r.id !== query.user);
  const userHint = requestersState === "loading" ? t.usersLoading : requestersState === "error" ? t.usersError : null;
  return (
    <EarlyForm onSubmit={submit} className="tickets-filter" aria-label={t.heading}>
      <div className="checkout-field">
        <label htmlFor="users-requests-user">{t.user}</label>
        {userHint ? (
          <p id="users-requests-user-hint" className="cart-hint">
            {userHint}
          </p>
        ) : null}
        <select
          id="users-requests-user"
          name={N.user}
          defaultValue={query.user ?? ""}
          aria-describedby={userHint ? "users-requests-user-hint" : undefined}
        >
          <option value="">{t.anyUser}</option>
          {query.user ? (
            <option key="chosen" value={query.user}>
              {chosen ? t.userOption(chosen.name, chosen.msisdn) : query.user}
            </option>
          ) : null}
          {others.map((r) => (
            <option key={r.id} value={r.id}>
              {t.userOption(r.name, r.msisdn)}
            </option>
          ))}
        </select>
      </div>
      <div className="checkout-field">
        <label htmlFor="users-requests-state">{t.state}</label>
        <select id="users-requests-state" name={N.state} defaultValue={query.state ?? ""}>
          <option value="">{t.anyState}</option>
          {LISTED_STATUSES.map((s) => (
            <option key={s} value={s}>
              {roTickets.statusText(statusLabel(s))}
            </option>
          ))}
        </select>
      </div>
      <DayRangeFields idPrefix="users-requests" names={N} range={query} errors={errors} texts={t} />
      <FilterActions apply={t.apply} clear={t.clear} onClear={onClear} />
    </EarlyForm>
  );
}
