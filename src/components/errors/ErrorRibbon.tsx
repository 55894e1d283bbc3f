// SPEC §8 RIBBON: an inline message with role="alert" (DESIGN.md). What failed (`what`, the section's own sentence)
// and what it means (one message per error class, roErrors.general); "Încearcă din nou" only when a retry can help
// (issue 12), and the transaction id for support when the gateway gave one (SPEC §3 Error object).
import React from "react";
import { errorMessageKey, isRetryable } from "../../domain/errors/errorClasses";
import { roErrors } from "../../i18n/ro/errors";

/** The support id of a gateway error (GatewayError.transactionId), if any. */
function transactionIdOf(error: unknown): string | null {
  const id = error !== null && typeof error === "object" ? (error as { transactionId?: unknown }).transactionId : null;
  return typeof id === "string" && id !== "" ? id : null;
}

export interface ErrorRibbonProps {
  /** What could not be done, e.g. "Nu am putut încărca factura." */
  what: string;
  error: unknown;
  onRetry?: () => void;
  /** Offer the retry whatever the error (a render failure: trying again may work). */
  alwaysRetry?: boolean;
}

export function ErrorRibbon({ what, error, onRetry, alwaysRetry = false }: ErrorRibbonProps): React.ReactElement {
  const support = transactionIdOf(error);
  const canRetry = onRetry !== undefined && (alwaysRetry || isRetryable(error));
  return (
    <div role="alert" className="error-ribbon">
      <p>
        {what} {roErrors.general[errorMessageKey(error)]}
      </p>
      {support ? <p className="error-ribbon-support">{roErrors.support(support)}</p> : null}
      {canRetry ? (
        <button type="button" className="aria-button" data-variant="primary" onClick={onRetry}>
          {roErrors.retry}
        </button>
      ) : null}
    </div>
  );
}
