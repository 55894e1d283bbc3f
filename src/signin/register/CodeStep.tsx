// The code sent by SMS: one field that takes a pasted code (WCAG 3.3.8, autocomplete one-time-code), "Retrimite
// codul" once the wait since the last code is over (SPEC §3 resendTimestamp, the wait stated), "Schimbă numărul".
import React, { useState } from "react";
import { BusyButton } from "../../components/BusyButton";
import { EarlyForm } from "../../components/forms/EarlyForm";
import { fieldValue } from "../../components/forms/formControls";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { checkOtcCode } from "../../domain/session/otcInput";
import type { Registration } from "../../hooks/useRegistration";
import { roRegistration } from "../../i18n/ro/registration";
import { Field } from "../Field";
import { RegistrationAlert } from "./RegistrationAlert";

const CODE_ID = "register-code";

export function CodeStep({ registration }: { registration: Registration }): React.ReactElement {
  const t = roRegistration.code;
  const { state } = registration;
  const [error, setError] = useState<string | null>(null);
  const busy = state.busy !== null;
  const waiting = state.resendInSeconds > 0;

  const confirm = (form: HTMLFormElement) => {
    if (busy) return;
    const checked = checkOtcCode(fieldValue(form, CODE_ID));
    if (!checked.ok) {
      return setError(roRegistration.fields[checked.reason]); // the error summary takes focus
    }
    setError(null);
    registration.confirmCode(checked.code);
  };

  return (
    <EarlyForm onSubmit={confirm} aria-busy={busy} aria-labelledby="register-step-heading">
      <p className="signin-status">{t.sent(state.vetting?.msisdn ?? "")}</p>
      {state.failure ? <RegistrationAlert failure={state.failure} /> : null}
      <ErrorSummary fields={[[CODE_ID, t.code, error]]} />
      <Field
        id={CODE_ID}
        label={t.code}
        hint={t.codeHint}
        error={error}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
      />
      <div className="signin-actions">
        <BusyButton type="submit" busy={state.busy === "code"} disabled={busy}>
          {state.busy === "code" ? t.confirming : t.confirm}
        </BusyButton>
        <button
          type="button"
          className="signin-link"
          disabled={busy || waiting}
          aria-describedby="register-resend-wait"
          onClick={registration.resend}
        >
          {state.busy === "resend" ? t.resending : t.resend}
        </button>
        <button type="button" className="signin-link" disabled={busy} onClick={registration.changeNumber}>
          {t.changePhone}
        </button>
      </div>
      <p id="register-resend-wait" className="signin-hint">
        {waiting ? t.resendIn(state.resendInSeconds) : t.resendNow}
      </p>
    </EarlyForm>
  );
}
