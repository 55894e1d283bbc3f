// The labelled, uncontrolled fields of the self-care forms (recharge, filters, e-bill, tickets), with the site's field
// classes (checkout-field, cart-hint, field-error: the global stylesheet): a hint, a live note (the recharge's lei
// equivalent) and a message, all tied to the control by aria-describedby; aria-invalid while it has a message. One
// frame for an input, a select and a text area, so every field of the site says the same things the same way.
import React from "react";

interface FrameProps {
  id: string;
  label: string;
  hint?: string;
  /** Shown under the control as it changes (aria-live), e.g. the amount in lei. */
  note?: React.ReactNode;
  error?: string;
}

type ControlAria = { "aria-invalid": true | undefined; "aria-describedby": string | undefined };

function Frame({ id, label, hint, note, error, control }: FrameProps & { control: (aria: ControlAria) => React.ReactNode }) {
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
      {control({ "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
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

type Owned = "id" | "name" | "aria-invalid" | "aria-describedby";
type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, Owned>;

export interface FormFieldProps extends InputProps, FrameProps {
  name: string;
}

export function FormField({ id, name, label, hint, note, error, ...input }: FormFieldProps): React.ReactElement {
  return <Frame {...{ id, label, hint, note, error }} control={(aria) => <input id={id} name={name} type="text" {...input} {...aria} />} />;
}

export interface SelectFieldProps extends Omit<React.SelectHTMLAttributes<HTMLSelectElement>, Owned>, Omit<FrameProps, "note"> {
  name: string;
  children: React.ReactNode;
}

export function SelectField({ id, name, label, hint, error, children, ...select }: SelectFieldProps): React.ReactElement {
  return (
    <Frame
      {...{ id, label, hint, error }}
      control={(aria) => (
        <select id={id} name={name} {...select} {...aria}>
          {children}
        </select>
      )}
    />
  );
}

export interface TextAreaFieldProps extends Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, Owned>, Omit<FrameProps, "note"> {
  name: string;
}

export function TextAreaField({ id, name, label, hint, error, ...area }: TextAreaFieldProps): React.ReactElement {
  return <Frame {...{ id, label, hint, error }} control={(aria) => <textarea id={id} name={name} {...area} {...aria} />} />;
}
