// "Ai plătit deja sau ai nevoie de mai mult timp?" (issue 15; SPEC §7 "Bills and payments": paymentConfirmation and
// paymentAgreement with checkEligibility, agreementDate header, source 'ecare'; §9 "Eligibility checks fresh for 5
// seconds", kept by the hooks). Each action is offered only when its eligibility check says so; otherwise the back
// end's Romanian reason is shown. A promised day is checked by the domain (agreementDate.ts) before anything is sent,
// and every request asks for confirmation ("Confirmă" / "Renunță", DESIGN.md). Failures are ribbons; the typed day
// stays (uncontrolled field read on submit, EarlyForm).
import { fieldValue } from "../../../components/forms/formControls";
import React, { useState } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { EarlyForm } from "../../../components/forms/EarlyForm";
import { agreementDateRange, checkAgreementDate, type PaymentEligibility } from "../../../domain/billing/agreementDate";
import { formatAmount } from "../../../domain/currency";
import { formatDateRo } from "../../../domain/dates";
import { usePaymentAgreement, usePaymentConfirmation } from "../../../hooks/billing/useBillingActions";
import { usePaymentAgreementEligibility, usePaymentConfirmationEligibility } from "../../../hooks/billing/useBillingData";
import { roPaymentRequests } from "../../../i18n/ro/paymentRequests";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { Skeleton } from "../../kit/SectionStates";
import { BusyButton } from "../../../components/BusyButton";

const t = roPaymentRequests;

/** A refusal the back end decided after the check (409 not_eligible): the check is asked again to show its reason. */
const isNotEligible = (error: unknown) =>
  error !== null && typeof error === "object" && (error as { code?: unknown }).code === "not_eligible";

function billLine(e: PaymentEligibility): string {
  const amount = e.amountDue ? formatAmount(e.amountDue.value, e.amountDue.unit) : "";
  return t.bill(e.billNo ?? "", amount, formatDateRo(e.paymentDueDate, "long"));
}

interface PartProps {
  id: string;
  title: string;
  query: UseQueryResult<PaymentEligibility>;
  loading: string;
  error: string;
  /** What happened last (role=status), kept while the check is asked again after it. */
  status: string;
  failure: { what: string; error: unknown } | null;
  children: (eligibility: PaymentEligibility) => React.ReactNode;
}

