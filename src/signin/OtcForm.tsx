// Sign-in with a one-time code sent by SMS: phone number, then the code. The number typed stays in its field,
// a wrong code keeps the code step open, and "Retrimite codul" waits out the resend interval.
import React, { useEffect, useRef, useState } from "react";
import { ro } from "../i18n/ro";
import { checkMobileNumber, checkOtcCode } from "../domain/session/otcInput";
import type { OtcSignIn } from "../hooks/useOtcSignIn";

export function OtcForm({ otc }: { otc: OtcSignIn }): React.ReactElement {
  const t = ro.signIn.otc;
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<{ field: "phone" | "code"; message: string } | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const { state } = otc;

  useEffect(() => {
    if (state.error) errorRef.current?.focus();
  }, [state.error]);
  useEffect(() => {
    if (state.step === "code") codeRef.current?.focus();
  }, [state.step]);

  const send = (e: React.FormEvent) => {
    e.preventDefault();
    if (state.busy) return;
    const checked = checkMobileNumber(phone);
    if (!checked.ok) return setFieldError({ field: "phone", message: ro.signIn.errors[checked.reason] });
    setFieldError(null);
    otc.sendCode(checked.msisdn);
  };
  const confirm = (e: React.FormEvent) => {
    e.preventDefault();
    if (state.busy) return;
    const checked = checkOtcCode(code);
    if (!checked.ok) return setFieldError({ field: "code", message: ro.signIn.errors[checked.reason] });
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
      <form onSubmit={send} noValidate aria-busy={state.busy}>
        {error}
        <div className="signin-field">
          <label htmlFor="signin-phone">{t.phone}</label>
          <input
            id="signin-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            value={phone}
            aria-invalid={fieldError?.field === "phone" || undefined}
            aria-describedby={fieldError?.field === "phone" ? "signin-phone-error signin-phone-hint" : "signin-phone-hint"}
            onChange={(e) => setPhone(e.target.value)}
          />
          <span id="signin-phone-hint" className="signin-hint">
            {t.phoneHint}
          </span>
          {fieldError?.field === "phone" ? (
            <span id="signin-phone-error" className="signin-field-error">
              {fieldError.message}
            </span>
          ) : null}
        </div>
        <div className="signin-actions">
          <button type="submit" className="aria-button" data-variant="secondary" disabled={state.busy || state.resendInSeconds > 0}>
            {state.busy ? t.sending : t.send}
          </button>
        </div>
        {state.resendInSeconds > 0 ? <p className="signin-hint">{t.resendIn(state.resendInSeconds)}</p> : null}
      </form>
    );

  return (
    <form onSubmit={confirm} noValidate aria-busy={state.busy}>
      <p role="status" className="signin-status">
        {t.sent(state.msisdn)}
      </p>
      {error}
      <div className="signin-field">
        <label htmlFor="signin-code">{t.code}</label>
        <input
          ref={codeRef}
          id="signin-code"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={code}
          aria-invalid={fieldError?.field === "code" || undefined}
          aria-describedby={fieldError?.field === "code" ? "signin-code-error signin-code-hint" : "signin-code-hint"}
          onChange={(e) => setCode(e.target.value)}
        />
        <span id="signin-code-hint" className="signin-hint">
          {t.codeHint}
        </span>
        {fieldError?.field === "code" ? (
          <span id="signin-code-error" className="signin-field-error">
            {fieldError.message}
          </span>
        ) : null}
      </div>
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
            setCode("");
            setFieldError(null);
            otc.changeNumber();
          }}
        >
          {t.changePhone}
        </button>
      </div>
      {state.resendInSeconds > 0 ? <p className="signin-hint">{t.resendIn(state.resendInSeconds)}</p> : null}
    </form>
  );
}
