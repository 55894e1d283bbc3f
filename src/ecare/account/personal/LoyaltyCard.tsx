// SPEC §7 "POST loyalty tier": the programme's card, only where the back end says it applies (the domain's view:
// a member's tier, "not applicable" = no card, an unknown answer = "not available"). Loading and failure in the card.
import React from "react";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { formatDateRo, RO_LOCALE } from "../../../domain/dates";
import { useLoyaltyTier } from "../../../hooks/account/useLoyalty";
import { roPersonalData } from "../../../i18n/ro/personalData";
import { DashboardCard, Skeleton } from "../../kit/SectionStates";

const t = roPersonalData.loyalty;
const ID = "personal-loyalty";

export function LoyaltyCard(): React.ReactElement | null {
  const query = useLoyaltyTier();
  if (query.isPending) {
    return (
      <DashboardCard id={ID} title={t.heading} busy>
        <Skeleton label={t.loading} lines={2} />
      </DashboardCard>
    );
  }
  if (query.isError) {
    return (
      <DashboardCard id={ID} title={t.heading}>
        <ErrorRibbon what={t.error} error={query.error} onRetry={() => void query.refetch()} />
      </DashboardCard>
    );
  }
  const view = query.data;
  if (view.kind === "notApplicable") return null;
  return (
    <DashboardCard id={ID} title={t.heading}>
      {view.kind === "unavailable" ? (
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
      )}
    </DashboardCard>
  );
}
