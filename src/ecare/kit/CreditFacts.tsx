// SPEC §7 "Prepaid credit = first bucket of first usage consumption": the credit and how long it lasts, as the
// dashboard's usage card and the services pages' usage overview both show it (each with its own dictionary's words).
import React from "react";
import { formatAmount } from "../../domain/currency";
import { formatDateRo } from "../../domain/dates";
import type { UsageSummary } from "../../domain/usage/consumption";

export interface CreditTexts {
  credit: string;
  creditValidUntil: string;
  noCredit: string;
}

export function CreditFacts({ summary, texts: t }: { summary: UsageSummary; texts: CreditTexts }): React.ReactElement {
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
