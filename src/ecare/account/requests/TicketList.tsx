// The requests and tickets of one page (SPEC §7 trouble tickets; TMF621): each row with its kind, number, date and
// state (a label for every status, an unknown one shown as such), and its timeline from statusChange[] behind a
// disclosure.
import React from "react";
import { formatDateRo } from "../../../domain/dates";
import type { Ticket } from "../../../domain/tickets/ticketModel";
import { ticketTimeline } from "../../../domain/tickets/timeline";
import { roTickets } from "../../../i18n/ro/tickets";

const l = roTickets.list;

function Timeline({ ticket }: { ticket: Ticket }) {
  return (
    <details className="tickets-history">
      <summary>{l.history(ticket.id)}</summary>
      <ol className="tickets-timeline">
        {ticketTimeline(ticket).map((step, i) => (
          <li key={i} aria-current={step.current ? "step" : undefined} data-tone={step.status.tone}>
            <strong>{roTickets.statusText(step.status)}</strong>
            {" – "}
            <span>{formatDateRo(step.at, "shortTime") || l.historyEmptyDate}</span>
            {step.reason ? <p>{step.reason}</p> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}

function TicketRow({ ticket }: { ticket: Ticket }) {
  const headingId = `ticket-row-${ticket.id}`;
  const related = ticket.related
    ? ticket.related.role === "number"
      ? roTickets.form.relatedNumber(ticket.related.id)
      : roTickets.form.relatedBill(ticket.related.id)
    : null;
  return (
    <li className="tickets-item">
      <h3 id={headingId}>
        {roTickets.kindText(ticket.kind)} · {ticket.id}
      </h3>
      <p className="tickets-state" data-tone={ticket.status.tone}>
        {l.state}: <strong>{roTickets.statusText(ticket.status)}</strong>
      </p>
      <dl className="ecare-facts">
        <div>
          <dt>{ticket.isRequest ? l.request : l.ticket}</dt>
          <dd>{ticket.description}</dd>
        </div>
        <div>
          <dt>{l.created}</dt>
          <dd>{formatDateRo(ticket.createdAt, "long")}</dd>
        </div>
        {ticket.severity ? (
          <div>
            <dt>{l.severity}</dt>
            <dd>{roTickets.severities[ticket.severity]}</dd>
          </div>
        ) : null}
        {related ? (
          <div>
            <dt>{l.related}</dt>
            <dd>{related}</dd>
          </div>
        ) : null}
        {ticket.attachmentName ? (
          <div>
            <dt>{l.attachment}</dt>
            <dd>{ticket.attachmentName}</dd>
          </div>
        ) : null}
      </dl>
      <Timeline ticket={ticket} />
    </li>
  );
}

export function TicketList({ items }: { items: Ticket[] }): React.ReactElement {
  return (
    <ul className="tickets-list">
      {items.map((t) => (
        <TicketRow key={t.id} ticket={t} />
      ))}
    </ul>
  );
}
