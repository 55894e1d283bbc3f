// The login options step (SPEC §4): "Am un număr Aria" or "Sunt client nou", and the mobile number the code goes to.
// The form is in the page's HTML (EarlyForm): what is typed or chosen before the page is interactive is what is sent,
// and a submit before then is sent once it is. A failure keeps both where they are.
import React, { useState } from "react";
import { BusyButton } from "../../components/BusyButton";
import { EarlyForm } from "../../components/forms/EarlyForm";
import { fieldValue } from "../../components/forms/formControls";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { checkStart, type RegistrationMessageKey } from "../../domain/registration/details";
import { REGISTRATION_OPTIONS, type RegistrationOption } from "../../domain/registration/steps";
import type { Registration } from "../../hooks/useRegistration";
import { roRegistration } from "../../i18n/ro/registration";
import { Field } from "../Field";
import { RegistrationAlert } from "./RegistrationAlert";

const PHONE_ID = "register-phone";

/** The radio group's chosen value ("" when none): a RadioNodeList, which fieldValue does not read. */
function chosen(form: HTMLFormElement, name: string): string {
  const el = form.elements.namedItem(name);
  return el instanceof RadioNodeList ? el.value : "";
}

export function NumberStep({ registration }: { registration: Registration }): React.ReactElement {
  const t = roRegistration;
  const { state } = registration;
  const [errors, setErrors] = useState<Partial<Record<"option" | "phone", RegistrationMessageKey>>>({});
  const busy = state.busy === "start";
  const last: { option: RegistrationOption | null; msisdn: string } = state.lastStart ?? { option: null, msisdn: "" };

  const submit = (form: HTMLFormElement) => {
    if (busy) return;
    const checked = checkStart({ option: chosen(form, "option"), phone: fieldValue(form, PHONE_ID) });
    if (!checked.ok) {
      return setErrors(checked.errors); // the error summary takes focus
    }
    setErrors({});
    registration.start(checked.value.option, checked.value.msisdn);
  };

  return (
    <EarlyForm onSubmit={submit} aria-busy={busy} aria-labelledby="register-step-heading">
      {state.failure ? <RegistrationAlert failure={state.failure} /> : null}
      <ErrorSummary
        fields={[
          [`register-option-${REGISTRATION_OPTIONS[0]}`, t.number.legend, errors.option && t.fields[errors.option]],
          [PHONE_ID, t.number.phone, errors.phone && t.fields[errors.phone]],
        ]}
      />
      <fieldset aria-describedby={errors.option ? "register-option-error" : undefined}>
        <legend>{t.number.legend}</legend>
        {REGISTRATION_OPTIONS.map((option) => (
          <label key={option} className="identity-option">
            <input id={`register-option-${option}`} type="radio" name="option" value={option} defaultChecked={last.option === option} />
            <div>
              <strong>{t.number.options[option].label}</strong>
              <span>{t.number.options[option].hint}</span>
            </div>
          </label>
        ))}
        {errors.option ? (
          <span id="register-option-error" className="signin-field-error">
            {t.fields[errors.option]}
          </span>
        ) : null}
      </fieldset>
      <Field
        id={PHONE_ID}
        label={t.number.phone}
        hint={t.number.phoneHint}
        error={errors.phone ? t.fields[errors.phone] : null}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        defaultValue={last.msisdn}
      />
      <div className="signin-actions">
        <BusyButton type="submit" busy={busy}>
          {busy ? t.number.sending : t.number.submit}
        </BusyButton>
      </div>
    </EarlyForm>
  );
}
