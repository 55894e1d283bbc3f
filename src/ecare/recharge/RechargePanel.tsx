// "Reîncarcă un număr" (issue 15; SPEC §5 recharge rules, §7 POST ebill /recharge, POST recharge/voucher,
// convert-eur-ron; DESIGN.md fields "Număr de telefon", "E-mail", "Sumă" or "Cod voucher", button "Reîncarcă").
// The user's own number and e-mail are filled in; another number may be typed (a gift). The form is read from the DOM
// when sent (EarlyForm: what was typed before the page was ready counts) and checked by the domain
// (validateRecharge) before anything goes: each field's message under it, focus on the first wrong one.
// - By card: the lei equivalent is shown live (useRate: only for 3..100 €), the amount in € and lei is confirmed in a
//   dialog, then the browser goes to the provider's card page (no card data ever passes through the site).
// - By voucher: the credit rises at once; the code field is emptied, the rest kept.
// A refusal (domain rechargeFailure) is said under the field it is about; the form keeps what was typed.
import { fieldValue } from "../../components/forms/formControls";
import React, { useEffect, useRef, useState } from "react";
import { ErrorRibbon } from "../../components/errors/ErrorRibbon";
import { Dialog } from "../../components/errors/catalogue/Dialog";
import { EarlyForm } from "../../components/forms/EarlyForm";
import { rechargeFailureOf, type RechargeFailureKey } from "../../domain/billing/rechargeFailure";
import { RECHARGE_AMOUNT_MAX, RECHARGE_AMOUNT_MIN } from "../../domain/billing/rechargeAmount";
import { ownNumberOf } from "../../domain/billing/ownNumber";
import { validateRecharge, type CardRecharge, type RechargeField, type RechargeMethod } from "../../domain/billing/validateRecharge";
import { PATHS } from "../../domain/guards/paths";
import type { UserInfo } from "../../domain/session/userInfo";
import { useCardRecharge, useVoucherRecharge } from "../../hooks/billing/useBillingActions";
import { useRate } from "../../hooks/billing/useRate";
import { leaveFor } from "../../hooks/checkout/leavePage";
import { billingErrorText, roBilling } from "../../i18n/ro/billing";
import { rechargeMoney, roRecharge } from "../../i18n/ro/recharge";
import { FormField } from "../../components/forms/FormField";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { BusyButton } from "../../components/BusyButton";

type Field = Exclude<RechargeField, "method">;
type FieldErrors = Partial<Record<Field, string>>;

/** The form's fields in the order they are shown (the error summary's order). */
const FIELD_ORDER: readonly Field[] = ["phone", "email", "amount", "voucher"];
const ID: Record<Field, string> = {
  phone: "recharge-phone",
  email: "recharge-email",
  amount: "recharge-amount",
  voucher: "recharge-voucher",
};

const t = roRecharge;
const labels = roBilling.labels;

const readMethod = (form: HTMLFormElement): RechargeMethod | null => {
  const value = new FormData(form).get("method");
  return value === "card" || value === "voucher" ? value : null;
};
const focusField = (form: HTMLFormElement | null, field: Field) => {
  const el = form?.elements.namedItem(field);
  if (el instanceof HTMLInputElement) el.focus();
};

/** Where the provider sends the customer back (SPEC §2: the bills page with rechargeSuccess, then /sumar). */
const returnAddress = () => `${window.location.origin}${PATHS.bills}?rechargeSuccess=true`;

export interface RechargePanelProps {
  profile: UserInfo;
}

