// The account's details: names, e-mail (the user name), password with its rules stated, and the terms (SPEC §3
// vetting tocAccepted, required). Checked before anything is sent; the account is made only after a confirmation
// naming the number and the user name (WCAG 3.3.4: accepting terms is a commitment). A failure keeps every field as
// typed, the password included; nothing typed here is stored anywhere.
import React, { useRef, useState } from "react";
import { BusyButton } from "../../components/BusyButton";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { EarlyForm } from "../../components/forms/EarlyForm";
import { fieldValue } from "../../components/forms/formControls";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { checkDetails, type DetailsField, type RegistrationDetails, type RegistrationMessageKey } from "../../domain/registration/details";
import type { Registration } from "../../hooks/useRegistration";
import { roRegistration } from "../../i18n/ro/registration";
import { Field } from "../Field";
import { RegistrationAlert } from "./RegistrationAlert";

const ID: Record<DetailsField, string> = {
  firstName: "register-first-name",
  lastName: "register-last-name",
  email: "register-email",
  password: "register-password",
  tocAccepted: "register-toc",
};
const ORDER: readonly DetailsField[] = ["firstName", "lastName", "email", "password", "tocAccepted"];
const LABEL = { firstName: "firstName", lastName: "lastName", email: "email", password: "password", tocAccepted: "terms" } as const;

export function DetailsStep({ registration }: { registration: Registration }): React.ReactElement {
  const t = roRegistration.details;
  const messages = roRegistration.fields;
  const { state } = registration;
  const [local, setLocal] = useState<Partial<Record<DetailsField, RegistrationMessageKey>> | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState<RegistrationDetails | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const busy = state.busy === "account";
  const msisdn = state.vetting?.msisdn ?? "";
  // The form's own check first; after a send, what the gateway named.
  const errors = local ?? state.fieldErrors;
  const message = (field: DetailsField) => (errors[field] ? messages[errors[field]] : null);

  const submit = (form: HTMLFormElement) => {
    if (busy) return;
    const toc = form.elements.namedItem(ID.tocAccepted);
    const checked = checkDetails(
      {
        firstName: fieldValue(form, ID.firstName),
        lastName: fieldValue(form, ID.lastName),
        email: fieldValue(form, ID.email),
        password: fieldValue(form, ID.password),
        tocAccepted: toc instanceof HTMLInputElement && toc.checked,
      },
      msisdn,
    );
    if (!checked.ok) {
      return setLocal(checked.errors); // the error summary takes focus
    }
    setLocal({});
    setPending(checked.value);
  };

  return (
    <>
      <EarlyForm formRef={formRef} onSubmit={submit} aria-busy={busy} aria-labelledby="register-step-heading">
        {state.failure ? <RegistrationAlert failure={state.failure} /> : null}
        <ErrorSummary fields={ORDER.map((f) => [ID[f], t[LABEL[f]], message(f)] as const)} />
        <Field
          id={ID.firstName}
          label={t.firstName}
          hint={t.nameHint}
          error={message("firstName")}
          name="firstName"
          type="text"
          autoComplete="given-name"
          maxLength={200}
        />
        <Field
          id={ID.lastName}
          label={t.lastName}
          hint={t.nameHint}
          error={message("lastName")}
          name="lastName"
          type="text"
          autoComplete="family-name"
          maxLength={200}
        />
        <Field
          id={ID.email}
          label={t.email}
          hint={t.emailHint}
          error={message("email")}
          name="email"
          type="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={300}
        />
        {/* No name: were the form ever sent natively (no JavaScript at all), the password would not go with it. */}
        <Field
          id={ID.password}
          label={t.password}
          hint={t.passwordHint}
          error={message("password")}
          type={showPassword ? "text" : "password"}
          autoComplete="new-password"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={200}
        />
        <div className="checkout-check">
          <input id="register-show-password" type="checkbox" checked={showPassword} onChange={(e) => setShowPassword(e.target.checked)} />
          <label htmlFor="register-show-password">{t.showPassword}</label>
        </div>
        <div className="checkout-check">
          <input
            id={ID.tocAccepted}
            name="toc"
            type="checkbox"
            aria-invalid={errors.tocAccepted ? true : undefined}
            aria-describedby={["register-toc-summary", errors.tocAccepted ? "register-toc-error" : null].filter(Boolean).join(" ")}
          />
          <label htmlFor={ID.tocAccepted}>{t.terms}</label>
        </div>
        <p id="register-toc-summary" className="signin-hint">
          {t.termsSummary}
        </p>
        {errors.tocAccepted ? (
          <p id="register-toc-error" className="signin-field-error">
            {messages[errors.tocAccepted]}
          </p>
        ) : null}
        <div className="signin-actions">
          <BusyButton type="submit" busy={busy}>
            {busy ? t.submitting : t.submit}
          </BusyButton>
        </div>
      </EarlyForm>
      {pending ? (
        <ConfirmDialog
          title={t.confirmTitle}
          text={t.confirmText(msisdn, pending.email)}
          confirm={t.confirm}
          cancel={t.cancel}
          onConfirm={() => {
            const details = pending;
            setPending(null);
            registration.createAccount(details);
          }}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </>
  );
}
