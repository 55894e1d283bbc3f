// A bill's actions (DESIGN.md "Plătește factura", "Descarcă", "Trimite pe e-mail"), as the domain allows them
// (billActions: SPEC §9 disabled codes, something left to pay) with the document the customer's account and role
// get (documentTypeFor, SPEC §6). Paying opens the provider's page (the whole page goes and comes back).
import React, { Suspense, lazy, useState } from "react";
import type { Bill } from "../../domain/billing/bills";
import { billActions } from "../../domain/billing/billActions";
import type { BillEmailPayload } from "../../domain/billing/billEmailPayload";
import { documentTypeFor } from "../../domain/billing/documentType";
import { formatAmount } from "../../domain/currency";
import type { UserInfo } from "../../domain/session/userInfo";
import { activeRole } from "../../domain/session/userInfo";
import { ErrorRibbon } from "../../components/errors/ErrorRibbon";
import { useDownloadDocument, usePayLink, useSendBillEmail } from "../../hooks/billing/bills";
import { roBills } from "../../i18n/ro/bills";

// The e-mail dialog (its validators and the dialog) loads when it is first wanted: hovering or focusing the button
// starts it, so the click rarely waits; the bills page's first load stays within its budget (bench/budgets.json).
const loadEmailDialog = () => import(/* webpackChunkName: "ecare-bill-email" */ "./EmailDialog");
const EmailDialog = lazy(() => loadEmailDialog().then((m) => ({ default: m.EmailDialog })));
const prefetchEmailDialog = () => void loadEmailDialog().catch(() => undefined);

interface Props {
  bill: Bill;
  profile: UserInfo;
  /** Pay is offered on the current bill only. */
  payable: boolean;
  /** The history's buttons name their bill ("Descarcă factura din martie 2026"). */
  label?: string;
  /** SPEC §6: a closed account's bill; its download and e-mail send the closed-account header naming this BAN. */
  closedBan?: string;
}

export function BillActionsBar({ bill, profile, payable, label, closedBan }: Props): React.ReactElement | null {
  const t = roBills;
  const actions = billActions(bill);
  const role = activeRole(profile);
  const type = documentTypeFor({
    accountType: profile.accountType,
    role,
    isHybrid: profile.isHybrid,
    available: bill.billDocument.map((d) => d.attachmentType),
  });
  const doc = bill.billDocument.find((d) => d.attachmentType === type) ?? null;
  const download = useDownloadDocument();
  const email = useSendBillEmail();
  const pay = usePayLink();
  const [emailing, setEmailing] = useState(false);
  const [status, setStatus] = useState("");

  if (actions.disabled) return <p className="bills-note">{t.current.disabled}</p>;

  const onDownload = () => {
    if (!type) return;
    setStatus(t.actions.downloading);
    download.mutate(
      { billId: bill.billId, type, fileName: doc?.name ?? null, closedBan: closedBan ?? null },
      { onSuccess: (d) => setStatus(t.actions.downloaded(d.fileName)), onError: () => setStatus("") },
    );
  };
  const onPay = () => {
    pay.mutate(
      { billId: bill.billId, redirectTo: `${window.location.origin}${window.location.pathname}` },
      { onSuccess: (link) => window.location.assign(link.paymentLink) },
    );
  };
  const onSend = (payload: BillEmailPayload) => {
    if (!type) return;
    email.mutate(
      { billId: bill.billId, type, payload, closedBan: closedBan ?? null },
      {
        onSuccess: (sent) => {
          setEmailing(false);
          setStatus(t.email.sent(sent.recipients.join(", ")));
        },
      },
    );
  };

  return (
    <>
      {payable && actions.pay && actions.amountToPay !== null ? (
        <p className="bills-note">{t.actions.payAmount(formatAmount(actions.amountToPay, bill.leftToPayUnit || bill.amountUnit))}</p>
      ) : null}
      <div className="bills-actions">
        {payable && actions.pay ? (
          <button type="button" className="aria-button" data-variant="primary" disabled={pay.isPending || pay.isSuccess} onClick={onPay}>
            {pay.isPending || pay.isSuccess ? t.actions.paying : t.actions.pay}
          </button>
        ) : null}
        {actions.download && type ? (
          <button
            type="button"
            className="aria-button"
            data-variant="outline"
            disabled={download.isPending}
            aria-label={label ? t.actions.downloadOf(label) : undefined}
            onClick={onDownload}
          >
            {t.actions.download}
          </button>
        ) : null}
        {actions.email && type && !label ? (
          <button
            type="button"
            className="aria-button"
            data-variant="outline"
            onPointerEnter={prefetchEmailDialog}
            onFocus={prefetchEmailDialog}
            onClick={() => setEmailing(true)}
          >
            {t.actions.email}
          </button>
        ) : null}
      </div>
      <p className="bills-note" role="status">
        {status}
      </p>
      {download.error ? <ErrorRibbon what={t.failures.download} error={download.error} onRetry={onDownload} /> : null}
      {pay.error ? <ErrorRibbon what={t.failures.pay} error={pay.error} onRetry={onPay} /> : null}
      {emailing && role ? (
        <Suspense
          fallback={
            <p className="bills-note" role="status">
              {t.email.opening}
            </p>
          }
        >
          <EmailDialog
            role={role}
            defaultEmail={profile.email}
            busy={email.isPending}
            failure={email.error}
            onSend={onSend}
            onCancel={() => setEmailing(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
