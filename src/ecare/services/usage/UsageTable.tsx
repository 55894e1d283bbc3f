// One page of usage records as a table (date, description, number or country, duration or volume, cost in lei) and
// the whole selection's totals as the back end sums them in its headers (not this page's: a person wants the
// selection's cost, SPEC §7 "total true").
import React from "react";
import { volumeInMb } from "../../../domain/usage/usageRecords";
import { countryNameRo, formatDurationRo, formatLeiRo, formatUsageMoment, formatVolumeRo } from "../../../domain/usage/usageFormat";
import type { UsageHeaderTotals, UsageRecord } from "../../../domain/usage/usageRecords";
import { roUsageReports } from "../../../i18n/ro/usageReports";

const t = roUsageReports;

const numberOrCountry = (r: UsageRecord): string =>
  [r.calledNumber, r.roamingCountry ? countryNameRo(r.roamingCountry) : ""].filter(Boolean).join(" · ") || t.list.none;

function quantityOf(r: UsageRecord): string {
  if (r.durationSeconds !== null && r.category === "voice") return formatDurationRo(r.durationSeconds);
  const mb = volumeInMb(r.volume);
  if (mb !== null) return formatVolumeRo(mb);
  if (r.durationSeconds !== null) return formatDurationRo(r.durationSeconds);
  return t.list.none;
}

export function UsageTable({ items, caption }: { items: UsageRecord[]; caption: string }): React.ReactElement {
  const l = t.list;
  return (
    <table className="usage-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{l.date}</th>
          <th scope="col">{l.description}</th>
          <th scope="col">{l.number}</th>
          <th scope="col">{l.quantity}</th>
          <th scope="col">{l.cost}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((r) => (
          <tr key={r.id}>
            <th scope="row">{formatUsageMoment(r.date)}</th>
            <td>{r.description}</td>
            <td>{numberOrCountry(r)}</td>
            <td className="usage-num">{quantityOf(r)}</td>
            <td className="usage-num">{r.amountRon === null ? l.none : formatLeiRo(r.amountRon)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function UsageTotals({ totals, count }: { totals: UsageHeaderTotals | null; count: number }): React.ReactElement {
  const s = t.totals;
  return (
    <section className="usage-totals" aria-labelledby="usage-totals-heading">
      <h3 id="usage-totals-heading" className="sr-only">
        {s.heading}
      </h3>
      {totals?.amount !== null && totals?.amount !== undefined ? <p>{s.amount(formatLeiRo(totals.amount))}</p> : null}
      {totals?.durationSeconds ? <p>{s.duration(formatDurationRo(totals.durationSeconds))}</p> : null}
      {totals?.volumeMb ? <p>{s.volume(formatVolumeRo(totals.volumeMb))}</p> : null}
      <p>{s.count(count)}</p>
    </section>
  );
}
