// SPEC §2 "A user with no SSO roles is redirected to an associate-services page (target not shown)":
// ours is /ecare/asociaza-servicii (docs/decisions.md).
import React from "react";
import type { RouteComponentProps } from "@reach/router";
import { Container } from "../components/layout/Container";
import { ro } from "../i18n/ro";

export function AssociateServicesScreen(_: RouteComponentProps): React.ReactElement {
  const t = ro.ecare.associate;
  return (
    <Container className="shop-page">
      <h1>{t.title}</h1>
      <p>{t.lead}</p>
      <p>{t.help}</p>
    </Container>
  );
}
