// The company's technical tickets of one page (issue 27; SPEC §7 trouble tickets; TMF621): each with its category and
// id, its state (a Romanian label for each of the eight statuses, an unknown one shown as such), what it is about, who
// opened it and when, when the service is expected back, and its timeline — statusChange[] and the notes, in order —
// open for the tickets still being handled.
import React from "react";
import { assuranceTimeline } from "../../domain/assurance/assuranceTimeline";
import type { BusinessTicket } from "../../domain/assurance/businessTicket";
import { formatDateRo } from "../../domain/dates";
import { roAssurance } from "../../i18n/ro/assurance";
import { roTickets } from "../../i18n/ro/tickets";

const l = roAssurance.tickets;
const when = (iso: string) => formatDateRo(iso, "shortTime") || l.undated;

function Timeline({ ticket }: { ticket: BusinessTicket }) {
  return (
    <details className="tickets-history" open={ticket.status.tone === "open"}>
      <summary>{l.history(ticket.id)}</summary>
      <ol className="tickets-timeline">
        {assuranceTimeline(ticket).map((step, i) =>
          step.kind === "status" ? (
            <li key={i} aria-current={step.current ? "step" : undefined} data-tone={step.status.tone}>
              <strong>{roTickets.statusText(step.status)}</strong>
              {" – "}
              <span>{when(step.at)}</span>
              {step.reason ? <p>{step.reason}</p> : null}
            </li>
          ) : (
            <li key={i} className="assurance-note">
              <em>{l.note(step.author)}</em>
              {" – "}
              <span>{when(step.at)}</span>
              <p>{step.text}</p>
            </li>
          ),
        )}
      </ol>
    </details>
  );
}

function TicketItem({ ticket }: { ticket: BusinessTicket }) {
  const about = ticket.related.map((r) => roAssurance.related[r.role](r.id)).join(", ");
  const ended = ticket.status.raw === "resolved" || ticket.status.raw === "closed";
  return (
    <li className="tickets-item">
      <h3>
        {roAssurance.typeText(ticket.type)} · {ticket.id}
      </h3>
      <p className="tickets-state" data-tone={ticket.status.tone}>
        {l.state}: <strong>{roTickets.statusText(ticket.status)}</strong>
      </p>
      <dl className="ecare-facts">
        <div>
          <dt>{l.description}</dt>
          <dd>{ticket.description}</dd>
        </div>
        {ticket.severity ? (
          <div>
            <dt>{l.severity}</dt>
            <dd>{roAssurance.severities[ticket.severity]}</dd>
          </div>
        ) : null}
        {about ? (
          <div>
            <dt>{l.about}</dt>
            <dd>{about}</dd>
          </div>
        ) : null}
        <div>
          <dt>{l.openedAt}</dt>
          <dd>{formatDateRo(ticket.createdAt, "longTime")}</dd>
        </div>
        {ticket.reporter ? (
          <div>
            <dt>{l.openedBy}</dt>
            <dd>{ticket.reporter}</dd>
          </div>
        ) : null}
        {ended && ticket.resolvedAt ? (
          <div>
            <dt>{l.resolved}</dt>
            <dd>{formatDateRo(ticket.resolvedAt, "longTime")}</dd>
          </div>
        ) : ticket.status.tone === "open" && ticket.expectedAt ? (
          <div>
            <dt>{l.expected}</dt>
            <dd>{formatDateRo(ticket.expectedAt, "longTime")}</dd>
          </div>
        ) : null}
      </dl>
      <Timeline ticket={ticket} />
    </li>
  );
}

export function BusinessTicketList({ items }: { items: BusinessTicket[] }): React.ReactElement {
  return (
    <ul className="tickets-list">
      {items.map((t) => (
        <TicketItem key={t.id} ticket={t} />
      ))}
    </ul>
  );
}
