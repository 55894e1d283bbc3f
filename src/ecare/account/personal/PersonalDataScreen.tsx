// /ecare/setari-cont/date-personale (SPEC §2 setari-cont; SPEC §3 user info; issue 26): the name (SPEC §7
// webuser-name), the contact details with the e-mail changed after a code, the addresses, the associated accounts with
// "Dezasociază", and the loyalty tier and HBO Max banner where the back end says they apply. Each card loads and fails
// on its own; every change is confirmed in a dialog, said in a polite status, and a failure keeps what was typed.
import React from "react";
import type { RouteComponentProps } from "@reach/router";
import { roPersonalData } from "../../../i18n/ro/personalData";
import { useProfile } from "../../SessionGate";
import { pageHeading } from "../../shell/pageHeading";
import { AddressesCard } from "./AddressesCard";
import { AssociatedAccountsCard } from "./AssociatedAccountsCard";
import { ContactCard } from "./ContactCard";
import { HboBannerCard } from "./HboBannerCard";
import { LoyaltyCard } from "./LoyaltyCard";
import { NameCard } from "./NameCard";
import { AccountSpecialistCard } from "../../kit/AccountSpecialistCard";

function PersonalDataScreen(_: RouteComponentProps): React.ReactElement {
  const profile = useProfile();
  const sso = profile.authProvider === "sso";
  return (
    <div className="ecare-dashboard ecare-personal">
      <h1>{pageHeading("personalData")}</h1>
      <p className="dashboard-lead">{roPersonalData.lead}</p>
      <div className="dashboard-grid">
        <NameCard profile={profile} />
        <ContactCard profile={profile} />
        <AddressesCard profile={profile} />
        {sso ? <AssociatedAccountsCard profile={profile} /> : null}
        {sso ? <LoyaltyCard /> : null}
        {sso ? <HboBannerCard /> : null}
        {sso ? <AccountSpecialistCard profile={profile} /> : null}
      </div>
    </div>
  );
}

export default PersonalDataScreen;
