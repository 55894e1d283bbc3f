// The order confirmation (issue 14, SPEC §4 page type thank-you): "Mulțumim…", the order number, what was ordered
// and its totals (read back from the product orders: the cart is empty by now) and what happens next.
import React, { useEffect, useRef } from "react";
import type { Area } from "../../domain/area";
import { areaHome } from "../../domain/area";
import { NavLink } from "../../components/layout/NavLink";
import type { Receipt } from "../../hooks/checkout/useCheckout";
import { useReceiptOrder } from "../../hooks/checkout/useReceiptOrder";
import { roCheckout } from "../../i18n/ro/checkout";
import { OrderSummaryView } from "./OrderSummaryView";

export function ThankYou({ area, receipt }: { area: Area; receipt: Receipt | null }): React.ReactElement {
  const t = roCheckout.thankYou;
  const order = useReceiptOrder(receipt?.orderId ?? null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (receipt === null) {
    return (
      <div className="checkout-thanks">
        <h1 ref={heading} tabIndex={-1}>
          {roCheckout.title}
        </h1>
        <p>{t.none}</p>
        <NavLink to={areaHome(area)} variant="primary">
          {t.backToShop}
        </NavLink>
      </div>
    );
  }
  return (
    <div className="checkout-thanks">
      <h1 ref={heading} tabIndex={-1}>
        {t.heading}
      </h1>
      <p className="checkout-order-number">{t.orderNumber(receipt.orderNumber)}</p>
      <p>{t.lead}</p>
      <section aria-labelledby="thanks-ordered">
        <h2 id="thanks-ordered">{t.ordered}</h2>
        {order.kind === "loading" ? (
          <p role="status">{t.loading}</p>
        ) : order.kind === "unavailable" ? (
          <p>{t.unavailable}</p>
        ) : (
          <OrderSummaryView order={order.order} />
        )}
      </section>
      <section aria-labelledby="thanks-next">
        <h2 id="thanks-next">{t.nextTitle}</h2>
        <ul>
          {t.next.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <NavLink to={areaHome(area)} variant="primary">
        {t.backToShop}
      </NavLink>
    </div>
  );
}
