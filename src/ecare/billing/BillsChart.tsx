// The 12-month amounts (domain monthlyAmounts) as plain SVG bars, loaded on demand (React.lazy from BillsScreen):
// twelve rectangles do not need a chart library (docs/decisions.md). Each bar has its month and amount as text for
// screen readers; months without a bill are a short grey bar.
import React from "react";
import type { MonthlyAmount } from "../../domain/billing/monthlyAmounts";
import { formatAmount } from "../../domain/currency";
import { monthNamesRo } from "../../domain/dates";
import { roBills } from "../../i18n/ro/bills";

const W = 600;
const H = 200;
const BASE = 170;

export default function BillsChart({ months }: { months: MonthlyAmount[] }): React.ReactElement {
  const t = roBills.chart;
  const max = Math.max(1, ...months.map((m) => m.amount ?? 0));
  const slot = W / Math.max(1, months.length);
  const names = monthNamesRo();
  const label = (m: MonthlyAmount) => `${names[m.month - 1] ?? ""} ${m.year}`;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="bills-chart-title bills-chart-desc">
      <title id="bills-chart-title">{t.heading}</title>
      <desc id="bills-chart-desc">
        {months.map((m) => t.label(label(m), m.amount === null ? t.none : formatAmount(m.amount, m.unit || "RON"))).join("; ")}
      </desc>
      {months.map((m, i) => {
        const h = m.amount === null ? 2 : Math.max(2, (m.amount / max) * (BASE - 20));
        return (
          <g key={`${m.year}-${m.month}`}>
            <rect
              x={i * slot + slot * 0.2}
              y={BASE - h}
              width={slot * 0.6}
              height={h}
              rx={3}
              data-empty={m.amount === null ? "" : undefined}
            />
            <text x={i * slot + slot / 2} y={H - 10} textAnchor="middle">
              {(names[m.month - 1] ?? "").slice(0, 3)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
