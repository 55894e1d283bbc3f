// The gateway did not answer: say so and offer a retry; the session stays (no sign-out for a back-end blip).
import React from "react";
import { Container } from "../components/layout/Container";
import { roEcare } from "../i18n/ro/ecare";

export function OutageScreen({ onRetry }: { onRetry: () => void }): React.ReactElement {
  return (
    <Container className="shop-page">
      <h1>{roEcare.unavailableTitle}</h1>
      <div role="alert" className="shop-note">
        <p>{roEcare.unavailable}</p>
        <button type="button" className="aria-button" data-variant="primary" onClick={onRetry}>
          {roEcare.retry}
        </button>
      </div>
    </Container>
  );
}
