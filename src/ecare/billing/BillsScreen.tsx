// /ecare/facturi-si-plati (issue 15; SPEC §2 screen data, §3 Bill, §6, §7 "Bills and payments"): the current bill
// with pay now, download and e-mail; the bills of the last 12 months as a chart (loaded on demand); the history by
// year. Each part loads and fails on its own (a 503 on the list is a ribbon with "Încearcă din nou", never a blank
// page); the SPEC §2 guards have already decided who gets here.
import React, { Suspense, lazy, useMemo } from "react";
import type { RouteComponentProps } from "@reach/router";
import { billingAccountOf, type Bill, type Bills } from "../../domain/billing/bills";
import { billsByYear } from "../../domain/billing/billsByYear";
import { isProviderReturn } from "../../domain/billing/providerReturn";
import { monthlyAmounts } from "../../domain/billing/monthlyAmounts";
import { formatAmount } from "../../domain/currency";
import { formatDateRo } from "../../domain/dates";
import type { UserInfo } from "../../domain/session/userInfo";
import { useBillList } from "../../hooks/billing/billList";
import { roBills } from "../../i18n/ro/bills";
import { useProfile } from "../SessionGate";
import { DashboardCard, QueryCard, Skeleton } from "../kit/SectionStates";
import { FactList } from "../kit/FactList";
import { BillActionsBar } from "./BillActionsBar";
import { OnDemandPanel } from "./OnDemandPanel";

const BillsChart = lazy(() => import(/* webpackChunkName: "ecare-bills-chart" */ "./BillsChart"));
// Loaded on demand (the page's first load stays within the client-only budget): the recharge form for the lines that
// recharge (prepaid, hybrid), the e-bill settings and the payment requests when the customer opens them.
const ReturnNotices = lazy(() => import(/* webpackChunkName: "ecare-bill-return" */ "./ReturnNotices"));
const RechargePanel = lazy(() => import(/* webpackChunkName: "ecare-recharge" */ "../recharge/RechargePanel"));
const EbillPanel = lazy(() => import(/* webpackChunkName: "ecare-bill-settings" */ "../ebill/EbillPanel"));
const PaymentRequestsPanel = lazy(() => import(/* webpackChunkName: "ecare-bill-settings" */ "./paymentRequests/PaymentRequestsPanel"));
const t = roBills;

const monthOf = (bill: Bill) => t.current.of(bill.fullReleaseMonth, bill.releaseYear).replace(/^Factura din /, "");

function CurrentBill({ bill, profile }: { bill: Bill; profile: UserInfo }): React.ReactElement {
  const c = t.current;
  const rows: [string, string][] = [
    [c.amountDue, formatAmount(bill.amountDue, bill.amountUnit)],
    [c.leftToPay, bill.leftToPayAmount === null ? "" : formatAmount(bill.leftToPayAmount, bill.leftToPayUnit || bill.amountUnit)],
    [c.dueDate, formatDateRo(bill.dueDate, "long")],
    [c.status, bill.billStatus ? c.statuses[bill.billStatus] : ""],
    [c.number, bill.billNumber],
    [c.period, bill.billStartDate && bill.billEndDate ? `${formatDateRo(bill.billStartDate)} – ${formatDateRo(bill.billEndDate)}` : ""],
  ];
  return (
    <>
      <p className="dashboard-caption">{c.of(bill.fullReleaseMonth, bill.releaseYear)}</p>
      <FactList rows={rows} />
      <BillActionsBar bill={bill} profile={profile} payable />
    </>
  );
}

function History({ bills, profile }: { bills: Bill[]; profile: UserInfo }): React.ReactElement {
  const h = t.history;
  if (bills.length === 0) return <p className="dashboard-empty">{h.empty}</p>;
  return (
    <>
      {billsByYear(bills).map((group) => (
        <section key={String(group.year)} aria-labelledby={`bills-year-${group.year}`}>
          <h3 id={`bills-year-${group.year}`} className="bills-year">
            {h.year(group.year)} <span className="dashboard-muted">({h.count(group.bills.length)})</span>
          </h3>
          <table className="bills-table">
            <thead>
              <tr>
                <th scope="col">{h.month}</th>
                <th scope="col">{h.amount}</th>
                <th scope="col">{h.status}</th>
                <th scope="col">{h.actions}</th>
              </tr>
            </thead>
            <tbody>
              {group.bills.map((bill) => (
                <tr key={bill.billId}>
                  <th scope="row">{monthOf(bill)}</th>
                  <td>{formatAmount(bill.amountDue, bill.amountUnit)}</td>
                  <td>{bill.billStatus ? t.current.statuses[bill.billStatus] : ""}</td>
                  <td>
                    <BillActionsBar bill={bill} profile={profile} payable={false} label={monthOf(bill)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}

function Chart({ bills }: { bills: Bills }): React.ReactElement | null {
  const months = useMemo(() => monthlyAmounts(bills.unifiedBillHistory, Date.now()), [bills]);
  if (months.every((m) => m.amount === null)) return null;
  return (
    <DashboardCard id="bills-chart" title={t.chart.heading} wide>
      <div className="bills-chart">
        <Suspense fallback={<Skeleton label={t.chart.loading} lines={3} />}>
          <BillsChart months={months} />
        </Suspense>
      </div>
    </DashboardCard>
  );
}

export function BillsScreen({ location }: RouteComponentProps): React.ReactElement {
  const profile = useProfile();
  // The dashboard's account (a fixed-line subscriber's selectedBan is the BAN base id, SPEC §3).
  const search = location?.search ?? "";
  const ban = billingAccountOf(profile.selectedBan, profile.customerInfo?.bans ?? []);
  const query = useBillList(ban);
  const recharges = profile.isPrepaid || profile.isHybrid;
  const hasBill = Boolean(query.data?.currentBill);
  return (
    <div className="ecare-dashboard ecare-bills">
      <h1>{t.title}</h1>
      <p className="dashboard-lead">{t.lead}</p>
      {isProviderReturn(new URLSearchParams(search)) ? (
        <Suspense fallback={null}>
          <ReturnNotices search={search} />
        </Suspense>
      ) : null}
      <div className="dashboard-grid">
        {recharges ? (
          <div className="dashboard-wide">
            <Suspense fallback={<Skeleton label={t.recharge.loading} lines={4} />}>
              <RechargePanel profile={profile} />
            </Suspense>
          </div>
        ) : null}
        <QueryCard id="bills-current" title={t.current.heading} query={query} loading={t.current.loading} error={t.current.error}>
          {(bills) =>
            bills.currentBill ? (
              <CurrentBill bill={bills.currentBill} profile={profile} />
            ) : (
              <p className="dashboard-empty">{t.current.empty}</p>
            )
          }
        </QueryCard>
        {query.data && query.data.currentBill ? <Chart bills={query.data} /> : null}
        {query.data && query.data.currentBill ? (
          <DashboardCard id="bills-history" title={t.history.heading} wide>
            <History bills={query.data.billHistory} profile={profile} />
          </DashboardCard>
        ) : null}
        {hasBill && ban ? (
          // Each panel is a card with its own heading once opened; the buttons sit together under one label.
          <section className="dashboard-wide bills-settings" aria-label={t.settings.heading}>
            <OnDemandPanel label={t.settings.ebill} loading={t.settings.loading}>
              <EbillPanel ban={ban} profile={profile} />
            </OnDemandPanel>
            <OnDemandPanel label={t.settings.paymentRequests} loading={t.settings.loading}>
              <PaymentRequestsPanel ban={ban} />
            </OnDemandPanel>
          </section>
        ) : null}
      </div>
    </div>
  );
}
