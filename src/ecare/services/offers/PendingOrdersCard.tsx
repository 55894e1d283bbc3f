// SPEC §4 pending product orders of the caller (eCare channel), with their state; SPEC §8: the call answers its error
// rather than throwing, so the card shows that error and the rest of the page goes on.
import React from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { formatDateRo } from "../../../domain/dates";
import type { PendingOrdersResult } from "../../../domain/offers/orderStates";
import { roOffers } from "../../../i18n/ro/offers";
import { roProductServices } from "../../../i18n/ro/productServices";
import { DashboardCard, Skeleton } from "../../kit/SectionStates";

const t = roProductServices;

export function PendingOrdersCard({ query }: { query: UseQueryResult<PendingOrdersResult> }): React.ReactElement | null {
  const result = query.data;
  if (query.isPending) return null;
  if (result?.ok && result.orders.length === 0) return null;
  return (
    <DashboardCard id="services-pending" title={roOffers.pending} busy={query.isFetching}>
      {!result ? (
        <Skeleton label={roOffers.pending} lines={2} />
      ) : !result.ok ? (
        <ErrorRibbon what={roOffers.pendingError} error={result.error} onRetry={() => void query.refetch()} />
      ) : (
        <ul className="services-list">
          {result.orders.map((order) => (
            <li key={order.id} className="services-offer">
              <div>
                <p>
                  {order.items
                    .map(
                      (item) => `${t.orderActions[item.action] ?? item.action}: ${item.offeringName || item.offeringId || item.productId}`,
                    )
                    .join("; ")}
                </p>
                <p>
                  {order.orderNumber}
                  {order.orderDate ? ` · ${formatDateRo(order.orderDate)}` : ""}
                </p>
              </div>
              <span className="services-state">{t.orderStates[order.displayState]}</span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
