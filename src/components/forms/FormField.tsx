// One labelled, uncontrolled input of the self-care forms (recharge, top-up filter, e-bill), with the site's field classes
// (checkout-field, cart-hint, field-error: the global stylesheet): its hint, a live note (the recharge's lei
// equivalent) and its message, all tied to the input by aria-describedby; aria-invalid while it has a message.
import React from "react";

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "aria-invalid" | "aria-describedby">;

export interface FormFieldProps extends InputProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  /** Shown under the input as it changes (aria-live), e.g. the amount in lei. */
  note?: React.ReactNode;
  error?: string;
}

export function FormField({ id, name, label, hint, note, error, ...input }: FormFieldProps): React.ReactElement {
  const describedBy =
    [hint ? `${id}-hint` : null, note !== undefined ? `${id}-note` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className="checkout-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="cart-hint">
          {hint}
        </p>
      ) : null}
      <input id={id} name={name} type="text" {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {note !== undefined ? (
        <p id={`${id}-note`} className="recharge-rate" aria-live="polite">
          {note}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
