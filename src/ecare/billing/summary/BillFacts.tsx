// A bill's facts on the summary and details pages (SPEC §3 Bill): total, left to pay, total without VAT, due date,
// status, number and period, in the bills page's label–value rows (FactList) and with roBills's labels.
import React from "react";
import type { Bill } from "../../../domain/billing/bills";
import { formatAmount } from "../../../domain/currency";
import { formatDateRo } from "../../../domain/dates";
import { roBillSummary } from "../../../i18n/ro/billSummary";
import { roBills } from "../../../i18n/ro/bills";
import { FactList } from "../../kit/FactList";

/** "Factura din mai 2026" (roBills), the card's title once the bill is known. */
export const billTitleOf = (bill: Bill) => roBills.current.of(bill.fullReleaseMonth, bill.releaseYear);

export function BillFacts({ bill }: { bill: Bill }): React.ReactElement {
  const c = roBills.current;
  const rows: [string, string][] = [
    [c.amountDue, formatAmount(bill.amountDue, bill.amountUnit)],
    [c.leftToPay, bill.leftToPayAmount === null ? "" : formatAmount(bill.leftToPayAmount, bill.leftToPayUnit || bill.amountUnit)],
    [
      roBillSummary.summary.taxExcluded,
      bill.taxExcludedAmount === null ? "" : formatAmount(bill.taxExcludedAmount, bill.taxExcludedUnit || bill.amountUnit),
    ],
    [c.dueDate, formatDateRo(bill.dueDate, "long")],
    [c.status, bill.billStatus ? c.statuses[bill.billStatus] : ""],
    [c.number, bill.billNumber],
    [c.period, bill.billStartDate && bill.billEndDate ? `${formatDateRo(bill.billStartDate)} – ${formatDateRo(bill.billEndDate)}` : ""],
  ];
  return <FactList rows={rows} />;
}

/** "Factura nu a fost găsită": the named bill is not one of the account's; `children` are the links back. */
export function NotFoundBill({ children }: { children: React.ReactNode }): React.ReactElement {
  const t = roBillSummary.notFound;
  return (
    <section className="dashboard-card dashboard-wide" aria-labelledby="bill-not-found">
      <h2 id="bill-not-found">{t.heading}</h2>
      <p className="dashboard-empty">{t.text}</p>
      <div className="summary-links">{children}</div>
    </section>
  );
}
