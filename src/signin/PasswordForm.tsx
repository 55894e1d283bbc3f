// Sign-in with user name and password (DESIGN.md: fields "Utilizator" and "Parolă", button "Intră în cont").
// What the user typed stays in the fields whatever happens; a failure shows one message and changes nothing else.
// The fields are read when the form is sent (EarlyForm): typing or a password manager's fill before the page is
// interactive is used as it is, and a submit before then is sent once it is (issue 12).
import React, { useEffect, useRef, useState } from "react";
import { roSignIn } from "../i18n/ro/signIn";
import type { SignInState } from "../hooks/useSignIn";
import { EarlyForm } from "../components/forms/EarlyForm";
import { fieldValue } from "../components/forms/formControls";
import { ErrorSummary } from "../components/forms/ErrorSummary";
import { Field } from "./Field";

const USERNAME_ID = "signin-username";
const PASSWORD_ID = "signin-password";

export function PasswordForm({
  state,
  onSubmit,
}: {
  state: SignInState;
  onSubmit: (username: string, password: string) => void;
}): React.ReactElement {
  const t = roSignIn.password;
  const [missing, setMissing] = useState<{ username: boolean; password: boolean }>({ username: false, password: false });
  const errorRef = useRef<HTMLDivElement>(null);
  const busy = state.kind === "submitting";

  // A failed attempt moves focus to its message so screen-reader and keyboard users hear it at once.
  useEffect(() => {
    if (state.kind === "error") errorRef.current?.focus();
  }, [state]);

  const submit = (form: HTMLFormElement) => {
    if (busy) return;
    const username = fieldValue(form, USERNAME_ID).trim();
    const password = fieldValue(form, PASSWORD_ID);
    const next = { username: username === "", password: password === "" };
    setMissing(next);
    // A missing field: the error summary takes focus and links to it.
    if (!next.username && !next.password) onSubmit(username, password);
  };

  return (
    <EarlyForm onSubmit={submit} aria-busy={busy} aria-labelledby="signin-password-heading">
      {state.kind === "error" ? (
        <div ref={errorRef} tabIndex={-1} role="alert" className="signin-error">
          {state.message}
        </div>
      ) : null}
      <ErrorSummary
        fields={[
          [USERNAME_ID, t.username, missing.username ? roSignIn.errors.required : null],
          [PASSWORD_ID, t.password, missing.password ? roSignIn.errors.required : null],
        ]}
      />
      <Field
        id={USERNAME_ID}
        label={t.username}
        hint={t.usernameHint}
        error={missing.username ? roSignIn.errors.required : null}
        name="username"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={200}
      />
      {/* No name: were the form ever sent natively (no JavaScript at all), the password would not go with it. */}
      <Field
        id={PASSWORD_ID}
        label={t.password}
        error={missing.password ? roSignIn.errors.required : null}
        type="password"
        autoComplete="current-password"
        maxLength={200}
      />
      <div className="signin-actions">
        <button type="submit" className="aria-button" data-variant="primary" disabled={busy}>
          {busy ? t.submitting : t.submit}
        </button>
      </div>
    </EarlyForm>
  );
}
