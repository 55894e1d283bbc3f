// Prepaid credit (SPEC §7 "first bucket of first usage consumption") and the allowances left, from one summary call.
import React from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { formatDateRo } from "../../domain/dates";
import { allowancesFor, formatQuantityRo, remainingShare, type Allowance, type UsageSummary } from "../../domain/usage/consumption";
import { roDashboard } from "../../i18n/ro/ecare";
import { QueryCard } from "../kit/SectionStates";
import { CreditFacts } from "../kit/CreditFacts";

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
            {withCredit ? <CreditFacts summary={summary} texts={t} /> : null}
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
