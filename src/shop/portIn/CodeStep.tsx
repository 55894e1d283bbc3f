// Step "cod" (SPEC §4 port-in vetting: validating phone): ONE field for the code sent by SMS to the number being ported
// — numeric keyboard, one-time-code autofill, a pasted code with spaces accepted (checkOtcCode drops them) — and "Trimite
// din nou" from the back end's resendTimestamp on (SPEC §3 vetting), its time shown. SPEC §8 codes in Romanian.
import React, { useEffect, useState } from "react";
import { BusyButton } from "../../components/BusyButton";
import { EarlyForm } from "../../components/forms/EarlyForm";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { FormField } from "../../components/forms/FormField";
import type { PortInRequest } from "../../domain/portIn/portInRequest";
import { canResendAt } from "../../domain/portIn/vetting";
import { checkOtcCode } from "../../domain/session/otcInput";
import { formatBucharest } from "../../domain/usage/bucharestTime";
import { useResendPortInCode, useValidatePortInCode } from "../../hooks/portIn/usePortIn";
import { roPortIn } from "../../i18n/ro/portIn";
import { ProblemAlert } from "./ProblemAlert";

const t = roPortIn.code;

export function CodeStep({
  request,
  resendTimestamp,
  onValidated,
  onChangeNumber,
}: {
  request: PortInRequest;
  resendTimestamp: string | null;
  onValidated: () => void;
  onChangeNumber: () => void;
}): React.ReactElement {
  const validate = useValidatePortInCode();
  const resend = useResendPortInCode();
  const [error, setError] = useState<string | undefined>();
  const [now, setNow] = useState(() => Date.now());
  const canResend = canResendAt(resendTimestamp, now);

  // "Trimite din nou" turns on at the resend time.
  useEffect(() => {
    if (canResend || resendTimestamp === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(0, Date.parse(resendTimestamp) - Date.now()) + 50);
    return () => window.clearTimeout(timer);
  }, [canResend, resendTimestamp, now]);

  const submit = (form: HTMLFormElement) => {
    const el = form.elements.namedItem("code");
    const check = checkOtcCode(el instanceof HTMLInputElement ? el.value : "");
    resend.reset();
    if (!check.ok) {
      return setError(t.invalid); // the error summary takes focus
    }
    setError(undefined);
    validate.mutate({ msisdn: request.msisdnToPort, code: check.code }, { onSuccess: onValidated });
  };

  const resendTime =
    resendTimestamp && !Number.isNaN(Date.parse(resendTimestamp)) ? formatBucharest(Date.parse(resendTimestamp)).slice(11, 16) : null;

  return (
    <EarlyForm onSubmit={submit} aria-labelledby="portin-step-code">
      <ErrorSummary fields={[["portin-code", t.field, error]]} />
      <p className="portin-lead">{t.lead(request.msisdnToPort)}</p>
      <FormField
        id="portin-code"
        name="code"
        label={t.field}
        hint={t.hint}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={error}
      />
      <div className="portin-actions">
        <BusyButton type="submit" busy={validate.isPending}>
          {t.submit}
        </BusyButton>
        <BusyButton
          variant="outline"
          busy={resend.isPending}
          disabled={!canResend}
          aria-describedby={!canResend && resendTime ? "portin-resend-at" : undefined}
          onClick={() => {
            validate.reset();
            resend.mutate(request);
          }}
        >
          {t.resend}
        </BusyButton>
        <button type="button" className="aria-button" data-variant="outline" onClick={onChangeNumber}>
          {t.changeNumber}
        </button>
      </div>
      {!canResend && resendTime ? (
        <p id="portin-resend-at" className="cart-hint">
          {t.resendAt(resendTime)}
        </p>
      ) : null}
      <p role="status" className="portin-status">
        {resend.isSuccess ? t.resent : ""}
      </p>
      {validate.isError ? <ProblemAlert what={t.failed} error={validate.error} /> : null}
      {resend.isError ? <ProblemAlert what={t.failed} error={resend.error} /> : null}
    </EarlyForm>
  );
}
