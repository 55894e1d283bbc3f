// "Factura electronică" (issue 15; SPEC §3 "E-bill subscription", "Document format"; §5 "E-mail validation succeeds
// only when the response error code is 'no_error'"; §7 "E-bill subscription and e-mail"): whether the account gets its
// bill by e-mail and where, subscribing an address proven by a code (send the code, type it, verify, confirm),
// unsubscribing, and the bill's document format. Every change asks for confirmation ("Confirmă" / "Renunță",
// DESIGN.md). The state is the back end's (useEbillSubscription, useDocumentFormat): a reload shows what is stored.
// Fields are uncontrolled and read from the DOM on submit (EarlyForm): what was typed stays whatever happens.
import React, { useState } from "react";
import { chakra } from "@chakra-ui/react";
import { ErrorRibbon } from "../../components/errors/ErrorRibbon";
import { EarlyForm } from "../../components/forms/EarlyForm";
import { documentFormatChange, documentFormatChoice, type DocumentFormatName } from "../../domain/billing/documentFormatChoice";
import type { DocumentFormat, EbillSubscription } from "../../domain/billing/ebillAnswers";
import { activatableEmail, checkEmailCode, defaultEbillEmail } from "../../domain/billing/ebillVerification";
import { checkEmail } from "../../domain/billing/emailAddress";
import type { UserInfo } from "../../domain/session/userInfo";
import {
  useDocumentFormat,
  useDocumentFormatChange,
  useEbillSubscribe,
  useEbillSubscription,
  useSendEmailCode,
  useVerifyEmail,
} from "../../hooks/billing";
import { roEbill } from "../../i18n/ro/ebill";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Skeleton } from "../dashboard/SectionStates";
import { ebillCss } from "./ebillCss";

const t = roEbill;

const valueOf = (form: HTMLFormElement, name: string): string => {
  const el = form.elements.namedItem(name);
  return el instanceof HTMLInputElement ? el.value : "";
};

/** The code that came back with a gateway error (GatewayError.code), if any. */
const codeOf = (error: unknown): unknown => (error !== null && typeof error === "object" ? (error as { code?: unknown }).code : null);

