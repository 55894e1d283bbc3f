// /login and /business/login: sign-in by user name and password, or by a one-time code. After sign-in the user
// goes back to the page that sent them (a same-origin path only), else to their landing page (DESIGN.md).
import React, { useEffect, useState } from "react";
import { Container } from "../components/layout/Container";
import { roSignIn } from "../i18n/ro/signIn";
import type { Area } from "../domain/area";
import { readSignInQuery, type SignInReason } from "../domain/session/signInQuery";
import { useSignIn } from "../hooks/useSignIn";
import { useOtcSignIn } from "../hooks/useOtcSignIn";
import { sessionEnded } from "../state/sessionEnding";
import { PasswordForm } from "./PasswordForm";
import { OtcForm } from "./OtcForm";
import { NavLink } from "../components/layout/NavLink";
import { REGISTRATION_PATH } from "../domain/registration/path";
import { roRegistrationEntry } from "../i18n/ro/registrationEntry";

const REASON_TEXT: Record<SignInReason, string> = {
  expired: roSignIn.sessionExpired,
  reauth: roSignIn.reauth,
  signedOut: roSignIn.signedOut,
};

export function LoginScreen({ area }: { area: Area }): React.ReactElement {
  const t = roSignIn;
  // The reason is read after mount: the page is static HTML and must hydrate the same for every address. The return
  // path is read by the sign-in hooks when they act.
  const [reason, setReason] = useState<SignInReason | null>(null);
  useEffect(() => {
    sessionEnded();
    setReason(readSignInQuery(window.location.search).reason);
  }, []);
  const password = useSignIn({ area });
  const otc = useOtcSignIn({ area });

  return (
    <div className="signin-screen">
      <Container>
        <h1>{t.title}</h1>
        <p className="signin-lead">{area === "business" ? t.businessLead : t.lead}</p>
        {reason ? (
          <p role="status" className="signin-status">
            {REASON_TEXT[reason]}
          </p>
        ) : null}
        <div className="signin-panels">
          <section className="signin-panel" aria-labelledby="signin-password-heading">
            <h2 id="signin-password-heading">{t.password.heading}</h2>
            <PasswordForm state={password.state} onSubmit={password.signIn} />
          </section>
          <section className="signin-panel" aria-labelledby="signin-otc-heading">
            <h2 id="signin-otc-heading">{t.otc.heading}</h2>
            <p className="signin-hint">{t.otc.lead}</p>
            <OtcForm otc={otc} />
          </section>
          {/* Issue 26: a personal account is created here; business accounts are the company administrator's. */}
          {area === "personal" ? (
            <section className="signin-panel" aria-labelledby="signin-register-heading">
              <h2 id="signin-register-heading">{roRegistrationEntry.heading}</h2>
              <p className="signin-hint">{roRegistrationEntry.lead}</p>
              <p>
                <NavLink to={REGISTRATION_PATH} variant="outline">
                  {roRegistrationEntry.link}
                </NavLink>
              </p>
            </section>
          ) : null}
        </div>
      </Container>
    </div>
  );
}
