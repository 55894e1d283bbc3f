// The impacted services (issue 27; SPEC §7 "impacted service"): the network incidents and planned works that affect the
// company's lines now, each a card of its own — its state by the operator's clock, area, what is hit, how many of the
// company's lines, since when and until when, and the tickets that belong to it. A card that fails to render shows its
// own ribbon; the others and the rest of the page stay.
import React from "react";
import { SectionBoundary } from "../../components/errors/SectionBoundary";
import type { ImpactedService } from "../../domain/assurance/impactedService";
import { formatDateRo } from "../../domain/dates";
import { roAssurance } from "../../i18n/ro/assurance";

const t = roAssurance.impacted;

function ServiceCard({ service }: { service: ImpactedService }) {
  const headingId = `impacted-${service.id}`;
  const planned = service.status.tone === "planned";
  const restored = service.status.raw === "resolved";
  return (
    <article className="assurance-service" aria-labelledby={headingId} data-tone={service.status.tone}>
      <h3 id={headingId}>{service.name}</h3>
      <p className="tickets-state" data-tone={service.status.tone}>
        {t.state}: <strong>{t.statusText(service.status)}</strong>
        {service.category ? ` · ${t.categories[service.category]}` : null}
      </p>
      {service.description ? <p>{service.description}</p> : null}
      <dl className="ecare-facts">
        {service.area ? (
          <div>
            <dt>{t.area}</dt>
            <dd>{service.area}</dd>
          </div>
        ) : null}
        {service.services.length > 0 ? (
          <div>
            <dt>{t.affects}</dt>
            <dd>{service.services.map((s) => t.services[s]).join(", ")}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.lines}</dt>
          <dd>{service.affectedLines}</dd>
        </div>
        <div>
          <dt>{planned ? t.plannedStart : t.start}</dt>
          <dd>{formatDateRo(service.startAt, "longTime")}</dd>
        </div>
        {restored ? (
          <div>
            <dt>{t.restored}</dt>
            <dd>{formatDateRo(service.resolvedAt || service.expectedAt, "longTime")}</dd>
          </div>
        ) : (
          <div>
            <dt>{t.expected}</dt>
            <dd>{formatDateRo(service.expectedAt, "longTime")}</dd>
          </div>
        )}
        {service.ticketIds.length > 0 ? (
          <div>
            <dt>{t.tickets}</dt>
            <dd>{service.ticketIds.join(", ")}</dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}

export function ImpactedServiceList({ services }: { services: ImpactedService[] }): React.ReactElement {
  if (services.length === 0) return <p className="dashboard-empty">{t.empty}</p>;
  return (
    <ul className="assurance-services">
      {services.map((s) => (
        <li key={s.id}>
          <SectionBoundary what={t.cardError(s.name)}>
            <ServiceCard service={s} />
          </SectionBoundary>
        </li>
      ))}
    </ul>
  );
}
