// /ecare/serviciile-tale/istoric-reincarcari (issue 15; SPEC §2 screen data "top-up history", §9 "Usage page size
// 10"; docs/billing-contract.md "Top-up history"): the user's own number's top-ups, newest first, 10 a page, filtered
// by a range of days. The range and the page live in the address (?de=&pana=&pagina=, domain topUpFilters.ts) so a
// reload or the back button shows the same list. A range that ends before it starts is said under "Până la" and
// nothing is asked. The SPEC §2 guards have already decided who gets here; its twin, rapoarte, is linked when they
// would let the user there too (a hybrid line).
import { fieldValue } from "../../components/forms/formControls";
import React, { useMemo, useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { ErrorRibbon } from "../../components/errors/ErrorRibbon";
import { EarlyForm } from "../../components/forms/EarlyForm";
import { ownNumberOf } from "../../domain/billing/ownNumber";
import {
  pageCount,
  parseTopUpQuery,
  rangeProblem,
  readTopUpRange,
  serializeTopUpQuery,
  topUpRequest,
  type TopUp,
  type TopUpFilterErrors,
  type TopUpPage,
  type TopUpQuery,
} from "../../domain/billing/topUpFilters";
import { formatAmount } from "../../domain/currency";
import { formatDateRo } from "../../domain/dates";
import { PATHS } from "../../domain/guards/paths";
import { useTopUpHistory } from "../../hooks/billing/billPages";
import { roTopUps } from "../../i18n/ro/topUps";
import { useProfile } from "../SessionGate";
import { useCanVisit } from "../kit/CanVisitContext";
import { ListPager } from "../kit/ListPager";
import { BeyondLastPage, DashboardCard, Skeleton } from "../kit/SectionStates";
import { NavLink } from "../../components/layout/NavLink";
import { FormField } from "../../components/forms/FormField";

const t = roTopUps;
const FIELD_NAMES = { from: "de", to: "pana" } as const;

const go = (query: TopUpQuery) => void navigate(`${PATHS.topUpHistory}${serializeTopUpQuery(query)}`);

function FilterForm({ query }: { query: TopUpQuery }): React.ReactElement {
  const formRef = React.useRef<HTMLFormElement | null>(null);
  const [typedErrors, setTypedErrors] = useState<TopUpFilterErrors | null>(null);
  // A reversed range typed in the address is said as if it had been typed in the form.
  const errors = typedErrors ?? rangeProblem(query.from, query.to) ?? {};
  const submit = (form: HTMLFormElement) => {
    const result = readTopUpRange({ from: fieldValue(form, FIELD_NAMES.from), to: fieldValue(form, FIELD_NAMES.to) });
    if (!result.ok) {
      setTypedErrors(result.errors);
      const first = result.errors.from ? FIELD_NAMES.from : FIELD_NAMES.to;
      const el = form.elements.namedItem(first);
      if (el instanceof HTMLInputElement) el.focus();
      return;
    }
    setTypedErrors(null);
    go(result.value);
  };
  return (
    <EarlyForm className="topups-filter" formRef={formRef} onSubmit={submit}>
      <fieldset>
        <legend>{t.range.legend}</legend>
        <FormField
          id="topups-from"
          name={FIELD_NAMES.from}
          type="date"
          label={t.range.from}
          defaultValue={query.from ?? ""}
          error={errors.from ? t.range.errors[errors.from] : undefined}
        />
        <FormField
          id="topups-to"
          name={FIELD_NAMES.to}
          type="date"
          label={t.range.to}
          defaultValue={query.to ?? ""}
          error={errors.to ? t.range.errors[errors.to] : undefined}
        />
      </fieldset>
      <button type="submit" className="aria-button" data-variant="primary">
        {t.range.submit}
      </button>
      {query.from || query.to ? (
        <button type="button" className="aria-button" data-variant="outline" onClick={() => go({ from: null, to: null, page: 1 })}>
          {t.range.clear}
        </button>
      ) : null}
    </EarlyForm>
  );
}

const channelOf = (item: TopUp): string =>
  (item.channel !== null ? t.list.channels[item.channel] : undefined) ?? item.channelName ?? t.list.otherChannel;

function TopUpTable({ page, query }: { page: TopUpPage; query: TopUpQuery }): React.ReactElement {
  const l = t.list;
  return (
    <table className="topups-table">
      <caption>{l.caption(query.from && formatDateRo(query.from), query.to && formatDateRo(query.to))}</caption>
      <thead>
        <tr>
          <th scope="col">{l.date}</th>
          <th scope="col">{l.amount}</th>
          <th scope="col">{l.channel}</th>
          <th scope="col">{l.number}</th>
        </tr>
      </thead>
      <tbody>
        {page.items.map((item) => (
          <tr key={item.id}>
            <th scope="row">{formatDateRo(item.date)}</th>
            <td>{formatAmount(item.amount.value, item.amount.unit)}</td>
            <td>{channelOf(item)}</td>
            <td>{item.msisdn ?? ""}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TopUpHistoryScreen({ location }: RouteComponentProps): React.ReactElement {
  const profile = useProfile();
  const canVisit = useCanVisit();
  const search = location?.search ?? "";
  const query = useMemo(() => parseTopUpQuery(search), [search]);
  const ownNumber = ownNumberOf(profile);
  const request = topUpRequest(query, ownNumber);
  const history = useTopUpHistory(request);
  const l = t.list;

  let content: React.ReactNode;
  if (ownNumber === null) content = <p className="dashboard-empty">{l.noNumber}</p>;
  else if (request === null)
    content = null; // the range's message is under "Până la"
  else if (history.isPending) content = <Skeleton label={l.loading} />;
  else if (history.isError) content = <ErrorRibbon what={l.error} error={history.error} onRetry={() => void history.refetch()} />;
  else if (history.data.items.length === 0 && query.page > 1 && history.data.total > 0)
    content = <BeyondLastPage text={t.pager.beyond} first={t.pager.first} onFirst={() => go({ ...query, page: 1 })} />;
  else if (history.data.items.length === 0) content = <p className="dashboard-empty">{l.empty}</p>;
  else
    content = (
      <>
        <TopUpTable page={history.data} query={query} />
        <ListPager page={query.page} pages={pageCount(history.data.total)} onPage={(page) => go({ ...query, page })} texts={t.pager} />
      </>
    );

  return (
    <div className="ecare-dashboard ecare-topups">
      <h1>{t.title}</h1>
      <p className="dashboard-lead">{t.lead}</p>
      {/* Remounted per address: the back button shows the range the list is for. */}
      <FilterForm key={search} query={query} />
      <div className="dashboard-grid">
        <DashboardCard id="topups-list" title={l.heading} busy={request !== null && history.isFetching} wide>
          {content}
        </DashboardCard>
      </div>
      {canVisit(PATHS.reports) ? (
        <p className="topups-links">
          <NavLink to={PATHS.reports}>{t.reports}</NavLink>
        </p>
      ) : null}
    </div>
  );
}

export default TopUpHistoryScreen;
