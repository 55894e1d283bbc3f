// "Creează cont" (issue 26, DESIGN.md: "Creează cont" on /login): the registration steps of SPEC §4 (a login options
// step, a code to the number, the account's details) to a signed-in account. The first step is in the page's HTML,
// so typing starts at first paint; the step reached survives a reload (useRegistration). Each step is one form with
// its progress, its errors under the fields and its failure next to it.
import React, { useEffect, useRef } from "react";
import { Container } from "../../components/layout/Container";
import { NavLink } from "../../components/layout/NavLink";
import type { Area } from "../../domain/area";
import { LOGIN_PATH } from "../../domain/session/landing";
import { useRegistration } from "../../hooks/useRegistration";
import { roRegistration } from "../../i18n/ro/registration";
import { CodeStep } from "./CodeStep";
import { DetailsStep } from "./DetailsStep";
import { NumberStep } from "./NumberStep";
import { RegisterProgress } from "./RegisterProgress";
import { RegistrationAlert } from "./RegistrationAlert";

export function RegisterScreen({ area }: { area: Area }): React.ReactElement {
  const t = roRegistration;
  const registration = useRegistration({ area });
  const { state } = registration;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(state.screen);
  // A new step takes the focus to its heading (not on first paint: the visitor may already be typing).
  useEffect(() => {
    if (shown.current === state.screen) return;
    shown.current = state.screen;
    headingRef.current?.focus();
  }, [state.screen]);

  const heading = {
    number: t.number.heading,
    code: t.code.heading,
    details: t.details.heading,
    done: t.done.heading,
  }[state.screen];

  return (
    <div className="signin-screen">
      <Container>
        <h1>{t.title}</h1>
        <p className="signin-lead">{t.lead}</p>
        <RegisterProgress screen={state.screen} />
        <div role="status">
          {state.notice === "expired" ? <p className="signin-status">{t.expired}</p> : null}
          {state.notice === "resent" ? <p className="signin-status">{t.code.resent}</p> : null}
          {state.screen === "done" && !state.failure ? <p className="signin-status">{t.done.signingIn}</p> : null}
        </div>
        <section className="signin-panel" aria-labelledby="register-step-heading">
          <h2 id="register-step-heading" ref={headingRef} tabIndex={-1}>
            {heading}
          </h2>
          {state.screen === "number" ? <NumberStep registration={registration} /> : null}
          {state.screen === "code" ? <CodeStep registration={registration} /> : null}
          {state.screen === "details" ? <DetailsStep registration={registration} /> : null}
          {state.screen === "done" && state.failure ? (
            <>
              <RegistrationAlert failure={state.failure} />
              <p>{t.done.signInFailed}</p>
              <p>
                <NavLink to={LOGIN_PATH} variant="primary">
                  {t.done.signIn}
                </NavLink>
              </p>
            </>
          ) : null}
        </section>
      </Container>
    </div>
  );
}
