// The cart's totals (SPEC §3 summary): upfront and monthly, in EUR and RON, with the VAT they include.
import React from "react";
import type { CartTotals as Totals } from "../../domain/cart/model";
import { roCartPage } from "../../i18n/ro/cart";
import { eur, ron } from "./money";

export function CartTotals({ totals }: { totals: Totals }): React.ReactElement {
  const t = roCartPage;
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title">{t.totals}</h2>
      <dl>
        <div>
          <dt>{t.upfrontTotal}</dt>
          <dd>
            <strong>{eur(totals.upfront)}</strong> <span>{t.inRon(ron(totals.upfront))}</span>
            <small>{t.tax(`${eur(totals.upfrontTax)} / ${ron(totals.upfrontTax)}`)}</small>
          </dd>
        </div>
        <div>
          <dt>{t.monthlyTotal}</dt>
          <dd>
            <strong>
              {eur(totals.monthly)}
              {t.perMonth}
            </strong>{" "}
            <span>{t.inRon(`${ron(totals.monthly)}${t.perMonth}`)}</span>
            <small>{t.tax(`${eur(totals.monthlyTax)} / ${ron(totals.monthlyTax)}`)}</small>
          </dd>
        </div>
      </dl>
      <p className="cart-note">{t.totalsNote}</p>
    </section>
  );
}