function Part({ id, title, busy, children }: { id: string; title: string; busy: boolean; children: React.ReactNode }) {
  return (
    <section className="ebill-part" aria-labelledby={id} aria-busy={busy}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

function Status({ text }: { text: string }): React.ReactElement {
  return (
    <p role="status" className="ebill-status">
      {text}
    </p>
  );
}

type Pending = { kind: "activate"; email: string } | { kind: "deactivate"; email: string } | null;

function Subscription({ ban, subscription, profileEmail }: { ban: string; subscription: EbillSubscription; profileEmail: string }) {
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
    const check = checkEmail(valueOf(form, "ebillEmail"));
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
    const check = checkEmailCode(valueOf(form, "code"));
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
    subscribe.mutate(
      { ebillEmail: email, isEbillSubscribed: kind === "activate" },
      {
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
      },
    );
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
            <div className="checkout-field">
              <label htmlFor="ebill-email">{s.emailLabel}</label>
              <input
                id="ebill-email"
                name="ebillEmail"
                type="email"
                autoComplete="email"
                defaultValue={defaultEbillEmail(subscription, profileEmail)}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? "ebill-email-error" : undefined}
              />
              {emailError ? (
                <p id="ebill-email-error" className="field-error">
                  {emailError}
                </p>
              ) : null}
            </div>
            <div className="bills-actions">
              <button
                type="submit"
                className="aria-button"
                data-variant={ready ? "outline" : "primary"}
                disabled={sendCode.isPending}
                aria-busy={sendCode.isPending || undefined}
              >
                {sendCode.isPending ? s.sendingCode : s.sendCode}
              </button>
            </div>
          </EarlyForm>
          {codeSentTo ? (
            <EarlyForm className="ebill-form" onSubmit={onVerify}>
              <div className="checkout-field">
                <label htmlFor="ebill-code">{s.codeLabel}</label>
                <p id="ebill-code-hint" className="cart-hint">
                  {s.codeHint}
                </p>
                <input
                  id="ebill-code"
                  name="code"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={12}
                  aria-invalid={codeError ? true : undefined}
                  aria-describedby={`ebill-code-hint${codeError ? " ebill-code-error" : ""}`}
                />
                {codeError ? (
                  <p id="ebill-code-error" className="field-error" aria-live="polite">
                    {codeError}
                  </p>
                ) : null}
              </div>
              <div className="bills-actions">
                <button
                  type="submit"
                  className="aria-button"
                  data-variant="primary"
                  disabled={verify.isPending}
                  aria-busy={verify.isPending || undefined}
                >
                  {verify.isPending ? s.verifying : s.verify}
                </button>
              </div>
            </EarlyForm>
          ) : null}
          {ready && (!subscribed || ready !== subscription.ebillEmail) ? (
            <div className="bills-actions">
              <button
                type="button"
                className="aria-button"
                data-variant="primary"
                disabled={busy}
                aria-busy={busy || undefined}
                onClick={() => setPending({ kind: "activate", email: ready })}
              >
                {busy && subscribe.variables?.isEbillSubscribed ? s.activating : s.activate}
              </button>
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

function Format({ ban, format }: { ban: string; format: DocumentFormat }) {
  const f = t.format;
  const change = useDocumentFormatChange(ban);
  const choice = documentFormatChoice(format);
  const [pending, setPending] = useState<DocumentFormatName | null>(null);
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");
  const [failure, setFailure] = useState<unknown>(null);

  const onSubmit = (form: HTMLFormElement) => {
    const checked = form.querySelector<HTMLInputElement>('input[name="billDocumentFormat"]:checked');
    const result = documentFormatChange(checked?.value ?? null, format);
    if (!result.ok) {
      setError(f.changeErrors[result.key]);
      return;
    }
    setError("");
    setPending(result.value.billDocumentFormat);
  };

  const onConfirm = () => {
    if (!pending) return;
    const chosen = pending;
    setPending(null);
    setFailure(null);
    setStatus("");
    change.mutate(
      { billDocumentFormat: chosen },
      { onSuccess: () => setStatus(f.saved(f.options[chosen])), onError: (e) => setFailure(e) },
    );
  };

  const locked = !choice.canChange;
  return (
    <>
      <p>{choice.current ? f.current(f.options[choice.current]) : f.unknown}</p>
      {locked ? (
        <p id="ebill-format-locked" className="bills-note">
          {f.notAllowed}
        </p>
      ) : null}
      <EarlyForm className="ebill-form" onSubmit={onSubmit}>
        {/* Remounted when the stored format changes elsewhere, so the checked radio is the stored one. */}
        <fieldset
          key={choice.current ?? ""}
          className="checkout-fieldset"
          disabled={locked || change.isPending}
          aria-describedby={locked ? "ebill-format-locked" : error ? "ebill-format-error" : undefined}
        >
          <legend>{f.legend}</legend>
          {choice.options.map((option) => (
            <label key={option} className="ebill-radio">
              <input type="radio" name="billDocumentFormat" value={option} defaultChecked={option === choice.current} /> {f.options[option]}
            </label>
          ))}
        </fieldset>
        {error ? (
          <p id="ebill-format-error" className="field-error" aria-live="polite">
            {error}
          </p>
        ) : null}
        <div className="bills-actions">
          <button
            type="submit"
            className="aria-button"
            data-variant="primary"
            disabled={locked || change.isPending}
            aria-busy={change.isPending || undefined}
            aria-describedby={locked ? "ebill-format-locked" : undefined}
          >
            {change.isPending ? f.saving : f.save}
          </button>
        </div>
      </EarlyForm>
      {failure ? <ErrorRibbon what={f.saveError} error={failure} /> : null}
      {status ? <Status text={status} /> : null}
      {pending ? (
        <ConfirmDialog
          title={f.saveTitle}
          text={f.saveText(f.options[pending])}
          confirm={t.confirm}
          cancel={t.cancel}
          onConfirm={onConfirm}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </>
  );
}

export interface EbillPanelProps {
  /** The billing account (billingAccountOf(profile.selectedBan, profile.customerInfo?.bans ?? [])). */
  ban: string;
  profile: UserInfo;
}

export function EbillPanel({ ban, profile }: EbillPanelProps): React.ReactElement {
  const account = ban.trim() || null;
  const subscription = useEbillSubscription(account);
  const format = useDocumentFormat(account);
  const profileEmail = profile.email || profile.attributes?.email || "";
  return (
    <chakra.div css={ebillCss} className="ebill-panel">
      <section className="dashboard-card dashboard-wide" aria-labelledby="ebill-heading">
        <h2 id="ebill-heading">{t.heading}</h2>
        <p className="dashboard-caption">{t.lead}</p>
        {!account ? (
          <p className="dashboard-empty">{t.noAccount}</p>
        ) : (
          <>
            <Part id="ebill-subscription" title={t.subscription.heading} busy={subscription.isPending}>
              {subscription.isPending ? (
                <Skeleton label={t.subscription.loading} lines={2} />
              ) : subscription.isError ? (
                <ErrorRibbon what={t.subscription.error} error={subscription.error} onRetry={() => void subscription.refetch()} />
              ) : (
                <Subscription ban={account} subscription={subscription.data} profileEmail={profileEmail} />
              )}
            </Part>
            <Part id="ebill-format" title={t.format.heading} busy={format.isPending}>
              {format.isPending ? (
                <Skeleton label={t.format.loading} lines={2} />
              ) : format.isError ? (
                <ErrorRibbon what={t.format.error} error={format.error} onRetry={() => void format.refetch()} />
              ) : (
                <Format ban={account} format={format.data} />
              )}
            </Part>
          </>
        )}
      </section>
    </chakra.div>
  );
}

export default EbillPanel;
