// /business/assurance (SPEC §2 "Other"): the technical chooser's landing page, open to chooser and technical chooser
// only (the guards decide). Trouble tickets and impacted services have no calls yet (SPEC §7 "paths not shown").
import React from "react";
import { roEcare } from "../i18n/ro/ecare";
import { useProfile } from "./SessionGate";
import { NotAvailableScreen } from "./screens/NotAvailableScreen";

export function AssuranceScreen(): React.ReactElement {
  const profile = useProfile();
  return (
    <NotAvailableScreen page="assurance">
      <p>{roEcare.assurance.lead}</p>
      {profile.customerInfo?.companyName ? <p>{profile.customerInfo.companyName}</p> : null}
    </NotAvailableScreen>
  );
}
