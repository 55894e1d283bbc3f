// The current bill (SPEC §3 "The first bill is the current bill"): amount, due date, payment status and what is
// left to pay on the account.
import React from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { Bill, Bills } from "../../domain/billing/bills";
import { formatAmount } from "../../domain/currency";
import { formatDateRo } from "../../domain/dates";
import { roDashboard } from "../../i18n/ro/ecare";
import { QueryCard } from "../kit/SectionStates";
import { FactList } from "../kit/FactList";

const t = roDashboard.bill;

function CurrentBill({ bill }: { bill: Bill }): React.ReactElement {
  const rows: [string, string][] = [
    [t.amountDue, formatAmount(bill.amountDue, bill.amountUnit)],
    [t.dueDate, formatDateRo(bill.dueDate, "long")],
    [t.status, bill.billStatus ? t.statuses[bill.billStatus] : ""],
    [t.leftToPay, bill.leftToPayAmount === null ? "" : formatAmount(bill.leftToPayAmount, bill.leftToPayUnit)],
  ];
  return (
    <>
      <p className="dashboard-caption">{t.of(bill.fullReleaseMonth, bill.releaseYear)}</p>
      <FactList rows={rows} />
    </>
  );
}

export function BillCard({ query }: { query: UseQueryResult<Bills> }): React.ReactElement {
  return (
    <QueryCard id="dashboard-bill" title={t.heading} query={query} loading={t.loading} error={t.error}>
      {(bills) => (bills.currentBill ? <CurrentBill bill={bills.currentBill} /> : <p className="dashboard-empty">{t.empty}</p>)}
    </QueryCard>
  );
}
