// "Factura electronică" (issue 15; SPEC §3 "E-bill subscription", "Document format"; §5 "E-mail validation succeeds
// only when the response error code is 'no_error'"; §7 "E-bill subscription and e-mail"): whether the account gets its
// bill by e-mail and where, subscribing an address proven by a code (send the code, type it, verify, confirm),
// unsubscribing, and the bill's document format. Every change asks for confirmation ("Confirmă" / "Renunță",
// DESIGN.md). The state is the back end's (useEbillSubscription, useDocumentFormat): a reload shows what is stored.
import React from "react";
import { ErrorRibbon } from "../../components/errors/ErrorRibbon";
import type { UserInfo } from "../../domain/session/userInfo";
import { useDocumentFormat, useEbillSubscription } from "../../hooks/billing/useBillingData";
import { Skeleton } from "../kit/SectionStates";
import { Part, t } from "./ebillParts";
import { Subscription } from "./SubscriptionPart";
import { Format } from "./FormatPart";

export interface EbillPanelProps {
  /** The billing account (billingAccountOf(profile.selectedBan, profile.customerInfo?.bans ?? [])). */
  ban: string;
  profile: UserInfo;
}

function EbillPanel({ ban, profile }: EbillPanelProps): React.ReactElement {
  const account = ban.trim() || null;
  const subscription = useEbillSubscription(account);
  const format = useDocumentFormat(account);
  const profileEmail = profile.email || profile.attributes?.email || "";
  return (
    <div className="ecare-dashboard ecare-bills ecare-ebill ebill-panel">
      <section className="dashboard-card dashboard-wide" aria-labelledby="ebill-heading">
        <h2 id="ebill-heading">{t.heading}</h2>
        <p className="dashboard-caption">{t.lead}</p>
        {!account ? (
          <p className="dashboard-empty">{t.noAccount}</p>
        ) : (
          <>
            <Part id="ebill-subscription" title={t.subscription.heading} busy={subscription.isPending}>
              {subscription.isPending ? (
                <Skeleton label={t.subscription.loading} lines={2} />
              ) : subscription.isError ? (
                <ErrorRibbon what={t.subscription.error} error={subscription.error} onRetry={() => void subscription.refetch()} />
              ) : (
                <Subscription ban={account} subscription={subscription.data} profileEmail={profileEmail} />
              )}
            </Part>
            <Part id="ebill-format" title={t.format.heading} busy={format.isPending}>
              {format.isPending ? (
                <Skeleton label={t.format.loading} lines={2} />
              ) : format.isError ? (
                <ErrorRibbon what={t.format.error} error={format.error} onRetry={() => void format.refetch()} />
              ) : (
                <Format ban={account} format={format.data} />
              )}
            </Part>
          </>
        )}
      </section>
    </div>
  );
}

export default EbillPanel;
