// Where the customer is in the checkout: "Pasul n din N" and the steps, the done ones a way back (SPEC §3 Checkout;
// the step is in the address: domain/checkout/steps.ts).
import React from "react";
import type { CheckoutStepId } from "../../domain/checkout/steps";
import { roCheckout } from "../../i18n/ro/checkout";

interface Props {
  steps: readonly CheckoutStepId[];
  current: CheckoutStepId;
  onGo: (step: CheckoutStepId) => void;
}

export function StepProgress({ steps, current, onGo }: Props): React.ReactElement {
  const t = roCheckout;
  const at = Math.max(0, steps.indexOf(current));
  return (
    <nav aria-label={t.screen.progress} className="checkout-progress">
      <p>{t.stepOf(at + 1, steps.length)}</p>
      <ol>
        {steps.map((step, i) => (
          <li key={step} aria-current={step === current ? "step" : undefined} data-done={i < at ? "" : undefined}>
            {i < at ? (
              <button type="button" className="checkout-progress-link" onClick={() => onGo(step)}>
                {t.steps[step]}
                <span className="sr-only"> ({t.screen.stepDone})</span>
              </button>
            ) : (
              <span>{t.steps[step]}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
