// SPEC §3 Checkout paymentData and payment methods: "Card online" / "Ramburs la curier", the ones the cart allows;
// for the card, the installments the customer would like (SPEC §4: sent only when above 1 and the card offers more
// than one option; the review step says so when the card does not allow the count).
import React, { useEffect, useRef, useState } from "react";
import { INSTALLMENT_CHOICES } from "../../domain/checkout/installments";
import type { PaymentMethod } from "../../domain/enums";
import { EarlyForm } from "../../components/forms/EarlyForm";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import type { FieldMessages } from "../../hooks/checkout/useCheckout";
import { roCheckout } from "../../i18n/ro/checkout";
import { readRadio, readTexts, useDraftFill } from "./formValues";
import { StepActions } from "./StepActions";

const LABEL: Record<PaymentMethod, string> = { CARD: roCheckout.payment.card, COD: roCheckout.payment.cod };

interface Props {
  /** The methods the cart allows; null while it is not known (both are offered, the save checks). */
  methods: readonly PaymentMethod[] | null;
  method: PaymentMethod | null;
  installments: number | null;
  errors: FieldMessages;
  hydrated: boolean;
  onSave: (method: PaymentMethod | null, installments: number | null) => void;
  onBack: () => void;
}

const asMethod = (v: string | null): PaymentMethod | null => (v === "CARD" || v === "COD" ? v : null);

export function PaymentStep({ methods, method, installments, errors, hydrated, onSave, onBack }: Props): React.ReactElement {
  const t = roCheckout;
  const form = useRef<HTMLFormElement | null>(null);
  const shown = methods ?? (["CARD", "COD"] as const);
  // Radios are uncontrolled (a choice before hydration counts); the state mirrors them for the installments field.
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  useEffect(() => {
    if (hydrated && form.current) setChosen(asMethod(readRadio(form.current, "method")));
  }, [hydrated, method]);
  useDraftFill(form, installments && installments > 1 ? { installments: String(installments) } : {}, hydrated);
  const error = errors.paymentMethod;
  return (
    <EarlyForm
      formRef={form}

      onSubmit={(el) => {
        const picked = asMethod(readRadio(el, "method"));
        const count = Number(readTexts(el, ["installments"]).installments || "1");
        onSave(picked, picked === "CARD" && Number.isInteger(count) && count > 1 ? count : null);
      }}
    >
      <ErrorSummary fields={[[`checkout-method-${shown[0]}`, t.screen.methodLegend, error]]} />
      <fieldset
        className="checkout-fieldset checkout-methods"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "checkout-method-error" : undefined}
      >
        <legend>{t.screen.methodLegend}</legend>
        {shown.map((m) => (
          <div className="checkout-check" key={m}>
            <input
              id={`checkout-method-${m}`}
              name="method"
              type="radio"
              value={m}
              defaultChecked={method === m}
              onChange={() => setChosen(m)}
            />
            <label htmlFor={`checkout-method-${m}`}>{LABEL[m]}</label>
          </div>
        ))}
        {error ? (
          <p id="checkout-method-error" className="field-error">
            {error}
          </p>
        ) : null}
      </fieldset>
      <div className="checkout-field" hidden={hydrated && chosen !== "CARD"}>
        <label htmlFor="checkout-installments">{t.payment.installments}</label>
        <p id="checkout-installments-hint" className="cart-hint">
          {t.screen.installmentsHint}
        </p>
        <select id="checkout-installments" name="installments" aria-describedby="checkout-installments-hint">
          <option value="">{t.payment.installmentsNone}</option>
          {INSTALLMENT_CHOICES.filter((n) => n > 1).map((n) => (
            <option key={n} value={String(n)}>
              {t.payment.installmentsCount(n)}
            </option>
          ))}
        </select>
      </div>
      <StepActions onBack={onBack} />
    </EarlyForm>
  );
}
