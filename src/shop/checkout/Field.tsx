// One labelled field of a checkout form: uncontrolled (the form is read from the DOM when submitted, so what was
// typed or autofilled before hydration counts: components/forms/EarlyForm.tsx), with its hint and its message, both
// tied to the control by aria-describedby.
import React from "react";

interface Common {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
}

const describedBy = ({ id, hint, error }: Common): string | undefined =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

function Frame({ id, label, hint, error, children }: Common & { children: React.ReactNode }): React.ReactElement {
  return (
    <div className="checkout-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="cart-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Common & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name">;

export function TextField({ id, name, label, hint, error, ...input }: InputProps): React.ReactElement {
  return (
    <Frame id={id} name={name} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type="text"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, name, label, hint, error })}
      />
    </Frame>
  );
}

interface SelectProps extends Common {
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  autoComplete?: string;
}

/** A select's stored value is put in by the step (useDraftFill), not by defaultValue: hydration would reset a choice. */
export function SelectField({ id, name, label, hint, error, placeholder, options, autoComplete }: SelectProps): React.ReactElement {
  return (
    <Frame id={id} name={name} label={label} hint={hint} error={error}>
      <select
        id={id}
        name={name}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, name, label, hint, error })}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