function RechargePanel({ profile }: RechargePanelProps): React.ReactElement {
  const formRef = useRef<HTMLFormElement | null>(null);
  const sending = useRef(false);
  const [method, setMethod] = useState<RechargeMethod>("card");
  /** The amount or the voucher field, whichever the chosen method hides (its message is not shown). */
  const hiddenField: Field = method === "card" ? "voucher" : "amount";
  const [amountText, setAmountText] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<RechargeFailureKey | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState("");
  const [confirming, setConfirming] = useState<CardRecharge | null>(null);
  // A field to focus once the page has rendered (after a closing dialog has given the focus back).
  const [focusRequest, setFocusRequest] = useState<{ field: Field } | null>(null);
  const card = useCardRecharge();
  const voucher = useVoucherRecharge();
  // No lookup while the voucher is chosen; useRate itself asks only for 3..100 € (SPEC §5/§9).
  const rate = useRate(method === "card" ? amountText : "");
  const busy = card.isPending || card.isSuccess || voucher.isPending;

  useEffect(() => {
    if (focusRequest) focusField(formRef.current, focusRequest.field);
  }, [focusRequest]);

  const settledRate = rate.data && rate.amount !== null && !rate.settling ? rate.data : null;
  const ronFor = (amount: number) => (settledRate && rate.amount === amount ? rechargeMoney.lei(settledRate.ron) : null);

  const refused = (error: unknown) => {
    sending.current = false;
    const known = rechargeFailureOf(error);
    if (known === null) {
      setFailure(error);
      return;
    }
    if (known.field === null) {
      setFormMessage(known.key);
      return;
    }
    setErrors({ [known.field]: t.failures[known.key] });
    setFocusRequest({ field: known.field });
  };

  const submit = (form: HTMLFormElement) => {
    if (sending.current) return;
    const chosen = readMethod(form) ?? method;
    const input = { method: chosen, phone: fieldValue(form, "phone"), email: fieldValue(form, "email") };
    const result = validateRecharge(
      chosen === "card" ? { ...input, amount: fieldValue(form, "amount") } : { ...input, voucher: fieldValue(form, "voucher") },
    );
    setFailure(null);
    setFormMessage(null);
    setDone("");
    if (!result.ok) {
      const shown: FieldErrors = {};
      for (const field of FIELD_ORDER) {
        const key = result.errors[field];
        if (key) shown[field] = billingErrorText(field, key);
      }
      // The error summary takes focus; a refusal from the gateway (one field) focuses that field.
      return setErrors(shown);
    }
    setErrors({});
    const value = result.value;
    if (value.method === "card") {
      setConfirming(value);
      return;
    }
    sending.current = true;
    voucher.mutate(
      { voucher: value.voucher, email: value.email, phone: value.phone },
      {
        onSuccess: (answer) => {
          sending.current = false;
          const field = formRef.current?.elements.namedItem("voucher");
          if (field instanceof HTMLInputElement) field.value = "";
          setDone(t.recharged(answer.msisdn || value.phone, rechargeMoney.euro(answer.amount.value)));
        },
        onError: refused,
      },
    );
  };

  const confirm = () => {
    if (!confirming || sending.current) return;
    sending.current = true;
    const { amount, email, phone } = confirming;
    card.mutate(
      { amount, email, phone, redirectTo: returnAddress() },
      {
        // The whole page goes to the provider's card form; the customer comes back on the bills page.
        onSuccess: (link) => leaveFor(link.paymentLink),
        onError: (error) => {
          setConfirming(null);
          refused(error);
        },
      },
    );
  };

  const adoptEarlyInput = (form: HTMLFormElement) => {
    const chosen = readMethod(form);
    if (chosen) setMethod(chosen);
    setAmountText(fieldValue(form, "amount"));
  };

  const rateNote =
    method !== "card" || rate.amount === null || rate.settling
      ? ""
      : settledRate
        ? t.rate(rechargeMoney.lei(settledRate.ron), rechargeMoney.rate(settledRate.rate))
        : rate.isError
          ? t.rateFailed
          : t.rateLoading;

  return (
    <section className="ecare-recharge recharge-panel" aria-labelledby="recharge-heading">
      <h2 id="recharge-heading">{t.heading}</h2>
      <p className="recharge-lead">{t.lead}</p>
      <EarlyForm
        className="recharge-form"
        formRef={formRef}
        onSubmit={submit}
        onEarlyInput={adoptEarlyInput}
        aria-labelledby="recharge-heading"
      >
        <ErrorSummary fields={FIELD_ORDER.map((f) => [ID[f], labels[f], f === hiddenField ? null : errors[f]] as const)} />
        <fieldset className="recharge-methods">
          <legend>{labels.method}</legend>
          <label>
            <input type="radio" name="method" value="card" defaultChecked onChange={(e) => e.currentTarget.checked && setMethod("card")} />
            {roBilling.recharge.card}
          </label>
          <label>
            <input type="radio" name="method" value="voucher" onChange={(e) => e.currentTarget.checked && setMethod("voucher")} />
            {roBilling.recharge.voucher}
          </label>
        </fieldset>
        <FormField
          id={ID.phone}
          name="phone"
          type="tel"
          label={labels.phone}
          hint={t.phoneHint}
          autoComplete="tel-national"
          inputMode="tel"
          defaultValue={ownNumberOf(profile) ?? ""}
          error={errors.phone}
        />
        <FormField
          id={ID.email}
          name="email"
          type="email"
          label={labels.email}
          autoComplete="email"
          defaultValue={profile.email}
          error={errors.email}
        />
        <div hidden={method !== "card"}>
          <FormField
            id={ID.amount}
            name="amount"
            label={labels.amount}
            hint={t.amountHint(rechargeMoney.euro(RECHARGE_AMOUNT_MIN), rechargeMoney.euro(RECHARGE_AMOUNT_MAX))}
            inputMode="decimal"
            autoComplete="off"
            onChange={(e) => setAmountText(e.currentTarget.value)}
            note={rateNote}
            error={method === "card" ? errors.amount : undefined}
          />
        </div>
        <div hidden={method !== "voucher"}>
          <FormField
            id={ID.voucher}
            name="voucher"
            label={labels.voucher}
            hint={t.voucherHint}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            error={method === "voucher" ? errors.voucher : undefined}
          />
        </div>
        {formMessage ? (
          <p role="alert" className="field-error">
            {t.failures[formMessage]}
          </p>
        ) : null}
        {failure ? <ErrorRibbon what={t.failed} error={failure} onRetry={() => formRef.current?.requestSubmit()} /> : null}
        <div className="checkout-actions">
          <BusyButton type="submit" busy={busy}>
            {roBilling.recharge.submit}
          </BusyButton>
        </div>
        <p role="status" className="recharge-status">
          {busy ? t.sending : done}
        </p>
      </EarlyForm>
      {confirming ? (
        <Dialog
          title={t.confirm.title}
          onEscape={() => {
            if (!card.isPending && !card.isSuccess) setConfirming(null);
          }}
          actions={
            <>
              <button type="button" className="aria-button" data-variant="primary" disabled={busy} onClick={confirm}>
                {t.confirm.ok}
              </button>
              <button type="button" className="aria-button" data-variant="outline" disabled={busy} onClick={() => setConfirming(null)}>
                {t.confirm.cancel}
              </button>
            </>
          }
        >
          <p>{t.confirm.text(confirming.phone, rechargeMoney.euro(confirming.amount), ronFor(confirming.amount))}</p>
          {card.isPending || card.isSuccess ? <p>{t.confirm.going}</p> : null}
        </Dialog>
      ) : null}
    </section>
  );
}

export default RechargePanel;
