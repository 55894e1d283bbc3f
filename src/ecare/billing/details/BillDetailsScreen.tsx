// /ecare/facturi-si-plati/detalii-facturi (issue 15; SPEC §2, §3 Bill taxItem and billDocument lists, §7 download): the
// bill `?factura=` names (else the current bill) with its taxes, its documents and their actions (BillActionsBar:
// "Descarcă", "Trimite pe e-mail", and "Plătește factura" on the current bill only), and an in-page preview whose code
// and bytes load on "Previzualizează factura" only. The SPEC §2 guards have already decided who gets here; which bill
// and which document are domain rules (domain/billing/billPages.ts, documentType.ts).
import React, { Suspense, lazy, useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { billActions } from "../../../domain/billing/billActions";
import { billQueryOf, billSummaryPath, chosenBill, previewDocument, taxRatePercent } from "../../../domain/billing/billPages";
import { billingAccountOf, type Bill } from "../../../domain/billing/bills";
import { documentTypeFor } from "../../../domain/billing/documentType";
import { formatAmount } from "../../../domain/currency";
import { PATHS } from "../../../domain/guards/paths";
import { activeRole, type UserInfo } from "../../../domain/session/userInfo";
import { NavLink } from "../../../components/layout/NavLink";
import { useBillList } from "../../../hooks/billing/billList";
import { roBillSummary } from "../../../i18n/ro/billSummary";
import { useProfile } from "../../SessionGate";
import { DashboardCard, QueryCard } from "../../kit/SectionStates";
import { BillActionsBar } from "../BillActionsBar";
import { BillFacts, NotFoundBill, billTitleOf } from "../summary/BillFacts";

const PdfPreview = lazy(() => import(/* webpackChunkName: "ecare-bill-preview" */ "./PdfPreview"));
const t = roBillSummary;

function Taxes({ bill }: { bill: Bill }): React.ReactElement {
  const d = t.details;
  if (bill.taxItem.length === 0) return <p className="dashboard-empty">{d.noTaxes}</p>;
  return (
    <table className="bills-table" aria-labelledby="details-taxes">
      <thead>
        <tr>
          <th scope="col">{d.taxCategory}</th>
          <th scope="col">{d.taxRate}</th>
          <th scope="col">{d.taxAmount}</th>
        </tr>
      </thead>
      <tbody>
        {bill.taxItem.map((tax, i) => {
          const rate = taxRatePercent(tax.taxRate);
          return (
            <tr key={`${tax.taxCategory}-${i}`}>
              <th scope="row">{d.taxCategories[tax.taxCategory] ?? tax.taxCategory}</th>
              <td>{rate === null ? "" : `${String(rate).replace(".", ",")}%`}</td>
              <td>{tax.taxAmount === null ? "" : formatAmount(tax.taxAmount, tax.taxUnit || bill.amountUnit)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Documents({ bill, profile, isCurrent }: { bill: Bill; profile: UserInfo; isCurrent: boolean }): React.ReactElement {
  const d = t.details;
  return (
    <>
      {bill.billDocument.length === 0 ? (
        <p className="dashboard-empty">{d.noDocuments}</p>
      ) : (
        <table className="bills-table" aria-labelledby="details-documents">
          <thead>
            <tr>
              <th scope="col">{d.documentName}</th>
              <th scope="col">{d.documentType}</th>
            </tr>
          </thead>
          <tbody>
            {bill.billDocument.map((doc) => (
              <tr key={doc.id || doc.attachmentType}>
                <th scope="row">{doc.name || doc.attachmentType}</th>
                <td>{d.documentTypes[doc.attachmentType]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <BillActionsBar bill={bill} profile={profile} payable={isCurrent} />
    </>
  );
}

function Preview({ bill, profile }: { bill: Bill; profile: UserInfo }): React.ReactElement {
  const d = t.details;
  const [open, setOpen] = useState(false);
  const preferred = documentTypeFor({
    accountType: profile.accountType,
    role: activeRole(profile),
    isHybrid: profile.isHybrid,
    available: bill.billDocument.map((doc) => doc.attachmentType),
  });
  const doc = billActions(bill).download ? previewDocument(bill, preferred) : null;
  if (!doc) return <p className="dashboard-empty">{d.previewNone}</p>;
  if (!open) {
    return (
      <button type="button" className="aria-button" data-variant="outline" onClick={() => setOpen(true)}>
        {d.preview}
      </button>
    );
  }
  const loading = (
    <p className="bills-note" role="status">
      {d.previewLoading}
    </p>
  );
  return (
    <Suspense fallback={loading}>
      <PdfPreview billId={bill.billId} type={doc.attachmentType} fileName={doc.name || null} />
    </Suspense>
  );
}

export function BillDetailsScreen({ location }: RouteComponentProps): React.ReactElement {
  const profile = useProfile();
  const query = billQueryOf(location?.search ?? "");
  const ban = billingAccountOf(profile.selectedBan, profile.customerInfo?.bans ?? []);
  const list = useBillList(ban);
  const chosen = list.data ? chosenBill(list.data, query) : null;
  const d = t.details;
  const back = <NavLink to={PATHS.bills}>{t.links.bills}</NavLink>;

  // The list is known (or there is no account) and holds no such bill: a named one is not found, else there is none.
  const settled = list.isSuccess || ban === null;
  const notFound = settled && !chosen && query.given;

  let content: React.ReactNode;
  if (notFound) {
    content = <NotFoundBill>{back}</NotFoundBill>;
  } else if (settled && !chosen) {
    content = (
      <DashboardCard id="details-bill" title={t.summary.billHeading} wide>
        <p className="dashboard-empty">{d.empty}</p>
      </DashboardCard>
    );
  } else {
    content = (
      <>
        <QueryCard
          id="details-bill"
          title={chosen ? billTitleOf(chosen.bill) : t.summary.billHeading}
          query={list}
          loading={d.loading}
          error={d.error}
          wide
        >
          {() => (chosen ? <BillFacts bill={chosen.bill} /> : null)}
        </QueryCard>
        {chosen ? (
          <>
            <DashboardCard id="details-taxes" title={d.taxesHeading}>
              <Taxes bill={chosen.bill} />
            </DashboardCard>
            <DashboardCard id="details-documents" title={d.documentsHeading}>
              <Documents bill={chosen.bill} profile={profile} isCurrent={chosen.isCurrent} />
            </DashboardCard>
            <DashboardCard id="details-preview" title={d.previewHeading} wide>
              {/* A new bill is a new preview (the previous one's address is revoked). */}
              <Preview key={chosen.bill.billId} bill={chosen.bill} profile={profile} />
            </DashboardCard>
          </>
        ) : null}
      </>
    );
  }

  return (
    <div className="ecare-dashboard ecare-bills ecare-summary">
      <h1>{d.title}</h1>
      <p className="dashboard-lead">{d.lead}</p>
      <div className="dashboard-grid">{content}</div>
      {notFound ? null : (
        <div className="summary-links">
          {back}
          {chosen ? <NavLink to={billSummaryPath(chosen.bill.billId)}>{t.links.summary}</NavLink> : null}
        </div>
      )}
    </div>
  );
}
