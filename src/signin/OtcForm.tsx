// Sign-in with a one-time code sent by SMS: phone number, then the code. The number typed stays in its field,
// a wrong code keeps the code step open, and "Retrimite codul" waits out the resend interval. Both steps are EarlyForms
// (issue 12): a number typed or filled before the page is interactive is read when the form is sent.
import React, { useEffect, useRef, useState } from "react";
import { EarlyForm } from "../components/forms/EarlyForm";
import { fieldValue } from "../components/forms/formControls";
import { ErrorSummary } from "../components/forms/ErrorSummary";
import { roSignIn } from "../i18n/ro/signIn";
import { checkMobileNumber, checkOtcCode } from "../domain/session/otcInput";
import type { OtcSignIn } from "../hooks/useOtcSignIn";
import { Field } from "./Field";

export function OtcForm({ otc }: { otc: OtcSignIn }): React.ReactElement {
  const t = roSignIn.otc;
  // The number last sent, shown again if the user goes back to change it.
  const [phone, setPhone] = useState("");
  const [fieldError, setFieldError] = useState<{ field: "phone" | "code"; message: string } | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const { state } = otc;

  useEffect(() => {
    if (state.step === "code") codeRef.current?.focus();
  }, [state.step]);
  // Declared after the step's focus so that an error, when there is one, is what gets focus.
  useEffect(() => {
    if (state.error) errorRef.current?.focus();
  }, [state.error]);

  const send = (form: HTMLFormElement) => {
    if (state.busy || state.resendInSeconds > 0) return;
    const typed = fieldValue(form, "signin-phone");
    setPhone(typed);
    const checked = checkMobileNumber(typed);
    if (!checked.ok) return setFieldError({ field: "phone", message: roSignIn.errors[checked.reason] });
    setFieldError(null);
    otc.sendCode(checked.msisdn);
  };
  const confirm = (form: HTMLFormElement) => {
    if (state.busy) return;
    const checked = checkOtcCode(fieldValue(form, "signin-code"));
    if (!checked.ok) return setFieldError({ field: "code", message: roSignIn.errors[checked.reason] });
    setFieldError(null);
    otc.confirmCode(checked.code);
  };

  const error = state.error ? (
    <div ref={errorRef} tabIndex={-1} role="alert" className="signin-error">
      {state.error}
    </div>
  ) : null;

  if (state.step === "phone" || state.msisdn === null)
    return (
      <EarlyForm key="phone" onSubmit={send} aria-busy={state.busy}>
        {error}
        <ErrorSummary fields={[["signin-phone", t.phone, fieldError?.field === "phone" ? fieldError.message : null]]} />
        <Field
          id="signin-phone"
          label={t.phone}
          hint={t.phoneHint}
          error={fieldError?.field === "phone" ? fieldError.message : null}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          defaultValue={phone}
        />
        <div className="signin-actions">
          <button type="submit" className="aria-button" data-variant="secondary" disabled={state.busy || state.resendInSeconds > 0}>
            {state.busy ? t.sending : t.send}
          </button>
        </div>
        {state.resendInSeconds > 0 ? <p className="signin-hint">{t.resendIn(state.resendInSeconds)}</p> : null}
      </EarlyForm>
    );

  return (
    <EarlyForm key="code" onSubmit={confirm} aria-busy={state.busy}>
      <p role="status" className="signin-status">
        {t.sent(state.msisdn)}
      </p>
      {error}
      <ErrorSummary fields={[["signin-code", t.code, fieldError?.field === "code" ? fieldError.message : null]]} />
      <Field
        ref={codeRef}
        id="signin-code"
        label={t.code}
        hint={t.codeHint}
        error={fieldError?.field === "code" ? fieldError.message : null}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
      />
      <div className="signin-actions">
        <button type="submit" className="aria-button" data-variant="primary" disabled={state.busy}>
          {state.busy ? t.confirming : t.confirm}
        </button>
        <button
          type="button"
          className="signin-link"
          disabled={state.busy || state.resendInSeconds > 0}
          onClick={() => state.msisdn && otc.sendCode(state.msisdn)}
        >
          {t.resend}
        </button>
        <button
          type="button"
          className="signin-link"
          onClick={() => {
            setFieldError(null);
            otc.changeNumber();
          }}
        >
          {t.changePhone}
        </button>
      </div>
      {state.resendInSeconds > 0 ? <p className="signin-hint">{t.resendIn(state.resendInSeconds)}</p> : null}
    </EarlyForm>
  );
}
