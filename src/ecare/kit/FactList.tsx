// Label–value rows of a self-care card (the current bill on the dashboard and on the bills page): rows without a
// value are left out; the first value is the card's headline amount.
import React from "react";

export function FactList({ rows }: { rows: ReadonlyArray<readonly [string, string]> }): React.ReactElement {
  return (
    <dl className="dashboard-facts">
      {rows
        .filter(([, value]) => value !== "")
        .map(([label, value], i) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={i === 0 ? "dashboard-amount" : undefined}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
