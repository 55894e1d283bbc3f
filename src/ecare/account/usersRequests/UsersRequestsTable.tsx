// One page of the users' requests (issue 27; SPEC §7 trouble tickets; TMF621): a row per request with who asked (and
// how), its kind, the number it is about, its state (a label for every status, an unknown one shown as such) and date.
import React from "react";
import { formatDateRo } from "../../../domain/dates";
import type { UsersRequest } from "../../../domain/tickets/usersRequests";
import { roTickets } from "../../../i18n/ro/tickets";
import { roUsersRequests } from "../../../i18n/ro/usersRequests";

const l = roUsersRequests.list;

export function UsersRequestsTable({ items, page, pages }: { items: UsersRequest[]; page: number; pages: number }): React.ReactElement {
  return (
    <table className="users-requests-table">
      <caption>{l.caption(page, pages)}</caption>
      <thead>
        <tr>
          <th scope="col">{l.columns.id}</th>
          <th scope="col">{l.columns.user}</th>
          <th scope="col">{l.columns.kind}</th>
          <th scope="col">{l.columns.number}</th>
          <th scope="col">{l.columns.state}</th>
          <th scope="col">{l.columns.date}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((r) => (
          <tr key={r.id}>
            <th scope="row">{r.id}</th>
            <td>
              {r.requester.name}{" "}
              {r.channel ? <span className="users-requests-channel">{l.viaChannel(roUsersRequests.channels[r.channel])}</span> : null}
            </td>
            <td>
              {roTickets.kindText(r.kind)} {r.description ? <span className="users-requests-description">{r.description}</span> : null}
            </td>
            <td>{r.number ?? l.noNumber}</td>
            <td className="users-requests-state" data-tone={r.status.tone}>
              {roTickets.statusText(r.status)}
            </td>
            <td>{formatDateRo(r.createdAt, "short")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
