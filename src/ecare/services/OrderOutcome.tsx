// What became of the last change a services page sent: sent (a status the screen reader says), refused (its own
// message) or failed (the general ribbon, with a retry that confirms the same change again).
import React from "react";
import { ErrorRibbon } from "../../components/errors/ErrorRibbon";
import type { OrderOutcome as Outcome } from "../../hooks/services/useOrderFlow";
import { roProductServices } from "../../i18n/ro/productServices";

const t = roProductServices;

export function OrderOutcome({
  outcome,
  sentText,
  failedText,
  onRetry,
}: {
  outcome: Outcome;
  sentText: (name: string) => string;
  failedText: string;
  onRetry?: () => void;
}): React.ReactElement {
  return (
    <div aria-live="polite">
      {outcome.kind === "sent" ? (
        <p className="services-notice" role="status">
          {sentText(outcome.name)}
        </p>
      ) : outcome.kind === "refused" ? (
        <p className="services-notice" role="alert">
          {t.refusals[outcome.refusal]}
        </p>
      ) : outcome.kind === "failed" ? (
        <ErrorRibbon what={failedText} error={outcome.error} onRetry={onRetry} />
      ) : null}
    </div>
  );
}
