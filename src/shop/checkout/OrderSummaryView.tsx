// The confirmation's order summary (SPEC §3 "Order summary", src/domain/checkout/orderSummary.ts): the items (a fixed
// service with its installation address), then the full price, the discounts and what is paid now, and the monthly
// total. Read from the product order the thank-you page loads.
import React from "react";
import { formatAmount } from "../../domain/currency";
import { orderSummary, type SummarySource } from "../../domain/checkout/orderSummary";
import { roCheckout } from "../../i18n/ro/checkout";
import { roFixedOrder } from "../../i18n/ro/fixedOrder";

const ron = (v: number | null) => (v === null ? "–" : formatAmount(v, "RON"));

export function OrderSummaryView({ order }: { order: SummarySource }): React.ReactElement {
  const t = roCheckout.thankYou;
  const s = roFixedOrder.summary;
  const summary = orderSummary(order);
  const installed = summary.items.some((i) => i.installationAddress !== null);
  return (
    <>
      <ul className="checkout-items">
        {summary.items.map((item) => (
          <li key={item.id} data-child={item.isChild ? "" : undefined}>
            <span>{item.name}</span> <span>{t.quantity(item.quantity)}</span>
            {item.installationAddress ? (
              <p className="cart-item-address">{roFixedOrder.installationAddress(item.installationAddress)}</p>
            ) : null}
          </li>
        ))}
      </ul>
      {installed ? <p>{s.installation}</p> : null}
      <dl className="checkout-thanks-totals" aria-label={s.heading}>
        {summary.cartDiscountAmount > 0 ? (
          <>
            <div>
              <dt>{s.raw}</dt>
              <dd>{ron(summary.rawCartPrice)}</dd>
            </div>
            {summary.discountsList.map((d) => (
              <div key={d.name}>
                <dt>{d.name || s.discount}</dt>
                <dd>−{ron(d.amountRon)}</dd>
              </div>
            ))}
          </>
        ) : null}
        <div>
          <dt>{t.upfront}</dt>
          <dd>{ron(summary.netCartPrice)}</dd>
        </div>
        <div>
          <dt>{t.monthly}</dt>
          <dd>{ron(summary.monthlyCartPrice)}</dd>
        </div>
      </dl>
    </>
  );
}
