// /ecare/facturi-si-plati/sumar (issue 15; SPEC §2, §3 Bill, §7 GET billSummary/VDF{billId}): the summary of the bill
// `?factura=` names, else of the account's current bill: its facts, then each number's (or the fixed services')
// services with their amounts and the number's total. The SPEC §2 guards have already decided who gets here; the
// caller says whether the details page may be offered (`canSeeDetails`) and may put a notice under the title (the
// recharge return). Which bill and what the lines add up to are domain rules (domain/billing/billPages.ts).
import React from "react";
import type { RouteComponentProps } from "@reach/router";
import {
  billDetailsPath,
  billQueryOf,
  lineTotal,
  linesTotal,
  summaryBillId,
  type Amount,
  type BillSummary,
  type BillSummaryLine,
} from "../../../domain/billing/billPages";
import { billingAccountOf } from "../../../domain/billing/bills";
import { formatAmount } from "../../../domain/currency";
import { classifyError } from "../../../domain/errors/errorClasses";
import { PATHS } from "../../../domain/guards/paths";
import { NavLink } from "../../../components/layout/NavLink";
import { useBillList } from "../../../hooks/billing/billList";
import { useBillSummary } from "../../../hooks/billing/billPages";
import { roBillSummary } from "../../../i18n/ro/billSummary";
import { useProfile } from "../../SessionGate";
import { DashboardCard, QueryCard } from "../../kit/SectionStates";
import { BillFacts, NotFoundBill, billTitleOf } from "./BillFacts";

const t = roBillSummary;

export interface BillSummaryScreenProps extends RouteComponentProps {
  /** The SPEC §2 detalii-facturi guard lets this viewer in: offer "Detalii factură" (the caller decides). */
  canSeeDetails?: boolean;
  /** Shown under the title (the recharge return's notice). */
  notice?: React.ReactNode;
}

const money = (a: Amount | null) => (a === null ? "" : formatAmount(a.amount, a.unit));

function Line({ line, index }: { line: BillSummaryLine; index: number }): React.ReactElement {
  const s = t.summary;
  const id = `summary-line-${index}`;
  return (
    <section className="summary-line" aria-labelledby={id}>
      <h3 id={id}>{line.msisdn ? s.line(line.msisdn) : s.fixedLine}</h3>
      <table className="bills-table" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{s.service}</th>
            <th scope="col">{s.category}</th>
            <th scope="col">{s.amount}</th>
          </tr>
        </thead>
        <tbody>
          {line.services.map((service, i) => (
            <tr key={`${service.name}-${i}`}>
              <th scope="row">{service.name}</th>
              <td>{service.category ? (s.categories[service.category] ?? "") : ""}</td>
              <td>{formatAmount(service.amount, service.unit)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {s.lineTotal}
            </th>
            <td>{money(lineTotal(line))}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

function Lines({ summary }: { summary: BillSummary }): React.ReactElement {
  const s = t.summary;
  if (summary.lines.length === 0) return <p className="dashboard-empty">{s.noLines}</p>;
  const total = money(linesTotal(summary.lines));
  return (
    <>
      {summary.lines.map((line, i) => (
        <Line key={line.id} line={line} index={i} />
      ))}
      {total ? (
        <p className="summary-total">
          <span>{s.linesTotal}</span> <span>{total}</span>
        </p>
      ) : null}
    </>
  );
}

function Links({ billId, canSeeDetails }: { billId: string | null; canSeeDetails: boolean }): React.ReactElement {
  return (
    <div className="summary-links">
      <NavLink to={PATHS.bills}>{t.links.bills}</NavLink>
      {canSeeDetails && billId ? <NavLink to={billDetailsPath(billId)}>{t.links.details}</NavLink> : null}
    </div>
  );
}

export function BillSummaryScreen({ location, canSeeDetails = false, notice }: BillSummaryScreenProps): React.ReactElement {
  const profile = useProfile();
  const query = billQueryOf(location?.search ?? "");
  const ban = billingAccountOf(profile.selectedBan, profile.customerInfo?.bans ?? []);
  // The list only when no bill is named: its current bill is the one summed up.
  const list = useBillList(query.given ? null : ban);
  const billId = summaryBillId(query, list.data);
  const summary = useBillSummary(billId);
  const s = t.summary;

  // A named bill that is not the account's (404 bill_not_found, or text that is no bill id).
  const notFound = (query.given && billId === null) || (summary.isError && classifyError(summary.error) === "notFound");

  let content: React.ReactNode;
  if (notFound) {
    content = (
      <NotFoundBill>
        <NavLink to={PATHS.bills}>{t.links.bills}</NavLink>
      </NotFoundBill>
    );
  } else if (!query.given && (ban === null || (list.isSuccess && !list.data.currentBill))) {
    content = (
      <DashboardCard id="summary-bill" title={s.billHeading} wide>
        <p className="dashboard-empty">{s.empty}</p>
      </DashboardCard>
    );
  } else if (!query.given && !list.isSuccess) {
    // The current bill is not known yet: the list's skeleton, or its ribbon with the retry.
    content = (
      <QueryCard id="summary-bill" title={s.billHeading} query={list} loading={s.loading} error={s.error} wide>
        {() => null}
      </QueryCard>
    );
  } else {
    content = (
      <>
        <QueryCard
          id="summary-bill"
          title={summary.data ? billTitleOf(summary.data.bill) : s.billHeading}
          query={summary}
          loading={s.loading}
          error={s.error}
          wide
        >
          {(data) => <BillFacts bill={data.bill} />}
        </QueryCard>
        {summary.data ? (
          <DashboardCard id="summary-lines" title={s.linesHeading} wide>
            <Lines summary={summary.data} />
          </DashboardCard>
        ) : null}
      </>
    );
  }

  return (
    <div className="ecare-dashboard ecare-bills ecare-summary">
      <h1>{s.title}</h1>
      {notice}
      <p className="dashboard-lead">{s.lead}</p>
      <div className="dashboard-grid">{content}</div>
      {notFound ? null : <Links billId={billId} canSeeDetails={canSeeDetails} />}
    </div>
  );
}
