// /business/assurance (issue 27; SPEC §2 "Other" and "Technical chooser at dashboard goes to /business/assurance", §6
// "only chooser and technical chooser may use it" — the guards decide; §7 trouble tickets and impacted service): the
// services of the company hit by network incidents now, the company's technical tickets with their timeline, and a
// form that opens a ticket. Each section loads, fails and retries on its own; the form works from the first paint and
// does not wait for either list.
import React, { useState } from "react";
import { ErrorRibbon } from "../../components/errors/ErrorRibbon";
import { businessTicketPageCount } from "../../domain/assurance/businessTicket";
import { useBusinessTickets, useImpactedServices } from "../../hooks/assurance/useAssurance";
import { roAssurance } from "../../i18n/ro/assurance";
import { ListPager } from "../kit/ListPager";
import { BeyondLastPage, DashboardCard, QueryCard, Skeleton } from "../kit/SectionStates";
import { pageHeading } from "../shell/pageHeading";
import { BusinessTicketList } from "./BusinessTicketList";
import { ImpactedServiceList } from "./ImpactedServices";
import { NewBusinessTicketForm } from "./NewBusinessTicketForm";

const t = roAssurance;

function TicketsCard({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const tickets = useBusinessTickets(page);
  const l = t.tickets;
  let content: React.ReactNode;
  if (tickets.isPending) content = <Skeleton label={l.loading} />;
  else if (tickets.isError) content = <ErrorRibbon what={l.error} error={tickets.error} onRetry={() => void tickets.refetch()} />;
  else if (tickets.data.items.length === 0 && page > 1 && tickets.data.total > 0)
    content = <BeyondLastPage text={t.pager.beyond} first={t.pager.first} onFirst={() => onPage(1)} />;
  else if (tickets.data.items.length === 0) content = <p className="dashboard-empty">{l.empty}</p>;
  else
    content = (
      <>
        <p className="dashboard-caption">{l.count(tickets.data.total)}</p>
        <BusinessTicketList items={tickets.data.items} />
        <ListPager page={page} pages={businessTicketPageCount(tickets.data.total)} onPage={onPage} texts={t.pager} />
      </>
    );
  return (
    <DashboardCard id="assurance-tickets" title={l.heading} busy={tickets.isFetching} wide>
      {content}
    </DashboardCard>
  );
}

export function AssuranceScreen(): React.ReactElement {
  const [page, setPage] = useState(1);
  const services = useImpactedServices();
  return (
    <div className="ecare-dashboard ecare-requests ecare-assurance">
      <h1>{pageHeading("assurance")}</h1>
      <p className="dashboard-lead">{t.lead}</p>
      <div className="dashboard-grid">
        <QueryCard
          id="assurance-impacted"
          title={t.impacted.heading}
          query={services}
          loading={t.impacted.loading}
          error={t.impacted.error}
          wide
        >
          {(list) => <ImpactedServiceList services={list} />}
        </QueryCard>
        <TicketsCard page={page} onPage={setPage} />
        <DashboardCard id="assurance-new" title={t.form.heading} wide>
          {/* The new ticket is the newest: the first page shows it. */}
          <NewBusinessTicketForm onOpened={() => setPage(1)} />
        </DashboardCard>
      </div>
    </div>
  );
}
