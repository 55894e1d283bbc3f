// SPEC §3 account specialist (issue 27): the business customer's voice and data specialists — name, e-mail (mailto:)
// and phone (tel:) — in their own card that loads and fails on its own, shown on the business dashboard and on
// date-personale. Not shown at all for an identity that has no business customer (domain specialistCustomerOf).
import React from "react";
import {
  formatPhoneRo,
  hasNoSpecialist,
  mailtoHref,
  specialistCustomerOf,
  SPECIALIST_KINDS,
  telHref,
  type Specialist,
  type SpecialistKind,
} from "../../domain/account/specialist";
import type { UserInfo } from "../../domain/session/userInfo";
import { useAccountSpecialists } from "../../hooks/account/useAccountSpecialist";
import { roAccountSpecialist } from "../../i18n/ro/accountSpecialist";
import { QueryCard } from "./SectionStates";

const t = roAccountSpecialist;

function SpecialistFacts({ kind, specialist }: { kind: SpecialistKind; specialist: Specialist }): React.ReactElement {
  const mail = mailtoHref(specialist.emailAddress);
  const tel = telHref(specialist.phoneNumber);
  return (
    <>
      <h3>{t.kinds[kind]}</h3>
      <dl className="dashboard-facts">
        {specialist.fullName ? (
          <div>
            <dt>{t.name}</dt>
            <dd>{specialist.fullName}</dd>
          </div>
        ) : null}
        {mail ? (
          <div>
            <dt>{t.email}</dt>
            <dd>
              <a href={mail}>{specialist.emailAddress}</a>
            </dd>
          </div>
        ) : null}
        {tel ? (
          <div>
            <dt>{t.phone}</dt>
            <dd>
              <a href={tel}>{formatPhoneRo(specialist.phoneNumber)}</a>
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}

export function AccountSpecialistCard({
  profile,
}: {
  profile: Pick<UserInfo, "accountType" | "isNonVdf" | "customerInfo">;
}): React.ReactElement | null {
  const customerId = specialistCustomerOf(profile);
  const query = useAccountSpecialists(customerId);
  if (customerId === null) return null;
  return (
    <QueryCard id="account-specialist" title={t.heading} query={query} loading={t.loading} error={t.error} lines={3}>
      {(specialists) =>
        hasNoSpecialist(specialists) ? (
          <p className="dashboard-empty">{t.none}</p>
        ) : (
          <>
            <p className="dashboard-caption">{t.lead}</p>
            {SPECIALIST_KINDS.map((kind) => {
              const specialist = specialists[kind];
              return specialist ? (
                <SpecialistFacts key={kind} kind={kind} specialist={specialist} />
              ) : (
                <p key={kind} className="dashboard-caption">
                  {t.missing[kind]}
                </p>
              );
            })}
          </>
        )
      }
    </QueryCard>
  );
}
