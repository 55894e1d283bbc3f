// "Trimite pe e-mail" (SPEC §6/§7 bill e-mail): the typed address (the profile's by default) and, for the one role
// that may (domain billEmailPayload), other addresses; checked by the domain before anything is sent, what was typed
// kept whatever happens.
import { fieldValue } from "../../components/forms/formControls";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import React, { useState } from "react";
import { billEmailPayload, OTHER_EMAILS_ROLE, type BillEmailPayload } from "../../domain/billing/billEmailPayload";
import type { Role } from "../../domain/enums";
import { Dialog } from "../../components/errors/catalogue/Dialog";
import { ErrorRibbon } from "../../components/errors/ErrorRibbon";
import { billingErrorText } from "../../i18n/ro/billing";
import { roBills } from "../../i18n/ro/bills";
import { BusyButton } from "../../components/BusyButton";

interface Props {
  role: Role;
  defaultEmail: string;
  busy: boolean;
  /** The failure of the last send (the ribbon says what it means). */
  failure: unknown;
  onSend: (payload: BillEmailPayload) => void;
  onCancel: () => void;
}

export function EmailDialog({ role, defaultEmail, busy, failure, onSend, onCancel }: Props): React.ReactElement {
  const t = roBills.email;
  const [errors, setErrors] = useState<{ email?: string; otherEmails?: string }>({});
  const others = role === OTHER_EMAILS_ROLE;
  const submit = (form: HTMLFormElement) => {
    const read = (name: string) => fieldValue(form, name);
    const otherEmails = others
      ? read("otherEmails")
          .split(/[\n,;]+/)
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
    const result = billEmailPayload({ role, typedEmail: read("email"), otherEmails });
    if (!result.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(result.errors).map(([field, key]) => [field, billingErrorText(field === "email" ? "email" : "otherEmails", key)]),
        ),
      );
      return;
    }
    setErrors({});
    onSend(result.value);
  };
  return (
    <Dialog title={t.title} onEscape={onCancel} variant="form" role="dialog" actions={null}>
      <form
        className="bills-email"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit(e.currentTarget);
        }}
      >
        <ErrorSummary
          fields={[
            ["bill-email", t.field, errors.email],
            ["bill-other-emails", t.others, errors.otherEmails],
          ]}
        />
        <div className="checkout-field">
          <label htmlFor="bill-email">{t.field}</label>
          <input
            id="bill-email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={defaultEmail}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "bill-email-error" : undefined}
          />
          {errors.email ? (
            <p id="bill-email-error" className="field-error">
              {errors.email}
            </p>
          ) : null}
        </div>
        {others ? (
          <div className="checkout-field">
            <label htmlFor="bill-other-emails">{t.others}</label>
            <p id="bill-other-emails-hint" className="cart-hint">
              {t.othersHint}
            </p>
            <textarea
              id="bill-other-emails"
              name="otherEmails"
              rows={3}
              aria-invalid={errors.otherEmails ? true : undefined}
              aria-describedby={`bill-other-emails-hint${errors.otherEmails ? " bill-other-emails-error" : ""}`}
            />
            {errors.otherEmails ? (
              <p id="bill-other-emails-error" className="field-error">
                {errors.otherEmails}
              </p>
            ) : null}
          </div>
        ) : null}
        {failure ? <ErrorRibbon what={roBills.failures.email} error={failure} /> : null}
        <div className="checkout-actions">
          <BusyButton type="submit" busy={busy}>
            {busy ? t.sending : t.send}
          </BusyButton>
          <button type="button" className="aria-button" data-variant="outline" onClick={onCancel}>
            {t.cancel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
