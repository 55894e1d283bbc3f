// /ecare/setari-cont/date-personale: the profile as the identity back end reports it (SPEC §3 "User info"). Read
// only: no change call of SPEC §7 covers these fields, so the page says how to change them.
import React from "react";
import type { RouteComponentProps } from "@reach/router";
import type { ShortAddress, PostalAddress } from "../../domain/session/userInfo";
import { roEcare } from "../../i18n/ro/ecare";
import { useProfile } from "../SessionGate";

const addressText = (a: PostalAddress | ShortAddress | null): string => {
  if (!a) return "";
  if ("street" in a) {
    const street = [a.street, a.streetNo].filter(Boolean).join(" ");
    return [street, a.apartment ? `ap. ${a.apartment}` : "", a.city, a.county].filter(Boolean).join(", ");
  }
  return a.city;
};

export function PersonalDataScreen(_: RouteComponentProps): React.ReactElement {
  const profile = useProfile();
  const t = roEcare.personal;
  const rows: [string, string][] = [
    [t.name, [profile.firstName, profile.lastName].filter(Boolean).join(" ")],
    [t.email, profile.email],
    [t.phone, profile.phoneNumber ?? ""],
    [t.address, addressText(profile.billingAddress ?? profile.address)],
  ];
  return (
    <>
      <h1>{roEcare.nav.pages.personalData}</h1>
      <p>{t.lead}</p>
      <dl className="ecare-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || t.missing}</dd>
          </div>
        ))}
      </dl>
      <p>{t.change}</p>
    </>
  );
}
