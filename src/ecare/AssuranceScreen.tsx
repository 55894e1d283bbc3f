// /business/assurance (SPEC §2 "Other"): the technical chooser's landing page. Its content and the guard that
// keeps everyone but chooser and technical chooser out come with the self-care shell (issue 6).
import React from "react";
import { Container } from "../components/layout/Container";
import { ro } from "../i18n/ro";
import { useProfile } from "./SessionGate";

export function AssuranceScreen(): React.ReactElement {
  const profile = useProfile();
  return (
    <Container className="shop-page">
      <h1>{ro.ecare.assurance.title}</h1>
      <p>{ro.ecare.assurance.lead}</p>
      {profile.customerInfo?.companyName ? <p>{profile.customerInfo.companyName}</p> : null}
    </Container>
  );
}
