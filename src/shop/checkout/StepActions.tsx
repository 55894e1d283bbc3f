// A step's buttons: "Continuă" submits the step's form; "Înapoi" goes to the previous step (none on the first).
import React from "react";
import { roCheckout } from "../../i18n/ro/checkout";

export function StepActions({ onBack, busy = false, label }: { onBack?: () => void; busy?: boolean; label?: string }): React.ReactElement {
  return (
    <div className="checkout-actions">
      <button type="submit" className="aria-button" data-variant="primary" disabled={busy} aria-busy={busy || undefined}>
        {label ?? roCheckout.next}
      </button>
      {onBack ? (
        <button type="button" className="aria-button" data-variant="outline" onClick={onBack}>
          {roCheckout.back}
        </button>
      ) : null}
    </div>
  );
}
