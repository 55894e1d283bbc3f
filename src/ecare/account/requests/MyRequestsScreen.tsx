// /ecare/setari-cont/cererilemele (SPEC §2 self-care, §7 trouble tickets; issue 26): the customer's requests (made by
// their own actions: SIM block, e-mail or name change, consents) and the tickets they opened, each with its state, date,
// kind and timeline; filters and the page live in the address (domain ticketQuery.ts), so a reload or the back button
// shows the same list. A new ticket is opened from the form below the list, which works from the first paint and does
// not wait for the list.
import React, { useMemo } from "react";
import type { RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { billingAccountOf } from "../../../domain/billing/bills";
import { ownNumberOf } from "../../../domain/billing/ownNumber";
import { formatDateRo } from "../../../domain/dates";
import { PATHS } from "../../../domain/guards/paths";
import {
  DEFAULT_TICKET_LIST,
  isFiltered,
  parseTicketListQuery,
  serializeTicketListQuery,
  ticketPageCount,
  type TicketListQuery,
} from "../../../domain/tickets/ticketQuery";
import { useBillList } from "../../../hooks/billing/billList";
import { useTicketList } from "../../../hooks/account/useTickets";
import { roTickets } from "../../../i18n/ro/tickets";
import { useProfile } from "../../SessionGate";
import { useCanVisit } from "../../kit/CanVisitContext";
import { BeyondLastPage, DashboardCard, Skeleton } from "../../kit/SectionStates";
import { pageHeading } from "../../shell/pageHeading";
import { NewTicketForm, relatedOptions } from "./NewTicketForm";
import { TicketFilterForm } from "./TicketFilterForm";
import { TicketList } from "./TicketList";
import { ListPager } from "../../kit/ListPager";

const t = roTickets;

const go = (query: TicketListQuery) => void navigate(`${PATHS.myRequests}${serializeTicketListQuery(query)}`);

/** The numbers and bills a new ticket may be about: the own number, and the account's bills when the user sees bills. */
function useRelatedOptions() {
  const profile = useProfile();
  const canVisit = useCanVisit();
  const own = ownNumberOf(profile);
  const seesBills = canVisit(PATHS.bills);
  const ban = seesBills ? billingAccountOf(profile.selectedBan, profile.customerInfo?.bans ?? []) : null;
  const bills = useBillList(ban);
  const all = bills.data ? [...(bills.data.currentBill ? [bills.data.currentBill] : []), ...bills.data.billHistory] : [];
  const unique = all.filter((b, i) => all.findIndex((x) => x.billId === b.billId) === i);
  const options = relatedOptions(
    own ? [own] : [],
    unique.map((b) => ({ billId: b.billId, month: formatDateRo(b.billDate, "monthYear") })),
  );
  return { options, loading: ban !== null && bills.isPending };
}

function MyRequestsScreen({ location }: RouteComponentProps): React.ReactElement {
  const search = location?.search ?? "";
  const query = useMemo(() => parseTicketListQuery(search), [search]);
  const list = useTicketList(query);
  const related = useRelatedOptions();
  const l = t.list;

  let content: React.ReactNode;
  if (list.isPending) content = <Skeleton label={l.loading} />;
  else if (list.isError) content = <ErrorRibbon what={l.error} error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0 && query.page > 1 && list.data.total > 0)
    content = <BeyondLastPage text={t.pager.beyond} first={t.pager.first} onFirst={() => go({ ...query, page: 1 })} />;
  else if (list.data.items.length === 0) content = <p className="dashboard-empty">{isFiltered(query) ? l.emptyFiltered : l.empty}</p>;
  else
    content = (
      <>
        <p className="dashboard-caption">{l.count(list.data.total)}</p>
        <TicketList items={list.data.items} />
        <ListPager
          page={query.page}
          pages={ticketPageCount(list.data.total)}
          onPage={(page) => go({ ...query, page })}
          texts={roTickets.pager}
        />
      </>
    );

  return (
    <div className="ecare-dashboard ecare-requests">
      <h1>{pageHeading("myRequests")}</h1>
      <p className="dashboard-lead">{t.lead}</p>
      <div className="dashboard-grid">
        <DashboardCard id="tickets-list" title={l.heading} busy={list.isFetching} wide>
          <TicketFilterForm key={search} query={query} onSubmit={go} onClear={() => go(DEFAULT_TICKET_LIST)} />
          {content}
        </DashboardCard>
        <DashboardCard id="ticket-new" title={t.form.heading} wide>
          <NewTicketForm
            related={related.options}
            relatedLoading={related.loading}
            // The new ticket is the newest: the unfiltered first page shows it.
            onCreated={() => {
              if (search !== "") go(DEFAULT_TICKET_LIST);
            }}
          />
        </DashboardCard>
      </div>
    </div>
  );
}

export default MyRequestsScreen;
