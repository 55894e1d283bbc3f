// A failed registration step, next to its form: a refusal the registration knows says what to do (SPEC §8
// Login/session codes and the registration's own); anything else is the catalogued ribbon of its error class
// (ErrorRibbon). Focus moves to it, so keyboard and screen-reader users hear it at once.
import React, { useEffect, useRef } from "react";
import { ErrorRibbon } from "../../components/errors/ErrorRibbon";
import { NavLink } from "../../components/layout/NavLink";
import { registrationErrorKey } from "../../domain/registration/errors";
import { LOGIN_PATH } from "../../domain/session/landing";
import type { RegistrationFailure } from "../../hooks/useRegistration";
import { roRegistration } from "../../i18n/ro/registration";

export function RegistrationAlert({ failure }: { failure: RegistrationFailure }): React.ReactElement {
  const t = roRegistration;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [failure]);
  const key = registrationErrorKey(failure.error);
  if (key) {
    return (
      <div ref={ref} tabIndex={-1} role="alert" className="error-ribbon">
        <p>{t.refusals[key]}</p>
        {key === "accountExists" || key === "emailTaken" ? (
          <p>
            <NavLink to={LOGIN_PATH}>{t.signInLink}</NavLink>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div ref={ref} tabIndex={-1}>
      <ErrorRibbon what={t.failed[failure.action]} error={failure.error} />
    </div>
  );
}
