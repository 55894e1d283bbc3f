// Each allowance as a remaining-vs-total bar (domain allowanceGauge.ts): a hand-drawn SVG bar, no chart library (the
// page stays inside the JS budget). The sentence above the bar ("Internet: 7,5 GB rămași din 15 GB", "Minute:
// Nelimitat") is what the bar shows, so the bar itself is hidden from screen readers and nothing is told by colour.
import React from "react";
import type { AllowanceGauge } from "../../../domain/usage/allowanceGauge";
import { formatDateRo } from "../../../domain/dates";
import { formatQuantityRo } from "../../../domain/usage/consumption";
import { roServices } from "../../../i18n/ro/services";

const t = roServices.overview;

const unitLabel = (units: string) => t.units[units.toLowerCase()] ?? units;
const quantity = (value: number, units: string) => `${formatQuantityRo(value)} ${unitLabel(units)}`.trim();

/** The gauge's sentence: what is left of what total, or unlimited. */
export function gaugeText(g: AllowanceGauge): string {
  const name = g.name || t.kinds[g.kind];
  if (g.unlimited) return t.gaugeUnlimited(name);
  const left = t.left(quantity(g.remaining ?? 0, g.units), unitLabel(g.units));
  return t.gauge(name, left, g.initial !== null && g.initial > 0 ? quantity(g.initial, g.units) : null);
}

function Bar({ share }: { share: number }): React.ReactElement {
  return (
    <svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect className="usage-track" x="0" y="0" width="100" height="10" rx="3" />
      <rect className="usage-fill" x="0" y="0" width={Math.max(share > 0 ? 1 : 0, share * 100)} height="10" rx="3" />
    </svg>
  );
}

export function AllowanceGauges({ gauges }: { gauges: AllowanceGauge[] }): React.ReactElement {
  return (
    <ul className="dashboard-list usage-gauges">
      {gauges.map((g, i) => (
        <li key={`${g.id}-${i}`} className="usage-gauge" data-kind={g.kind}>
          <strong>
            {gaugeText(g)}
            {g.shared ? ` · ${t.shared}` : ""}
          </strong>
          {g.share !== null && g.percentLeft !== null ? (
            <>
              <Bar share={g.share} />
              <p className="dashboard-muted">{t.percentLeft(g.percentLeft)}</p>
            </>
          ) : null}
          {g.validUntil ? <p className="dashboard-muted">{t.validUntil(formatDateRo(g.validUntil, "long"))}</p> : null}
        </li>
      ))}
    </ul>
  );
}
