// Plan labels (SPEC §3: key, text, colour, text colour) as chips in the editors' colours.
import React from "react";
import type { ProductLabel } from "../../domain/shop/model";

export function LabelChips({ labels }: { labels: ProductLabel[] }): React.ReactElement | null {
  if (labels.length === 0) return null;
  return (
    <ul className="label-chips">
      {labels.map((l) => (
        <li key={l.key} style={{ backgroundColor: l.colour, color: l.textColour }}>
          {l.text}
        </li>
      ))}
    </ul>
  );
}
