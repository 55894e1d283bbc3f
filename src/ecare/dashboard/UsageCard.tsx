// Prepaid credit (SPEC §7 "first bucket of first usage consumption") and the allowances left, from one summary call.
import React from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { formatAmount } from "../../domain/currency";
import { formatDateRo } from "../../domain/dates";
import { allowancesFor, formatQuantityRo, remainingShare, type Allowance, type UsageSummary } from "../../domain/usage/consumption";
import { roDashboard } from "../../i18n/ro/ecare";
import { QueryCard } from "./SectionStates";

const t = roDashboard.usage;

const unitLabel = (units: string) => t.units[units.toLowerCase()] ?? units;
const quantity = (value: number | null, units: string) => (value === null ? "" : `${formatQuantityRo(value)} ${unitLabel(units)}`.trim());

function AllowanceItem({ allowance: a }: { allowance: Allowance }): React.ReactElement {
  const name = a.name || t.types[a.usageType];
  const share = remainingShare(a);
  return (
    <li>
      <strong>
        {name}
        {a.shared ? ` · ${t.shared}` : ""}
      </strong>
      <span>{a.unlimited ? t.unlimited : t.left(quantity(a.remaining, a.units), quantity(a.initial, a.units))}</span>
      {share !== null ? <meter min={0} max={a.initial ?? 0} value={a.remaining ?? 0} aria-label={t.meter(name)} /> : null}
      {a.validUntil ? <p className="dashboard-muted">{t.validUntil(formatDateRo(a.validUntil, "long"))}</p> : null}
    </li>
  );
}

function Credit({ summary }: { summary: UsageSummary }): React.ReactElement {
  if (!summary.credit) return <p className="dashboard-empty">{t.noCredit}</p>;
  return (
    <dl className="dashboard-facts">
      <div>
        <dt>{t.credit}</dt>
        <dd className="dashboard-amount">{formatAmount(summary.credit.value, summary.credit.unit)}</dd>
      </div>
      {summary.creditValidUntil ? (
        <div>
          <dt>{t.creditValidUntil}</dt>
          <dd>{formatDateRo(summary.creditValidUntil, "long")}</dd>
        </div>
      ) : null}
    </dl>
  );
}

interface Props {
  query: UseQueryResult<UsageSummary>;
  /** Prepaid and hybrid: the credit comes first. */
  withCredit: boolean;
  /** Only this number's allowances (business); null: every allowance of the summary. */
  msisdn: string | null;
}

export function UsageCard({ query, withCredit, msisdn }: Props): React.ReactElement {
  return (
    <QueryCard id="dashboard-usage" title={withCredit ? t.headingWithCredit : t.heading} query={query} loading={t.loading} error={t.error}>
      {(summary) => {
        const allowances = allowancesFor(summary.allowances, msisdn);
        return (
          <>
            {withCredit ? <Credit summary={summary} /> : null}
            {withCredit ? <h3>{t.allowances}</h3> : null}
            {allowances.length === 0 ? (
              <p className="dashboard-empty">{t.empty}</p>
            ) : (
              <ul className="dashboard-list">
                {allowances.map((a, i) => (
                  <AllowanceItem key={`${a.id}-${i}`} allowance={a} />
                ))}
              </ul>
            )}
          </>
        );
      }}
    </QueryCard>
  );
}
