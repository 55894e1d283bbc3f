// /ecare/setari-cont/cererileutilizatorilor (issue 27; SPEC §2 self-care, §6 roles, §7 trouble tickets): the requests
// and tickets of the company's users — the chooser sees every account's, the delegated chooser and the authorized
// person their account's — filtered by user, state and date, a page at a time; the filters and the page live in the
// address (domain usersRequestsQuery.ts), so a reload or the back button shows the same list. Whom the list is not for
// (a consumer, a business user who is no account administrator) reads an honest notice, not an error: the domain says
// so from the profile, and a refusal of the back end says the same.
import React, { useMemo } from "react";
import type { RouteComponentProps } from "@reach/router";
import { Link, navigate } from "gatsby";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { PATHS } from "../../../domain/guards/paths";
import { activeRole } from "../../../domain/session/userInfo";
import { ticketPageCount } from "../../../domain/tickets/ticketQuery";
import { usersRequestsAudience, usersRequestsRefusal } from "../../../domain/tickets/usersRequests";
import {
  DEFAULT_USERS_REQUESTS,
  isUsersRequestsFiltered,
  parseUsersRequestsQuery,
  serializeUsersRequestsQuery,
  type UsersRequestsQuery,
} from "../../../domain/tickets/usersRequestsQuery";
import { useRequesters, useUsersRequests } from "../../../hooks/account/useUsersRequests";
import { roUsersRequests } from "../../../i18n/ro/usersRequests";
import { useProfile } from "../../SessionGate";
import { ListPager } from "../../kit/ListPager";
import { BeyondLastPage, DashboardCard, Skeleton } from "../../kit/SectionStates";
import { pageHeading } from "../../shell/pageHeading";
import { UsersRequestsFilters } from "./UsersRequestsFilters";
import { UsersRequestsTable } from "./UsersRequestsTable";

const t = roUsersRequests;

const go = (query: UsersRequestsQuery) => void navigate(`${PATHS.usersRequests}${serializeUsersRequestsQuery(query)}`);

function Notice({ text }: { text: string }) {
  return (
    <div className="ecare-notice" role="note">
      <p>{text}</p>
      <p>
        <Link to={PATHS.myRequests}>{t.notices.link}</Link>
      </p>
    </div>
  );
}

function UsersRequestsScreen({ location }: RouteComponentProps): React.ReactElement {
  const search = location?.search ?? "";
  const query = useMemo(() => parseUsersRequestsQuery(search), [search]);
  const profile = useProfile();
  const audience = usersRequestsAudience({ role: activeRole(profile), customerType: profile.vfCustomerType });
  const allowed = audience === "company";
  const list = useUsersRequests(query, allowed);
  const requesters = useRequesters(allowed);
  const refusal = allowed ? (list.isError ? usersRequestsRefusal(list.error) : null) : audience;
  const l = t.list;

  let content: React.ReactNode;
  if (list.isPending) content = <Skeleton label={l.loading} />;
  else if (list.isError) content = <ErrorRibbon what={l.error} error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0 && query.page > 1 && list.data.total > 0)
    content = <BeyondLastPage text={t.pager.beyond} first={t.pager.first} onFirst={() => go({ ...query, page: 1 })} />;
  else if (list.data.items.length === 0)
    content = <p className="dashboard-empty">{isUsersRequestsFiltered(query) ? l.emptyFiltered : l.empty}</p>;
  else {
    const pages = ticketPageCount(list.data.total);
    content = (
      <>
        <p className="dashboard-caption">{l.count(list.data.total)}</p>
        <div className="users-requests-scroll">
          <UsersRequestsTable items={list.data.items} page={query.page} pages={pages} />
        </div>
        <ListPager page={query.page} pages={pages} onPage={(page) => go({ ...query, page })} texts={t.pager} />
      </>
    );
  }

  return (
    <div className="ecare-dashboard ecare-requests ecare-users-requests">
      <h1>{pageHeading("usersRequests")}</h1>
      {refusal ? (
        <Notice text={t.notices[refusal]} />
      ) : (
        <>
          <p className="dashboard-lead">{t.lead}</p>
          <div className="dashboard-grid">
            <DashboardCard id="users-requests-list" title={l.heading} busy={list.isFetching} wide>
              <UsersRequestsFilters
                key={search}
                query={query}
                requesters={requesters.data}
                requestersState={requesters.isPending ? "loading" : requesters.isError ? "error" : "ready"}
                onSubmit={go}
                onClear={() => go(DEFAULT_USERS_REQUESTS)}
              />
              {content}
            </DashboardCard>
          </div>
        </>
      )}
    </div>
  );
}

export default UsersRequestsScreen;
