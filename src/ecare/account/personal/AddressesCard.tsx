// SPEC §3 "shipping, billing and fixed installation addresses", as the profile holds them (read only: no change call of
// SPEC §7 covers them, so the card says how to change them).
import React from "react";
import { profileAddresses } from "../../../domain/account/addresses";
import type { UserInfo } from "../../../domain/session/userInfo";
import { roPersonalData } from "../../../i18n/ro/personalData";
import { DashboardCard } from "../../kit/SectionStates";

const t = roPersonalData.addresses;

export function AddressesCard({ profile }: { profile: UserInfo }): React.ReactElement {
  const addresses = profileAddresses(profile);
  return (
    <DashboardCard id="personal-addresses" title={t.heading}>
      {addresses.length === 0 ? (
        <p className="dashboard-empty">{t.none}</p>
      ) : (
        <dl className="ecare-facts">
          {addresses.map(({ kind, address }) => (
            <div key={kind}>
              <dt>{t.kinds[kind]}</dt>
              <dd>{t.line(address)}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="dashboard-caption personal-gap">{t.change}</p>
    </DashboardCard>
  );
}
