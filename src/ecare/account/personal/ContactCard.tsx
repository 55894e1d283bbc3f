// The contact details (SPEC §3 phoneNumber, email) and the contact e-mail change, verified by a code first (SPEC §7
// "POST otc /sendValidationEmail", "/validateEmail"; SPEC §5 no_error only): send a code to the new address, type the
// code, confirm the change in a dialog naming the address, saved. Each step's failure is said next to it; what was
// typed stays (uncontrolled fields).
import React, { useRef, useState } from "react";
import { BusyButton } from "../../../components/BusyButton";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { EarlyForm } from "../../../components/forms/EarlyForm";
import { FormField } from "../../../components/forms/FormField";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { fieldValue } from "../../../components/forms/formControls";
import { checkContactEmailCode, checkNewContactEmail, savableEmail, type ContactEmailStep } from "../../../domain/account/contactEmail";
import type { UserInfo } from "../../../domain/session/userInfo";
import { useSaveContactEmail } from "../../../hooks/account/useContactEmail";
import { useSendEmailCode, useVerifyEmailCode } from "../../../hooks/emailCode";
import { roPersonalData } from "../../../i18n/ro/personalData";
import { DashboardCard } from "../../kit/SectionStates";

const t = roPersonalData.contact;
const EMAIL_FIELD = "personal-new-email";
const CODE_FIELD = "personal-email-code";

/** The code an error carries (GatewayError.code), for the answers that have their own sentence. */
const codeOf = (error: unknown): unknown => (error !== null && typeof error === "object" ? (error as { code?: unknown }).code : undefined);

type Failure = { what: string; error: unknown } | { what: string; error: null };

export function ContactCard({ profile }: { profile: UserInfo }): React.ReactElement {
  const sendCode = useSendEmailCode();
  const verify = useVerifyEmailCode();
  const save = useSaveContactEmail();
  const [step, setStep] = useState<ContactEmailStep>({ kind: "idle" });
  const [emailError, setEmailError] = useState("");
  const [codeError, setCodeError] = useState("");
  const [asked, setAsked] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [failure, setFailure] = useState<Failure | null>(null);
  const emailForm = useRef<HTMLFormElement | null>(null);
  const ready = savableEmail(step);

  const onSendCode = (form: HTMLFormElement) => {
    const check = checkNewContactEmail(fieldValue(form, EMAIL_FIELD), profile.email);
    setFailure(null);
    setStatus("");
    if (!check.ok) {
      return setEmailError(t.emailErrors[check.key]); // the error summary takes focus
    }
    setEmailError("");
    sendCode.mutate(
      { email: check.email },
      {
        onSuccess: () => {
          setStep({ kind: "codeSent", email: check.email });
          setCodeError("");
          setStatus(t.codeSent(check.email));
        },
        // At most 3 codes per address in 10 minutes (errorCode sms_blocked): said as such, not as "an error".
        onError: (error) =>
          setFailure(codeOf(error) === "sms_blocked" ? { what: t.tooManyCodes, error: null } : { what: t.sendError, error }),
      },
    );
  };

  const onVerify = (form: HTMLFormElement) => {
    if (step.kind !== "codeSent") return;
    const check = checkContactEmailCode(fieldValue(form, CODE_FIELD));
    setFailure(null);
    if (!check.ok) {
      setCodeError(t.codeErrors[check.key]);
      return;
    }
    setCodeError("");
    const email = step.email;
    verify.mutate(
      { email, code: check.code },
      {
        onSuccess: (verified) => {
          if (!verified) {
            setCodeError(t.codeWrong);
            return;
          }
          setStep({ kind: "verified", email });
          setStatus(t.verified(email));
        },
        onError: (error) => setFailure({ what: t.verifyError, error }),
      },
    );
  };

  const onConfirm = () => {
    if (!asked) return;
    const email = asked;
    setAsked(null);
    setFailure(null);
    setStatus("");
    save.mutate(
      { email },
      {
        onSuccess: (saved) => {
          setStep({ kind: "idle" });
          emailForm.current?.reset();
          setStatus(t.saved(saved.email));
        },
        onError: (error) => {
          if (codeOf(error) === "email_not_verified") {
            setStep({ kind: "idle" });
            setFailure({ what: t.notVerified, error: null });
          } else setFailure({ what: t.saveError, error });
        },
      },
    );
  };

  return (
    <DashboardCard id="personal-contact" title={t.heading}>
      <dl className="ecare-facts">
        <div>
          <dt>{t.phone}</dt>
          <dd>{profile.phoneNumber || t.missing}</dd>
        </div>
        <div>
          <dt>{t.email}</dt>
          <dd>{profile.email || t.missing}</dd>
        </div>
      </dl>
      <p className="dashboard-caption personal-gap">{t.lead}</p>
      <EarlyForm className="personal-form" onSubmit={onSendCode} formRef={emailForm}>
        <ErrorSummary fields={[[EMAIL_FIELD, t.newEmail, emailError]]} />
        <FormField
          id={EMAIL_FIELD}
          name={EMAIL_FIELD}
          label={t.newEmail}
          type="email"
          autoComplete="email"
          maxLength={260}
          error={emailError || undefined}
        />
        <div className="personal-actions">
          <BusyButton type="submit" variant={ready ? "outline" : "primary"} busy={sendCode.isPending}>
            {sendCode.isPending ? t.sendingCode : t.sendCode}
          </BusyButton>
        </div>
      </EarlyForm>
      {step.kind === "codeSent" ? (
        <EarlyForm className="personal-form" onSubmit={onVerify}>
          <ErrorSummary fields={[[CODE_FIELD, t.code, codeError]]} />
          <FormField
            id={CODE_FIELD}
            name={CODE_FIELD}
            label={t.code}
            hint={t.codeHint}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            error={codeError || undefined}
          />
          <div className="personal-actions">
            <BusyButton type="submit" busy={verify.isPending}>
              {verify.isPending ? t.verifying : t.verify}
            </BusyButton>
          </div>
        </EarlyForm>
      ) : null}
      {ready ? (
        <div className="personal-actions">
          <BusyButton busy={save.isPending} onClick={() => setAsked(ready)}>
            {save.isPending ? t.saving : t.save}
          </BusyButton>
        </div>
      ) : null}
      <div role="status" className="personal-status">
        {status ? <p className="personal-notice">{status}</p> : null}
      </div>
      {failure ? (
        failure.error === null ? (
          <p role="alert" className="error-ribbon">
            {failure.what}
          </p>
        ) : (
          <ErrorRibbon what={failure.what} error={failure.error} />
        )
      ) : null}
      {asked ? (
        <ConfirmDialog
          title={t.confirmTitle}
          text={t.confirmText(asked)}
          confirm={roPersonalData.confirm}
          cancel={roPersonalData.cancel}
          onConfirm={onConfirm}
          onCancel={() => setAsked(null)}
        />
      ) : null}
    </DashboardCard>
  );
}
