// Where the visitor is in "Creează cont": the three stages, the current one marked aria-current="step" (the
// checkout's progress classes).
import React from "react";
import { REGISTRATION_STAGES, stageIndex, type RegistrationScreen } from "../../domain/registration/steps";
import { roRegistration } from "../../i18n/ro/registration";

export function RegisterProgress({ screen }: { screen: RegistrationScreen }): React.ReactElement {
  const t = roRegistration;
  const at = stageIndex(screen);
  return (
    <nav aria-label={t.progress} className="checkout-progress">
      <p>{t.stepOf(Math.min(at + 1, REGISTRATION_STAGES.length), REGISTRATION_STAGES.length)}</p>
      <ol>
        {REGISTRATION_STAGES.map((stage, i) => (
          <li key={stage} aria-current={i === at ? "step" : undefined}>
            {t.stages[stage]}
            {i < at ? <span className="sr-only"> ({t.stageDone})</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
