// Sign-in with user name and password (DESIGN.md: fields "Utilizator" and "Parolă", button "Intră în cont").
// What the user typed stays in the fields whatever happens; a failure shows one message and changes nothing else.
import React, { useEffect, useRef, useState } from "react";
import { ro } from "../i18n/ro";
import type { SignInState } from "../hooks/useSignIn";
import { Field } from "./Field";

export function PasswordForm({
  state,
  onSubmit,
}: {
  state: SignInState;
  onSubmit: (username: string, password: string) => void;
}): React.ReactElement {
  const t = ro.signIn.password;
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState<{ username: boolean; password: boolean }>({ username: false, password: false });
  const errorRef = useRef<HTMLDivElement>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const busy = state.kind === "submitting";

  // A failed attempt moves focus to its message so screen-reader and keyboard users hear it at once.
  useEffect(() => {
    if (state.kind === "error") errorRef.current?.focus();
  }, [state]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const next = { username: username.trim() === "", password: password === "" };
    setMissing(next);
    if (next.username) return usernameRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    onSubmit(username.trim(), password);
  };

  return (
    // POST: a submit before the page is interactive must not put the password in the address.
    <form method="post" onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="signin-password-heading">
      {state.kind === "error" ? (
        <div ref={errorRef} tabIndex={-1} role="alert" className="signin-error">
          {state.message}
        </div>
      ) : null}
      <Field
        ref={usernameRef}
        id="signin-username"
        label={t.username}
        hint={t.usernameHint}
        error={missing.username ? ro.signIn.errors.required : null}
        name="username"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={200}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <Field
        ref={passwordRef}
        id="signin-password"
        label={t.password}
        error={missing.password ? ro.signIn.errors.required : null}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={200}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="signin-actions">
        <button type="submit" className="aria-button" data-variant="primary" disabled={busy}>
          {busy ? t.submitting : t.submit}
        </button>
      </div>
    </form>
  );
}
