// The e-bill subscription (SPEC §3, §5, §7): the address, its verification by a code, activation and deactivation.
import { fieldValue } from "../../components/forms/formControls";
import React, { useState } from "react";
import { ErrorRibbon } from "../../components/errors/ErrorRibbon";
import { FormField } from "../../components/forms/FormField";
import { EarlyForm } from "../../components/forms/EarlyForm";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { ebillSubscriptionBody, type EbillSubscription } from "../../domain/billing/ebillAnswers";
import { activatableEmail, checkEmailCode, defaultEbillEmail } from "../../domain/billing/ebillVerification";
import { checkEmail } from "../../domain/billing/emailAddress";
import { useEbillSubscribe, useVerifyEmail } from "../../hooks/billing/useBillingActions";
import { useSendEmailCode } from "../../hooks/emailCode";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Status, codeOf, t, type Pending } from "./ebillParts";
import { BusyButton } from "../../components/BusyButton";

export function Subscription({ ban, subscription, profileEmail }: { ban: string; subscription: EbillSubscription; profileEmail: string }) {
  const s = t.subscription;
  const sendCode = useSendEmailCode();
  const verify = useVerifyEmail(ban);
  const subscribe = useEbillSubscribe(ban);
  const [emailError, setEmailError] = useState("");
  const [codeError, setCodeError] = useState("");
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [verifiedNow, setVerifiedNow] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [status, setStatus] = useState("");
  const [failure, setFailure] = useState<{ what: string; error: unknown } | null>(null);

  const subscribed = subscription.isEbillSubscribed;
  const ready = activatableEmail(subscription, verifiedNow);
  const showForm = !subscribed || changing;

  const onSendCode = (form: HTMLFormElement) => {
    const check = checkEmail(fieldValue(form, "ebillEmail"));
    if (!check.ok) {
      setEmailError(s.emailErrors[check.key] ?? s.emailErrorFallback);
      return;
    }
    setEmailError("");
    setFailure(null);
    setStatus("");
    sendCode.mutate(
      { email: check.email },
      {
        onSuccess: () => {
          setCodeSentTo(check.email);
          setVerifiedNow(null);
          setCodeError("");
          setStatus(s.codeSent(check.email));
        },
        // The contract's "at most 3 codes per address in 10 minutes" (errorCode sms_blocked): say so, not "an error".
        onError: (error) =>
          setFailure(codeOf(error) === "sms_blocked" ? { what: s.tooManyCodes, error: null } : { what: s.sendCodeError, error }),
      },
    );
  };

  const onVerify = (form: HTMLFormElement) => {
    if (!codeSentTo) return;
    const check = checkEmailCode(fieldValue(form, "code"));
    if (!check.ok) {
      setCodeError(s.codeErrors[check.key]);
      return;
    }
    setCodeError("");
    setFailure(null);
    verify.mutate(
      { email: codeSentTo, code: check.code },
      {
        onSuccess: (verified) => {
          if (!verified) {
            setCodeError(s.codeWrong);
            return;
          }
          setVerifiedNow(codeSentTo);
          setCodeSentTo(null);
          setStatus(s.verifiedNow(codeSentTo));
        },
        onError: (error) => setFailure({ what: s.verifyError, error }),
      },
    );
  };

  const onConfirm = () => {
    if (!pending) return;
    const { kind, email } = pending;
    setPending(null);
    setFailure(null);
    setStatus("");
    // SPEC §7 "ebillEmail and isEbillSubscribed true": the domain's body for the verified address; a deactivation
    // sends the stored address with false.
    const activation = kind === "activate" ? ebillSubscriptionBody(email) : null;
    if (activation && !activation.ok) {
      const key = activation.errors.ebillEmail;
      setEmailError((key && s.emailErrors[key]) ?? s.emailErrorFallback);
      return;
    }
    subscribe.mutate(activation ? activation.value : { ebillEmail: email, isEbillSubscribed: false }, {
      onSuccess: (stored) => {
        setVerifiedNow(null);
        setCodeSentTo(null);
        setChanging(false);
        setStatus(kind === "activate" ? s.activated(stored.ebillEmail || email) : s.deactivated);
      },
      onError: (error) => {
        if (kind === "activate" && codeOf(error) === "email_not_verified") {
          setVerifiedNow(null);
          setFailure({ what: s.notVerifiedError, error: null });
          return;
        }
        setFailure({ what: kind === "activate" ? s.activateError : s.deactivateError, error });
      },
    });
  };

  const busy = subscribe.isPending;
  return (
    <>
      {subscribed ? (
        <p>{s.subscribed(subscription.ebillEmail)}</p>
      ) : (
        <>
          <p>{s.notSubscribed}</p>
          {subscription.ebillEmail ? <p className="bills-note">{s.storedAddress(subscription.ebillEmail)}</p> : null}
        </>
      )}
      {subscription.ebillEmail ? (
        <p className="ebill-badge" data-verified={subscription.isEmailVerified}>
          {subscription.isEmailVerified ? s.verified : s.notVerified}
        </p>
      ) : null}
      {subscribed ? (
        <div className="bills-actions">
          <button
            type="button"
            className="aria-button"
            data-variant="outline"
            disabled={busy}
            onClick={() => setPending({ kind: "deactivate", email: subscription.ebillEmail })}
          >
            {busy && subscribe.variables?.isEbillSubscribed === false ? s.deactivating : s.deactivate}
          </button>
          {!changing ? (
            <button type="button" className="aria-button" data-variant="outline" onClick={() => setChanging(true)}>
              {s.changeAddress}
            </button>
          ) : null}
        </div>
      ) : null}

      {showForm ? (
        <>
          <EarlyForm className="ebill-form" onSubmit={onSendCode}>
            <ErrorSummary fields={[["ebill-email", s.emailLabel, emailError]]} />
            <FormField
              id="ebill-email"
              name="ebillEmail"
              label={s.emailLabel}
              type="email"
              autoComplete="email"
              defaultValue={defaultEbillEmail(subscription, profileEmail)}
              error={emailError || undefined}
            />
            <div className="bills-actions">
              <BusyButton type="submit" variant={ready ? "outline" : "primary"} busy={sendCode.isPending}>
                {sendCode.isPending ? s.sendingCode : s.sendCode}
              </BusyButton>
            </div>
          </EarlyForm>
          {codeSentTo ? (
            <EarlyForm className="ebill-form" onSubmit={onVerify}>
              <ErrorSummary fields={[["ebill-code", s.codeLabel, codeError]]} />
              <FormField
                id="ebill-code"
                name="code"
                label={s.codeLabel}
                hint={s.codeHint}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                error={codeError || undefined}
              />
              <div className="bills-actions">
                <BusyButton type="submit" busy={verify.isPending}>
                  {verify.isPending ? s.verifying : s.verify}
                </BusyButton>
              </div>
            </EarlyForm>
          ) : null}
          {ready && (!subscribed || ready !== subscription.ebillEmail) ? (
            <div className="bills-actions">
              <BusyButton busy={busy} onClick={() => setPending({ kind: "activate", email: ready })}>
                {busy && subscribe.variables?.isEbillSubscribed ? s.activating : s.activate}
              </BusyButton>
            </div>
          ) : null}
        </>
      ) : null}

      {failure ? (
        failure.error === null ? (
          <p role="alert" className="error-ribbon">
            {failure.what}
          </p>
        ) : (
          <ErrorRibbon what={failure.what} error={failure.error} />
        )
      ) : null}
      {status ? <Status text={status} /> : null}

      {pending ? (
        <ConfirmDialog
          title={pending.kind === "activate" ? s.activateTitle : s.deactivateTitle}
          text={pending.kind === "activate" ? s.activateText(pending.email) : s.deactivateText(pending.email)}
          confirm={t.confirm}
          cancel={t.cancel}
          onConfirm={onConfirm}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </>
  );
}
