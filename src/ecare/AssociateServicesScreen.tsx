// SPEC §2 "A user with no SSO roles is redirected to an associate-services page (target not shown)": ours is
// /ecare/asociaza-servicii (docs/decisions.md). It explains why nothing shows and how to link services.
import React from "react";
import type { RouteComponentProps } from "@reach/router";
import { ro } from "../i18n/ro";

export function AssociateServicesScreen(_: RouteComponentProps): React.ReactElement {
  const t = ro.ecare.associate;
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.lead}</p>
      <section aria-labelledby="associate-why">
        <h2 id="associate-why">{t.why}</h2>
        <p>{t.whyText}</p>
      </section>
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
