// The customer's port-ins on the orders page (issue 28): each with its number, porting date and state, and a refused
// one with the donor's reason in plain Romanian and how to fix it (domain/portIn/donorRefusals.ts). Most customers
// never port a number, so the card shows only when there is one; it fails on its own (QueryCard). A cancelled port reads
// "Anulată la cererea ta"; the cancel action itself is on the port-in confirmation (docs/decisions.md "Port-in: cancelling").
import React from "react";
import { usePortInOrders } from "../../../hooks/portIn/usePortInOrders";
import { portInStateTexts, roPortInOrders as t } from "../../../i18n/ro/portInStates";
import { QueryCard } from "../../kit/SectionStates";

export function PortInOrdersCard(): React.ReactElement | null {
  const query = usePortInOrders();
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <QueryCard id="orders-port-in" title={t.heading} query={query} loading={t.loading} error={t.error} wide>
      {(orders) => (
        <ul className="ecare-list">
          {orders.map((o) => (
            <li key={o.id}>
              <p>
                <strong>{t.number(o.msisdn)}</strong> · {t.portingDate(o.portingDate)}
              </p>
              <p>{portInStateTexts[o.state]}</p>
              {o.refusal ? (
                <>
                  <p>
                    <strong>{o.refusal.title}.</strong> {o.refusal.message}
                  </p>
                  <p>
                    {t.howToFix}: {o.refusal.howToFix}
                  </p>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}
