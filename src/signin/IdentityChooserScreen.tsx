// /login/identitate: a user with several contact roles picks the identity to continue with (SPEC §4 "Identity
// selection: tokens are swapped, then extended tokens loaded"). Keyboard: radio group, then "Continuă".
import React, { useEffect, useMemo, useRef, useState } from "react";
import { Container } from "../components/layout/Container";
import { roSignIn } from "../i18n/ro/signIn";
import { useIdentityChooser } from "../hooks/useIdentityChooser";

export function IdentityChooserScreen(): React.ReactElement {
  const t = roSignIn.identity;
  const { state, choose, reload } = useIdentityChooser();
  const [selected, setSelected] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const busy = state.kind === "submitting";
  const roles = useMemo(() => (state.kind === "ready" || state.kind === "submitting" ? state.roles : []), [state]);
  const error = state.kind === "ready" ? state.error : null;

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  // One identity pre-selected (the one the gateway marks, else the first) so "Continuă" always has a choice.
  useEffect(() => {
    const initial = roles.find((r) => r.selected) ?? roles[0];
    if (selected === null && initial) setSelected(initial.id);
  }, [roles, selected]);

  let body: React.ReactNode;
  if (state.kind === "loading") body = <p role="status">{t.loading}</p>;
  else if (state.kind === "failed")
    body = (
      <div role="alert" className="signin-error">
        <p>{t.error}</p>
        <button type="button" className="aria-button" data-variant="secondary" onClick={reload}>
          {t.retry}
        </button>
      </div>
    );
  else if (roles.length === 0) body = <p role="status">{t.none}</p>;
  else
    body = (
      <form
        noValidate
        aria-busy={busy}
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy && selected) choose(selected);
        }}
      >
        {error ? (
          <div ref={errorRef} tabIndex={-1} role="alert" className="signin-error">
            {error}
          </div>
        ) : null}
        <fieldset>
          <legend>{t.legend}</legend>
          {roles.map((role) => (
            <label key={role.id} className="identity-option">
              <input type="radio" name="identity" value={role.id} checked={selected === role.id} onChange={() => setSelected(role.id)} />
              <div>
                <strong>
                  {role.companyName ?? roSignIn.roles[role.role] ?? role.role} · {t.customerType[role.customerType] ?? role.customerType}
                </strong>
                <span>
                  {roSignIn.roles[role.role] ?? role.role} · {t.ban(role.ban)}
                  {role.resourceValue ? ` · ${role.resourceValue}` : ""}
                </span>
              </div>
            </label>
          ))}
        </fieldset>
        <div className="signin-actions">
          <button type="submit" className="aria-button" data-variant="primary" disabled={busy || !selected}>
            {busy ? t.submitting : t.submit}
          </button>
        </div>
      </form>
    );

  return (
    <div className="signin-screen">
      <Container>
        <h1>{t.title}</h1>
        <p className="signin-lead">{t.lead}</p>
        <div aria-live="polite">{body}</div>
      </Container>
    </div>
  );
}
