// SPEC §2 "A user with no SSO roles is redirected to an associate-services page (target not shown)": ours is
// /ecare/asociaza-servicii (docs/decisions.md). It explains why nothing shows and how to link services.
import React from "react";
import type { RouteComponentProps } from "@reach/router";
import { hasSsoRoles } from "../domain/session/userInfo";
import { roEcare } from "../i18n/ro/ecare";
import { useProfile } from "./SessionGate";

export function AssociateServicesScreen(_: RouteComponentProps): React.ReactElement {
  const t = roEcare.associate;
  // Open to anyone signed in; the "why am I here" part is for those whose account holds no services.
  const withServices = hasSsoRoles(useProfile());
  return (
    <>
      <h1>{t.title}</h1>
      <p>{withServices ? t.leadWithServices : t.lead}</p>
      {withServices ? null : (
        <section aria-labelledby="associate-why">
          <h2 id="associate-why">{t.why}</h2>
          <p>{t.whyText}</p>
        </section>
      )}
      <section aria-labelledby="associate-how">
        <h2 id="associate-how">{t.how}</h2>
        <ol>
          {t.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{t.after}</p>
      </section>
    </>
  );
}
