// /ecare/dashboard: the signed-in user's welcome and account summary. The full dashboard (bills, usage, offers)
// comes with the self-care issues; this screen proves who is signed in and as which identity.
import React from "react";
import type { RouteComponentProps } from "@reach/router";
import { Container } from "../components/layout/Container";
import { ro } from "../i18n/ro";
import { useProfile } from "./SessionGate";

export function DashboardScreen(_: RouteComponentProps): React.ReactElement {
  const profile = useProfile();
  const t = ro.ecare;
  const rows: [string, string][] = [
    [t.phone, profile.phoneNumber ?? ""],
    [t.role, profile.selectedRole ? (ro.signIn.roles[profile.selectedRole] ?? profile.selectedRole) : ""],
    [t.account, profile.selectedBan],
    [
      t.segment,
      profile.customerInfo?.companyName || (profile.vfCustomerType ? (ro.signIn.identity.customerType[profile.vfCustomerType] ?? "") : ""),
    ],
  ];
  return (
    <Container className="shop-page">
      <h1>{t.welcome(profile.firstName)}</h1>
      <section aria-labelledby="dashboard-summary">
        <h2 id="dashboard-summary">{t.summary}</h2>
        <dl className="ecare-summary">
          {rows
            .filter(([, value]) => value !== "")
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </section>
    </Container>
  );
}