function Part({ id, title, query, loading, error, status, failure, children }: PartProps): React.ReactElement {
  return (
    <section className="payment-part" aria-labelledby={id} aria-busy={query.isPending}>
      <h3 id={id}>{title}</h3>
      {query.isPending ? (
        <Skeleton label={loading} lines={2} />
      ) : query.isError ? (
        <ErrorRibbon what={error} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.eligible ? (
        children(query.data)
      ) : (
        <p className="bills-note">{query.data.reason ?? t.notEligibleFallback}</p>
      )}
      {failure ? <ErrorRibbon what={failure.what} error={failure.error} /> : null}
      {status ? (
        <p role="status" className="payment-status">
          {status}
        </p>
      ) : null}
    </section>
  );
}

function Confirmation({ ban }: { ban: string }): React.ReactElement {
  const c = t.confirmation;
  const query = usePaymentConfirmationEligibility(ban);
  const confirm = usePaymentConfirmation(ban);
  const [asking, setAsking] = useState(false);
  const [status, setStatus] = useState("");
  const [failure, setFailure] = useState<{ what: string; error: unknown } | null>(null);

  const onConfirm = () => {
    setAsking(false);
    setFailure(null);
    setStatus("");
    const billNo = query.data?.billNo ?? "";
    confirm.mutate(undefined, {
      onSuccess: (record) => setStatus(record.repeated ? c.repeated : c.done(billNo)),
      onError: (error) => {
        setFailure({ what: c.failed, error });
        if (isNotEligible(error)) void query.refetch();
      },
    });
  };

  return (
    <Part id="payment-confirmation" title={c.heading} query={query} loading={c.loading} error={c.error} status={status} failure={failure}>
      {(e) => (
        <>
          <p>{billLine(e)}</p>
          <p className="bills-note">{c.text}</p>
          <div className="bills-actions">
            <BusyButton busy={confirm.isPending} onClick={() => setAsking(true)}>
              {confirm.isPending ? c.sending : c.action}
            </BusyButton>
          </div>
          {asking ? (
            <ConfirmDialog
              title={c.dialogTitle}
              text={c.dialogText}
              confirm={t.confirm}
              cancel={t.cancel}
              onConfirm={onConfirm}
              onCancel={() => setAsking(false)}
            />
          ) : null}
        </>
      )}
    </Part>
  );
}

/** The day field: checked by the domain on submit (nothing is asked before the day is allowed). */
function AgreementForm({
  eligibility,
  busy,
  onAsk,
}: {
  eligibility: PaymentEligibility;
  busy: boolean;
  onAsk: (agreementDate: string) => void;
}): React.ReactElement {
  const a = t.agreement;
  const [now] = useState(() => Date.now());
  const range = agreementDateRange(eligibility, now);
  const [error, setError] = useState("");

  if (!range) return <p className="bills-note">{a.noDays}</p>;
  const hint = a.range(formatDateRo(range.min, "long"), formatDateRo(range.max, "long"));

  const onSubmit = (form: HTMLFormElement) => {
    const check = checkAgreementDate(fieldValue(form, "agreementDate"), range);
    if (!check.ok) {
      setError(check.key === "dateOutOfRange" ? `${a.dateErrors.dateOutOfRange} ${hint}` : a.dateErrors[check.key]);
      return;
    }
    setError("");
    onAsk(check.date);
  };

  return (
    <EarlyForm className="payment-form" aria-label={a.action} onSubmit={onSubmit}>
      <div className="checkout-field">
        <label htmlFor="payment-agreement-date">{a.dateLabel}</label>
        <p id="payment-agreement-hint" className="cart-hint">
          {hint}
        </p>
        <input
          id="payment-agreement-date"
          name="agreementDate"
          type="date"
          min={range.min}
          max={range.max}
          aria-invalid={error ? true : undefined}
          aria-describedby={`payment-agreement-hint${error ? " payment-agreement-error" : ""}`}
        />
        {error ? (
          <p id="payment-agreement-error" className="field-error" aria-live="polite">
            {error}
          </p>
        ) : null}
      </div>
      <div className="bills-actions">
        <BusyButton type="submit" busy={busy}>
          {busy ? a.sending : a.action}
        </BusyButton>
      </div>
    </EarlyForm>
  );
}

function Agreement({ ban }: { ban: string }): React.ReactElement {
  const a = t.agreement;
  const query = usePaymentAgreementEligibility(ban);
  // Here, not in the form: the form goes once the promise is registered (the check then says no), its answer stays.
  const agree = usePaymentAgreement(ban);
  const [asking, setAsking] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [failure, setFailure] = useState<{ what: string; error: unknown } | null>(null);

  const onConfirm = () => {
    if (!asking) return;
    const agreementDate = asking;
    setAsking(null);
    setFailure(null);
    setStatus("");
    agree.mutate(
      { agreementDate },
      {
        onSuccess: (record) => {
          const day = formatDateRo(record.agreementDate ?? agreementDate, "long");
          setStatus(record.repeated ? a.repeated(day) : a.done(day));
        },
        onError: (error) => {
          setFailure({ what: a.failed, error });
          if (isNotEligible(error)) void query.refetch();
        },
      },
    );
  };

  return (
    <Part id="payment-agreement" title={a.heading} query={query} loading={a.loading} error={a.error} status={status} failure={failure}>
      {(e) => (
        <>
          <p>{billLine(e)}</p>
          <p className="bills-note">{a.text}</p>
          <AgreementForm eligibility={e} busy={agree.isPending} onAsk={setAsking} />
          {asking ? (
            <ConfirmDialog
              title={a.dialogTitle}
              text={a.dialogText(formatDateRo(asking, "long"))}
              confirm={t.confirm}
              cancel={t.cancel}
              onConfirm={onConfirm}
              onCancel={() => setAsking(null)}
            />
          ) : null}
        </>
      )}
    </Part>
  );
}

export interface PaymentRequestsPanelProps {
  /** The billing account (billingAccountOf(profile.selectedBan, profile.customerInfo?.bans ?? [])). */
  ban: string;
}

function PaymentRequestsPanel({ ban }: PaymentRequestsPanelProps): React.ReactElement {
  const account = ban.trim();
  return (
    <div className="ecare-dashboard ecare-bills ecare-payment-requests payment-requests-panel">
      <section className="dashboard-card dashboard-wide" aria-labelledby="payment-requests-heading">
        <h2 id="payment-requests-heading">{t.heading}</h2>
        <p className="dashboard-caption">{t.lead}</p>
        {account ? (
          <>
            <Confirmation ban={account} />
            <Agreement ban={account} />
          </>
        ) : (
          <p className="dashboard-empty">{t.noAccount}</p>
        )}
      </section>
    </div>
  );
}

export default PaymentRequestsPanel;
