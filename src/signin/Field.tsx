// One labelled input of the sign-in forms, with its hint and its error wired to aria-describedby/aria-invalid.
import React from "react";

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "aria-invalid" | "aria-describedby">;

export const Field = React.forwardRef<HTMLInputElement, InputProps & { id: string; label: string; hint?: string; error?: string | null }>(
  function Field({ id, label, hint, error, ...input }, ref) {
    const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
    return (
      <div className="signin-field">
        <label htmlFor={id}>{label}</label>
        <input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...input} />
        {hint ? (
          <span id={`${id}-hint`} className="signin-hint">
            {hint}
          </span>
        ) : null}
        {error ? (
          <span id={`${id}-error`} className="signin-field-error">
            {error}
          </span>
        ) : null}
      </div>
    );
  },
);
