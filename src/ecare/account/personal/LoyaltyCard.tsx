// SPEC §7 "POST loyalty tier": the programme's card, only where the back end says it applies (the domain's view:
// a member's tier, "not applicable" = no card, an unknown answer = "not available"). Loading and failure in the card.
import React from "react";
import { formatDateRo, RO_LOCALE } from "../../../domain/dates";
import { useLoyaltyTier } from "../../../hooks/account/useLoyalty";
import { roPersonalData } from "../../../i18n/ro/personalData";
import { QueryCard } from "../../kit/SectionStates";

const t = roPersonalData.loyalty;
const ID = "personal-loyalty";

export function LoyaltyCard(): React.ReactElement | null {
  const query = useLoyaltyTier();
  if (query.data?.kind === "notApplicable") return null;
  return (
    <QueryCard id={ID} title={t.heading} query={query} loading={t.loading} error={t.error} lines={2}>
      {(view) =>
        view.kind !== "member" ? (
          <p className="dashboard-empty">{t.unavailable}</p>
        ) : (
          <>
            <dl className="ecare-facts">
              <div>
                <dt>{t.tier}</dt>
                <dd className="personal-tier">{t.tiers[view.tier]}</dd>
              </div>
              <div>
                <dt>{t.points}</dt>
                <dd>{view.points.toLocaleString(RO_LOCALE)}</dd>
              </div>
            </dl>
            <p className="dashboard-caption personal-gap">
              {view.nextTier && view.pointsToNextTier !== null ? t.next(view.pointsToNextTier, t.tiers[view.nextTier]) : t.top}
            </p>
            {view.validUntil ? <p className="dashboard-caption">{t.validUntil(formatDateRo(view.validUntil, "long"))}</p> : null}
          </>
        )
      }
    </QueryCard>
  );
}
